/**
 * Pages that are "today's" on a static CDN (docs/horoscopes.md#always-today). The daily build
 * writes each such page for the coming days as dated editions; a small function at the page's
 * address serves the edition for the current UTC date from the static files, so a visitor sees
 * the right day even when up to a week of rebuilds have failed. Past the last edition, or where
 * no function runs, the page built on the day of the build answers.
 *
 * One table for every such address: the sign horoscopes (today, this week, this month) and the
 * sky calendar's current month.
 */
import { monthOf, utcDay, weekStart } from '@/lib/horoscope/days';

export interface MovingPage {
  /** The address visitors use. */
  pattern: RegExp;
  /** The dated edition that address shows on a UTC day. */
  edition: (match: RegExpExecArray, today: string) => string;
}

const SIGN = '(aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)';

export const MOVING_PAGES: readonly MovingPage[] = [
  {
    pattern: new RegExp(`^/horoscope/${SIGN}$`),
    edition: (match, today) => `/horoscope/${match[1]}/today/${today}`,
  },
  {
    pattern: new RegExp(`^/horoscope/${SIGN}/week$`),
    edition: (match, today) => `/horoscope/${match[1]}/week/${weekStart(today)}`,
  },
  {
    pattern: new RegExp(`^/horoscope/${SIGN}/month$`),
    edition: (match, today) => `/horoscope/${match[1]}/month/${monthOf(today)}`,
  },
  { pattern: /^\/sky-calendar$/, edition: (_, today) => `/sky-calendar/${monthOf(today)}` },
];

/** The edition an address shows at an instant, or undefined for an address that does not move. */
export function editionPath(pathname: string, now: Date): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of MOVING_PAGES) {
    const match = page.pattern.exec(path);
    if (match) return page.edition(match, utcDay(now));
  }
  return undefined;
}

/** What a Pages Function at a moving address is handed. */
export interface EditionContext {
  request: Request;
  env: { ASSETS?: { fetch(input: Request | string): Promise<Response> } };
  next: () => Promise<Response>;
}

/**
 * Serves the edition for today from the static files, under the visitor's address; falls
 * through to the page built at that address when there is no such edition (the day of the
 * build, a date past the prebuilt ones) or no static-file binding.
 */
export async function serveEdition(
  { request, env, next }: EditionContext,
  now = new Date(),
): Promise<Response> {
  const url = new URL(request.url);
  const edition = editionPath(url.pathname, now);
  if (!edition || !env.ASSETS || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  const asset = await env.ASSETS.fetch(
    new Request(new URL(edition, url), { method: request.method, headers: request.headers }),
  );
  if (asset.status !== 200) return next();
  const response = new Response(asset.body, asset);
  // A CDN or browser may keep it until the date changes, never longer.
  response.headers.set('cache-control', 'public, max-age=0, must-revalidate');
  return response;
}
