import { newId, readJson, settle, writeJson } from '@/admin/data/local/store';
import type { ArticlesRepository } from '@/admin/data/interfaces';
import { runDueJobs, startedRun, type RunnerDeps } from '@/lib/automation/runner';
import { scheduleJobs } from '@/lib/automation/schedule';
import { claimPatch, discardPatch, nextDueJob, retryPatch } from '@/lib/automation/state';
import { runsStartedToday } from '@/lib/automation/aggregate';
import { stepsForJob } from '@/lib/automation/workflow';
import {
  DEFAULT_AUTOMATION_SETTINGS,
  DEFAULT_WORKFLOW_STEPS,
  parseSettings,
  type AutomationErrorRecord,
  type AutomationJob,
  type ContentPlan,
  type JobRun,
  type UsageRecord,
  type Workflow,
} from '@/lib/automation/types';
import type { GenerateArticleRequest, GeneratedArticle } from '@/lib/generator/contract';
import type { AuditEntry, AutomationRepository, PlanInput, RunProgress } from './repository';
import { fetchServerKeys } from './server-keys';
import { recordMessages, RECORDS, type RecordKind } from '@/lib/admin/record-rules';

/**
 * The local preview (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): records live in this browser under `automation:*` keys and
 * the runner runs here, calling /api/generate-article and saving drafts with the admin's articles
 * repository, so a generated draft shows in Articles like any other.
 */
const KEYS = {
  plans: 'automation:plans',
  jobs: 'automation:jobs',
  runs: 'automation:runs',
  errors: 'automation:errors',
  workflows: 'automation:workflows',
  usage: 'automation:usage',
  audit: 'automation:audit',
  settings: 'automation:settings',
} as const;

const MAX_AUDIT = 500;
const ACTOR = 'Preview admin';

function seedWorkflows(): Workflow[] {
  const at = new Date().toISOString();
  return [
    {
      id: newId(),
      name: 'Generate, validate, hold for review',
      steps: [...DEFAULT_WORKFLOW_STEPS],
      is_default: true,
      created_at: at,
      updated_at: at,
    },
  ];
}

const read = <T>(key: string, seed: () => T[] = () => []) => readJson<T[]>(key, seed);

export interface LocalAutomationDeps {
  articles: ArticlesRepository;
  generate(request: GenerateArticleRequest, onProgress: RunProgress): Promise<GeneratedArticle>;
  now?: () => Date;
}

export function createLocalAutomation(deps: LocalAutomationDeps): AutomationRepository {
  const now = deps.now ?? (() => new Date());

  const audit = (action: string, entity: string, entityId: string | null, detail: string) => {
    const entry: AuditEntry = {
      id: newId(),
      at: now().toISOString(),
      actor: ACTOR,
      action,
      entity,
      entityId,
      detail,
    };
    writeJson(KEYS.audit, [entry, ...read<AuditEntry>(KEYS.audit)].slice(0, MAX_AUDIT));
  };

  const update = <T extends { id: string }>(
    key: string,
    id: string,
    patch: Partial<T>,
    kind: RecordKind,
  ): T => {
    const rows = read<T>(key);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(recordMessages.notChanged(kind));
    Object.assign(row, patch, 'updated_at' in row ? { updated_at: now().toISOString() } : {});
    writeJson(key, rows);
    return row;
  };

  const insert = <T extends { id: string }>(key: string, row: Omit<T, 'id'>): T => {
    const saved = { ...row, id: newId() } as T;
    writeJson(key, [...read<T>(key), saved]);
    return saved;
  };

  const loadSettings = () =>
    parseSettings(readJson<unknown>(KEYS.settings, () => DEFAULT_AUTOMATION_SETTINGS));
  const workflows = () => read<Workflow>(KEYS.workflows, seedWorkflows);

  const changeJobs = (
    ids: readonly string[],
    change: (job: AutomationJob) => Partial<AutomationJob>,
    action: string,
  ) => {
    const jobs = read<AutomationJob>(KEYS.jobs);
    let changed = 0;
    for (const job of jobs) {
      if (!ids.includes(job.id)) continue;
      Object.assign(job, change(job), { updated_at: now().toISOString() });
      changed += 1;
      audit(action, 'automation_jobs', job.id, job.target_keyword);
    }
    writeJson(KEYS.jobs, jobs);
    return changed;
  };

  return {
    kind: 'local-preview',
    listPlans: () =>
      settle(read<ContentPlan>(KEYS.plans).sort((a, b) => b.updated_at.localeCompare(a.updated_at))),
    async savePlan(input, id) {
      const at = now().toISOString();
      const fields: PlanInput = {
        name: input.name,
        description: input.description,
        topics: input.topics,
        options: input.options,
        cadence_days: input.cadence_days,
        is_active: input.is_active,
        workflow_id: input.workflow_id,
      };
      const saved = id
        ? update<ContentPlan>(KEYS.plans, id, fields, RECORDS.plan)
        : insert<ContentPlan>(KEYS.plans, { ...fields, next_run_at: null, created_at: at, updated_at: at });
      audit(id ? 'update' : 'insert', 'content_plans', saved.id, saved.name);
      return settle(saved);
    },
    async removePlan(id) {
      const plan = read<ContentPlan>(KEYS.plans).find((row) => row.id === id);
      writeJson(
        KEYS.plans,
        read<ContentPlan>(KEYS.plans).filter((row) => row.id !== id),
      );
      // As in the database (on delete set null), the plan's jobs stay.
      writeJson(
        KEYS.jobs,
        read<AutomationJob>(KEYS.jobs).map((job) => (job.plan_id === id ? { ...job, plan_id: null } : job)),
      );
      audit('delete', 'content_plans', id, plan?.name ?? '');
      await settle(null);
    },
    async queuePlan(id) {
      const plan = read<ContentPlan>(KEYS.plans).find((row) => row.id === id);
      if (!plan) throw new Error(recordMessages.gone(RECORDS.plan));
      const at = now();
      const { jobs, nextRunAt } = scheduleJobs(plan, at, loadSettings().maxAttempts);
      const stamp = at.toISOString();
      writeJson(KEYS.jobs, [
        ...read<AutomationJob>(KEYS.jobs),
        ...jobs.map((job) => ({
          ...job,
          id: newId(),
          article_id: null,
          last_error: null,
          started_at: null,
          finished_at: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      ]);
      update<ContentPlan>(KEYS.plans, id, { next_run_at: nextRunAt }, RECORDS.plan);
      audit('queue', 'content_plans', id, `${jobs.length} jobs from “${plan.name}”`);
      return settle(jobs.length);
    },
    listJobs: () => settle(read<AutomationJob>(KEYS.jobs).sort((a, b) => a.due_at.localeCompare(b.due_at))),
    retryJobs: async (ids) => settle(changeJobs(ids, (job) => retryPatch(job, now()), 'retry')),
    discardJobs: async (ids) => settle(changeJobs(ids, (job) => discardPatch(job, now()), 'discard')),
    async runNext(onProgress = () => undefined) {
      const runner: RunnerDeps = {
        now,
        settings: loadSettings(),
        runsToday: async () => runsStartedToday(read<JobRun>(KEYS.runs), now()),
        async claim() {
          const jobs = read<AutomationJob>(KEYS.jobs);
          const next = nextDueJob(jobs, now());
          if (!next) return null;
          Object.assign(next, claimPatch(next, now()), { updated_at: now().toISOString() });
          writeJson(KEYS.jobs, jobs);
          onProgress(`Running “${next.target_keyword}” (attempt ${next.attempts} of ${next.max_attempts})…`);
          return { ...next };
        },
        stepsFor: async (job) => stepsForJob(job, workflows()),
        generate: (request) => deps.generate(request, onProgress),
        async uniqueSlug(slug) {
          for (let suffix = 1; suffix <= 20; suffix += 1) {
            const candidate = suffix === 1 ? slug : `${slug}-${suffix}`;
            if (!(await deps.articles.findBySlug(candidate))) return candidate;
          }
          throw new Error(`The slug “${slug}” and its numbered variants are all taken.`);
        },
        saveArticle: (draft) => deps.articles.create(draft),
        startRun: async (job) => insert<JobRun>(KEYS.runs, startedRun(job, now())),
        finishRun: async (id, patch) => void update<JobRun>(KEYS.runs, id, patch, RECORDS.job),
        updateJob: async (id, patch) => void update<AutomationJob>(KEYS.jobs, id, patch, RECORDS.job),
        recordError: async (entry) =>
          void insert<AutomationErrorRecord>(KEYS.errors, {
            ...entry,
            resolved_at: null,
            created_at: now().toISOString(),
          }),
        recordUsage: async (entry) => void insert<UsageRecord>(KEYS.usage, entry),
      };
      const outcomes = await runDueJobs(runner);
      for (const outcome of outcomes)
        audit('run', 'automation_jobs', 'jobId' in outcome ? outcome.jobId : null, outcome.message);
      return outcomes;
    },
    listRuns: () => settle(read<JobRun>(KEYS.runs).sort((a, b) => b.started_at.localeCompare(a.started_at))),
    listErrors: () =>
      settle(
        read<AutomationErrorRecord>(KEYS.errors).sort((a, b) => b.created_at.localeCompare(a.created_at)),
      ),
    async resolveError(id) {
      update<AutomationErrorRecord>(
        KEYS.errors,
        id,
        { resolved_at: now().toISOString() },
        RECORDS['error record'],
      );
      audit('resolve', 'automation_errors', id, '');
      await settle(null);
    },
    listWorkflows: () => settle(workflows()),
    async saveWorkflow(input, id) {
      const at = now().toISOString();
      if (input.is_default)
        writeJson(
          KEYS.workflows,
          workflows().map((row) => ({ ...row, is_default: false })),
        );
      const fields = { name: input.name, steps: input.steps, is_default: input.is_default };
      const saved = id
        ? update<Workflow>(KEYS.workflows, id, fields, RECORDS.workflow)
        : insert<Workflow>(KEYS.workflows, { ...fields, created_at: at, updated_at: at });
      audit(id ? 'update' : 'insert', 'automation_workflows', saved.id, saved.name);
      return settle(saved);
    },
    async removeWorkflow(id) {
      const gone = workflows().find((row) => row.id === id);
      if (gone?.is_default) throw new Error('Make another workflow the default before deleting this one.');
      writeJson(
        KEYS.workflows,
        workflows().filter((row) => row.id !== id),
      );
      writeJson(
        KEYS.plans,
        read<ContentPlan>(KEYS.plans).map((plan) =>
          plan.workflow_id === id ? { ...plan, workflow_id: null } : plan,
        ),
      );
      audit('delete', 'automation_workflows', id, gone?.name ?? '');
      await settle(null);
    },
    listUsage: () => settle(read<UsageRecord>(KEYS.usage)),
    listAudit: (limit) => settle(read<AuditEntry>(KEYS.audit).slice(0, limit)),
    loadSettings: () => settle(loadSettings()),
    async saveSettings(settings) {
      writeJson(KEYS.settings, parseSettings(settings));
      audit(
        'update',
        'automation_settings',
        null,
        `${settings.maxJobsPerRun} per run, ${settings.maxJobsPerDay} per day, ${settings.maxAttempts} attempts`,
      );
      await settle(null);
    },
    serverKeys: ({ signal } = {}) => fetchServerKeys(null, signal),
  };
}
