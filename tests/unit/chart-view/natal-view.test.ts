import { describe, expect, it } from 'vitest';
import { pointInSentence, pointOpeningSentence } from '@/lib/astrology/point-names';
import { balanceMeaning, balanceRows, leadersOf, wholePercentages } from '@/lib/chart-view/balance-view';
import { houseCuspRows } from '@/lib/chart-view/house-table';

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

  it('marks every element that shares the lead, and names the tie in words', () => {
    // Fire and Air both show 33%: neither "leads" alone.
    const balance = {
      elements: { fire: 0.33, earth: 0.2, air: 0.333, water: 0.137 },
      modalities: { cardinal: 0.4, fixed: 0.4, mutable: 0.2 },
      dominantElement: 'air' as const,
      dominantModality: 'fixed' as const,
    };
    const rows = balanceRows(balance);
    expect(rows.elements.filter((row) => row.dominant).map((row) => [row.label, row.percent])).toEqual([
      ['Fire', 33],
      ['Air', 33],
    ]);
    expect(rows.modalities.filter((row) => row.dominant).map((row) => row.key)).toEqual([
      'cardinal',
      'fixed',
    ]);
    const copy = pageBalanceCopy();
    expect(balanceMeaning(balance, copy)).toBe(
      'Fire and Air share the lead in your chart, so you draw in equal measure on the enthusiasm that warms up by doing and ideas and conversation. ' +
        "Cardinal and fixed signs are equally strong, which points to a starter's drive and staying power and loyalty at once.",
    );
  });

  it('names a single leader with its own sentence, and an even balance as even', () => {
    const copy = pageBalanceCopy();
    expect(
      balanceMeaning(
        {
          elements: { fire: 0.1, earth: 0.2, air: 0.5, water: 0.2 },
          modalities: { cardinal: 0.2, fixed: 0.3, mutable: 0.5 },
          dominantElement: 'air',
          dominantModality: 'mutable',
        },
        copy,
      ),
    ).toBe(`${copy.air} ${copy.mutable}`);
    const even = {
      elements: { fire: 1, earth: 1, air: 1, water: 1 },
      modalities: { cardinal: 1, fixed: 1, mutable: 1 },
    };
    expect(balanceMeaning({ ...even, dominantElement: 'fire', dominantModality: 'cardinal' }, copy)).toBe(
      `${copy.allElements} ${copy.allModalities}`,
    );
    // Three exactly equal shares show as 34/33/33, yet all three lead.
    expect(leadersOf(['a', 'b', 'c', 'd'] as const, { a: 1, b: 1, c: 1, d: 0 })).toEqual(['a', 'b', 'c']);
  });
});

/** Copy shaped like the page's (content/birth-chart/page.md, `balance`). */
function pageBalanceCopy(): Record<string, string> {
  return {
    fire: 'Fire leads.',
    earth: 'Earth leads.',
    air: 'Air leads.',
    water: 'Water leads.',
    cardinal: 'Cardinal signs are strongest.',
    fixed: 'Fixed signs are strongest.',
    mutable: 'Mutable signs are strongest.',
    fireQuality: 'the enthusiasm that warms up by doing',
    earthQuality: 'practical steadiness',
    airQuality: 'ideas and conversation',
    waterQuality: 'feeling',
    cardinalQuality: "a starter's drive",
    fixedQuality: 'staying power and loyalty',
    mutableQuality: 'flexibility',
    elementsTie: '{names} share the lead in your chart, so you draw in equal measure on {qualities}.',
    allElements: 'All four elements weigh about the same.',
    modalitiesTie: '{names} signs are equally strong, which points to {qualities} at once.',
    allModalities: 'All three modalities are equally strong.',
  };
}
