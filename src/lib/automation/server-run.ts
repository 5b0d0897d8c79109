import { readAiConfig, type AiConfig, type AiEnv } from '../ai/config';
import { requireAdminCaller, type AdminCallerEnv } from '../admin/caller';
import type { GenerateArticleRequest, GeneratedArticle } from '../generator/contract';
import { readBodyBytes } from '../http/body';
import { errorReply, jsonReply } from '../http/reply';
import { limitClient } from '../http/client-limits';
import { clientKey, rateLimiterFor, type RateLimiter } from '../http/rate-limit';
import type { AstrelleClient } from '../supabase/client';
import type { Json } from '../supabase/database.types';
import { DatabaseError, dataOrThrow, serviceClient, serviceConfigFromEnv } from '../supabase/server-client';
import { runDueJobs, type RunnerDeps, type RunOutcome } from './runner';
import { bearerToken, secretMatches } from './secret';
import {
  parseOptions,
  parseSettings,
  parseSteps,
  type AutomationJob,
  type AutomationSettings,
} from './types';
import { stepsForJob } from './workflow';
import { isoDay } from '../content/dates';

/**
 * POST /api/automation-run: runs the next due automation jobs on the server.
 * Callers: a scheduler with `Authorization: Bearer <AUTOMATION_RUNNER_SECRET>`, or a signed-in
 * admin. Needs Supabase (the jobs live there) and an AI key; without either it answers 503.
 */
export interface AutomationRunEnv extends AdminCallerEnv, AiEnv {
  /** Shared secret of the scheduler (cron) that calls the runner. Unset: only admins may run jobs. */
  AUTOMATION_RUNNER_SECRET?: string;
}

export type Generate = (
  request: GenerateArticleRequest,
  deps: { ai: AiConfig; fetch?: typeof fetch },
) => Promise<GeneratedArticle>;

export interface AutomationRunOptions {
  generate: Generate;
  fetch?: typeof fetch;
  now?: () => Date;
  limiter?: RateLimiter;
}

/** docs/decisions.md#server-side-limits-for-paid-calls: each client may start at most 12 runner calls per 10 minutes. */
export const RUNNER_RATE_LIMIT = { max: 12, windowMs: 10 * 60 * 1000 } as const;

export const NO_BACKEND_MESSAGE =
  'The automation runner needs the Supabase backend (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY). In the local preview, the Jobs page runs jobs in your browser instead.';
export const NO_AI_MESSAGE =
  'No AI provider is configured on the server. Set AI_API_KEY to run automation jobs.';
export const SETTINGS_KEY = 'automation.settings';

const MAX_SLUG_SUFFIX = 20;

/** The one row an insert with `select` gives back. */
function inserted<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new DatabaseError(500, undefined, `Inserting into ${table} returned no row`);
  return row;
}

/** The runner's storage on Supabase with the service role. */
export function serverRunnerDeps(
  db: AstrelleClient,
  settings: AutomationSettings,
  generate: (request: GenerateArticleRequest) => Promise<GeneratedArticle>,
  now: () => Date,
): RunnerDeps {
  return {
    now,
    settings,
    runsToday: async () => {
      const midnight = `${isoDay(now())}T00:00:00.000Z`;
      return dataOrThrow(await db.from('automation_job_runs').select('id').gte('started_at', midnight))
        .length;
    },
    claim: async () => {
      const [row] = dataOrThrow(await db.rpc('claim_next_automation_job'));
      return row ? ({ ...row, options: parseOptions(row.options) } as AutomationJob) : null;
    },
    stepsFor: async (job) => {
      const rows = dataOrThrow(await db.from('automation_workflows').select('id,steps,is_default'));
      return stepsForJob(
        job,
        rows.map((row) => ({ ...row, steps: parseSteps(row.steps) })),
      );
    },
    generate,
    uniqueSlug: async (slug) => {
      const candidates = [
        slug,
        ...Array.from({ length: MAX_SLUG_SUFFIX - 1 }, (_, index) => `${slug}-${index + 2}`),
      ];
      const taken = new Set(
        dataOrThrow(await db.from('articles').select('slug').in('slug', candidates)).map((row) => row.slug),
      );
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (!free) throw new Error(`The slug “${slug}” and its numbered variants are all taken.`);
      return free;
    },
    saveArticle: async (draft) =>
      inserted(
        dataOrThrow(
          await db
            .from('articles')
            .insert({ ...draft })
            .select('id'),
        ),
        'articles',
      ),
    startRun: async (job) =>
      inserted(
        dataOrThrow(
          await db
            .from('automation_job_runs')
            .insert({ job_id: job.id, attempt: job.attempts, outcome: 'running' })
            .select('id'),
        ),
        'automation_job_runs',
      ),
    finishRun: async (id, patch) => {
      dataOrThrow(await db.from('automation_job_runs').update(patch).eq('id', id));
    },
    updateJob: async (id, patch) => {
      dataOrThrow(await db.from('automation_jobs').update(patch).eq('id', id));
    },
    recordError: async (entry) => {
      dataOrThrow(await db.from('automation_errors').insert({ ...entry, detail: entry.detail as Json }));
    },
    recordUsage: async (entry) => {
      dataOrThrow(await db.from('ai_usage').insert({ ...entry, actor_id: null }));
    },
  };
}

async function loadSettings(db: AstrelleClient): Promise<AutomationSettings> {
  const row = dataOrThrow(
    await db.from('site_settings').select('value').eq('key', SETTINGS_KEY).maybeSingle(),
  );
  return parseSettings(row?.value);
}

/** The runner reads nothing from its body; a scheduler may still send a small one ("{}"). */
export const MAX_RUNNER_BODY_BYTES = 1024;

export async function handleAutomationRun(
  request: Request,
  env: AutomationRunEnv,
  options: AutomationRunOptions,
): Promise<Response> {
  if (request.method !== 'POST') return errorReply(405, 'Method not allowed. Use POST.', { allow: 'POST' });
  // It reads nothing from the body; a large one is still refused (413) before any other work.
  await readBodyBytes(request, MAX_RUNNER_BODY_BYTES);
  // Every call counts, a wrong secret too; then who is calling, before anything about the setup
  // (a stranger learns nothing of the settings, docs/security.md#no-leaks).
  await limitClient(request, env, 'bearer-token');
  const fromScheduler = await secretMatches(
    env.AUTOMATION_RUNNER_SECRET,
    bearerToken(request.headers.get('authorization')),
  );
  const caller = fromScheduler
    ? null
    : await requireAdminCaller(env, request, 'run automation jobs', {
        fetcher: options.fetch,
        counted: true,
      });
  const service = serviceConfigFromEnv(env);
  if (!service) return errorReply(503, NO_BACKEND_MESSAGE);
  const limiter = options.limiter ?? rateLimiterFor(env, 'automation-run', RUNNER_RATE_LIMIT);
  const decision = await limiter.take(fromScheduler ? 'scheduler' : clientKey(request));
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return errorReply(429, `Too many runner calls. Try again in ${seconds} seconds.`, {
      'retry-after': String(seconds),
    });
  }

  const ai = readAiConfig(env);
  if (!ai) return errorReply(503, NO_AI_MESSAGE);

  const db = serviceClient(options.fetch ? { ...service, fetch: options.fetch } : service);
  const now = options.now ?? (() => new Date());
  const settings = await loadSettings(db);
  const deps = serverRunnerDeps(
    db,
    settings,
    (body) => options.generate(body, { ai, fetch: options.fetch }),
    now,
  );
  const outcomes: RunOutcome[] = await runDueJobs(deps);
  // Who ran what, for the audit page (the service role writes the entry; actor null = scheduler).
  const audit = await db.from('audit_log').insert({
    actor_id: caller?.userId ?? null,
    action: 'automation.run',
    entity: 'automation_jobs',
    entity_id: outcomes.length === 1 && 'jobId' in outcomes[0]! ? outcomes[0].jobId : null,
    detail: {
      via: fromScheduler ? 'scheduler' : 'admin',
      outcomes: outcomes.map((outcome) => ({ kind: outcome.kind, message: outcome.message })),
    },
  });
  if (audit.error) console.error('Audit entry for the automation run failed', audit.error);
  return jsonReply({ outcomes });
}
