import { describe, expect, it } from 'vitest';
import { pointInSentence, pointOpeningSentence } from '../../../src/lib/astrology/point-names';
import { balanceRows, wholePercentages } from '../../../src/lib/chart-view/balance-view';
import { houseCuspRows } from '../../../src/lib/chart-view/house-table';

describe('names in text', () => {
  it('puts "the" before the lights and the angles, not before the planets', () => {
    expect(pointInSentence('Moon')).toBe('the Moon');
    expect(pointInSentence('Ascendant')).toBe('the Ascendant');
    expect(pointInSentence('Venus')).toBe('Venus');
    expect(pointOpeningSentence('Sun')).toBe('The Sun');
    expect(pointOpeningSentence('Mars')).toBe('Mars');
  });
});

describe('houseCuspRows', () => {
  it('gives each cusp its house, sign and degree', () => {
    const cusps = [
      320.6967, 6.6432, 41.2154, 66.5877, 88.3422, 110.9907, 140.6967, 186.6432, 221.2154, 246.5877, 268.3422,
      290.9907,
    ];
    const rows = houseCuspRows(cusps);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ house: 1, label: '1st', sign: 'Aquarius', degree: '20°41′' });
    expect(rows[9]).toMatchObject({ house: 10, label: '10th', sign: 'Sagittarius', degree: '6°35′' });
  });
});

describe('balance as whole percentages', () => {
  it('always sums to 100, giving the rounding to the largest remainders', () => {
    expect(wholePercentages([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(wholePercentages([0.125, 0.375, 0.5, 0])).toEqual([13, 37, 50, 0]);
    expect(wholePercentages([0.2, 0.2, 0.6]).reduce((a, b) => a + b)).toBe(100);
  });

  it('marks the dominant element and modality', () => {
    const rows = balanceRows({
      elements: { fire: 0.4, earth: 0.1, air: 0.2, water: 0.3 },
      modalities: { cardinal: 0.5, fixed: 0.25, mutable: 0.25 },
      dominantElement: 'fire',
      dominantModality: 'cardinal',
    });
    expect(rows.elements.map((row) => [row.label, row.percent, row.dominant])).toEqual([
      ['Fire', 40, true],
      ['Earth', 10, false],
      ['Air', 20, false],
      ['Water', 30, false],
    ]);
    expect(rows.modalities.find((row) => row.dominant)?.key).toBe('cardinal');
  });
});
