import { computeCompatibility } from '@/lib/astrology/compatibility';
import { compatibilityRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/** POST /api/romantic-compatibility: two people's birth data in, the synastry reading out. */
export const onRequestPost = handle(async ({ request }) => {
  const body = await readJsonBody(request, compatibilityRequestSchema);
  return jsonReply(computeCompatibility(body));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
