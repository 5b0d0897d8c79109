import { describe, expect, it } from 'vitest';
import { computeCelebrityChart, houseOf } from '../../../src/lib/celebrity/chart';
import { findCelebrity } from '../../../src/lib/celebrity/dataset';
import { renderNatalWheelSvg } from '../../../src/lib/calculators/chart-wheel-svg';

const chartOf = (id: string) => computeCelebrityChart(findCelebrity(id)!);
const at = (chart: ReturnType<typeof chartOf>, planet: string) =>
  chart.chart.planets.find((position) => position.planet === planet)!;

describe('celebrity charts from the engine', () => {
  it("matches Barack Obama's published chart: Sun 12°33' Leo, Moon 3°21' Gemini, Ascendant 18°03' Aquarius", () => {
    const chart = chartOf('barack-obama');
    expect(chart.offsetMinutes).toBe(-600);
    expect(at(chart, 'Sun').sign).toBe('Leo');
    expect(at(chart, 'Sun').degree).toBeCloseTo(12.55, 1);
    expect(at(chart, 'Moon').sign).toBe('Gemini');
    expect(at(chart, 'Moon').degree).toBeCloseTo(3.35, 0);
    expect(chart.chart.ascendant?.sign).toBe('Aquarius');
    expect(chart.chart.ascendant?.degree).toBeCloseTo(18.05, 0);
    expect(chart.planetHouses?.Sun).toBe(6);
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
    expect(chart.planetHouses).toBeUndefined();
    expect(at(chart, 'Sun').sign).toBe('Virgo');
    expect(chart.notes.join(' ')).toMatch(/no birth time/i);
  });

  it('gives the same chart every time', () => {
    expect(chartOf('madonna')).toEqual(chartOf('madonna'));
  });

  it('puts a longitude in the house whose cusps surround it, across 0° Aries too', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349, cusps)).toBe(12);
  });

  it('draws the natal wheel with the ten planets, the Ascendant axis and an escaped name', () => {
    const chart = chartOf('barack-obama');
    const svg = renderNatalWheelSvg('A <b> & "c"', chart.chart);
    expect(svg.match(/data-planet=/g)).toHaveLength(10);
    expect(svg).toContain('Ascendant 18° Aquarius');
    expect(svg).not.toContain('<b>');
    const untimed = renderNatalWheelSvg('Freddie Mercury', chartOf('freddie-mercury').chart);
    expect(untimed).toContain('Birth time unknown');
  });
});
