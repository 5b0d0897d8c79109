import { resolveBirthCity } from '../../src/lib/astrology/gazetteer';
import { computeBirthChart } from '../../src/lib/astrology/natal';
import { singlePersonRequestSchema } from '../../src/lib/astrology/request-schema';
import { readJsonBody } from '../../src/lib/http/body';
import { handle, methodNotAllowed } from '../../src/lib/http/handler';
import { jsonReply } from '../../src/lib/http/reply';

/** POST /api/birth-chart: one person's birth data in, the natal chart and its reading out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  return jsonReply(computeBirthChart(person, resolveBirthCity));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
