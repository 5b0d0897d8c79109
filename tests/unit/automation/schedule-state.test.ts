import { describe, expect, it } from 'vitest';
import { parseTopicLines, planProblems, scheduleJobs, topicLines } from '@/lib/automation/schedule';
import {
  backoffMinutes,
  canTransition,
  claimPatch,
  discardPatch,
  failPatch,
  nextDueJob,
  retryPatch,
  succeedPatch,
} from '@/lib/automation/state';
import { DEFAULT_GENERATION_OPTIONS } from '@/lib/generator/contract';
import { job } from './fixtures';

const now = new Date('2026-03-01T10:00:00.000Z');
const plan = {
  id: 'plan-1',
  topics: [
    { keyword: 'venus in taurus', instructions: 'Love and money' },
    { keyword: 'full moon rituals', instructions: 'Three simple rituals' },
    { keyword: 'saturn return', instructions: 'Ages 29 and 58' },
  ],
  options: DEFAULT_GENERATION_OPTIONS,
  cadence_days: 2,
  next_run_at: null,
  is_active: true,
  workflow_id: 'wf-1',
};

describe('plan → jobs', () => {
  it('queues one job per topic, one cadence apart, starting now, and moves the next run past them', () => {
    const { jobs, nextRunAt } = scheduleJobs(plan, now, 4);
    expect(
      jobs.map((j) => [
        j.target_keyword,
        j.custom_instructions,
        j.due_at,
        j.state,
        j.max_attempts,
        j.workflow_id,
      ]),
    ).toEqual([
      ['venus in taurus', 'Love and money', '2026-03-01T10:00:00.000Z', 'queued', 4, 'wf-1'],
      ['full moon rituals', 'Three simple rituals', '2026-03-03T10:00:00.000Z', 'queued', 4, 'wf-1'],
      ['saturn return', 'Ages 29 and 58', '2026-03-05T10:00:00.000Z', 'queued', 4, 'wf-1'],
    ]);
    expect(nextRunAt).toBe('2026-03-07T10:00:00.000Z');
  });

  it('continues from a next run in the future, and ignores one in the past', () => {
    expect(scheduleJobs({ ...plan, next_run_at: '2026-03-10T06:00:00.000Z' }, now, 3).jobs[0]!.due_at).toBe(
      '2026-03-10T06:00:00.000Z',
    );
    expect(scheduleJobs({ ...plan, next_run_at: '2026-02-01T06:00:00.000Z' }, now, 3).jobs[0]!.due_at).toBe(
      now.toISOString(),
    );
  });

  it('queues nothing for a paused plan', () => {
    expect(scheduleJobs({ ...plan, is_active: false }, now, 3)).toEqual({ jobs: [], nextRunAt: null });
  });

  it('reads and writes topics as "keyword | instructions" lines', () => {
    const topics = parseTopicLines('  venus in taurus | Love and money \n\nsaturn return\n');
    expect(topics).toEqual([
      { keyword: 'venus in taurus', instructions: 'Love and money', category_id: null },
      { keyword: 'saturn return', instructions: '', category_id: null },
    ]);
    expect(topicLines(topics)).toBe('venus in taurus | Love and money\nsaturn return | ');
  });

  it('names every problem of a plan, with the required-inputs message for a topic without instructions', () => {
    expect(planProblems({ name: 'Spring', topics: plan.topics, cadence_days: 1 })).toEqual([]);
    expect(
      planProblems({ name: ' ', topics: [{ keyword: 'saturn return', instructions: '' }], cadence_days: 0 }),
    ).toEqual([
      'Give the plan a name.',
      'The cadence is a whole number of days from 1 to 365.',
      'Topic 1: Target keyword and custom instructions are required',
    ]);
    expect(planProblems({ name: 'x', topics: [], cadence_days: 3 })).toEqual(['Add at least one topic.']);
  });
});

describe('job state machine', () => {
  it('allows only the documented transitions', () => {
    expect(canTransition('queued', 'running')).toBe(true);
    expect(canTransition('running', 'done')).toBe(true);
    expect(canTransition('failed', 'queued')).toBe(true);
    expect(canTransition('done', 'queued')).toBe(false);
    expect(canTransition('discarded', 'queued')).toBe(false);
    expect(canTransition('running', 'discarded')).toBe(false);
    expect(() => discardPatch({ state: 'done' }, now)).toThrow('A done job cannot become discarded.');
  });

  it('claims like the database function: running, one more attempt, error cleared', () => {
    expect(claimPatch({ state: 'queued', attempts: 1 }, now)).toEqual({
      state: 'running',
      attempts: 2,
      started_at: now.toISOString(),
      last_error: null,
    });
  });

  it('picks the earliest due queued job with attempts left', () => {
    const jobs = [
      job({ id: 'later', due_at: '2026-03-01T09:00:00.000Z' }),
      job({ id: 'future', due_at: '2026-03-02T09:00:00.000Z' }),
      job({ id: 'spent', due_at: '2026-02-01T09:00:00.000Z', attempts: 3 }),
      job({ id: 'done', state: 'done', due_at: '2026-02-01T09:00:00.000Z' }),
      job({ id: 'first', due_at: '2026-02-20T09:00:00.000Z' }),
    ];
    expect(nextDueJob(jobs, now)?.id).toBe('first');
    expect(nextDueJob([jobs[1]!], now)).toBeNull();
  });

  it('re-queues a failed attempt with a doubling back-off, then fails for good', () => {
    expect([1, 2, 3].map((attempts) => backoffMinutes(attempts, 5))).toEqual([5, 10, 20]);
    expect(failPatch({ state: 'running', attempts: 2, max_attempts: 3 }, 'boom', now, 5)).toEqual({
      state: 'queued',
      due_at: '2026-03-01T10:10:00.000Z',
      last_error: 'boom',
    });
    expect(failPatch({ state: 'running', attempts: 3, max_attempts: 3 }, 'boom', now, 5)).toEqual({
      state: 'failed',
      last_error: 'boom',
      finished_at: now.toISOString(),
    });
  });

  it('finishes, retries from recovery with fresh attempts, and discards', () => {
    expect(succeedPatch({ state: 'running' }, 'art-1', now)).toMatchObject({
      state: 'done',
      article_id: 'art-1',
    });
    expect(retryPatch({ state: 'failed' }, now)).toEqual({
      state: 'queued',
      attempts: 0,
      due_at: now.toISOString(),
      finished_at: null,
    });
    expect(() => retryPatch({ state: 'done' }, now)).toThrow();
    expect(discardPatch({ state: 'queued' }, now)).toEqual({
      state: 'discarded',
      finished_at: now.toISOString(),
    });
  });
});
