import type { ArticleInput } from '../blog/article-schema';
import type { GenerateArticleRequest, GeneratedArticle } from '../generator/contract';
import { articleFromGenerated } from '../generator/article-input';
import { costUsd } from './pricing';
import { failPatch, succeedPatch, type JobPatch } from './state';
import type { AutomationJob, AutomationSettings, JobRun, UsageRecord, WorkflowStep } from './types';
import { blockingFailures, passesAll, validateDraft, type ValidationCheck } from './validate';
import { MAX_SLUG_CHARS } from '../content/article-limits';

/**
 * The runner: takes the next due job, runs its workflow (generate → validate → hold for
 * review or publish), saves the article, and records the run, the tokens and any error. Storage
 * and generation come in as dependencies, so the same steps run in the Pages Function (Supabase,
 * service role) and in the local preview's browser, and are unit tested with fakes.
 */
/** What a run saves: the one article schema's record (automation saves drafts, or publishes). */
export type DraftArticle = ArticleInput;

export type RunPatch = Partial<
  Pick<
    JobRun,
    'outcome' | 'finished_at' | 'model' | 'prompt_tokens' | 'completion_tokens' | 'word_count' | 'error'
  >
>;

/** A run's record as it starts: running, no result yet (what the table's column defaults give). */
export function startedRun(job: Pick<AutomationJob, 'id' | 'attempts'>, now: Date): Omit<JobRun, 'id'> {
  return {
    job_id: job.id,
    attempt: job.attempts,
    outcome: 'running',
    started_at: now.toISOString(),
    finished_at: null,
    model: null,
    prompt_tokens: 0,
    completion_tokens: 0,
    word_count: 0,
    error: null,
  };
}

export interface RunnerDeps {
  now(): Date;
  settings: AutomationSettings;
  /** Runs started today (the daily limit). */
  runsToday(): Promise<number>;
  /** Takes the next due job and marks it running (attempts + 1); null when none is due. */
  claim(): Promise<AutomationJob | null>;
  stepsFor(job: AutomationJob): Promise<WorkflowStep[]>;
  generate(request: GenerateArticleRequest): Promise<GeneratedArticle>;
  /** The slug, or the slug with -2, -3 … when another article already uses it. */
  uniqueSlug(slug: string): Promise<string>;
  saveArticle(draft: DraftArticle): Promise<{ id: string }>;
  startRun(job: AutomationJob): Promise<{ id: string }>;
  finishRun(runId: string, patch: RunPatch): Promise<void>;
  updateJob(jobId: string, patch: JobPatch): Promise<void>;
  recordError(entry: {
    job_id: string;
    run_id: string;
    message: string;
    detail: Record<string, unknown>;
  }): Promise<void>;
  recordUsage(entry: Omit<UsageRecord, 'id'>): Promise<void>;
}

export type RunOutcome =
  | { kind: 'idle'; message: string }
  | { kind: 'limit'; message: string }
  | {
      kind: 'succeeded';
      jobId: string;
      keyword: string;
      articleId: string;
      status: DraftArticle['status'];
      checks: ValidationCheck[];
      message: string;
    }
  | {
      kind: 'failed';
      jobId: string;
      keyword: string;
      error: string;
      willRetry: boolean;
      dueAt: string | null;
      message: string;
    };

/** The articles table's limit, leaving room for a "-20" suffix. */
export const MAX_SLUG_LENGTH = MAX_SLUG_CHARS - 4;

/** A slug short enough to store, cut at a hyphen where one is near the end. */
export function fitSlug(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > MAX_SLUG_LENGTH / 2 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

export function requestFor(job: AutomationJob): GenerateArticleRequest {
  return { ...job.options, targetKeyword: job.target_keyword, customInstructions: job.custom_instructions };
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The job failed for an unknown reason.';

export async function runNextJob(deps: RunnerDeps): Promise<RunOutcome> {
  if ((await deps.runsToday()) >= deps.settings.maxJobsPerDay) {
    return {
      kind: 'limit',
      message: `Today's limit of ${deps.settings.maxJobsPerDay} runs is reached. Raise it in the automation settings or wait until tomorrow (UTC).`,
    };
  }
  const job = await deps.claim();
  if (!job)
    return { kind: 'idle', message: 'No job is due. Queue a plan’s topics or wait for the next due time.' };
  const run = await deps.startRun(job);
  const steps = await deps.stepsFor(job);
  let article: GeneratedArticle | null = null;
  try {
    article = await deps.generate(requestFor(job));
    const usage = article.usage;
    if (usage) {
      await deps.recordUsage({
        occurred_at: deps.now().toISOString(),
        feature: 'automation',
        model: article.model,
        prompt_tokens: usage.prompt_tokens,
        completion_tokens: usage.completion_tokens,
        cost_usd: costUsd(article.model, usage.prompt_tokens, usage.completion_tokens),
        job_id: job.id,
        article_id: null,
      });
    }
    const slug = await deps.uniqueSlug(fitSlug(article.slug));
    const checks = validateDraft(articleFromGenerated(article, { slug, now: deps.now() }), {
      keyword: job.target_keyword,
      wordCount: job.options.wordCount,
    });
    const blocking = blockingFailures(checks);
    if (steps.includes('validate') && blocking.length > 0) {
      throw new Error(
        `Validation failed: ${blocking.map((check) => `${check.label.toLowerCase()} (${check.detail})`).join('; ')}`,
      );
    }
    const publish = steps.includes('publish_if_valid') && passesAll(checks);
    const draft = articleFromGenerated(article, {
      slug,
      status: publish ? 'published' : 'draft',
      now: deps.now(),
    });
    const saved = await deps.saveArticle(draft);
    const now = deps.now();
    await deps.finishRun(run.id, {
      outcome: 'succeeded',
      finished_at: now.toISOString(),
      model: article.model,
      prompt_tokens: usage?.prompt_tokens ?? 0,
      completion_tokens: usage?.completion_tokens ?? 0,
      word_count: article.wordCount,
      error: null,
    });
    await deps.updateJob(job.id, succeedPatch(job, saved.id, now));
    return {
      kind: 'succeeded',
      jobId: job.id,
      keyword: job.target_keyword,
      articleId: saved.id,
      status: draft.status,
      checks,
      message: publish
        ? `Published “${draft.title}”: every check passed.`
        : `Saved “${draft.title}” as a draft for review.`,
    };
  } catch (caught) {
    const error = messageOf(caught);
    const now = deps.now();
    const patch = failPatch(job, error, now, deps.settings.retryBaseMinutes);
    await deps.finishRun(run.id, {
      outcome: 'failed',
      finished_at: now.toISOString(),
      model: article?.model ?? null,
      prompt_tokens: article?.usage?.prompt_tokens ?? 0,
      completion_tokens: article?.usage?.completion_tokens ?? 0,
      word_count: 0,
      error,
    });
    await deps.recordError({
      job_id: job.id,
      run_id: run.id,
      message: error,
      detail: { keyword: job.target_keyword, attempt: job.attempts, steps },
    });
    await deps.updateJob(job.id, patch);
    const willRetry = patch.state === 'queued';
    return {
      kind: 'failed',
      jobId: job.id,
      keyword: job.target_keyword,
      error,
      willRetry,
      dueAt: patch.due_at ?? null,
      message: willRetry
        ? `“${job.target_keyword}” failed (attempt ${job.attempts} of ${job.max_attempts}); it will be tried again.`
        : `“${job.target_keyword}” failed after ${job.attempts} ${job.attempts === 1 ? 'attempt' : 'attempts'}: ${error}`,
    };
  }
}

/** Up to `maxJobsPerRun` jobs, stopping early when nothing is due or the daily limit is hit. */
export async function runDueJobs(deps: RunnerDeps): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (let index = 0; index < deps.settings.maxJobsPerRun; index += 1) {
    const outcome = await runNextJob(deps);
    if (outcome.kind === 'idle' || outcome.kind === 'limit') {
      if (outcomes.length === 0) outcomes.push(outcome);
      break;
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
