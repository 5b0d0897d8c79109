import { describe, expect, it } from 'vitest';
import { computeCelebrityChart } from '@/lib/celebrity/chart';
import { findCelebrity } from '@/lib/celebrity/dataset';

const chartOf = (id: string) => computeCelebrityChart(findCelebrity(id)!);
const at = (chart: ReturnType<typeof chartOf>, planet: string) =>
  chart.chart.planets.find((position) => position.planet === planet)!;

describe('celebrity charts from the engine', () => {
  it("matches Barack Obama's published chart: Sun 12°33' Leo, Moon 3°21' Gemini, Ascendant 18°03' Aquarius", () => {
    const chart = chartOf('barack-obama');
    expect(chart.clock.statement).toBe('UTC−10, Hawaii standard time');
    expect(at(chart, 'Sun').sign).toBe('Leo');
    expect(at(chart, 'Sun').degree).toBeCloseTo(12.55, 1);
    expect(at(chart, 'Moon').sign).toBe('Gemini');
    expect(at(chart, 'Moon').degree).toBeCloseTo(3.35, 0);
    expect(chart.chart.ascendant?.sign).toBe('Aquarius');
    expect(chart.chart.ascendant?.degree).toBeCloseTo(18.05, 0);
    expect(at(chart, 'Sun').house).toBe(6);
  });

  it("matches Marilyn Monroe's published chart: Gemini Sun, Aquarius Moon, Leo rising", () => {
    const chart = chartOf('marilyn-monroe');
    expect(at(chart, 'Sun').sign).toBe('Gemini');
    expect(at(chart, 'Moon').sign).toBe('Aquarius');
    expect(chart.chart.ascendant?.sign).toBe('Leo');
    expect(chart.timeKnown).toBe(true);
  });

  it('leaves out the houses and the Ascendant when no birth time is published, and says so', () => {
    const chart = chartOf('freddie-mercury');
    expect(chart.timeKnown).toBe(false);
    expect(chart.chart.ascendant).toBeUndefined();
    expect(chart.chart.planets.every((position) => position.house === undefined)).toBe(true);
    expect(at(chart, 'Sun').sign).toBe('Virgo');
    expect(chart.notes.join(' ')).toMatch(/no birth time/i);
  });

  it('gives the same chart every time', () => {
    expect(chartOf('madonna')).toEqual(chartOf('madonna'));
  });
});
