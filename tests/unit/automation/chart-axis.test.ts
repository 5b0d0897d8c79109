import { describe, expect, it } from 'vitest';
import { dayTickIndexes, shortDay } from '@/lib/automation/chart-axis';

describe('the day axis of the automation charts', () => {
  it('labels every day of a short run', () => {
    expect(dayTickIndexes(0)).toEqual([]);
    expect(dayTickIndexes(1)).toEqual([0]);
    expect(dayTickIndexes(4)).toEqual([0, 1, 2, 3]);
  });

  it('labels the first and last day and evenly spaced ones between, four at most', () => {
    expect(dayTickIndexes(7)).toEqual([0, 2, 4, 6]);
    expect(dayTickIndexes(14)).toEqual([0, 4, 9, 13]);
    expect(dayTickIndexes(30)).toEqual([0, 10, 19, 29]);
    for (let count = 5; count <= 60; count += 1) {
      const ticks = dayTickIndexes(count);
      expect(ticks.length, String(count)).toBeLessThanOrEqual(4);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(count - 1);
      const gaps = ticks.slice(1).map((tick, index) => tick - ticks[index]!);
      // Evenly spaced: the gaps differ by at most one day.
      expect(Math.max(...gaps) - Math.min(...gaps), String(count)).toBeLessThanOrEqual(1);
    }
  });

  it('prints a day as "12 Nov"', () => {
    expect(shortDay('2026-11-12')).toBe('12 Nov');
    expect(shortDay('2026-01-05')).toBe('5 Jan');
    expect(shortDay('not a day')).toBe('not a day');
  });
});
