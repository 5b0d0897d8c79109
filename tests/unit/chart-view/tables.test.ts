import { describe, expect, it } from 'vitest';
import { aspectsWithin, chartPoints } from '@/lib/astrology/aspects';
import { computeChart, toChartFacts } from '@/lib/astrology/chart';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { natalGrid, synastryGrid } from '@/lib/chart-view/aspect-grid';
import { formatDegree } from '@/lib/astrology/narrative/grammar';
import { planetTable } from '@/lib/chart-view/planet-table';

const timed = computeChart({
  utc: new Date('1963-06-09T05:00:00Z'),
  location: { latitude: 37.77422, longitude: -87.11333 },
});

describe('formatDegree', () => {
  it('writes degrees and arc minutes, truncating so 29°59.9′ never shows as the next sign', () => {
    expect(formatDegree(0)).toBe('0°00′');
    expect(formatDegree(12.5)).toBe('12°30′');
    expect(formatDegree(17.6597)).toBe('17°39′');
    expect(formatDegree(29.9999)).toBe('29°59′');
    expect(formatDegree(2.14)).toBe('2°08′');
  });
});

describe('planetTable', () => {
  it('lists the ten planets, then the Ascendant and Midheaven, with houses and retrograde marks', () => {
    const table = planetTable(toChartFacts(timed));
    expect(table.housesKnown).toBe(true);
    expect(table.rows.map((row) => row.point)).toEqual([...PLANETS, 'Ascendant', 'MC']);
    expect(table.rows[0]).toMatchObject({
      label: 'Sun',
      glyph: '☉\uFE0E',
      sign: 'Gemini',
      degree: '17°39′',
      house: 4,
    });
    expect(table.rows.filter((row) => row.retrograde).map((row) => row.point)).toEqual(['Saturn', 'Neptune']);
    expect(table.rows.at(-2)).toMatchObject({
      label: 'Ascendant',
      sign: 'Aquarius',
      degree: '20°41′',
      house: 1,
    });
    expect(table.rows.at(-1)).toMatchObject({ label: 'Midheaven', sign: 'Sagittarius', house: 10 });
  });

  it('has no house column and no angles without a birth time', () => {
    const table = planetTable(toChartFacts(computeChart({ utc: new Date('1963-06-09T05:00:00Z') })));
    expect(table.housesKnown).toBe(false);
    expect(table.rows).toHaveLength(10);
    expect(table.rows.every((row) => row.house === undefined)).toBe(true);
  });
});

describe('aspect grids', () => {
  it('puts every synastry aspect in the cell of its two points, with glyph and orb', () => {
    const result = computeCompatibility({
      person1: { name: 'Lena', birthDate: '1991-04-02', birthTime: '08:30', birthCity: 'Tallinn, Estonia' },
      person2: { name: 'Tomas', birthDate: '1989-11-19' },
    });
    const grid = synastryGrid(result.charts.person1, result.charts.person2, result.aspects);
    expect(grid.triangle).toBe(false);
    expect(grid.rows.map((row) => row.point)).toEqual([
      ...result.charts.person1.planets.map((planet) => planet.planet),
      'Ascendant',
      'MC',
    ]);
    expect(grid.columns).toHaveLength(10);
    const filled = grid.cells.flat().filter(Boolean);
    expect(filled).toHaveLength(result.aspects.length);
    const first = result.aspects[0]!;
    const cell =
      grid.cells[grid.rows.findIndex((row) => row.point === first.from)]![
        grid.columns.findIndex((column) => column.point === first.to)
      ];
    expect(cell).toMatchObject({ aspect: first.aspect, orb: formatDegree(first.orb) });
  });

  it('for one chart fills only the triangle below the diagonal, each pair once', () => {
    const aspects = aspectsWithin(chartPoints(timed));
    const grid = natalGrid(toChartFacts(timed), aspects);
    expect(grid.triangle).toBe(true);
    expect(grid.rows[0]!.point).toBe('Moon');
    expect(grid.columns.at(-1)!.point).toBe('Ascendant');
    expect(grid.cells.flat().filter(Boolean)).toHaveLength(aspects.length);
    grid.cells.forEach((row, r) => row.forEach((cell, c) => c > r && expect(cell).toBeNull()));
    // Mercury and Venus, 0.6° apart, are conjunct.
    const venus = grid.rows.findIndex((row) => row.point === 'Venus');
    const mercury = grid.columns.findIndex((column) => column.point === 'Mercury');
    expect(grid.cells[venus]![mercury]).toMatchObject({ aspect: 'conjunction', tone: 'neutral' });
  });
});

describe('aspectsWithin', () => {
  it('names each pair of one chart once, never a point with itself', () => {
    const aspects = aspectsWithin(chartPoints(timed));
    const pairs = aspects.map((aspect) => [aspect.from, aspect.to].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(aspects.every((aspect) => aspect.from !== aspect.to)).toBe(true);
    expect(aspects.find((aspect) => aspect.from === 'Mercury' && aspect.to === 'Venus')?.aspect).toBe(
      'conjunction',
    );
  });
});
