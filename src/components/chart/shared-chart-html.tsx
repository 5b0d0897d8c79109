/**
 * The birth chart page function's drawing (docs/birth-chart.md#without-javascript): a shared
 * chart's wheel and tables as HTML, rendered on the server from the chart components, or the
 * reason the link names no chart, for the page's `[data-shared-chart]` slot.
 */
import { renderToStaticMarkup } from 'react-dom/server.edge';
import type { BirthChartResult } from '@/lib/astrology/contract';
import { longDate } from '@/lib/content/dates';
import { escapeHtml } from '@/lib/content/text';
import SharedChart from './SharedChart';

/** "14 March 1990 · 08:45". */
export function bornLine(birthDate: string, birthTime: string | undefined): string {
  return [longDate(birthDate), birthTime].filter(Boolean).join(' · ');
}

export function sharedChartHtml(result: BirthChartResult, birthDate: string, birthTime?: string): string {
  return renderToStaticMarkup(<SharedChart result={result} born={bornLine(birthDate, birthTime)} />);
}

/** Why the address draws no chart, in the form's words ("Birth time must be …"). */
export function sharedChartProblemHtml(message: string): string {
  return `<p class="calc-notice calc-error-notice" role="alert" data-testid="shared-chart-problem">${escapeHtml(message)}</p>`;
}
