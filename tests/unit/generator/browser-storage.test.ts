// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftErrors } from '@/admin/areas/generator/draft';
import { articleFromGenerated } from '@/lib/generator/article-input';
import { applyEdits } from '@/admin/areas/generator/EditView';
import { applyEvent, IDLE } from '@/admin/areas/generator/generation';
import {
  addToHistory,
  HISTORY_LIMIT,
  loadCurrent,
  loadHistory,
  loadSettings,
  requestFromSettings,
  saveCurrent,
  saveSettings,
  STORAGE_KEYS,
} from '@/admin/areas/generator/storage';
import type { GeneratedArticle } from '@/lib/generator/contract';
import { baseRequest } from './fixtures';

const article: GeneratedArticle = {
  title: 'Venus in Scorpio: Love at Full Depth',
  content: '<p>Venus in Scorpio loves deeply.</p><img src="x" onerror="alert(1)">',
  excerpt: 'Intense, loyal love.',
  seo: {
    metaTitle: 'Venus in Scorpio: Love at Full Depth | Astrelle Guide',
    metaDescription: 'd',
    keywords: ['venus in scorpio'],
  },
  slug: 'venus-in-scorpio-love-at-full-depth',
  tags: ['venus in scorpio', 'love'],
  wordCount: 5,
  readingTime: 1,
  schemaMarkup: { '@type': 'Article', headline: 'Venus in Scorpio: Love at Full Depth' },
  faqSchema: null,
  usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
  model: 'fake-chat',
  generationParams: baseRequest,
};

beforeEach(() => localStorage.clear());

describe('generator browser storage (docs/decisions.md#ai-keys-stay-on-the-server)', () => {
  it('uses exactly the three spec keys and never one for a provider key', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'ai_generator_history',
      'ai_generator_settings',
      'ai_generator_current',
    ]);
    saveSettings({ ...loadSettings(), targetKeyword: 'venus' });
    saveCurrent({ article, savedArticleId: null });
    addToHistory(article);
    expect(Object.keys(localStorage).sort()).toEqual([
      'ai_generator_current',
      'ai_generator_history',
      'ai_generator_settings',
    ]);
  });

  it('defaults to 1100 words, casual, blog-post, and repairs a malformed stored value', () => {
    expect(loadSettings()).toMatchObject({
      wordCount: 1100,
      tone: 'casual',
      contentType: 'blog-post',
      targetKeyword: '',
    });
    localStorage.setItem(
      'ai_generator_settings',
      JSON.stringify({
        tone: 'angry',
        wordCount: 'lots',
        seoSettings: { includeFAQ: false },
        targetKeyword: 'mars',
      }),
    );
    expect(loadSettings()).toMatchObject({
      tone: 'casual',
      wordCount: 1100,
      targetKeyword: 'mars',
      seoSettings: { includeFAQ: false, includeSchema: true, optimizeForSEO: true },
    });
    localStorage.setItem('ai_generator_settings', '{not json');
    expect(loadSettings().tone).toBe('casual');
    expect(
      requestFromSettings({ ...loadSettings(), targetKeyword: '  mars  ', customInstructions: ' short ' }),
    ).toMatchObject({ targetKeyword: 'mars', customInstructions: 'short' });
  });

  it('keeps the current draft and drops one of the wrong shape', () => {
    saveCurrent({ article, savedArticleId: 'a1' });
    expect(loadCurrent()).toEqual({ article, savedArticleId: 'a1' });
    localStorage.setItem('ai_generator_current', JSON.stringify({ article: { title: 3 } }));
    expect(loadCurrent()).toBeNull();
  });

  it('keeps the history newest first and bounded', () => {
    for (let n = 0; n < HISTORY_LIMIT + 3; n += 1) addToHistory({ ...article, title: `Article ${n}` });
    const history = loadHistory();
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.article.title).toBe(`Article ${HISTORY_LIMIT + 2}`);
  });
});

describe('generated article to draft article', () => {
  it('maps the fields into a draft row of the article schema', () => {
    const draft = articleFromGenerated(article, { authorName: 'Preview Admin' });
    expect(draft).toMatchObject({
      title: article.title,
      slug: article.slug,
      status: 'draft',
      published_at: null,
      seo_title: article.seo.metaTitle,
      keywords: ['venus in scorpio'],
      tags: ['venus in scorpio', 'love'],
      reading_time: 1,
      word_count: 5,
      author_name: 'Preview Admin',
    });
    expect(draftErrors(article)).toEqual({});
    expect(draftErrors({ ...article, slug: 'Not A Slug' })).toHaveProperty('slug');
  });

  it('applies edits, sanitising the content and recounting words', () => {
    const edited = applyEdits(article, {
      title: ' New title ',
      slug: 'new-title',
      excerpt: 'e',
      content: '<p>one two three four five six seven</p><script>x()</script>',
      metaTitle: 'm',
      metaDescription: 'md',
      tags: 'a, b, a',
    });
    expect(edited).toMatchObject({
      title: 'New title',
      slug: 'new-title',
      wordCount: 7,
      readingTime: 1,
      tags: ['a', 'b'],
    });
    expect(edited.content).not.toContain('script');
    expect(edited.schemaMarkup).toMatchObject({ headline: 'New title', description: 'md' });
  });
});

describe('generation state', () => {
  it('follows the streamed events and resets progress to 0 on an error', () => {
    let state = applyEvent(IDLE, {
      type: 'progress',
      status: 'generating',
      progress: 10,
      message: 'Building the prompt...',
    });
    state = applyEvent(state, {
      type: 'progress',
      status: 'generating',
      progress: 45,
      message: 'Retrying...',
    });
    expect(state).toMatchObject({ status: 'generating', progress: 45, message: 'Retrying...' });
    expect(state.log).toHaveLength(2);
    state = applyEvent(state, { type: 'error', error: 'Invalid response format: no choices found' });
    expect(state).toMatchObject({
      status: 'error',
      progress: 0,
      error: 'Invalid response format: no choices found',
    });
  });
});
