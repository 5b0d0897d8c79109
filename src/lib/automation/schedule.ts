import type { AutomationJob, ContentPlan, Topic } from './types';

/**
 * Plan → jobs: a plan's topics become queued jobs, one every `cadence_days`, the first
 * at the plan's next run (or now). After queueing, the plan's next run moves past the last job, so
 * queueing again later continues the calendar instead of stacking jobs on the same day.
 */
export type NewJob = Pick<
  AutomationJob,
  | 'plan_id'
  | 'workflow_id'
  | 'target_keyword'
  | 'custom_instructions'
  | 'options'
  | 'state'
  | 'due_at'
  | 'attempts'
  | 'max_attempts'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function planProblems(plan: Pick<ContentPlan, 'name' | 'topics' | 'cadence_days'>): string[] {
  const problems: string[] = [];
  if (plan.name.trim() === '') problems.push('Give the plan a name.');
  if (plan.name.length > 200) problems.push('Keep the plan name under 200 characters.');
  if (!Number.isInteger(plan.cadence_days) || plan.cadence_days < 1 || plan.cadence_days > 365)
    problems.push('The cadence is a whole number of days from 1 to 365.');
  if (plan.topics.length === 0) problems.push('Add at least one topic.');
  plan.topics.forEach((topic, index) => {
    // Generation needs both a target keyword and custom instructions (docs/constants.md#article-generator).
    if (topic.keyword.trim() === '' || topic.instructions.trim() === '') {
      problems.push(`Topic ${index + 1}: Target keyword and custom instructions are required`);
    }
    if (topic.keyword.length > 200)
      problems.push(`Topic ${index + 1}: keep the keyword under 200 characters.`);
  });
  return problems;
}

/** Topics from the plan form's text: one per line, "keyword | instructions". */
export function parseTopicLines(text: string): Topic[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.indexOf('|');
      return bar === -1
        ? { keyword: line, instructions: '', category_id: null }
        : { keyword: line.slice(0, bar).trim(), instructions: line.slice(bar + 1).trim(), category_id: null };
    });
}

export function topicLines(topics: readonly Topic[]): string {
  return topics.map((topic) => `${topic.keyword} | ${topic.instructions}`).join('\n');
}

/** The first due time: the plan's next run when it is still ahead, otherwise now. */
export function firstDue(plan: Pick<ContentPlan, 'next_run_at'>, now: Date): Date {
  const next = plan.next_run_at ? new Date(plan.next_run_at) : null;
  return next && !Number.isNaN(next.getTime()) && next.getTime() > now.getTime() ? next : now;
}

/** The jobs a plan's topics become, and the plan's next run after them. Paused plans queue nothing. */
export function scheduleJobs(
  plan: Pick<
    ContentPlan,
    'id' | 'topics' | 'options' | 'cadence_days' | 'next_run_at' | 'is_active' | 'workflow_id'
  >,
  now: Date,
  maxAttempts: number,
): { jobs: NewJob[]; nextRunAt: string | null } {
  if (!plan.is_active || plan.topics.length === 0) return { jobs: [], nextRunAt: plan.next_run_at };
  const start = firstDue(plan, now).getTime();
  const step = plan.cadence_days * DAY_MS;
  const jobs = plan.topics.map((topic, index) => ({
    plan_id: plan.id,
    workflow_id: plan.workflow_id,
    target_keyword: topic.keyword,
    custom_instructions: topic.instructions,
    options: plan.options,
    state: 'queued' as const,
    due_at: new Date(start + index * step).toISOString(),
    attempts: 0,
    max_attempts: maxAttempts,
  }));
  return { jobs, nextRunAt: new Date(start + plan.topics.length * step).toISOString() };
}
