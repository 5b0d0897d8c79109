/**
 * Pages that are "today's" on a static CDN (docs/horoscopes.md#always-today). The daily build
 * writes each such page for the coming days as dated editions, and /edition.json with the day it
 * called today; a small function at the page's address serves the edition for the current UTC
 * date from the static files once that day is past, so a visitor sees the right day even when up
 * to a week of rebuilds have failed. While the build is current, past the last edition, or where
 * no function runs, the page built at the address answers.
 *
 * One table for every such address: the sign horoscopes (today, this week, this month), the
 * sky calendar's current month and the Moon today.
 */
import { isIsoDay, monthOf, utcDay, weekStart } from '@/lib/horoscope/days';

export interface MovingPage {
  /** The address visitors use. */
  pattern: RegExp;
  /** The period a UTC day falls in, as the edition names it: the day, its week's Monday, its month. */
  period: (day: string) => string;
  /** The address of the edition for a period. */
  edition: (match: RegExpExecArray, period: string) => string;
}

const SIGN = '(aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)';
const sameDay = (day: string) => day;

export const MOVING_PAGES: readonly MovingPage[] = [
  {
    pattern: new RegExp(`^/horoscope/${SIGN}$`),
    period: sameDay,
    edition: (match, day) => `/horoscope/${match[1]}/today/${day}`,
  },
  {
    pattern: new RegExp(`^/horoscope/${SIGN}/week$`),
    period: weekStart,
    edition: (match, monday) => `/horoscope/${match[1]}/week/${monday}`,
  },
  {
    pattern: new RegExp(`^/horoscope/${SIGN}/month$`),
    period: monthOf,
    edition: (match, month) => `/horoscope/${match[1]}/month/${month}`,
  },
  // The sky calendar's own month pages are its editions (docs/sky-calendar.md).
  { pattern: /^\/sky-calendar$/, period: monthOf, edition: (_, month) => `/sky-calendar/${month}` },
  // The Moon today (docs/sky-pages.md#the-moon-today).
  { pattern: /^\/moon-phase-today$/, period: sameDay, edition: (_, day) => `/moon-phase-today/${day}` },
];

/** Where the build says which day it called today. */
export const EDITION_FILE = '/edition.json';

export function serializeEdition(day: string): string {
  return JSON.stringify({ day });
}

/** The moving page an address is, with its match. */
function movingPage(pathname: string): { page: MovingPage; match: RegExpExecArray } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of MOVING_PAGES) {
    const match = page.pattern.exec(path);
    if (match) return { page, match };
  }
  return undefined;
}

/** The edition an address shows at an instant, or undefined for an address that does not move. */
export function editionPath(pathname: string, now: Date): string | undefined {
  const found = movingPage(pathname);
  return found && found.page.edition(found.match, found.page.period(utcDay(now)));
}

type Assets = { fetch(input: Request | string): Promise<Response> };

/** What a Pages Function at a moving address is handed. */
export interface EditionContext {
  request: Request;
  env: { ASSETS?: Assets };
  next: () => Promise<Response>;
}

/** The day the deployed build called today, or undefined when its file cannot be read. */
async function builtDay(assets: Assets, url: URL): Promise<string | undefined> {
  try {
    const reply = await assets.fetch(new Request(new URL(EDITION_FILE, url)));
    if (!reply.ok) return undefined;
    const { day } = (await reply.json()) as { day?: unknown };
    return typeof day === 'string' && isIsoDay(day) ? day : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the edition for today from the static files, under the visitor's address, when the
 * deployed build is from an earlier period (a failed rebuild); the page built at the address
 * answers while the build is current, when there is no edition for the period (past the
 * prebuilt ones), and without a static-file binding.
 */
export async function serveEdition(
  { request, env, next }: EditionContext,
  now = new Date(),
): Promise<Response> {
  const url = new URL(request.url);
  const found = movingPage(url.pathname);
  if (!found || !env.ASSETS || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  const period = found.page.period(utcDay(now));
  const built = await builtDay(env.ASSETS, url);
  if (built && found.page.period(built) === period) return next();
  const asset = await env.ASSETS.fetch(
    new Request(new URL(found.page.edition(found.match, period), url), {
      method: request.method,
      headers: request.headers,
    }),
  );
  if (asset.status !== 200) return next();
  const response = new Response(asset.body, asset);
  // A CDN or browser may keep it until the date changes, never longer.
  response.headers.set('cache-control', 'public, max-age=0, must-revalidate');
  return response;
}
