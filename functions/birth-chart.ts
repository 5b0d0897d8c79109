import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { choicesForRequest } from '@/lib/astrology/chart-options';
import { computeBirthChart } from '@/lib/astrology/natal';
import { serveSharedChartPage, type ChartDrawing, type PageContext } from '@/lib/chart-image/page-meta';
import { sharedChartHtml, sharedChartProblemHtml } from '@/components/chart/shared-chart-html';

/**
 * GET /birth-chart: the static page. An address that carries a chart (a shared link, or the form
 * sent without JavaScript) gets that chart drawn into the page on the server with the link's
 * houses, zodiac and points, the form filled in, and its wheel as the preview image
 * (docs/birth-chart.md#without-javascript, #preview-image).
 */
const drawing: ChartDrawing = {
  chart: (shared) =>
    sharedChartHtml(
      computeBirthChart(shared.person, resolveBirthCity, choicesForRequest(shared.choices)),
      shared.person.birthDate,
      shared.person.birthTime,
    ),
  problem: sharedChartProblemHtml,
};

export const onRequest = (context: PageContext) => serveSharedChartPage(context, undefined, drawing);
