/**
 * Whose Sun a loop's degrees touch (docs/sky-pages.md#retrogrades-by-sign): the birthdays on which the Sun
 * stands in a stretch of the zodiac, split by sign, so a reading can say "if you were born
 * between about 9 and 18 February". The Sun reaches a degree on the same day give or take one
 * from year to year, hence "about"; the days are the Sun's in the loop's own year.
 */
import { SearchSunLongitude } from 'astronomy-engine';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { MONTH_NAMES } from '@/lib/content/dates';

export interface BirthdaySpan {
  sign: ZodiacSign;
  /** The instant the Sun reaches the stretch's first degree in that sign. */
  from: number;
  /** The instant it reaches the last. */
  to: number;
}

/** When the Sun reaches a tropical longitude, searching from the start of `year`. */
export function sunAt(longitude: number, year: number): number {
  const found = SearchSunLongitude(((longitude % 360) + 360) % 360, new Date(Date.UTC(year, 0, 1)), 367);
  if (!found) throw new Error(`The Sun does not reach ${longitude}° in ${year}`);
  return found.date.getTime();
}

/**
 * The birthdays whose Sun lies between `start` and `end` (longitudes in degrees, going forwards
 * through the zodiac from `start`), one span per sign the stretch covers.
 */
export function sunBirthdays(start: number, end: number, year: number): BirthdaySpan[] {
  const arc = (((end - start) % 360) + 360) % 360;
  const spans: BirthdaySpan[] = [];
  let from = start;
  while (from < start + arc - 1e-9) {
    const signIndex = Math.floor((((from % 360) + 360) % 360) / 30);
    const signEnd = from - (((from % 30) + 30) % 30) + 30;
    const to = Math.min(signEnd, start + arc);
    spans.push({ sign: ZODIAC_SIGNS[signIndex]!, from: sunAt(from, year), to: sunAt(to, year) });
    from = to;
  }
  return spans;
}

/** "9 and 18 February", "23 January and 2 February": a span of birthdays, without a year. */
export function birthdayRange(from: number, to: number): string {
  const [a, b] = [new Date(from), new Date(to)];
  if (a.getUTCMonth() === b.getUTCMonth())
    return `${a.getUTCDate()} and ${b.getUTCDate()} ${MONTH_NAMES[b.getUTCMonth()]}`;
  return `${a.getUTCDate()} ${MONTH_NAMES[a.getUTCMonth()]} and ${b.getUTCDate()} ${MONTH_NAMES[b.getUTCMonth()]}`;
}
