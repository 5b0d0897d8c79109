import { DEFAULT_GENERATION_OPTIONS, type GeneratedArticle } from '@/lib/generator/contract';
import type { AutomationJob } from '@/lib/automation/types';

export function job(overrides: Partial<AutomationJob> = {}): AutomationJob {
  return {
    id: 'job-1',
    plan_id: 'plan-1',
    workflow_id: null,
    target_keyword: 'mercury retrograde',
    custom_instructions: 'Explain what it changes for each sign.',
    options: { ...DEFAULT_GENERATION_OPTIONS, wordCount: 400 },
    state: 'queued',
    due_at: '2026-03-01T08:00:00.000Z',
    attempts: 0,
    max_attempts: 3,
    article_id: null,
    last_error: null,
    started_at: null,
    finished_at: null,
    created_at: '2026-02-28T08:00:00.000Z',
    updated_at: '2026-02-28T08:00:00.000Z',
    ...overrides,
  };
}

const section = (heading: string, words: number) =>
  `<h2>${heading}</h2><p>${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}</p>`;

export function generated(overrides: Partial<GeneratedArticle> = {}): GeneratedArticle {
  const content = section('What mercury retrograde means', 200) + section('How each sign can prepare', 198);
  return {
    title: 'Mercury retrograde: what it changes for every sign',
    content,
    excerpt: 'What the retrograde means and how to prepare.',
    seo: {
      metaTitle: 'Mercury retrograde 2026: what it means for your sign',
      metaDescription:
        'Mercury retrograde explained sign by sign: what slows down, what to double-check and how to use the pause for reflection, planning and honest conversations.',
      keywords: ['mercury retrograde', 'astrology'],
    },
    slug: 'mercury-retrograde-what-it-changes-for-every-sign',
    tags: ['mercury', 'retrograde'],
    wordCount: 408,
    readingTime: 3,
    schemaMarkup: null,
    faqSchema: null,
    usage: { prompt_tokens: 1000, completion_tokens: 2000, total_tokens: 3000 },
    model: 'deepseek-chat',
    generationParams: {
      ...DEFAULT_GENERATION_OPTIONS,
      targetKeyword: 'mercury retrograde',
      customInstructions: 'Explain.',
    },
    ...overrides,
  };
}
