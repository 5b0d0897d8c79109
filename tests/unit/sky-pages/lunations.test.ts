/**
 * Full Moon names and times against published tables: NASA's list of 2023's Full Moons with the
 * Farmer's Almanac names, as quoted by planetpalsblog.blogspot.com ("List of Full Moons 2023",
 * GMT to the minute, a Blue Moon on 31 August), and the Farmer's Almanac's 2021 list quoted by
 * WFTV (Cox Media Group, EST), whose Harvest Moon fell on 20 September.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents } from '@/lib/astrology/sky';
import { lunationPath, namedLunations } from '@/lib/sky-pages/lunations';

const MINUTE = 60_000;

function fullMoons(year: number) {
  // From a month before: the first Full Moon's name may depend on the one before it.
  const events = skyEvents(new Date(Date.UTC(year - 1, 11, 1)), new Date(Date.UTC(year + 1, 0, 1)), {
    kinds: ['lunation', 'eclipse'],
  });
  return namedLunations(events).filter(
    (lunation) => lunation.event.phase === 'full' && lunation.event.utc.startsWith(String(year)),
  );
}

describe('Full Moon names', () => {
  it('2023: every name and time of NASA’s list, the Blue Moon included', () => {
    const published: Array<[string, string]> = [
      ['2023-01-06T23:08Z', 'Wolf'],
      ['2023-02-05T18:29Z', 'Snow'],
      ['2023-03-07T12:40Z', 'Worm'],
      ['2023-04-06T04:34Z', 'Pink'],
      ['2023-05-05T17:34Z', 'Flower'],
      ['2023-06-04T03:42Z', 'Strawberry'],
      ['2023-07-03T11:39Z', 'Buck'],
      ['2023-08-01T18:31Z', 'Sturgeon'],
      ['2023-08-31T01:35Z', 'Blue'],
      ['2023-09-29T09:57Z', 'Harvest'],
      ['2023-10-28T20:24Z', "Hunter's"],
      ['2023-11-27T09:16Z', 'Beaver'],
      ['2023-12-27T00:33Z', 'Cold'],
    ];
    const mine = fullMoons(2023);
    expect(mine.map((lunation) => lunation.name)).toEqual(published.map(([, name]) => name));
    mine.forEach((lunation, index) => {
      const [minute] = published[index]!;
      expect(Math.abs(lunation.event.time - Date.parse(minute)), minute).toBeLessThanOrEqual(1.5 * MINUTE);
    });
  });

  it('2021: the Harvest Moon on 20 September, the Hunter’s Moon on 20 October', () => {
    const names = new Map(
      fullMoons(2021).map((lunation) => [lunation.event.utc.slice(0, 10), lunation.name]),
    );
    // Sept. 20 7:55 p.m. EDT is 23:55 UTC; Oct. 20 10:57 a.m. EDT is 14:57 UTC.
    expect(names.get('2021-09-20')).toBe('Harvest');
    expect(names.get('2021-10-20')).toBe("Hunter's");
    expect(names.get('2021-11-19')).toBe('Beaver');
  });

  it('marks the Full Moons that are lunar eclipses', () => {
    const march2026 = fullMoons(2026).find((lunation) => lunation.event.utc.startsWith('2026-03'));
    expect(march2026?.eclipse?.type).toBe('total');
    expect(march2026?.name).toBe('Worm');
    expect(lunationPath(march2026!.event)).toBe('/full-moon/2026-03-03');
  });
});
