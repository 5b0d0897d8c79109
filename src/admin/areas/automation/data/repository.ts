import type { KeyStatus } from '@/lib/automation/keys';
import type { RunOutcome } from '@/lib/automation/runner';
import type {
  AutomationErrorRecord,
  AutomationJob,
  AutomationSettings,
  ContentPlan,
  JobRun,
  UsageRecord,
  Workflow,
} from '@/lib/automation/types';
import type { ReadOptions } from '@/admin/data/interfaces';

/**
 * The automation suite's storage seam (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): the local preview keeps everything in this
 * browser and runs jobs here; the Supabase implementation reads the tables with the admin's
 * session and runs jobs through /api/automation-run.
 */
export type PlanInput = Pick<
  ContentPlan,
  'name' | 'description' | 'topics' | 'options' | 'cadence_days' | 'is_active' | 'workflow_id'
>;
export type WorkflowInput = Pick<Workflow, 'name' | 'steps' | 'is_default'>;

export interface AuditEntry {
  id: string;
  at: string;
  /** Who: a name or e-mail, "Scheduler", or "System" for database triggers without a user. */
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string;
}

export interface RunProgress {
  (message: string): void;
}

export interface AutomationRepository {
  kind: 'local-preview' | 'supabase';
  listPlans(options?: ReadOptions): Promise<ContentPlan[]>;
  savePlan(input: PlanInput, id?: string): Promise<ContentPlan>;
  removePlan(id: string): Promise<void>;
  /** Turns the plan's topics into queued jobs; returns how many. */
  queuePlan(id: string): Promise<number>;
  listJobs(options?: ReadOptions): Promise<AutomationJob[]>;
  retryJobs(ids: readonly string[]): Promise<number>;
  discardJobs(ids: readonly string[]): Promise<number>;
  runNext(onProgress?: RunProgress): Promise<RunOutcome[]>;
  listRuns(options?: ReadOptions): Promise<JobRun[]>;
  listErrors(options?: ReadOptions): Promise<AutomationErrorRecord[]>;
  resolveError(id: string): Promise<void>;
  listWorkflows(options?: ReadOptions): Promise<Workflow[]>;
  saveWorkflow(input: WorkflowInput, id?: string): Promise<Workflow>;
  removeWorkflow(id: string): Promise<void>;
  listUsage(options?: ReadOptions): Promise<UsageRecord[]>;
  listAudit(limit: number, options?: ReadOptions): Promise<AuditEntry[]>;
  loadSettings(options?: ReadOptions): Promise<AutomationSettings>;
  saveSettings(settings: AutomationSettings): Promise<void>;
  /** Which server-side keys are set (never their values). */
  serverKeys(options?: ReadOptions): Promise<KeyStatus[]>;
}
