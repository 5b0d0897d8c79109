import { resolveBirthCity } from '../../src/lib/astrology/gazetteer';
import { predictMarriage } from '../../src/lib/astrology/marriage';
import { singlePersonRequestSchema } from '../../src/lib/astrology/request-schema';
import { readJsonBody } from '../../src/lib/http/body';
import { handle, methodNotAllowed } from '../../src/lib/http/handler';
import { jsonReply } from '../../src/lib/http/reply';

/** POST /api/marriage-prediction: one person's birth data in, the marriage-timing reading out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  return jsonReply(predictMarriage(person, new Date(), resolveBirthCity));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
