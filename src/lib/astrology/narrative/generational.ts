/**
 * Contacts between two slow planets (Saturn–Saturn, Pluto–Neptune and so on) follow from the
 * birth years alone: everyone with the same ages, or the same age gap, has them. A reading
 * mentions them at most once, as shared background, never as a personal trait.
 */
import library from '../../../../content/astrology/compatibility.json';
import type { AspectFact } from '../contract';
import { parseIsoDate } from '../birth-date';
import type { Composer } from './composer';
import { joinAnd } from './grammar';
import type { Couple } from './reading-person';
import { numberWord } from './category-text';

const SLOW_ORDER = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const DAYS_PER_YEAR = 365.25;
/** Below this gap people count as the same age group. */
const SAME_AGE_YEARS = 3;

function ageGapYears(dateA: string, dateB: string): number {
  const [a, b] = [parseIsoDate(dateA)!, parseIsoDate(dateB)!];
  const days =
    Math.abs(Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / 86_400_000;
  return Math.round(days / DAYS_PER_YEAR);
}

/** The one sentence about generational contacts, or nothing when the charts have none. */
export function generationalSentence(
  composer: Composer,
  aspects: readonly AspectFact[],
  couple: Couple,
): string | undefined {
  const shared = aspects.filter((aspect) => aspect.generational);
  if (shared.length === 0) return undefined;
  const bodies = new Set(shared.flatMap((aspect) => [aspect.from, aspect.to]));
  const planets = joinAnd(SLOW_ORDER.filter((planet) => bodies.has(planet)));
  const years = ageGapYears(couple.first.birthDate, couple.second.birthDate);
  const pool = years < SAME_AGE_YEARS ? library.generational.sameAge : library.generational.apart;
  return composer.pick(pool, 'generational', { both: couple.both, planets, years: numberWord(years) });
}
