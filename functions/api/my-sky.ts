import { personalSky, transitRange } from '@/lib/astrology/personal-sky';
import { personalFeed, personTag } from '@/lib/astrology/personal-sky/feed';
import { birthQuery, readMySkyQuery } from '@/lib/astrology/personal-sky/request';
import { CALENDAR_CONTENT_TYPE } from '@/lib/ical/calendar-file';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/**
 * GET /api/my-sky?date=…&time=…&place=…&lat=…&lon=…&tz=…[&day=…&zone=…][&format=ics]
 * (docs/personal-sky.md#the-function): today's transits to the chart and the year's major ones
 * as JSON, or the year as a calendar file; with `from` and `to`, the transits between those
 * dates. The birth data comes in the address and is not kept.
 */
export const onRequestGet = handle(({ request }) => {
  const url = new URL(request.url);
  const now = new Date();
  const query = readMySkyQuery(url.searchParams, now);
  if (query.range) return jsonReply(transitRange({ person: query.person, ...query.range, zone: query.zone }));
  const sky = personalSky({ person: query.person, day: query.day, zone: query.zone, now });
  if (query.format === 'json') return jsonReply(sky);
  const body = personalFeed(sky, {
    siteUrl: url.origin,
    pageUrl: `${url.origin}/my-sky`,
    stamp: now,
    tag: personTag(birthQuery(query.person).toString()),
    ...(query.person.name ? { name: query.person.name } : {}),
  });
  return new Response(body, {
    headers: {
      'content-type': CALENDAR_CONTENT_TYPE,
      'content-disposition': 'inline; filename="my-transits.ics"',
      // The address carries birth data: no shared cache may keep the answer.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
});

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
