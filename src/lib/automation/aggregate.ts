import type { AutomationJob, JobRun, UsageRecord } from './types';
import { isoDay } from '../content/dates';

/** Analytics and usage by UTC day: the last `days` days, oldest first, empty days as zeros. */
export interface DayFigures {
  day: string;
  succeeded: number;
  failed: number;
  words: number;
  promptTokens: number;
  completionTokens: number;
  tokens: number;
  costUsd: number;
}

const dayOf = (iso: string) => iso.slice(0, 10);

export function lastDays(days: number, now: Date): string[] {
  const result: string[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = days - 1; offset >= 0; offset -= 1)
    result.push(isoDay(new Date(today - offset * 86_400_000)));
  return result;
}

function emptyDay(day: string): DayFigures {
  return {
    day,
    succeeded: 0,
    failed: 0,
    words: 0,
    promptTokens: 0,
    completionTokens: 0,
    tokens: 0,
    costUsd: 0,
  };
}

/** Runs give the outcomes and words; usage records give the tokens and cost. */
export function figuresByDay(
  runs: readonly JobRun[],
  usage: readonly UsageRecord[],
  days: number,
  now: Date,
): DayFigures[] {
  const table = new Map(lastDays(days, now).map((day) => [day, emptyDay(day)]));
  for (const run of runs) {
    const figures = table.get(dayOf(run.finished_at ?? run.started_at));
    if (!figures) continue;
    if (run.outcome === 'succeeded') {
      figures.succeeded += 1;
      figures.words += run.word_count;
    } else if (run.outcome === 'failed') figures.failed += 1;
  }
  for (const record of usage) {
    const figures = table.get(dayOf(record.occurred_at));
    if (!figures) continue;
    figures.promptTokens += record.prompt_tokens;
    figures.completionTokens += record.completion_tokens;
    figures.tokens += record.prompt_tokens + record.completion_tokens;
    figures.costUsd = Math.round((figures.costUsd + Number(record.cost_usd)) * 1_000_000) / 1_000_000;
  }
  return [...table.values()];
}

export function totals(days: readonly DayFigures[]): Omit<DayFigures, 'day'> {
  const sum = emptyDay('');
  for (const day of days) {
    sum.succeeded += day.succeeded;
    sum.failed += day.failed;
    sum.words += day.words;
    sum.promptTokens += day.promptTokens;
    sum.completionTokens += day.completionTokens;
    sum.tokens += day.tokens;
    sum.costUsd = Math.round((sum.costUsd + day.costUsd) * 1_000_000) / 1_000_000;
  }
  const { day: _day, ...rest } = sum;
  return rest;
}

/** Usage by model over the whole list (the usage page's second table). */
export function usageByModel(
  usage: readonly UsageRecord[],
): { model: string; calls: number; tokens: number; costUsd: number }[] {
  const table = new Map<string, { model: string; calls: number; tokens: number; costUsd: number }>();
  for (const record of usage) {
    const row = table.get(record.model) ?? { model: record.model, calls: 0, tokens: 0, costUsd: 0 };
    row.calls += 1;
    row.tokens += record.prompt_tokens + record.completion_tokens;
    row.costUsd = Math.round((row.costUsd + Number(record.cost_usd)) * 1_000_000) / 1_000_000;
    table.set(record.model, row);
  }
  return [...table.values()].sort((a, b) => b.tokens - a.tokens);
}

export function countByState(
  jobs: readonly Pick<AutomationJob, 'state'>[],
): Record<AutomationJob['state'], number> {
  const counts = { queued: 0, running: 0, done: 0, failed: 0, discarded: 0 };
  for (const job of jobs) counts[job.state] += 1;
  return counts;
}

/** Runs started on the UTC day of `now`: every attempt spends tokens, so the daily limit counts these. */
export function runsStartedToday(runs: readonly Pick<JobRun, 'started_at'>[], now: Date): number {
  const today = isoDay(now);
  return runs.filter((run) => run.started_at.slice(0, 10) === today).length;
}
