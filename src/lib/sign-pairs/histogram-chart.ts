/**
 * The geometry of a pairing's score histogram, drawn as a static SVG (no script): one bar per
 * five-point band coloured like the calculators' score bars, the median marked, and the middle
 * half of couples as a bar under the axis (a shade behind the bars would hide behind them). Sized in SVG units for a 320 px wide phone column, where one unit is one
 * CSS pixel, so its 12-unit labels stay legible at the narrowest width.
 */
import { scoreColour } from '../calculators/score-bands';
import { HISTOGRAM_DOMAIN, type HistogramBin } from './statistics';

export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 176;
const MARGIN = { top: 26, right: 10, bottom: 32, left: 10 };
const BAND_HEIGHT = 6;
const BAR_GAP = 2;

type TextAnchor = 'start' | 'middle' | 'end';

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

export interface HistogramChart {
  bars: ChartBar[];
  /** The middle half (first to third quartile), under the axis. */
  band: { x: number; y: number; width: number; height: number };
  median: { x: number; top: number; bottom: number; label: string; anchor: TextAnchor };
  baseline: { x1: number; x2: number; y: number };
  ticks: Array<{ x: number; y: number; label: string; anchor: TextAnchor }>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function histogramChart(
  bins: readonly HistogramBin[],
  overall: { median: number; q1: number; q3: number },
): HistogramChart {
  const [low, high] = HISTOGRAM_DOMAIN;
  const plotWidth = CHART_WIDTH - MARGIN.left - MARGIN.right;
  const bottom = CHART_HEIGHT - MARGIN.bottom;
  const plotHeight = bottom - MARGIN.top;
  const x = (score: number) =>
    round1(MARGIN.left + ((Math.min(high, Math.max(low, score)) - low) / (high - low)) * plotWidth);
  const tallest = Math.max(1, ...bins.map((entry) => entry.count));

  const bars = bins.map((entry) => {
    const height = round1((entry.count / tallest) * plotHeight);
    return {
      x: round1(x(entry.from) + BAR_GAP / 2),
      y: round1(bottom - height),
      width: round1(x(entry.to) - x(entry.from) - BAR_GAP),
      height,
      colour: scoreColour(entry.from),
    };
  });
  const medianX = x(overall.median);
  // Keep the median's label inside the drawing when the median sits near either edge.
  const anchor: TextAnchor = medianX < 60 ? 'start' : medianX > CHART_WIDTH - 60 ? 'end' : 'middle';
  return {
    bars,
    band: {
      x: x(overall.q1),
      y: bottom + 3,
      width: round1(x(overall.q3) - x(overall.q1)),
      height: BAND_HEIGHT,
    },
    median: {
      x: medianX,
      top: MARGIN.top - 6,
      bottom,
      label: `median ${Math.round(overall.median)}`,
      anchor,
    },
    baseline: { x1: MARGIN.left, x2: CHART_WIDTH - MARGIN.right, y: bottom },
    ticks: [low, 50, 75, high].map((score) => ({
      x: x(score),
      y: CHART_HEIGHT - 6,
      label: String(score),
      anchor: score === high ? 'end' : score === low ? 'start' : 'middle',
    })),
  };
}
