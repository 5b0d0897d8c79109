import { describe, expect, it } from 'vitest';
import { figuresByDay, runsStartedToday, totals, usageByModel } from '@/lib/automation/aggregate';
import { costUsd, priceOf } from '@/lib/automation/pricing';
import { parseOptions, parseSettings, parseSteps } from '@/lib/automation/types';
import { blockingFailures, passesAll, validateDraft } from '@/lib/automation/validate';
import { moveStep, stepsForJob, workflowProblems } from '@/lib/automation/workflow';
import { articleFromGenerated } from '@/lib/generator/article-input';
import type { JobRun, UsageRecord } from '@/lib/automation/types';
import { generated } from './fixtures';

const now = new Date('2026-03-03T12:00:00.000Z');
const target = { keyword: 'mercury retrograde', wordCount: 400 };
const good = articleFromGenerated(generated(), { slug: 'mercury-retrograde', now });

describe('validating a generated draft', () => {
  it('passes a draft that meets every rule', () => {
    const checks = validateDraft(good, target);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(passesAll(checks)).toBe(true);
  });

  it('reports each broken rule with a reason, blocking only for the unsafe or unusable ones', () => {
    const checks = validateDraft(
      {
        ...good,
        title: ' ',
        slug: 'Bad Slug!',
        content: '<h1>Title again</h1><p>short <img src="x" onerror="alert(1)"></p><h4>deep</h4>',
        seo_title: 'Too short',
        seo_description: 'Also short',
        tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
        word_count: 90,
      },
      target,
    );
    const failed = Object.fromEntries(
      checks.filter((check) => !check.ok).map((check) => [check.id, check.detail]),
    );
    expect(failed).toEqual({
      title: 'Generated content missing title',
      slug: 'Bad Slug!',
      sanitised: 'The body holds markup the sanitiser removes (scripts, frames, handlers or unsafe links).',
      'meta-title': '9 characters (50–60)',
      'meta-description': '10 characters (150–160)',
      'word-count': '90 words for a target of 400 (320–520 accepted)',
      headings: 'The body has an h1; the page already shows the title as its h1.',
      tags: '11 of at most 10',
      keyword: 'Put “mercury retrograde” in the title or meta title.',
    });
    expect(blockingFailures(checks).map((check) => check.id)).toEqual(['title', 'slug', 'sanitised']);
  });

  it('flags missing content, a single section and skipped heading levels', () => {
    expect(
      validateDraft({ ...good, content: '<p> </p>', word_count: 0 }, target).find((c) => c.id === 'content'),
    ).toMatchObject({ ok: false, detail: 'Generated content missing main content' });
    expect(
      validateDraft({ ...good, content: '<h2>Only</h2><p>one</p>' }, target).find((c) => c.id === 'headings')
        ?.detail,
    ).toBe('Use at least two h2 sections.');
    expect(
      validateDraft({ ...good, content: '<h2>A</h2><h4>B</h4><h2>C</h2>' }, target).find(
        (c) => c.id === 'headings',
      )?.detail,
    ).toBe('An h4 follows an h2 (skipped a level).');
  });
});

const run = (day: string, outcome: JobRun['outcome'], words: number): JobRun => ({
  id: `${day}-${outcome}`,
  job_id: 'j',
  attempt: 1,
  outcome,
  started_at: `${day}T08:00:00.000Z`,
  finished_at: `${day}T08:01:00.000Z`,
  model: 'deepseek-chat',
  prompt_tokens: 0,
  completion_tokens: 0,
  word_count: words,
  error: null,
});
const use = (day: string, model: string, prompt: number, completion: number): UsageRecord => ({
  id: `${day}-${model}-${prompt}`,
  occurred_at: `${day}T08:00:30.000Z`,
  feature: 'automation',
  model,
  prompt_tokens: prompt,
  completion_tokens: completion,
  cost_usd: costUsd(model, prompt, completion),
  job_id: null,
  article_id: null,
});

describe('analytics and usage by day', () => {
  it('prices tokens from the table, and an unlisted model at the default rate', () => {
    expect(costUsd('deepseek-chat', 1_000_000, 1_000_000)).toBe(1.37);
    expect(costUsd('deepseek-chat', 1000, 2000)).toBe(0.00247);
    expect(priceOf('some-new-model')).toMatchObject({ listed: false, inputPerMillion: 0.27 });
  });

  it('fills every day of the window, oldest first, with outcomes, words, tokens and cost', () => {
    const days = figuresByDay(
      [
        run('2026-03-01', 'succeeded', 1200),
        run('2026-03-03', 'succeeded', 900),
        run('2026-03-03', 'failed', 0),
        run('2026-02-01', 'succeeded', 5),
      ],
      [
        use('2026-03-01', 'deepseek-chat', 1000, 2000),
        use('2026-03-03', 'deepseek-chat', 500, 500),
        use('2026-03-03', 'deepseek-reasoner', 1000, 1000),
      ],
      3,
      now,
    );
    expect(days.map((d) => [d.day, d.succeeded, d.failed, d.words, d.tokens, d.costUsd])).toEqual([
      ['2026-03-01', 1, 0, 1200, 3000, 0.00247],
      ['2026-03-02', 0, 0, 0, 0, 0],
      ['2026-03-03', 1, 1, 900, 3000, 0.003425],
    ]);
    expect(totals(days)).toMatchObject({
      succeeded: 2,
      failed: 1,
      words: 2100,
      tokens: 6000,
      costUsd: 0.005895,
    });
    expect(
      usageByModel([
        use('2026-03-01', 'a', 1, 1),
        use('2026-03-02', 'a', 2, 2),
        use('2026-03-02', 'b', 10, 0),
      ]),
    ).toEqual([
      { model: 'b', calls: 1, tokens: 10, costUsd: costUsd('b', 10, 0) },
      { model: 'a', calls: 2, tokens: 6, costUsd: costUsd('a', 1, 1) + costUsd('a', 2, 2) },
    ]);
  });

  it('counts the runs started today for the daily limit', () => {
    expect(runsStartedToday([run('2026-03-03', 'failed', 0), run('2026-03-02', 'succeeded', 1)], now)).toBe(
      1,
    );
  });
});

describe('workflows and stored settings', () => {
  it('accepts generate → validate → hold for review and refuses broken orders', () => {
    expect(workflowProblems(['generate', 'validate', 'hold_for_review'])).toEqual([]);
    expect(workflowProblems(['validate', 'generate', 'hold_for_review'])).toContain(
      'A workflow starts by generating the article.',
    );
    expect(workflowProblems(['generate', 'publish_if_valid'])).toEqual([
      'Publishing needs the validation step before it.',
    ]);
    expect(workflowProblems(['generate', 'hold_for_review', 'validate'])).toHaveLength(1);
  });

  it('keeps generate first when moving steps and falls back to the default workflow', () => {
    expect(moveStep(['generate', 'validate', 'hold_for_review'], 1, -1)).toEqual([
      'generate',
      'validate',
      'hold_for_review',
    ]);
    expect(moveStep(['generate', 'validate', 'hold_for_review'], 1, 1)).toEqual([
      'generate',
      'hold_for_review',
      'validate',
    ]);
    const workflows = [
      { id: 'a', steps: parseSteps(['generate', 'validate', 'publish_if_valid']), is_default: false },
      { id: 'b', steps: parseSteps(['hold_for_review']), is_default: true },
    ];
    expect(stepsForJob({ workflow_id: 'a' }, workflows)).toEqual([
      'generate',
      'validate',
      'publish_if_valid',
    ]);
    expect(stepsForJob({ workflow_id: null }, workflows)).toEqual(['generate', 'hold_for_review']);
    expect(stepsForJob({ workflow_id: null }, [])).toEqual(['generate', 'validate', 'hold_for_review']);
  });

  it('reads stored options and settings defensively', () => {
    expect(parseOptions({ wordCount: 99999, tone: 'shouty', seoSettings: { includeFAQ: false } })).toEqual({
      wordCount: 5000,
      tone: 'casual',
      contentType: 'blog-post',
      seoSettings: { includeFAQ: false, includeSchema: true, optimizeForSEO: true },
    });
    expect(parseSettings({ maxJobsPerRun: 9, maxJobsPerDay: '7', maxAttempts: null })).toMatchObject({
      maxJobsPerRun: 5,
      maxJobsPerDay: 7,
      maxAttempts: 3,
    });
    expect(parseSteps(['hold_for_review', 'nonsense', 'generate', 'validate'])).toEqual([
      'generate',
      'hold_for_review',
      'validate',
    ]);
  });
});
