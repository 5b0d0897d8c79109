import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { computeBirthChart } from '@/lib/astrology/natal';
import { birthChartRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/** POST /api/birth-chart: one person's birth data and how to draw the chart in, the natal chart and its reading out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person, ...choices } = await readJsonBody(request, birthChartRequestSchema);
  return jsonReply(computeBirthChart(person, resolveBirthCity, choices));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
