import {
  CONTENT_TYPES,
  DEFAULT_GENERATION_OPTIONS,
  TONES,
  type GenerationOptions,
} from '../generator/contract';

/**
 * The automation suite's records. Field names follow the Supabase tables of
 * supabase/migrations/20260101000500_automation.sql, so rows from PostgREST pass through
 * unchanged and the browser-only preview stores the same shapes.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'discarded'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One article a plan asks for. */
export interface Topic {
  keyword: string;
  instructions: string;
  category_id?: string | null;
}

export interface ContentPlan {
  id: string;
  name: string;
  description: string;
  topics: Topic[];
  options: GenerationOptions;
  cadence_days: number;
  next_run_at: string | null;
  is_active: boolean;
  workflow_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AutomationJob {
  id: string;
  plan_id: string | null;
  workflow_id: string | null;
  target_keyword: string;
  custom_instructions: string;
  options: GenerationOptions;
  state: JobState;
  due_at: string;
  attempts: number;
  max_attempts: number;
  article_id: string | null;
  last_error: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export const RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;

export interface JobRun {
  id: string;
  job_id: string;
  attempt: number;
  outcome: (typeof RUN_OUTCOMES)[number];
  started_at: string;
  finished_at: string | null;
  model: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  word_count: number;
  error: string | null;
}

export interface AutomationErrorRecord {
  id: string;
  job_id: string | null;
  run_id: string | null;
  message: string;
  detail: Record<string, unknown>;
  resolved_at: string | null;
  created_at: string;
}

/** What spent the tokens; 'other' covers anything else. */
export const USAGE_FEATURES = [
  'article-generator',
  'celebrity-chart',
  'automation',
  'connection-test',
  'other',
] as const;

export interface UsageRecord {
  id: string;
  occurred_at: string;
  feature: (typeof USAGE_FEATURES)[number];
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  cost_usd: number;
  job_id: string | null;
  article_id: string | null;
}

export interface Workflow {
  id: string;
  name: string;
  steps: WorkflowStep[];
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * The steps a workflow may order. `generate` always comes first; `validate` checks the draft
 * against the SEO and content rules; the last step decides what happens to the article:
 * `hold_for_review` saves it as a draft for an editor, `publish_if_valid` publishes it only when
 * every check passed (otherwise it is held as a draft like `hold_for_review`).
 */
export const WORKFLOW_STEPS = ['generate', 'validate', 'hold_for_review', 'publish_if_valid'] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
export const DEFAULT_WORKFLOW_STEPS: WorkflowStep[] = ['generate', 'validate', 'hold_for_review'];

export const STEP_LABELS: Record<WorkflowStep, string> = {
  generate: 'Generate the article',
  validate: 'Validate against the SEO and content rules',
  hold_for_review: 'Hold as a draft for review',
  publish_if_valid: 'Publish when every check passes',
};

/** Limits and defaults of the automation settings page. */
export interface AutomationSettings {
  /** Jobs one runner call works through (1–5). */
  maxJobsPerRun: number;
  /** Jobs that may finish (done or failed) per UTC day across all runners (1–200). */
  maxJobsPerDay: number;
  /** Attempts a new job gets before it fails for good (1–10). */
  maxAttempts: number;
  /** Wait before the first retry; doubled for each further attempt (1–1440 minutes). */
  retryBaseMinutes: number;
  /** Options a new plan starts from. */
  defaultOptions: GenerationOptions;
}

export const DEFAULT_AUTOMATION_SETTINGS: AutomationSettings = {
  maxJobsPerRun: 1,
  maxJobsPerDay: 20,
  maxAttempts: 3,
  retryBaseMinutes: 5,
  defaultOptions: DEFAULT_GENERATION_OPTIONS,
};

const clampInt = (value: unknown, min: number, max: number, fallback: number): number => {
  if (value === null || value === undefined || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Generation options from stored JSON: anything missing or out of range falls back to the defaults. */
export function parseOptions(
  value: unknown,
  fallback: GenerationOptions = DEFAULT_GENERATION_OPTIONS,
): GenerationOptions {
  const raw = isRecord(value) ? value : {};
  const seo = isRecord(raw.seoSettings) ? raw.seoSettings : {};
  const flag = (key: keyof GenerationOptions['seoSettings']) =>
    typeof seo[key] === 'boolean' ? (seo[key] as boolean) : fallback.seoSettings[key];
  return {
    wordCount: clampInt(raw.wordCount, 300, 5000, fallback.wordCount),
    tone: (TONES as readonly string[]).includes(raw.tone as string)
      ? (raw.tone as GenerationOptions['tone'])
      : fallback.tone,
    contentType: (CONTENT_TYPES as readonly string[]).includes(raw.contentType as string)
      ? (raw.contentType as GenerationOptions['contentType'])
      : fallback.contentType,
    seoSettings: {
      includeFAQ: flag('includeFAQ'),
      includeSchema: flag('includeSchema'),
      optimizeForSEO: flag('optimizeForSEO'),
    },
  };
}

/** Topics from stored JSON: entries without a keyword are dropped. */
export function parseTopics(value: unknown): Topic[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.keyword !== 'string' || entry.keyword.trim() === '') return [];
    return [
      {
        keyword: entry.keyword.trim(),
        instructions: typeof entry.instructions === 'string' ? entry.instructions.trim() : '',
        category_id: typeof entry.category_id === 'string' && entry.category_id ? entry.category_id : null,
      },
    ];
  });
}

/** Workflow steps from stored JSON: unknown steps dropped, `generate` first, no repeats. */
export function parseSteps(value: unknown): WorkflowStep[] {
  const steps = Array.isArray(value)
    ? value.filter((step): step is WorkflowStep => (WORKFLOW_STEPS as readonly unknown[]).includes(step))
    : [];
  const unique = [...new Set(steps)].filter((step) => step !== 'generate');
  return ['generate', ...unique];
}

export function parseSettings(value: unknown): AutomationSettings {
  const raw = isRecord(value) ? value : {};
  const d = DEFAULT_AUTOMATION_SETTINGS;
  return {
    maxJobsPerRun: clampInt(raw.maxJobsPerRun, 1, 5, d.maxJobsPerRun),
    maxJobsPerDay: clampInt(raw.maxJobsPerDay, 1, 200, d.maxJobsPerDay),
    maxAttempts: clampInt(raw.maxAttempts, 1, 10, d.maxAttempts),
    retryBaseMinutes: clampInt(raw.retryBaseMinutes, 1, 1440, d.retryBaseMinutes),
    defaultOptions: parseOptions(raw.defaultOptions, d.defaultOptions),
  };
}

/**
 * A stored word that must be one of a fixed list (the table's CHECK constraint,
 * supabase/migrations/20260101000500_automation.sql, allows the same). Anything else is a database
 * this admin does not match, said plainly rather than shown as if it were valid.
 */
function readOne<Word extends string>(words: readonly Word[], value: string, what: string): Word {
  const known = words.find((word) => word === value);
  if (known === undefined)
    throw new Error(`The database holds ${what} “${value}” that this admin does not know.`);
  return known;
}

export const readJobState = (value: string): JobState => readOne(JOB_STATES, value, 'a job state');
export const readRunOutcome = (value: string): JobRun['outcome'] =>
  readOne(RUN_OUTCOMES, value, 'a run outcome');
/** A feature this admin does not list yet counts as 'other'. */
export const readUsageFeature = (value: string): UsageRecord['feature'] =>
  USAGE_FEATURES.find((feature) => feature === value) ?? 'other';

/** An error record's detail from stored JSON: an object, or nothing. */
export const parseDetail = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
