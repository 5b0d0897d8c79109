import type { AstrelleClient } from '@/lib/supabase/client';
import type { Json, Tables } from '@/lib/supabase/database.types';
import type { RunOutcome } from '@/lib/automation/runner';
import { scheduleJobs } from '@/lib/automation/schedule';
import { discardPatch, retryPatch, type JobPatch } from '@/lib/automation/state';
import {
  parseOptions,
  parseSettings,
  parseSteps,
  parseTopics,
  parseDetail,
  readJobState,
  readRunOutcome,
  readUsageFeature,
  type AutomationErrorRecord,
  type AutomationJob,
  type ContentPlan,
  type JobRun,
  type UsageRecord,
  type Workflow,
} from '@/lib/automation/types';
import type { AuditEntry, AutomationRepository } from './repository';
import { fetchServerKeys } from './server-keys';
import { withSignal } from '@/lib/supabase/with-signal';
import { bearer, postJson } from '@/lib/http/api-client';
import { sessionToken } from '@/admin/data/access-token';
import { changed, deleted, found, inserted, listed, updated } from '@/lib/supabase/repositories/replies';
import { recordMessages, RECORDS } from '@/lib/admin/record-rules';

/**
 * The automation suite on Supabase: the admin's session reads and writes the tables (RLS: admins
 * only, docs/decisions.md#row-level-security-on-every-table); running a job asks /api/automation-run, which holds the AI key and
 * writes with the service role.
 */
const SETTINGS_KEY = 'automation.settings';

const toPlan = (row: Tables<'content_plans'>): ContentPlan => ({
  ...row,
  topics: parseTopics(row.topics),
  options: parseOptions(row.options),
});
const toJob = (row: Tables<'automation_jobs'>): AutomationJob => ({
  ...row,
  state: readJobState(row.state),
  options: parseOptions(row.options),
});
const toWorkflow = (row: Tables<'automation_workflows'>): Workflow => ({
  ...row,
  steps: parseSteps(row.steps),
});
/**
 * Our own records on their way into a jsonb column. They are plain JSON by construction (built
 * from parsed options, topics and steps), but as interfaces they lack the index signature `Json`
 * asks for, so the compiler is told; nothing read from outside passes through here.
 */
const json = (value: unknown) => value as Json;

export function createSupabaseAutomation(client: AstrelleClient): AutomationRepository {
  const token = () => sessionToken(client);

  const loadSettings = async ({ signal }: { signal?: AbortSignal } = {}) => {
    const { rows } = listed(
      await withSignal(client.from('site_settings').select('value').eq('key', SETTINGS_KEY).limit(1), signal),
      RECORDS.setting,
    );
    return parseSettings(rows[0]?.value);
  };

  /** Job actions have no trigger of their own: the admin's own audit entry says who did it. */
  const audit = async (action: string, entityId: string | null, detail: Record<string, unknown>) => {
    const user = (await client.auth.getUser()).data.user;
    if (!user) return;
    inserted(
      await client
        .from('audit_log')
        .insert({
          actor_id: user.id,
          action,
          entity: 'automation_jobs',
          entity_id: entityId,
          detail: json(detail),
        })
        .select('id'),
      RECORDS['audit entry'],
    );
  };

  const changeJobs = async (
    ids: readonly string[],
    change: (job: AutomationJob) => JobPatch,
    action: string,
  ) => {
    const rows = listed(
      await client
        .from('automation_jobs')
        .select('*')
        .in('id', [...ids]),
      RECORDS.job,
    ).rows.map(toJob);
    for (const job of rows) {
      changed(
        await client.from('automation_jobs').update(change(job)).eq('id', job.id).select('id'),
        RECORDS.job,
      );
      await audit(action, job.id, { keyword: job.target_keyword });
    }
    return rows.length;
  };

  return {
    kind: 'supabase',
    listPlans: async ({ signal } = {}) =>
      listed(
        await withSignal(
          client.from('content_plans').select('*').order('updated_at', { ascending: false }),
          signal,
        ),
        RECORDS.plan,
      ).rows.map(toPlan),
    async savePlan(input, id) {
      const values = {
        name: input.name,
        description: input.description,
        topics: json(input.topics),
        options: json(input.options),
        cadence_days: input.cadence_days,
        is_active: input.is_active,
        workflow_id: input.workflow_id,
      };
      const row = id
        ? updated(
            await client.from('content_plans').update(values).eq('id', id).select('*').single(),
            RECORDS.plan,
          )
        : inserted(await client.from('content_plans').insert(values).select('*').single(), RECORDS.plan);
      return toPlan(row);
    },
    async removePlan(id) {
      deleted(await client.from('content_plans').delete().eq('id', id).select('id'), RECORDS.plan);
    },
    async queuePlan(id) {
      const row = found(await client.from('content_plans').select('*').eq('id', id).single(), RECORDS.plan);
      if (!row) throw new Error(recordMessages.gone(RECORDS.plan));
      const plan = toPlan(row);
      const { jobs, nextRunAt } = scheduleJobs(plan, new Date(), (await loadSettings()).maxAttempts);
      if (jobs.length === 0) return 0;
      inserted(
        await client
          .from('automation_jobs')
          .insert(jobs.map((job) => ({ ...job, options: json(job.options) })))
          .select('id'),
        RECORDS.job,
      );
      changed(
        await client.from('content_plans').update({ next_run_at: nextRunAt }).eq('id', id).select('id'),
        RECORDS.plan,
      );
      return jobs.length;
    },
    listJobs: async ({ signal } = {}) =>
      listed(
        await withSignal(
          client.from('automation_jobs').select('*').order('due_at', { ascending: true }).limit(1000),
          signal,
        ),
        RECORDS.job,
      ).rows.map(toJob),
    retryJobs: (ids) => changeJobs(ids, (job) => retryPatch(job, new Date()), 'automation.retry'),
    discardJobs: (ids) => changeJobs(ids, (job) => discardPatch(job, new Date()), 'automation.discard'),
    async runNext(onProgress) {
      onProgress?.('Asking the server to run the next due job…');
      const { outcomes } = await postJson<{ outcomes: RunOutcome[] }>(
        '/api/automation-run',
        {},
        {
          headers: bearer(await token()),
          networkMessage: 'The runner could not be reached. Check your connection and try again.',
        },
      );
      if (!Array.isArray(outcomes)) throw new Error('The runner answered without its outcomes.');
      return outcomes;
    },
    listRuns: async ({ signal } = {}) =>
      listed(
        await withSignal(
          client
            .from('automation_job_runs')
            .select('*')
            .order('started_at', { ascending: false })
            .limit(1000),
          signal,
        ),
        RECORDS.job,
      ).rows.map((row): JobRun => ({ ...row, outcome: readRunOutcome(row.outcome) })),
    listErrors: async ({ signal } = {}) =>
      listed(
        await withSignal(
          client.from('automation_errors').select('*').order('created_at', { ascending: false }).limit(500),
          signal,
        ),
        RECORDS['error record'],
      ).rows.map((row): AutomationErrorRecord => ({
        ...row,
        detail: parseDetail(row.detail),
      })),
    async resolveError(id) {
      changed(
        await client
          .from('automation_errors')
          .update({ resolved_at: new Date().toISOString() })
          .eq('id', id)
          .select('id'),
        RECORDS['error record'],
      );
    },
    listWorkflows: async ({ signal } = {}) =>
      listed(
        await withSignal(client.from('automation_workflows').select('*').order('created_at'), signal),
        RECORDS.workflow,
      ).rows.map(toWorkflow),
    async saveWorkflow(input, id) {
      // One default at a time (a unique index enforces it): clear the old one first.
      // (None may be the default yet, so an update that changed nothing is no error here.)
      if (input.is_default)
        listed(
          await client
            .from('automation_workflows')
            .update({ is_default: false })
            .eq('is_default', true)
            .select('id'),
          RECORDS.workflow,
        );
      const values = { name: input.name, steps: json(input.steps), is_default: input.is_default };
      const row = id
        ? updated(
            await client.from('automation_workflows').update(values).eq('id', id).select('*').single(),
            RECORDS.workflow,
          )
        : inserted(
            await client.from('automation_workflows').insert(values).select('*').single(),
            RECORDS.workflow,
          );
      return toWorkflow(row);
    },
    async removeWorkflow(id) {
      deleted(await client.from('automation_workflows').delete().eq('id', id).select('id'), RECORDS.workflow);
    },
    listUsage: async ({ signal } = {}) =>
      listed(
        await withSignal(
          client.from('ai_usage').select('*').order('occurred_at', { ascending: false }).limit(5000),
          signal,
        ),
        RECORDS['usage record'],
      ).rows.map((row): UsageRecord => ({
        ...row,
        feature: readUsageFeature(row.feature),
        cost_usd: Number(row.cost_usd),
      })),
    async listAudit(limit, { signal } = {}) {
      const { rows } = listed(
        await withSignal(
          client.from('audit_log').select('*').order('created_at', { ascending: false }).limit(limit),
          signal,
        ),
        RECORDS['audit entry'],
      );
      const ids = [...new Set(rows.map((row) => row.actor_id).filter((id): id is string => id !== null))];
      const names = ids.length
        ? listed(
            await withSignal(client.from('user_profiles').select('id,name').in('id', ids), signal),
            RECORDS.profile,
          ).rows
        : [];
      const nameOf = new Map(names.map((profile) => [profile.id, profile.name]));
      return rows.map((row): AuditEntry => ({
        id: String(row.id),
        at: row.created_at,
        actor: row.actor_id
          ? (nameOf.get(row.actor_id) ?? row.actor_id.slice(0, 8))
          : row.action === 'automation.run'
            ? 'Scheduler'
            : 'System',
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        detail: JSON.stringify(row.detail),
      }));
    },
    loadSettings,
    async saveSettings(settings) {
      inserted(
        await client
          .from('site_settings')
          .upsert({
            key: SETTINGS_KEY,
            value: json(parseSettings(settings)),
            is_public: false,
            description: 'Automation limits and default generation options',
          })
          .select('key'),
        RECORDS.setting,
      );
    },
    serverKeys: async ({ signal } = {}) => fetchServerKeys(await token(), signal),
  };
}
