/**
 * The browser-only usage window of each tarot tool (docs/constants.md#tarot): 3 successful
 * readings per 12 hours, counted from the first use, kept in local storage.
 */
export const USAGE_LIMIT = 3;
export const USAGE_WINDOW_MS = 43_200_000;

export const USAGE_KEYS = {
  'one-question': 'one_question_tarot_usage_v1',
  'yes-no': 'yes_no_tarot_usage_v1',
} as const;

export interface UsageRecord {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** The part of Storage the window needs (localStorage in the browser). */
export type UsageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The record in force at `now`: an expired, missing or damaged record counts as a fresh window. */
export function currentUsage(stored: UsageRecord | null, now: number): UsageRecord | null {
  if (!stored || now >= stored.resetAt) return null;
  return stored;
}

/** Milliseconds until the window reopens, or 0 when a reading is allowed now. */
export function blockedForMs(stored: UsageRecord | null, now: number): number {
  const usage = currentUsage(stored, now);
  return usage && usage.count >= USAGE_LIMIT ? usage.resetAt - now : 0;
}

/** The record after one more successful reading at `now` (the count is capped at the limit). */
export function afterSuccessfulReading(stored: UsageRecord | null, now: number): UsageRecord {
  const usage = currentUsage(stored, now);
  if (!usage) return { count: 1, resetAt: now + USAGE_WINDOW_MS };
  return { count: Math.min(USAGE_LIMIT, usage.count + 1), resetAt: usage.resetAt };
}

export function readUsage(storage: UsageStorage, key: string): UsageRecord | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<UsageRecord>;
    if (typeof value.count !== 'number' || typeof value.resetAt !== 'number') return null;
    if (!Number.isFinite(value.count) || !Number.isFinite(value.resetAt)) return null;
    return { count: Math.max(0, Math.floor(value.count)), resetAt: value.resetAt };
  } catch {
    return null;
  }
}

export function writeUsage(storage: UsageStorage, key: string, record: UsageRecord): void {
  try {
    storage.setItem(key, JSON.stringify(record));
  } catch {
    // Storage full or blocked (private mode): the window simply is not remembered.
  }
}

/** 'Xh Ym' or 'Ym', rounding up to the next whole minute. */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}
