import { personalSky, transitRange } from '@/lib/astrology/personal-sky';
import { readMySkyQuery } from '@/lib/astrology/personal-sky/request';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/**
 * GET /api/my-sky?date=…&time=…&place=…&lat=…&lon=…&tz=…[&day=…&zone=…][&from=…&to=…]
 * (docs/personal-sky.md#the-function): today's transits to the chart and the year's major ones;
 * with `from` and `to`, the transits between those dates. The birth data comes from the page on
 * the visitor's device and is not kept; the calendar is the private link's (/api/my-sky-link,
 * /api/my-sky-feed), whose address carries none of it.
 */
export const onRequestGet = handle(({ request }) => {
  const now = new Date();
  const query = readMySkyQuery(new URL(request.url).searchParams, now);
  if (query.range) return jsonReply(transitRange({ person: query.person, ...query.range, zone: query.zone }));
  return jsonReply(personalSky({ person: query.person, day: query.day, zone: query.zone, now }));
});

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
