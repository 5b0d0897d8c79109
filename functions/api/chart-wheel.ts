import { computeCompatibility } from '../../src/lib/astrology/compatibility';
import { compatibilityRequestSchema } from '../../src/lib/astrology/request-schema';
import { renderChartWheelSvg } from '../../src/lib/calculators/chart-wheel-svg';
import { toPersonInput } from '../../src/lib/calculators/person-form';
import { decodeShare } from '../../src/lib/calculators/share-link';
import { handle, methodNotAllowed } from '../../src/lib/http/handler';
import { errorReply } from '../../src/lib/http/reply';

/** The same inputs always draw the same wheel, so browsers and the CDN may keep it a day. */
const CACHE_A_DAY = 'public, max-age=86400';

/**
 * GET /api/chart-wheel?a_d=…&b_d=…: the bi-wheel of both birth charts as SVG, from the same
 * query string as a shared star-chart result (src/lib/calculators/share-link).
 */
export const onRequestGet = handle(({ request }) => {
  const people = decodeShare(new URL(request.url).search, 2);
  if (!people || !people[0]?.birthDate || !people[1]?.birthDate)
    return errorReply(400, 'Both birth dates are required.');
  const parsed = compatibilityRequestSchema.safeParse({
    person1: toPersonInput(people[0], 'Person 1', false),
    person2: toPersonInput(people[1], 'Person 2', false),
  });
  if (!parsed.success)
    return errorReply(400, parsed.error.issues[0]?.message ?? 'The birth data is invalid.');
  return new Response(renderChartWheelSvg(computeCompatibility(parsed.data)), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': CACHE_A_DAY,
      'x-content-type-options': 'nosniff',
    },
  });
});

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
