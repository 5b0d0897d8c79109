/**
 * The eclipse pages' facts against NASA's eclipse catalogues (Fred Espenak, NASA GSFC, "Five
 * Millennium Catalog of Solar Eclipses 2001–2100" and "Lunar Eclipses 2001–2100", as archived in
 * astronomy-engine's repository, generate/eclipse/se2001.html and le2001.html): the time of
 * greatest eclipse, saros series, gamma, where greatest eclipse falls and how long the central
 * phase lasts there, and the lunar phases' semi-durations.
 *
 * NASA's solar catalogue gives greatest eclipse in Terrestrial Time with its ΔT; UT is TD − ΔT.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents, type EclipseEvent } from '@/lib/astrology/sky';
import { eclipseFacts, eclipseSlug } from '@/lib/sky-pages/eclipse-facts';
import { sarosNumber } from '@/lib/sky-pages/saros';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

interface SolarRow {
  td: string;
  deltaT: number;
  saros: number;
  type: EclipseEvent['type'];
  gamma: number;
  latitude: number;
  longitude: number;
  /** Central duration at greatest eclipse, seconds (central eclipses only). */
  duration?: number;
}

// se2001.html, 2026–2030: TD of greatest eclipse, ΔT (s), saros, type, gamma, lat, long, central duration.
const SOLAR: SolarRow[] = [
  {
    td: '2026-02-17T12:13:06Z',
    deltaT: 75,
    saros: 121,
    type: 'annular',
    gamma: -0.9743,
    latitude: -64.7,
    longitude: 86.8,
    duration: 140,
  },
  {
    td: '2026-08-12T17:47:06Z',
    deltaT: 75,
    saros: 126,
    type: 'total',
    gamma: 0.8977,
    latitude: 65.2,
    longitude: -25.2,
    duration: 138,
  },
  {
    td: '2027-02-06T16:00:48Z',
    deltaT: 76,
    saros: 131,
    type: 'annular',
    gamma: -0.2952,
    latitude: -31.3,
    longitude: -48.5,
    duration: 471,
  },
  {
    td: '2027-08-02T10:07:50Z',
    deltaT: 76,
    saros: 136,
    type: 'total',
    gamma: 0.1421,
    latitude: 25.5,
    longitude: 33.2,
    duration: 383,
  },
  {
    td: '2028-01-26T15:08:59Z',
    deltaT: 76,
    saros: 141,
    type: 'annular',
    gamma: 0.3901,
    latitude: 3.0,
    longitude: -51.5,
    duration: 627,
  },
  {
    td: '2028-07-22T02:56:40Z',
    deltaT: 77,
    saros: 146,
    type: 'total',
    gamma: -0.6056,
    latitude: -15.6,
    longitude: 126.7,
    duration: 310,
  },
  {
    td: '2029-01-14T17:13:48Z',
    deltaT: 77,
    saros: 151,
    type: 'partial',
    gamma: 1.0553,
    latitude: 63.7,
    longitude: -114.2,
  },
  {
    td: '2029-06-12T04:06:13Z',
    deltaT: 77,
    saros: 118,
    type: 'partial',
    gamma: 1.2943,
    latitude: 66.8,
    longitude: -66.2,
  },
  {
    td: '2029-07-11T15:37:19Z',
    deltaT: 77,
    saros: 156,
    type: 'partial',
    gamma: -1.4191,
    latitude: -64.3,
    longitude: -85.6,
  },
  {
    td: '2029-12-05T15:03:58Z',
    deltaT: 77,
    saros: 123,
    type: 'partial',
    gamma: -1.0609,
    latitude: -67.5,
    longitude: 135.7,
  },
  {
    td: '2030-06-01T06:29:13Z',
    deltaT: 78,
    saros: 128,
    type: 'annular',
    gamma: 0.5626,
    latitude: 56.5,
    longitude: 80.1,
    duration: 321,
  },
  {
    td: '2030-11-25T06:51:37Z',
    deltaT: 78,
    saros: 133,
    type: 'total',
    gamma: -0.3867,
    latitude: -43.6,
    longitude: 71.2,
    duration: 224,
  },
];

interface LunarRow {
  ut: string;
  type: EclipseEvent['type'];
  saros: number;
  gamma: number;
  /** Semi-durations of the partial and total phases, minutes (le2001.html "S.D. Par", "S.D. Tot"). */
  partial?: number;
  total?: number;
}

// le2001.html, 2026–2030: UT of greatest eclipse (to the minute), type, saros, gamma, semi-durations.
const LUNAR: LunarRow[] = [
  { ut: '2026-03-03T11:33Z', type: 'total', saros: 133, gamma: -0.377, partial: 104, total: 30 },
  { ut: '2026-08-28T04:13Z', type: 'partial', saros: 138, gamma: 0.497, partial: 99 },
  { ut: '2027-02-20T23:13Z', type: 'penumbral', saros: 143, gamma: -1.048 },
  { ut: '2027-07-18T16:03Z', type: 'penumbral', saros: 110, gamma: -1.576 },
  { ut: '2027-08-17T07:14Z', type: 'penumbral', saros: 148, gamma: 1.28 },
  { ut: '2028-01-12T04:13Z', type: 'partial', saros: 115, gamma: 0.982, partial: 29 },
  { ut: '2028-07-06T18:19Z', type: 'partial', saros: 120, gamma: -0.79, partial: 71 },
  { ut: '2028-12-31T16:52Z', type: 'total', saros: 125, gamma: 0.326, partial: 105, total: 36 },
  { ut: '2029-06-26T03:22Z', type: 'total', saros: 130, gamma: 0.013, partial: 110, total: 51 },
  { ut: '2029-12-20T22:42Z', type: 'total', saros: 135, gamma: -0.381, partial: 107, total: 27 },
  { ut: '2030-06-15T18:33Z', type: 'partial', saros: 140, gamma: 0.754, partial: 73 },
  { ut: '2030-12-09T22:27Z', type: 'penumbral', saros: 145, gamma: -1.073 },
];

const events = skyEvents(new Date('2026-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'), {
  kinds: ['eclipse'],
}).filter((event): event is EclipseEvent => event.kind === 'eclipse');
const solar = events.filter((event) => event.eclipse === 'solar');
const lunar = events.filter((event) => event.eclipse === 'lunar');

describe('solar eclipses 2026–2030 against NASA', () => {
  it('finds the twelve, of the same types', () => {
    expect(solar.map((event) => event.type)).toEqual(SOLAR.map((row) => row.type));
  });
  SOLAR.forEach((row, index) => {
    it(`${row.td.slice(0, 10)}: greatest eclipse, saros ${row.saros}, gamma, place and central duration`, () => {
      const facts = eclipseFacts(solar[index]!);
      const ut = Date.parse(row.td) - row.deltaT * SECOND;
      // A minute of accuracy, plus NASA's 2008 forecast of ΔT (75–78 s) against astronomy-engine's.
      expect(Math.abs(facts.event.time - ut)).toBeLessThan(MINUTE);
      expect(facts.saros).toBe(row.saros);
      expect(facts.gamma).toBeCloseTo(row.gamma, 3);
      if (row.duration) {
        expect(facts.greatest!.latitude).toBeCloseTo(row.latitude, 0);
        expect(facts.greatest!.longitude).toBeCloseTo(row.longitude, 0);
        // astronomy-engine takes the Moon's mean radius for both kinds; NASA's limb values differ by a few seconds.
        expect(Math.abs(facts.centralDurationMs! / SECOND - row.duration)).toBeLessThanOrEqual(8);
      } else {
        expect(facts.greatest).toBeUndefined();
      }
    });
  });
});

describe('lunar eclipses 2026–2030 against NASA', () => {
  it('finds the twelve, of the same types', () => {
    expect(lunar.map((event) => event.type)).toEqual(LUNAR.map((row) => row.type));
  });
  LUNAR.forEach((row, index) => {
    it(`${row.ut.slice(0, 10)}: greatest eclipse, saros ${row.saros}, gamma and phases`, () => {
      const facts = eclipseFacts(lunar[index]!);
      // NASA prints the minute: a minute of accuracy and half a minute of rounding.
      expect(Math.abs(facts.event.time - Date.parse(row.ut))).toBeLessThanOrEqual(90 * SECOND);
      expect(facts.saros).toBe(row.saros);
      expect(Math.abs(facts.gamma - row.gamma)).toBeLessThan(0.002);
      const phase = (name: string) => facts.phases.find((moment) => moment.phase === name)?.time;
      const peak = facts.event.time;
      for (const [name, minutes] of [
        ['partial', row.partial],
        ['total', row.total],
      ] as const) {
        if (minutes === undefined) {
          expect(phase(`${name}-begins`)).toBeUndefined();
          continue;
        }
        expect(Math.abs(peak - phase(`${name}-begins`)! - minutes * MINUTE)).toBeLessThanOrEqual(MINUTE);
        expect(Math.abs(phase(`${name}-ends`)! - peak - minutes * MINUTE)).toBeLessThanOrEqual(MINUTE);
      }
    });
  });
});

describe('saros numbers', () => {
  it('follow a series across the years: a saros (223 months) later, the same series', () => {
    const april2024 = Date.parse('2024-04-08T18:17:00Z');
    const saros = 223 * 29.530588861 * 86_400_000;
    expect(sarosNumber('solar', april2024 + saros)).toBe(139);
    expect(sarosNumber('solar', april2024 - saros)).toBe(139);
    // An inex (358 months) on, the next series.
    expect(sarosNumber('solar', april2024 + 358 * 29.530588861 * 86_400_000)).toBe(140);
  });
});

describe('eclipse slugs', () => {
  it('name the day, type and body', () => {
    expect(eclipseSlug(solar[1]!)).toBe('2026-08-12-total-solar-eclipse');
    expect(eclipseSlug(lunar[0]!)).toBe('2026-03-03-total-lunar-eclipse');
  });
});
