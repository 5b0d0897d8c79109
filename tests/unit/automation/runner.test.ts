import { describe, expect, it } from 'vitest';
import {
  fitSlug,
  runDueJobs,
  runNextJob,
  startedRun,
  type DraftArticle,
  type RunnerDeps,
} from '@/lib/automation/runner';
import { claimPatch, nextDueJob } from '@/lib/automation/state';
import {
  DEFAULT_AUTOMATION_SETTINGS,
  type AutomationJob,
  type JobRun,
  type UsageRecord,
  type WorkflowStep,
} from '@/lib/automation/types';
import type { GenerateArticleRequest, GeneratedArticle } from '@/lib/generator/contract';
import { generated, job } from './fixtures';

/** An in-memory world the runner works on, like the local preview does. */
function world(options: {
  jobs: AutomationJob[];
  generate: (request: GenerateArticleRequest) => Promise<GeneratedArticle>;
  steps?: WorkflowStep[];
  runsToday?: number;
  takenSlugs?: string[];
}) {
  const clock = new Date('2026-03-01T10:00:00.000Z');
  const jobs = options.jobs;
  const runs: JobRun[] = [];
  const usage: Omit<UsageRecord, 'id'>[] = [];
  const errors: { job_id: string; message: string }[] = [];
  const articles: (DraftArticle & { id: string })[] = [];
  const requests: GenerateArticleRequest[] = [];
  const deps: RunnerDeps = {
    now: () => clock,
    settings: { ...DEFAULT_AUTOMATION_SETTINGS, maxJobsPerRun: 3, maxJobsPerDay: 5 },
    runsToday: async () => options.runsToday ?? runs.length,
    claim: async () => {
      const next = nextDueJob(jobs, clock);
      if (!next) return null;
      Object.assign(next, claimPatch(next, clock));
      return { ...next };
    },
    stepsFor: async () => options.steps ?? ['generate', 'validate', 'hold_for_review'],
    generate: async (request) => {
      requests.push(request);
      return options.generate(request);
    },
    uniqueSlug: async (slug) => ((options.takenSlugs ?? []).includes(slug) ? `${slug}-2` : slug),
    saveArticle: async (draft) => {
      const saved = { ...draft, id: `art-${articles.length + 1}` };
      articles.push(saved);
      return saved;
    },
    startRun: async (claimed) => {
      const run: JobRun = { id: `run-${runs.length + 1}`, ...startedRun(claimed, clock) };
      runs.push(run);
      return run;
    },
    finishRun: async (id, patch) =>
      void Object.assign(
        runs.find((run) => run.id === id)!,
        patch,
      ),
    updateJob: async (id, patch) =>
      void Object.assign(
        jobs.find((candidate) => candidate.id === id)!,
        patch,
      ),
    recordError: async (entry) => void errors.push(entry),
    recordUsage: async (entry) => void usage.push(entry),
  };
  return { deps, jobs, runs, usage, errors, articles, requests };
}

describe('runNextJob', () => {
  it('generates the due job with its options, saves a draft and records the run and its tokens', async () => {
    const w = world({
      jobs: [job()],
      generate: async () => generated(),
      takenSlugs: ['mercury-retrograde-what-it-changes-for-every-sign'],
    });
    const outcome = await runNextJob(w.deps);
    expect(outcome).toMatchObject({
      kind: 'succeeded',
      articleId: 'art-1',
      status: 'draft',
      message: 'Saved “Mercury retrograde: what it changes for every sign” as a draft for review.',
    });
    expect(w.requests).toEqual([
      {
        ...job().options,
        targetKeyword: 'mercury retrograde',
        customInstructions: 'Explain what it changes for each sign.',
      },
    ]);
    expect(w.articles[0]).toMatchObject({
      status: 'draft',
      published_at: null,
      slug: 'mercury-retrograde-what-it-changes-for-every-sign-2',
      word_count: 408,
      reading_time: 3,
      seo_title: generated().seo.metaTitle,
    });
    expect(w.jobs[0]).toMatchObject({ state: 'done', attempts: 1, article_id: 'art-1', last_error: null });
    expect(w.runs[0]).toMatchObject({
      outcome: 'succeeded',
      attempt: 1,
      model: 'deepseek-chat',
      prompt_tokens: 1000,
      completion_tokens: 2000,
      word_count: 408,
    });
    expect(w.usage).toEqual([
      expect.objectContaining({
        feature: 'automation',
        job_id: 'job-1',
        prompt_tokens: 1000,
        completion_tokens: 2000,
        cost_usd: 0.00247,
      }),
    ]);
    expect(w.errors).toEqual([]);
  });

  it('publishes only when the workflow says so and every check passes', async () => {
    const steps: WorkflowStep[] = ['generate', 'validate', 'publish_if_valid'];
    const passing = world({ jobs: [job()], generate: async () => generated(), steps });
    expect(await runNextJob(passing.deps)).toMatchObject({ kind: 'succeeded', status: 'published' });
    expect(passing.articles[0]!.published_at).toBe('2026-03-01T10:00:00.000Z');
    const shortMeta = world({
      jobs: [job()],
      generate: async () => generated({ seo: { ...generated().seo, metaTitle: 'Short' } }),
      steps,
    });
    expect(await runNextJob(shortMeta.deps)).toMatchObject({ kind: 'succeeded', status: 'draft' });
  });

  it('re-queues a failed attempt with back-off, records the error, and fails for good on the last attempt', async () => {
    const w = world({
      jobs: [job({ max_attempts: 2 })],
      generate: async () =>
        Promise.reject(new Error('Generation failed after 3 attempts: DeepSeek API error (500): upstream')),
    });
    const first = await runNextJob(w.deps);
    expect(first).toMatchObject({ kind: 'failed', willRetry: true, dueAt: '2026-03-01T10:05:00.000Z' });
    expect(w.jobs[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'Generation failed after 3 attempts: DeepSeek API error (500): upstream',
    });
    expect(w.errors).toHaveLength(1);
    expect(w.runs[0]).toMatchObject({
      outcome: 'failed',
      error: 'Generation failed after 3 attempts: DeepSeek API error (500): upstream',
    });
    // Not due yet: nothing to do until the back-off has passed.
    expect(await runNextJob(w.deps)).toMatchObject({ kind: 'idle' });
    w.jobs[0]!.due_at = '2026-03-01T09:00:00.000Z';
    const last = await runNextJob(w.deps);
    expect(last).toMatchObject({ kind: 'failed', willRetry: false });
    expect(w.jobs[0]).toMatchObject({
      state: 'failed',
      attempts: 2,
      finished_at: '2026-03-01T10:00:00.000Z',
    });
    expect(w.articles).toEqual([]);
  });

  it('fails the attempt when validation finds unsafe HTML, without saving an article', async () => {
    const w = world({
      jobs: [job()],
      generate: async () => generated({ content: '<h2>A</h2><p onclick="x()">b</p><h2>C</h2>' }),
    });
    const outcome = await runNextJob(w.deps);
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.error).toMatch(/^Validation failed: safe html/);
    expect(w.articles).toEqual([]);
    expect(w.usage).toHaveLength(1);
  });

  it('shortens a slug the articles table could not store, at a hyphen', async () => {
    const long = Array.from({ length: 30 }, (_, index) => `word${index}`).join('-');
    const fitted = fitSlug(long);
    expect(fitted.length).toBeLessThanOrEqual(116);
    expect(long.startsWith(`${fitted}-`)).toBe(true);
    expect(fitSlug('short-slug')).toBe('short-slug');
    const w = world({ jobs: [job()], generate: async () => generated({ slug: long }) });
    await runNextJob(w.deps);
    expect(w.articles[0]!.slug).toBe(fitted);
  });

  it('stops at the daily limit before claiming anything', async () => {
    const w = world({ jobs: [job()], generate: async () => generated(), runsToday: 5 });
    expect(await runNextJob(w.deps)).toMatchObject({ kind: 'limit' });
    expect(w.jobs[0]!.state).toBe('queued');
  });

  it('works through up to maxJobsPerRun due jobs in one call', async () => {
    const jobs = ['a', 'b', 'c', 'd'].map((id, index) =>
      job({ id, due_at: `2026-03-01T0${index}:00:00.000Z` }),
    );
    const w = world({ jobs, generate: async () => generated() });
    const outcomes = await runDueJobs(w.deps);
    expect(outcomes.map((outcome) => outcome.kind === 'succeeded' && outcome.jobId)).toEqual(['a', 'b', 'c']);
    expect(w.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done', 'queued']);
    expect(await runDueJobs(world({ jobs: [], generate: async () => generated() }).deps)).toEqual([
      { kind: 'idle', message: expect.any(String) },
    ]);
  });
});
