import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, histogramChart } from '@/lib/sign-pairs/histogram-chart';
import { histogram } from '@/lib/sign-pairs/statistics';

const scores = [52, 58, 61, 63, 64, 66, 67, 67, 68, 71, 72, 74, 78, 83, 91];

describe('histogramChart', () => {
  const chart = histogramChart(histogram(scores), { median: 67, q1: 63, q3: 74 });

  it('draws one bar per bin inside the drawing, the tallest bin full height', () => {
    expect(chart.bars).toHaveLength(15);
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART_WIDTH);
      expect(bar.y + bar.height).toBeCloseTo(chart.baseline.y, 5);
      expect(bar.width).toBeGreaterThan(0);
    }
    const heights = chart.bars.map((bar) => bar.height);
    const tallest = chart.bars[heights.indexOf(Math.max(...heights))]!;
    expect(tallest.y).toBe(chart.median.top + 6);
    // Bins 65–70 (four scores) outgrow 60–65 (three).
    expect(chart.bars[8]!.height).toBeGreaterThan(chart.bars[7]!.height);
    expect(chart.bars[0]!.height).toBe(0);
  });

  it('places the median inside the middle-half bar, that bar under the axis, and the ticks under both', () => {
    expect(chart.median.x).toBeGreaterThan(chart.band.x);
    expect(chart.median.x).toBeLessThan(chart.band.x + chart.band.width);
    expect(chart.median.label).toBe('median 67');
    expect(chart.band.y).toBeGreaterThan(chart.baseline.y);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['25', '50', '75', '100']);
    for (const tick of chart.ticks) {
      expect(tick.y).toBeLessThanOrEqual(CHART_HEIGHT);
      expect(tick.y - 12).toBeGreaterThan(chart.band.y + chart.band.height);
    }
  });

  it('colours bars like the calculators score bars', () => {
    expect(chart.bars[11]!.colour).toBe('#3ccf91'); // 80–85: Excellent
    expect(chart.bars[5]!.colour).toBe('#f0a35a'); // 50–55: Moderate
  });

  it('keeps the median label inside the drawing near an edge', () => {
    expect(histogramChart(histogram([97, 98, 99]), { median: 98, q1: 97, q3: 99 }).median.anchor).toBe('end');
    expect(histogramChart(histogram([25, 26]), { median: 26, q1: 25, q3: 26 }).median.anchor).toBe('start');
  });
});
