/**
 * The retrograde pages' loops against the Swiss Ephemeris fixture of the sky-events tests (every
 * loop touching November 2026 – February 2027, with both stations and both shadow ends: see
 * tests/unit/astrology/sky-events.test.ts), against published dates, and the houses each sign
 * reads.
 */
import { describe, expect, it } from 'vitest';
import { retrogradePeriods } from '@/lib/astrology/sky';
import {
  isRetrogradeIn,
  loopHouses,
  loopId,
  loopSigns,
  planetBySlug,
  retrogradePath,
  retrogradeYearPath,
} from '@/lib/sky-pages/retrogrades';
import reference from '../astrology/fixtures/swiss-ephemeris-sky-events.json';

const MINUTE = 60_000;
const DAY = 86_400_000;
const loops = retrogradePeriods(new Date('2026-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z'));

describe('the loops of 2026–2028', () => {
  it('hold every loop of the Swiss Ephemeris fixture, stations and shadows in time', () => {
    const span = reference.spans[2]!;
    for (const truth of span.periods) {
      const mine = loops.find(
        (loop) =>
          loop.body === truth.body &&
          Math.abs(loop.stationRetrograde.time - Date.parse(truth.stationRetrograde)) < DAY,
      );
      expect(mine, `${truth.body} ${truth.stationRetrograde}`).toBeDefined();
      // Stations: a planet standing still drifts 20″ in hours (sky-events.test.ts allows as much).
      const station = (at: string) =>
        span.events.find((event) => event.kind === 'station' && event.time === at) as
          { acceleration: number } | undefined;
      for (const [found, at] of [
        [mine!.stationRetrograde.time, truth.stationRetrograde],
        [mine!.stationDirect.time, truth.stationDirect],
      ] as const) {
        const acceleration = station(at)?.acceleration;
        const allowed = acceleration
          ? Math.max(MINUTE, Math.sqrt((2 * 20) / 3600 / Math.abs(acceleration)) * DAY)
          : 3 * 3_600_000;
        expect(Math.abs(found - Date.parse(at)), `${truth.body} station ${at}`).toBeLessThanOrEqual(allowed);
      }
      // Shadow ends: the time the planet takes to move 20″ at its speed there.
      expect(Math.abs(mine!.shadow.enters.time - Date.parse(truth.enters))).toBeLessThan(
        Math.max(MINUTE, (20 / 3600 / truth.speedEnters) * DAY),
      );
      expect(Math.abs(mine!.shadow.leaves.time - Date.parse(truth.leaves))).toBeLessThan(
        Math.max(MINUTE, (20 / 3600 / truth.speedLeaves) * DAY),
      );
    }
  });

  it('give Mercury’s three retrogrades of 2026 on the published days', () => {
    // Published days (mindbodygreen.com 21 Feb 2026; yourtango.com 25 Feb 2026: 26 February to 20 March
    // in Pisces; the Swiss Ephemeris fixture for October–November): retrograde station to direct station, UTC.
    const mercury = loops.filter((loop) => loop.body === 'Mercury' && isRetrogradeIn(loop, 2026));
    expect(
      mercury.map((loop) => [loop.stationRetrograde.utc.slice(0, 10), loop.stationDirect.utc.slice(0, 10)]),
    ).toEqual([
      ['2026-02-26', '2026-03-20'],
      ['2026-06-29', '2026-07-23'],
      ['2026-10-24', '2026-11-13'],
    ]);
    expect(mercury.map((loop) => loop.stationRetrograde.sign)).toEqual(['Pisces', 'Cancer', 'Scorpio']);
  });
});

describe('a loop’s years, signs and houses', () => {
  const mercuryFeb2027 = loops.find((loop) => loopId(loop) === 'mercury-2027-02-09')!;
  const marsJan2027 = loops.find((loop) => loopId(loop) === 'mars-2027-01-10')!;

  it('belongs to each year its retrograde overlaps, not to the years of its shadows', () => {
    const venus = loops.find((loop) => loopId(loop) === 'venus-2026-10-03')!;
    expect(isRetrogradeIn(venus, 2026)).toBe(true);
    // Its shadow runs to 15 December 2026 only.
    expect(isRetrogradeIn(venus, 2027)).toBe(false);
    const jupiter = loops.find((loop) => loopId(loop) === 'jupiter-2026-12-13')!;
    expect([isRetrogradeIn(jupiter, 2026), isRetrogradeIn(jupiter, 2027)]).toEqual([true, true]);
  });

  it('crosses from Pisces back into Aquarius (Mercury, February 2027): two houses for every sign', () => {
    expect(loopSigns(mercuryFeb2027)).toEqual(['Aquarius', 'Pisces']);
    expect(loopHouses(mercuryFeb2027, 'Aries')).toEqual({ turns: 12, backInto: 11 });
    expect(loopHouses(mercuryFeb2027, 'Pisces')).toEqual({ turns: 1, backInto: 12 });
    expect(loopHouses(mercuryFeb2027, 'Aquarius')).toEqual({ turns: 2, backInto: 1 });
  });

  it('stays in Scorpio (Mercury, October 2026): one house', () => {
    const mercuryOct2026 = loops.find((loop) => loopId(loop) === 'mercury-2026-10-24')!;
    expect(loopSigns(mercuryOct2026)).toEqual(['Scorpio']);
    expect(loopHouses(mercuryOct2026, 'Scorpio')).toEqual({ turns: 1 });
    expect(loopHouses(mercuryOct2026, 'Sagittarius')).toEqual({ turns: 12 });
  });

  it('turns in Virgo and backs into Leo (Mars, 2027)', () => {
    expect(loopSigns(marsJan2027)).toEqual(['Leo', 'Virgo']);
    expect(loopHouses(marsJan2027, 'Virgo')).toEqual({ turns: 1, backInto: 12 });
  });

  it('has addresses per planet and year', () => {
    expect(retrogradePath('Mercury')).toBe('/mercury-retrograde');
    expect(retrogradeYearPath('Pluto', 2027)).toBe('/pluto-retrograde/2027');
    expect(planetBySlug('venus-retrograde')).toBe('Venus');
    expect(planetBySlug('sun-retrograde')).toBeUndefined();
  });
});
