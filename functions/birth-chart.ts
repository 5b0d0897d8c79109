import { serveSharedChartPage } from '@/lib/chart-image/page-meta';

/** GET /birth-chart: the static page; a shared chart's address gets its wheel as the preview image (docs/birth-chart.md#preview-image). */
export const onRequest = serveSharedChartPage;
