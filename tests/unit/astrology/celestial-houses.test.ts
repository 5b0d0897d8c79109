import { AstroTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { separation } from '@/lib/astrology/angles';
import { computeChart, polarFallbackNote } from '@/lib/astrology/chart';
import { houseCusps, houseFrame } from '@/lib/astrology/houses';
import reference from './fixtures/swiss-ephemeris-toolkit.json';

const ARCSECOND = 1 / 3600;
const SYSTEMS = ['regiomontanus', 'campanus', 'topocentric', 'alcabitius'] as const;
const TROMSO = 'Tromsø, 21 December 1990, 12:00 CET';

describe('Regiomontanus, Campanus, Topocentric and Alcabitius against the Swiss Ephemeris', () => {
  // swe_houses with R, C, T and B for eight births (fixtures/swiss-ephemeris-toolkit.json).
  for (const entry of reference.cases.filter((c) => c.label !== TROMSO)) {
    it.each(SYSTEMS)(`${entry.label}: every %s cusp within 5″`, (system) => {
      const frame = houseFrame(new AstroTime(new Date(entry.utc)), entry.latitude, entry.longitude);
      const { cusps, system: used } = houseCusps(frame, system);
      expect(used).toBe(system);
      const expected = entry.houses[system];
      cusps.forEach((cusp, index) =>
        expect(separation(cusp, expected[index]!) / ARCSECOND, `cusp ${index + 1}`).toBeLessThan(5),
      );
    });
  }

  it('are four different divisions of the same sky: same angles, different intermediate cusps', () => {
    const london = reference.cases[1]!;
    const frame = houseFrame(new AstroTime(new Date(london.utc)), london.latitude, london.longitude);
    const cusps = SYSTEMS.map((system) => houseCusps(frame, system).cusps);
    for (const set of cusps) {
      expect(set[0]).toBe(cusps[0]![0]);
      expect(set[9]).toBe(cusps[0]![9]);
    }
    expect(new Set(cusps.map((set) => set[10]!.toFixed(3))).size).toBe(4);
  });
});

describe('the new systems beyond the polar circles', () => {
  const tromso = reference.cases.find((c) => c.label === TROMSO)!;
  const frame = houseFrame(new AstroTime(new Date(tromso.utc)), tromso.latitude, tromso.longitude);

  it('keeps Alcabitius (the Ascendant always rises, so its semi-arcs exist), matching the Swiss Ephemeris', () => {
    const { cusps, system } = houseCusps(frame, 'alcabitius');
    expect(system).toBe('alcabitius');
    cusps.forEach((cusp, index) =>
      expect(separation(cusp, tromso.houses.alcabitius[index]!) / ARCSECOND).toBeLessThan(5),
    );
  });

  it('falls back to Porphyry for Topocentric (as for Placidus) and for Regiomontanus and Campanus when their cusps run backwards', () => {
    // The Swiss Ephemeris' own Regiomontanus cusps here run 337.6°, 286.6°, 278.2°: backwards.
    expect(tromso.houses.regiomontanus.slice(0, 3).map(Math.round)).toEqual([338, 287, 278]);
    for (const system of ['topocentric', 'regiomontanus', 'campanus'] as const)
      expect(houseCusps(frame, system)).toMatchObject({ system: 'porphyry', fallbackFrom: system });
  });

  it('says why in the note: undefined for Topocentric, out of zodiacal order for Regiomontanus', () => {
    expect(polarFallbackNote('topocentric', 'porphyry', 23.44)).toBe(
      'Topocentric houses are undefined beyond the polar circles (latitude 66°33′), where some degrees of the zodiac never rise or set, so this chart uses Porphyry houses.',
    );
    expect(polarFallbackNote('regiomontanus', 'porphyry', 23.44)).toBe(
      'Regiomontanus houses fall out of zodiacal order at this hour beyond the polar circles (latitude 66°33′), where some degrees of the zodiac never rise or set, so this chart uses Porphyry houses.',
    );
  });

  it('keeps Regiomontanus at Tromsø at an hour its cusps run in order', () => {
    // Midsummer noon: the Midheaven stands high, and every house circle cuts the ecliptic in turn.
    const summer = houseFrame(new AstroTime(new Date('1990-06-21T10:00:00Z')), 69.6492, 18.9553);
    const { cusps, system } = houseCusps(summer, 'regiomontanus');
    expect(system).toBe('regiomontanus');
    const spans = cusps.map((cusp, index) => (cusps[(index + 1) % 12]! - cusp + 360) % 360);
    expect(spans.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 6);
  });

  it('casts the chart with the fallback named', () => {
    const chart = computeChart(
      { utc: new Date(tromso.utc), location: { latitude: tromso.latitude, longitude: tromso.longitude } },
      { houseSystem: 'campanus' },
    );
    expect(chart).toMatchObject({ houseSystem: 'porphyry', houseSystemRequested: 'campanus' });
  });
});
