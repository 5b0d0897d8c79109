/**
 * A New or Full Moon on a named day of the reader's calendar (src/lib/horoscope/calendar.ts)
 * reads each sign for that day (docs/sky-pages.md#lunations): the Full Moon of 24 December 2026
 * (01:28 UTC, NASA/USNO) is Christmas Eve in the UK, the New Moon of 9 December 2026 is no named day.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents } from '@/lib/astrology/sky';
import { lunationWords } from '@/lib/sky-pages/content';
import { lunationDay, lunationSignRows } from '@/lib/sky-pages/lunation-page';
import { namedLunations } from '@/lib/sky-pages/lunations';
import { proseProblems } from '../astrology/support/prose-checks';

const lunations = namedLunations(
  skyEvents(new Date('2026-11-01T00:00:00Z'), new Date('2027-01-31T00:00:00Z'), { kinds: ['lunation'] }),
);
const on = (day: string) => lunations.find((lunation) => lunation.event.utc.startsWith(day))!;

describe('a lunation on a named day', () => {
  it('knows the Full Moon of 24 December 2026 is Christmas Eve, and reads every sign for Christmas', () => {
    const christmasEve = on('2026-12-24');
    expect(lunationDay(christmasEve)?.name).toBe('Christmas Eve');
    const rows = lunationSignRows(christmasEve);
    for (const row of rows) {
      expect(row.text).toContain(lunationWords.seasons.Christmas!.full[String(row.house)]);
      expect(row.text).not.toMatch(/The Sun opposite|With the Sun in/);
      expect(proseProblems(row.text), row.sign).toEqual([]);
    }
    // Libra has the Moon in its 10th house: work, on the last day before the break.
    expect(rows.find((row) => row.sign === 'Libra')!.text).toContain(
      'the last push at work before the break',
    );
    expect(rows.map((row) => row.text).join(' ')).not.toMatch(/\bexam\b|public duties/);
  });

  it('reads an ordinary day’s lunation with the general words', () => {
    const newMoon = on('2026-12-09');
    expect(lunationDay(newMoon)).toBeUndefined();
    for (const row of lunationSignRows(newMoon))
      expect(row.text).toBe(lunationWords.houses.new[String(row.house)]);
  });
});
