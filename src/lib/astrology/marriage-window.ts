/**
 * Which months the marriage-timing search may pick, and what season each is where the person
 * was born (docs/marriage-timing.md): the months 6 to 59 ahead, kept only while the person is
 * 18 to 100 years old for the whole month.
 */
import type { MarriagePrediction } from './contract';
import type { CivilDate } from './birth-date';

export const SEARCH_FIRST_MONTH = 6;
export const SEARCH_LAST_MONTH = 59;
export const YOUNGEST_AGE = 18;
export const OLDEST_AGE = 100;

export interface CalendarMonth {
  year: number;
  /** 0 = January. */
  monthIndex: number;
}

export type AgeLimit = 'under-18' | 'over-100';

export interface SearchWindow {
  /** The months to score, in order; empty when the person's age rules every one of them out. */
  months: CalendarMonth[];
  /** The months 6 to 59 ahead before the age rule, for the notes. */
  span: { first: CalendarMonth; last: CalendarMonth };
  /** Set when the age rule removed months at that end of the span (or all of them). */
  limitedBy?: AgeLimit;
  /**
   * Too young for every month: the first month in which a search started then reaches a month
   * after their 18th birthday.
   */
  reopens?: CalendarMonth;
}

const monthAt = (year: number, monthIndex: number): CalendarMonth => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth() };
};
const startMs = ({ year, monthIndex }: CalendarMonth) => Date.UTC(year, monthIndex, 1);
/** A birthday as a UTC instant (29 February falls on 1 March in other years). */
const birthdayMs = (birth: CivilDate, age: number) => Date.UTC(birth.year + age, birth.month - 1, birth.day);

/**
 * The months the search scores. A month is kept when the person has turned 18 by its first day
 * and has not yet turned 101 by the first day of the next month (so is at most 100 throughout).
 */
export function searchWindow(now: Date, birth: CivilDate): SearchWindow {
  const ahead = (offset: number) => monthAt(now.getUTCFullYear(), now.getUTCMonth() + offset);
  const adultFrom = birthdayMs(birth, YOUNGEST_AGE);
  const tooOldFrom = birthdayMs(birth, OLDEST_AGE + 1);
  const months: CalendarMonth[] = [];
  let youngCut = false;
  let oldCut = false;
  for (let offset = SEARCH_FIRST_MONTH; offset <= SEARCH_LAST_MONTH; offset += 1) {
    const month = ahead(offset);
    if (startMs(month) < adultFrom) youngCut = true;
    else if (startMs(ahead(offset + 1)) > tooOldFrom) oldCut = true;
    else months.push(month);
  }
  const window: SearchWindow = {
    months,
    span: { first: ahead(SEARCH_FIRST_MONTH), last: ahead(SEARCH_LAST_MONTH) },
  };
  if (youngCut) window.limitedBy = 'under-18';
  else if (oldCut) window.limitedBy = 'over-100';
  if (months.length === 0 && youngCut) {
    const birthday = new Date(adultFrom);
    const onTheFirst = birthday.getUTCDate() === 1;
    const firstAdult = birthday.getUTCMonth() + (onTheFirst ? 0 : 1);
    window.reopens = monthAt(birthday.getUTCFullYear(), firstAdult - SEARCH_LAST_MONTH);
  }
  return window;
}

export type Hemisphere = 'northern' | 'southern';

/** Meteorological seasons by month index 0–11; in the southern hemisphere December is summer. */
export function seasonOf(
  monthIndex: number,
  hemisphere: Hemisphere = 'northern',
): MarriagePrediction['season'] {
  const shifted = hemisphere === 'southern' ? (monthIndex + 6) % 12 : monthIndex;
  if (shifted >= 2 && shifted <= 4) return 'Spring';
  if (shifted >= 5 && shifted <= 7) return 'Summer';
  if (shifted >= 8 && shifted <= 10) return 'Autumn';
  return 'Winter';
}

/** The hemisphere of a birth place: south of the equator is southern. */
export const hemisphereOf = (latitude: number): Hemisphere => (latitude < 0 ? 'southern' : 'northern');
