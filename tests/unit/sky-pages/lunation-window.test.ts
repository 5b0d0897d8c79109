/**
 * The New and Full Moon pages' window (docs/sky-pages.md#lunations): twelve months from the build's
 * month, and a permanent redirect to the hub for each lunation of the twelve months before it.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents } from '@/lib/astrology/sky';
import { namedLunations } from '@/lib/sky-pages/lunations';
import { lunationRedirectLines } from '@/lib/sky-pages/redirects';
import { lunationWindow } from '@/lib/sky-pages/sky';

describe('lunation pages window', () => {
  it('runs from the first of the build month for twelve months, across a year end', () => {
    expect(lunationWindow('2026-12-07')).toEqual({
      from: Date.UTC(2026, 11, 1),
      to: Date.UTC(2027, 11, 1),
    });
    expect(lunationWindow('2027-01-31')).toEqual({ from: Date.UTC(2027, 0, 1), to: Date.UTC(2028, 0, 1) });
  });

  it('sends a past lunation to its own hub, one rule a line', () => {
    // 2026 October: Full Moon 26 October 04:12 UTC (the Hunter's), New Moon 9 November 07:02 UTC.
    const events = skyEvents(new Date(Date.UTC(2026, 9, 20)), new Date(Date.UTC(2026, 10, 15)), {
      kinds: ['lunation'],
    });
    const lines = lunationRedirectLines(namedLunations(events));
    expect(lines[0]).toMatch(/^# /);
    expect(lines.slice(1)).toEqual([
      '/full-moon/2026-10-26  /full-moon  301',
      '/new-moon/2026-11-09  /new-moon  301',
    ]);
  });
});
