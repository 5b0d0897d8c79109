import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { computeBirthChart } from '@/lib/astrology/natal';
import { birthChartRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/**
 * POST /api/birth-chart: one person's birth data and how to draw the chart in, the natal chart and
 * its reading out, with any predictive charts asked for (docs/predictive.md).
 */
export const onRequestPost = handle(async ({ request }) => {
  const { person, houseSystem, zodiac, ayanamsa, points, ...predictive } = await readJsonBody(
    request,
    birthChartRequestSchema,
  );
  const choices = {
    ...(houseSystem ? { houseSystem } : {}),
    ...(zodiac ? { zodiac } : {}),
    ...(ayanamsa ? { ayanamsa } : {}),
    ...(points ? { points } : {}),
  };
  return jsonReply(computeBirthChart(person, resolveBirthCity, { ...choices, predictive }));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
