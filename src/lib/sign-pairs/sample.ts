/**
 * The fixed sample behind the sign-pairing statistics: birth moments drawn by a seeded
 * generator, so every build draws the same people and prints the same numbers.
 *
 * - A birth moment is a date drawn uniformly from 1 January of `firstYear` to 31 December of
 *   `lastYear` and a minute drawn uniformly from the day, read as Universal Time with no birth
 *   place: what the birth-date calculator does with a date and a time and no city (so no
 *   Ascendant or houses).
 * - Draws are sorted into Sun signs by the calculator's own date table until every sign holds
 *   `peoplePerSign` people (later draws for a full sign are dropped).
 * - Each pair gets `couplesPerPair` couples: a person of the first sign and a person of the
 *   second, each picked uniformly (with replacement) by a generator seeded from the sample's
 *   seed and the pair, never the same person twice in one couple.
 * docs/sign-pairings.md states the definition for readers.
 */
import { randomInt, randomLcg } from 'd3-random';
import type { PersonInput } from '../astrology/contract';
import { ZODIAC_SIGNS, zodiacSignForIsoDate, type ZodiacSign } from '../astrology/zodiac';
import { hashString } from '../astrology/narrative/pick';
import type { SignPair } from './pairs';
import { isoDay } from '../content/dates';

export interface SampleDefinition {
  /** Seed of d3-random's linear congruential generator. */
  seed: number;
  firstYear: number;
  lastYear: number;
  peoplePerSign: number;
  couplesPerPair: number;
}

/** The sample every build uses. Changing any figure changes every page's numbers. */
export const SIGN_PAIR_SAMPLE: SampleDefinition = {
  seed: 2222,
  firstYear: 1950,
  lastYear: 2005,
  peoplePerSign: 600,
  couplesPerPair: 1000,
};

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** One birth moment as a calculator request carries it: "YYYY-MM-DD" and "HH:MM". */
export type SampledPerson = Required<Pick<PersonInput, 'birthDate' | 'birthTime'>>;

/** The people of each Sun sign, in the order they were drawn. */
export function samplePeople(definition: SampleDefinition): Record<ZodiacSign, SampledPerson[]> {
  const start = Date.UTC(definition.firstYear, 0, 1);
  const days = Math.round((Date.UTC(definition.lastYear + 1, 0, 1) - start) / DAY_MS);
  const source = randomLcg(definition.seed);
  const drawDay = randomInt.source(source)(0, days);
  const drawMinute = randomInt.source(source)(0, 24 * 60);

  const bySign = Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign, []])) as unknown as Record<
    ZodiacSign,
    SampledPerson[]
  >;
  let missing = ZODIAC_SIGNS.length * definition.peoplePerSign;
  while (missing > 0) {
    const birthDate = isoDay(new Date(start + drawDay() * DAY_MS));
    const minute = drawMinute();
    const sign = zodiacSignForIsoDate(birthDate) as ZodiacSign;
    if (bySign[sign].length === definition.peoplePerSign) continue;
    bySign[sign].push({ birthDate, birthTime: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` });
    missing -= 1;
  }
  return bySign;
}

/** The couples of one pair as [index in the first sign's people, index in the second's]. */
export function sampleCouples(pair: SignPair, definition: SampleDefinition): Array<[number, number]> {
  const source = randomLcg(hashString(`${definition.seed}|${pair.slug}`));
  const drawPerson = randomInt.source(source)(0, definition.peoplePerSign);
  const couples: Array<[number, number]> = [];
  while (couples.length < definition.couplesPerPair) {
    const a = drawPerson();
    const b = drawPerson();
    if (pair.first === pair.second && a === b) continue;
    couples.push([a, b]);
  }
  return couples;
}
