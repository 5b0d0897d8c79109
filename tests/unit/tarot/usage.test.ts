import { describe, expect, it } from 'vitest';
import {
  afterSuccessfulReading,
  blockedForMs,
  formatRemaining,
  readUsage,
  USAGE_KEYS,
  USAGE_LIMIT,
  USAGE_WINDOW_MS,
  writeUsage,
  type UsageRecord,
} from '@/lib/tarot/usage';
import { limitMessage } from '@/lib/tarot/messages';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe('tarot usage window', () => {
  it('uses the spec keys and constants', () => {
    expect(USAGE_KEYS).toEqual({
      'one-question': 'one_question_tarot_usage_v1',
      'yes-no': 'yes_no_tarot_usage_v1',
    });
    expect(USAGE_LIMIT).toBe(3);
    expect(USAGE_WINDOW_MS).toBe(43_200_000);
  });

  it('starts the 12-hour window at the first reading and counts up to 3, capped', () => {
    let record: UsageRecord | null = null;
    record = afterSuccessfulReading(record, T0);
    expect(record).toEqual({ count: 1, resetAt: T0 + 12 * HOUR });
    record = afterSuccessfulReading(record, T0 + HOUR);
    record = afterSuccessfulReading(record, T0 + 2 * HOUR);
    expect(record).toEqual({ count: 3, resetAt: T0 + 12 * HOUR });
    expect(afterSuccessfulReading(record, T0 + 3 * HOUR).count).toBe(3);
  });

  it('blocks the fourth reading until the window ends, then resets to 0 at the boundary', () => {
    const full: UsageRecord = { count: 3, resetAt: T0 + 12 * HOUR };
    expect(blockedForMs(full, T0 + 2 * HOUR)).toBe(10 * HOUR);
    expect(blockedForMs(full, T0 + 12 * HOUR - 1)).toBe(1);
    expect(blockedForMs(full, T0 + 12 * HOUR)).toBe(0);
    // After the boundary a new window starts with this reading.
    expect(afterSuccessfulReading(full, T0 + 12 * HOUR)).toEqual({ count: 1, resetAt: T0 + 24 * HOUR });
  });

  it('does not block with fewer than 3 readings', () => {
    expect(blockedForMs({ count: 2, resetAt: T0 + HOUR }, T0)).toBe(0);
    expect(blockedForMs(null, T0)).toBe(0);
  });

  it('round-trips through storage and treats damaged records as no record', () => {
    const storage = memoryStorage();
    writeUsage(storage, USAGE_KEYS['yes-no'], { count: 2, resetAt: T0 });
    expect(readUsage(storage, USAGE_KEYS['yes-no'])).toEqual({ count: 2, resetAt: T0 });
    storage.setItem('bad', '{not json');
    expect(readUsage(storage, 'bad')).toBeNull();
    storage.setItem('bad', '{"count":"3"}');
    expect(readUsage(storage, 'bad')).toBeNull();
    expect(readUsage(storage, 'missing')).toBeNull();
  });

  it('formats the remaining time as Xh Ym or Ym, rounding up', () => {
    expect(formatRemaining(12 * HOUR)).toBe('12h 0m');
    expect(formatRemaining(5 * HOUR + 30 * MIN)).toBe('5h 30m');
    expect(formatRemaining(5 * HOUR + 29 * MIN + 1)).toBe('5h 30m');
    expect(formatRemaining(45 * MIN)).toBe('45m');
    expect(formatRemaining(1)).toBe('1m');
  });

  it('words the two limit messages as the spec quotes them', () => {
    expect(limitMessage('one-question', 90 * MIN)).toBe(
      'Limit reached: You can ask 3 questions every 12 hours. Try again in 1h 30m.',
    );
    expect(limitMessage('one-question', 20 * MIN)).toBe(
      'Limit reached: You can ask 3 questions every 12 hours. Try again in 20m.',
    );
    expect(limitMessage('yes-no', 90 * MIN)).toBe('Limit reached: 3 questions per 12 hours.');
  });
});
