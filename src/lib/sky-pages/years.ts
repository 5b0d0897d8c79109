/**
 * Which years the sky's named events have pages for (docs/sky-pages.md#addresses): the build's
 * year and the next two for retrogrades and eclipses, five years in the eclipse index, the
 * build's year and the next for the lunations. The build day is the horoscopes' (HOROSCOPE_DATE
 * or the build's UTC date), so every moving page of a build agrees on today.
 */
import { buildDay } from '@/lib/horoscope/editions';

/** This year and the next two: the retrograde and eclipse pages. */
export const EVENT_PAGE_YEARS = 3;
/** The eclipse index lists five years. */
export const ECLIPSE_INDEX_YEARS = 5;
/** The New and Full Moon pages and the phase calendars: this year and the next. */
export const LUNATION_PAGE_YEARS = 2;

/** `count` consecutive years from the year of `day` ("2026-12-07"). */
export function yearsFrom(day: string, count: number): number[] {
  const first = Number(day.slice(0, 4));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** 00:00 UTC on 1 January of a year, in milliseconds. */
export const yearStartMs = (year: number): number => Date.UTC(year, 0, 1);

/** The UTC span of whole years, [first 1 January, the January after the last). */
export function yearsSpan(years: readonly number[]): { from: Date; to: Date } {
  return { from: new Date(yearStartMs(years[0]!)), to: new Date(yearStartMs(years.at(-1)! + 1)) };
}

/** The build's UTC day (docs/horoscopes.md#always-today). */
export const skyPagesDay = (): string => buildDay();
