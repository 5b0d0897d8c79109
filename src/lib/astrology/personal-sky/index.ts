/**
 * The personal sky (docs/personal-sky.md): a natal chart's transits today, as a short reading,
 * and the major transits of the next twelve months. What /api/my-sky answers.
 */
import { DateTime } from 'luxon';
import { signOfLongitude } from '../angles';
import type { PersonInput } from '../contract';
import { PLANETS } from '../ephemeris';
import { resolveBirthCity } from '../gazetteer';
import { preparePerson } from '../person';
import { momentOf } from '../sky/moments';
import { dayTransits } from './day';
import { dayReading, READING_FRAMING } from './reading';
import type { NatalPoint, NatalPosition, PersonalSky, TransitRange } from './types';
import type { NatalChart } from '../chart';
import { rangeTransits } from './range';
import { yearTransits } from './year';

export type * from './types';
export { READING_FRAMING } from './reading';
export { transitName } from './names';

const YEAR_MS = 365 * 86_400_000;

export interface PersonalSkyInput {
  person: PersonInput;
  /** The visitor's day, "YYYY-MM-DD", in `zone`. */
  day: string;
  /** The visitor's IANA time zone (validated by the caller). */
  zone: string;
  /** The request's instant: the reference for today's orbs when it falls within the day. */
  now: Date;
}

const position = (point: NatalPoint, longitude: number): NatalPosition => ({
  point,
  longitude,
  ...signOfLongitude(longitude),
});

/** The natal points transits are read against: planets, the angles when known, and the nodes when asked. */
function natalPositions(chart: NatalChart, withNodes: boolean): NatalPosition[] {
  const north = chart.points?.['North Node'];
  const south = chart.points?.['South Node'];
  return [
    ...PLANETS.map((point) => position(point, chart.longitudes[point])),
    ...(chart.ascendant === undefined ? [] : [position('Ascendant', chart.ascendant)]),
    ...(chart.mc === undefined ? [] : [position('MC', chart.mc)]),
    ...(withNodes && north !== undefined && south !== undefined
      ? [position('North Node', north), position('South Node', south)]
      : []),
  ];
}

export function personalSky({ person, day, zone, now }: PersonalSkyInput): PersonalSky {
  // A typed birth city is read by the atlas, as the birth chart reads it.
  const prepared = preparePerson(person, 'You', { resolveCity: resolveBirthCity });
  const natal = natalPositions(prepared.chart, false);
  const start = DateTime.fromISO(day, { zone }).startOf('day');
  const dayStart = start.toMillis();
  const dayEnd = start.plus({ days: 1 }).toMillis();
  const reference =
    now.getTime() >= dayStart && now.getTime() < dayEnd ? now.getTime() : (dayStart + dayEnd) / 2;
  const today = dayTransits(natal, dayStart, dayEnd, reference);
  return {
    day,
    dayStart: momentOf(dayStart).utc,
    dayEnd: momentOf(dayEnd).utc,
    timeZone: zone,
    reference: momentOf(reference).utc,
    natal,
    timeKnown: prepared.timeKnown,
    ...(prepared.summary.clock ? { clock: prepared.summary.clock } : {}),
    today,
    reading: dayReading(today, day),
    framing: READING_FRAMING,
    year: yearTransits(natal, dayStart, dayStart + YEAR_MS),
    yearStart: momentOf(dayStart).utc,
    yearEnd: momentOf(dayStart + YEAR_MS).utc,
    notes: prepared.notes,
  };
}

export interface TransitRangeInput {
  person: PersonInput;
  /** The first and last days of the list, "YYYY-MM-DD", in `zone`. */
  from: string;
  to: string;
  zone: string;
}

/** The transits between two dates, both days included (docs/personal-sky.md#transits-between-two-dates). */
export function transitRange({ person, from, to, zone }: TransitRangeInput): TransitRange {
  const prepared = preparePerson(person, 'You', {
    resolveCity: resolveBirthCity,
    chart: { points: 'positions' },
  });
  const natal = natalPositions(prepared.chart, true);
  const start = DateTime.fromISO(from, { zone }).startOf('day').toMillis();
  const end = DateTime.fromISO(to, { zone }).startOf('day').plus({ days: 1 }).toMillis();
  return {
    from,
    to,
    rangeStart: momentOf(start).utc,
    rangeEnd: momentOf(end).utc,
    timeZone: zone,
    natal,
    timeKnown: prepared.timeKnown,
    ...(prepared.summary.clock ? { clock: prepared.summary.clock } : {}),
    transits: rangeTransits(natal, start, end),
    notes: prepared.notes,
  };
}
