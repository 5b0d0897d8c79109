/**
 * The marriage and psychic readings computed in the browser (docs/decisions.md#marriage-and-psychic-fallbacks-use-the-same-engine):
 * when the function cannot be reached, the same engine gives the same reading here instead of
 * a random sample. Loaded by a dynamic import only then (astronomy-engine and luxon are large),
 * so the page never pays for it on a normal visit. There is no atlas in the browser: a city
 * picked from the suggestions carries its coordinates and zone and is used; a typed one gets a note.
 */
import type { PersonInput } from '../astrology/contract';
import { parseIsoDate } from '../astrology/birth-date';
import { predictMarriage } from '../astrology/marriage';
import { readSoulmateGlimpse } from '../astrology/psychic';
import type { SingleReading, SingleReadingKind } from './single-reading-kinds';

export function localReading(
  kind: SingleReadingKind,
  person: PersonInput,
  now: Date = new Date(),
): SingleReading {
  if (!parseIsoDate(person.birthDate)) throw new Error(`${person.birthDate} is not a real calendar date`);
  if (kind === 'marriage') return { kind, data: predictMarriage(person, now, null) };
  return { kind, data: readSoulmateGlimpse(person, null) };
}
