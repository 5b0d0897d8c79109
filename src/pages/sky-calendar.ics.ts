import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { pageMonths, skyCalendarBuild } from '../collections/sky-calendar-span';
import { CALENDAR_CONTENT_TYPE } from '../lib/ical/calendar-file';
import { skyFeed } from '../lib/sky-calendar/feed';

/**
 * /sky-calendar.ics: the sky calendar's feed, this month and the next three (docs/sky-calendar.md#the-feed).
 * Static; the host serves it as text/calendar (public/_headers).
 */
export const GET: APIRoute = () => {
  const { span, firstMonth } = skyCalendarBuild();
  const body = skyFeed(span.events, {
    siteUrl: site.url,
    brand: site.brandName,
    stamp: new Date(),
    pageMonths: pageMonths(firstMonth),
  });
  return new Response(body, { headers: { 'content-type': CALENDAR_CONTENT_TYPE } });
};
