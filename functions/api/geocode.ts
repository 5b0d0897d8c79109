import type { GeocodeResult } from '@/lib/astrology/contract';
import { searchPlaces } from '@/lib/astrology/gazetteer';
import { geocodeQuerySchema } from '@/lib/astrology/request-schema';
import { handle } from '@/lib/http/handler';
import { errorReply, jsonReply } from '@/lib/http/reply';

/** The atlas only changes with a deploy, so answers may be cached for a day. */
const CACHE_A_DAY = { 'cache-control': 'public, max-age=86400' };

/** GET /api/geocode?q=: birth-place autocomplete from the offline atlas, at most 10 places. */
export const onRequestGet = handle(({ request }) => {
  const parsed = geocodeQuerySchema.safeParse(new URL(request.url).searchParams.get('q') ?? undefined);
  if (!parsed.success) return errorReply(400, `q: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const reply: GeocodeResult = searchPlaces(parsed.data, 10);
  return jsonReply(reply, 200, CACHE_A_DAY);
});
