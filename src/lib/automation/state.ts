import type { AutomationJob, JobState } from './types';

/**
 * The job state machine:
 *   queued → running (claimed; attempts + 1)
 *   running → done | queued (failed with attempts left: back off, then try again) | failed
 *   failed → queued (retried from the recovery page, attempts start again) | discarded
 *   queued → discarded
 * `done` and `discarded` are final.
 */
const ALLOWED: Record<JobState, readonly JobState[]> = {
  queued: ['running', 'discarded'],
  running: ['done', 'queued', 'failed'],
  failed: ['queued', 'discarded'],
  done: [],
  discarded: [],
};

export function canTransition(from: JobState, to: JobState): boolean {
  return ALLOWED[from].includes(to);
}

export type JobPatch = Partial<
  Pick<
    AutomationJob,
    'state' | 'attempts' | 'due_at' | 'last_error' | 'started_at' | 'finished_at' | 'article_id'
  >
>;

function assertTransition(job: Pick<AutomationJob, 'state'>, to: JobState): void {
  if (!canTransition(job.state, to)) throw new Error(`A ${job.state} job cannot become ${to}.`);
}

/** The job that may be claimed next: queued, due, with attempts left; earliest due first. */
export function nextDueJob<
  T extends Pick<AutomationJob, 'state' | 'due_at' | 'attempts' | 'max_attempts' | 'created_at'>,
>(jobs: readonly T[], now: Date): T | null {
  const due = jobs
    .filter(
      (job) =>
        job.state === 'queued' &&
        new Date(job.due_at).getTime() <= now.getTime() &&
        job.attempts < job.max_attempts,
    )
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.created_at.localeCompare(b.created_at));
  return due[0] ?? null;
}

/** Same change as the claim_next_automation_job() function makes in the database. */
export function claimPatch(job: Pick<AutomationJob, 'state' | 'attempts'>, now: Date): JobPatch {
  assertTransition(job, 'running');
  return { state: 'running', attempts: job.attempts + 1, started_at: now.toISOString(), last_error: null };
}

export function succeedPatch(job: Pick<AutomationJob, 'state'>, articleId: string, now: Date): JobPatch {
  assertTransition(job, 'done');
  return { state: 'done', article_id: articleId, finished_at: now.toISOString(), last_error: null };
}

/** Minutes to wait before attempt `attempts + 1`: the base, doubled for each attempt after the first. */
export function backoffMinutes(attempts: number, baseMinutes: number): number {
  return baseMinutes * 2 ** Math.max(0, attempts - 1);
}

/** A failed attempt: back to the queue after the back-off while attempts are left, otherwise failed. */
export function failPatch(
  job: Pick<AutomationJob, 'state' | 'attempts' | 'max_attempts'>,
  error: string,
  now: Date,
  retryBaseMinutes: number,
): JobPatch {
  if (job.attempts < job.max_attempts) {
    assertTransition(job, 'queued');
    const due = new Date(now.getTime() + backoffMinutes(job.attempts, retryBaseMinutes) * 60_000);
    return { state: 'queued', due_at: due.toISOString(), last_error: error };
  }
  assertTransition(job, 'failed');
  return { state: 'failed', last_error: error, finished_at: now.toISOString() };
}

/** Recovery: a failed job goes back to the queue, due now, with a fresh set of attempts. */
export function retryPatch(job: Pick<AutomationJob, 'state'>, now: Date): JobPatch {
  assertTransition(job, 'queued');
  return { state: 'queued', attempts: 0, due_at: now.toISOString(), finished_at: null };
}

export function discardPatch(job: Pick<AutomationJob, 'state'>, now: Date): JobPatch {
  assertTransition(job, 'discarded');
  return { state: 'discarded', finished_at: now.toISOString() };
}
