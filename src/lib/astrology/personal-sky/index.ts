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
import { tableKey } from './table-key';
import type { NatalPosition, PersonalSky } from './types';
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

export function personalSky({ person, day, zone, now }: PersonalSkyInput): PersonalSky {
  // A typed birth city is read by the atlas, as the birth chart reads it.
  const prepared = preparePerson(person, 'You', { resolveCity: resolveBirthCity });
  const { chart } = prepared;
  const natal: NatalPosition[] = [
    ...PLANETS.map((point) => ({
      point,
      longitude: chart.longitudes[point],
      ...signOfLongitude(chart.longitudes[point]),
    })),
    ...(chart.ascendant === undefined
      ? []
      : [{ point: 'Ascendant' as const, longitude: chart.ascendant, ...signOfLongitude(chart.ascendant) }]),
    ...(chart.mc === undefined
      ? []
      : [{ point: 'MC' as const, longitude: chart.mc, ...signOfLongitude(chart.mc) }]),
  ];
  const start = DateTime.fromISO(day, { zone }).startOf('day');
  const dayStart = start.toMillis();
  const dayEnd = start.plus({ days: 1 }).toMillis();
  const reference =
    now.getTime() >= dayStart && now.getTime() < dayEnd ? now.getTime() : (dayStart + dayEnd) / 2;
  const today = dayTransits(natal, dayStart, dayEnd, reference);
  const year = yearTransits(natal, dayStart, dayStart + YEAR_MS);
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
    reading: dayReading({ transits: today, natal, day, zone, dayStart, dayEnd, reference, year }),
    framing: READING_FRAMING,
    tableKey: tableKey(today),
    year,
    yearStart: momentOf(dayStart).utc,
    yearEnd: momentOf(dayStart + YEAR_MS).utc,
    notes: prepared.notes,
  };
}
