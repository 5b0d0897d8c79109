/**
 * Which horoscope pages a build writes and where they live (docs/horoscopes.md#addresses).
 *
 * - `/horoscope`: the hub; `/horoscope/<sign>`: today (the day of the build);
 * - `/horoscope/<sign>/<YYYY-MM-DD>`: the dated pages, yesterday to eight days ahead;
 * - `/horoscope/<sign>/week`, `/horoscope/<sign>/month`: this week (Monday to Sunday) and this month;
 * - `/horoscope/<sign>/today/<day>`, `/week/<monday>`, `/month/<YYYY-MM>`: the editions of those
 *   three moving pages for the coming days, served under the moving address when their date comes
 *   (src/lib/site/dated-pages.ts). Their canonical address is the moving one; they stay out of the sitemap.
 */
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { signSlug } from '@/lib/sign-pairs/pairs';
import { addDays, daysBetween, isIsoDay, monthOf, nextMonth, utcDay, weekStart } from './days';

export const HOROSCOPE_HUB_PATH = '/horoscope';

/** How many days of failed rebuilds the prebuilt editions cover. */
export const FALLBACK_DAYS = 7;

export function signBySlug(slug: string): ZodiacSign | undefined {
  return ZODIAC_SIGNS.find((sign) => signSlug(sign) === slug);
}

export const todayPath = (sign: ZodiacSign) => `${HOROSCOPE_HUB_PATH}/${signSlug(sign)}`;
export const dayPath = (sign: ZodiacSign, day: string) => `${todayPath(sign)}/${day}`;
export const weekPath = (sign: ZodiacSign) => `${todayPath(sign)}/week`;
export const monthPath = (sign: ZodiacSign) => `${todayPath(sign)}/month`;
export const todayEditionPath = (sign: ZodiacSign, day: string) => `${todayPath(sign)}/today/${day}`;
export const weekEditionPath = (sign: ZodiacSign, monday: string) => `${weekPath(sign)}/${monday}`;
export const monthEditionPath = (sign: ZodiacSign, month: string) => `${monthPath(sign)}/${month}`;

/** Every address whose canonical page is another: kept out of the sitemap. */
export const EDITION_PATH =
  /^\/horoscope\/[a-z]+\/(today\/\d{4}-\d{2}-\d{2}|week\/\d{4}-\d{2}-\d{2}|month\/\d{4}-\d{2})$/;

export interface BuildWindow {
  /** The UTC day of the build: what /horoscope/<sign> shows. */
  today: string;
  /** The dated pages: yesterday to FALLBACK_DAYS + 1 days ahead (a week-old "today" still has its tomorrow). */
  days: string[];
  /** The editions of the today page, for the days after the build. */
  todayEditions: string[];
  /** This week's Monday and next week's (the editions cover a week of failed rebuilds). */
  weeks: [string, string];
  /** This month and the next. */
  months: [string, string];
}

export function buildWindow(today: string): BuildWindow {
  const lastEdition = addDays(today, FALLBACK_DAYS);
  const thisWeek = weekStart(today);
  return {
    today,
    days: daysBetween(addDays(today, -1), addDays(lastEdition, 1)),
    todayEditions: daysBetween(addDays(today, 1), lastEdition),
    weeks: [thisWeek, addDays(thisWeek, 7)],
    months: [monthOf(today), nextMonth(monthOf(today))],
  };
}

/**
 * The day the build writes as today: the UTC date of the build, or HOROSCOPE_DATE
 * ("YYYY-MM-DD"), which the tests and a rebuild of a past day use.
 */
export function buildDay(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const fixed = env.HOROSCOPE_DATE?.trim();
  if (fixed) {
    if (!isIsoDay(fixed)) throw new Error(`HOROSCOPE_DATE must be a day written YYYY-MM-DD, not "${fixed}"`);
    return fixed;
  }
  return utcDay(now);
}
