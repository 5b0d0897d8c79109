/**
 * The private calendar link's two calls (docs/personal-sky.md#the-private-calendar-link):
 * POST /api/my-sky-link seals the birth data into a link, GET /api/my-sky-feed?token=… answers a
 * calendar app with the year's transits for the data the token seals.
 */
import { CALENDAR_CONTENT_TYPE } from '@/lib/ical/calendar-file';
import { siteOrigin, type SiteOriginEnv } from '@/lib/http/site-origin';
import { MY_SKY_PATH } from '@/lib/personal-sky/saved-chart';
import type { CalendarLink } from './calendar-link';
import { personalFeed } from './feed';
import { personalSky } from './index';

export const FEED_PATH = '/api/my-sky-feed';

export const LINKS_NOT_SET_UP =
  'Private calendar links are not set up on this site yet, so no link was made.';
export const LINK_NOT_VALID =
  'This calendar link does not work: it was mistyped, or the site has changed its key. Make a new one on the Your Sky Today page.';

/** The feed's address on this site, for the page to put in its links. */
export const feedPath = (token: string) => `${FEED_PATH}?token=${encodeURIComponent(token)}`;

/** The year's transits from today (UTC) as a calendar file, for the data a link seals. */
export function feedReply(link: CalendarLink, env: SiteOriginEnv | undefined, now = new Date()): Response {
  const day = now.toISOString().slice(0, 10);
  const sky = personalSky({ person: link.person, day, zone: 'UTC', now });
  const origin = siteOrigin(env);
  const body = personalFeed(sky, {
    siteUrl: origin,
    pageUrl: `${origin}${MY_SKY_PATH}`,
    stamp: now,
    feedId: link.feedId,
  });
  return new Response(body, {
    headers: {
      'content-type': CALENDAR_CONTENT_TYPE,
      'content-disposition': 'inline; filename="my-transits.ics"',
      // One person's feed: a calendar app may keep it, no shared cache.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
