import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { predictMarriage } from '@/lib/astrology/marriage';
import { singlePersonRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/** POST /api/marriage-prediction: one person's birth data in, the marriage-timing reading out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  return jsonReply(predictMarriage(person, new Date(), resolveBirthCity));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
