/**
 * /moon-phase-today's facts: moonrise and moonset against the U.S. Naval Observatory's table
 * ("Rise and Set for the Moon for 2019", W081°00′ N29°00′, Universal Time, as kept in
 * astronomy-engine's generate/riseset/moon_2019_W081_N29.html), a place's local day across clock
 * changes, the Moon's day (phase, lit fraction, age, sign, voids) against the engine's events,
 * and the edition that keeps the page on today.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents } from '@/lib/astrology/sky';
import { editionPath } from '@/lib/site/dated-pages';
import { moonDay, phaseByElongation } from '@/lib/sky-pages/moon-day';
import { moonRiseSet } from '@/lib/sky-pages/moon-rise-set';
import { readSkyPlace } from '@/lib/sky-pages/place-store';
import { zoneDate, zoneMidnight } from '@/lib/sky-pages/zone-day';

const MINUTE = 60_000;
const usno = { latitude: 29, longitude: -81 };

describe('moonrise and moonset', () => {
  // USNO, 2019, UT: [day, rise, set]; null where the Moon does not rise or set that day.
  const published: Array<[string, string | null, string | null]> = [
    ['2019-01-01', '08:12', '19:34'],
    ['2019-03-05', '11:23', '22:44'],
    ['2019-05-05', '11:20', null],
    ['2019-07-02', '10:14', null],
    ['2019-08-15', null, '10:50'],
    ['2019-09-14', null, '11:24'],
    ['2019-10-27', '10:49', '22:46'],
    ['2019-12-31', '16:13', '02:52'],
  ];
  for (const [day, rise, set] of published) {
    it(`${day}: rise ${rise ?? '—'}, set ${set ?? '—'} (UT), within a minute and a half`, () => {
      const times = moonRiseSet(usno, day, 'UTC');
      for (const [found, expected] of [
        [times.rise, rise],
        [times.set, set],
      ] as const) {
        if (expected === null) expect(found).toBeUndefined();
        else
          expect(Math.abs(found! - Date.parse(`${day}T${expected}:00Z`))).toBeLessThanOrEqual(1.5 * MINUTE);
      }
    });
  }
});

describe('a place’s own calendar day', () => {
  it('starts at local midnight, across a change of clocks', () => {
    // Madrid moves to summer time at 02:00 on 29 March 2026; midnight is still 23:00 UTC the day before.
    expect(new Date(zoneMidnight('2026-03-29', 'Europe/Madrid')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(new Date(zoneMidnight('2026-03-30', 'Europe/Madrid')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(new Date(zoneMidnight('2026-12-07', 'America/New_York')).toISOString()).toBe(
      '2026-12-07T05:00:00.000Z',
    );
    expect(new Date(zoneMidnight('2026-12-07', 'Asia/Kolkata')).toISOString()).toBe(
      '2026-12-06T18:30:00.000Z',
    );
  });
  it('starts at the first instant of the day where midnight is skipped (Chile, September 2026)', () => {
    const start = zoneMidnight('2026-09-06', 'America/Santiago');
    expect(zoneDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(zoneDate(start - 1000, 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('the Moon on a day', () => {
  const events = skyEvents(new Date('2026-12-01T00:00:00Z'), new Date('2027-01-15T00:00:00Z'), {
    kinds: ['ingress', 'lunation', 'void-of-course'],
  });

  it('is named by the exact lunation of the day, and nearly fully lit at a Full Moon', () => {
    const full = moonDay('2026-12-24', events);
    expect(full.phase).toBe('full');
    expect(full.lunation?.phase).toBe('full');
    expect(full.illumination).toBeGreaterThan(0.99);
    expect(full.ageDays).toBeGreaterThan(14);
    expect(full.ageDays).toBeLessThan(16);
  });

  it('is a dark New Moon with no age to speak of, and names the next Full Moon', () => {
    const day = moonDay('2026-12-09', events);
    expect(day.phase).toBe('new');
    expect(day.illumination).toBeLessThan(0.01);
    expect(day.ageDays).toBeLessThan(1);
    expect(day.nextFull?.utc.slice(0, 10)).toBe('2026-12-24');
  });

  it('gives the sign at midnight and the ingress of the day, and the voids that overlap it', () => {
    const day = moonDay('2026-12-07', events);
    expect(day.phase).toBe('waning-crescent');
    expect(day.sign).toBe('Scorpio');
    expect(day.ingress?.sign).toBe('Sagittarius');
    expect(day.voids.map((item) => item.end.utc)).toEqual([day.ingress!.utc]);
  });

  it('names an ordinary day by the elongation', () => {
    expect([10, 100, 190, 280].map(phaseByElongation)).toEqual([
      'waxing-crescent',
      'waxing-gibbous',
      'waning-gibbous',
      'waning-crescent',
    ]);
  });
});

describe('always today', () => {
  it('serves the edition of the current UTC day at /moon-phase-today', () => {
    expect(editionPath('/moon-phase-today', new Date('2026-12-09T13:00:00Z'))).toBe(
      '/moon-phase-today/2026-12-09',
    );
    expect(editionPath('/moon-phase-today/2026-12-09', new Date('2026-12-09T13:00:00Z'))).toBeUndefined();
  });
});

describe('the kept place', () => {
  const kept = (value: unknown) => readSkyPlace({ getItem: () => JSON.stringify(value) });
  it('reads back a place, and nothing that is not one', () => {
    const place = { name: 'Bilbao', latitude: 43.26, longitude: -2.93, timezone: 'Europe/Madrid' };
    expect(kept(place)).toEqual(place);
    expect(kept({ ...place, latitude: 123 })).toBeUndefined();
    expect(kept({ name: 'x' })).toBeUndefined();
    expect(readSkyPlace({ getItem: () => '{not json' })).toBeUndefined();
    expect(readSkyPlace({ getItem: () => null })).toBeUndefined();
  });
});
