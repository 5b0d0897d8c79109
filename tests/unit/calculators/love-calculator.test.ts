import { describe, expect, it } from 'vitest';
import { baseScore, firstName, letterSum, lovePercentage } from '@/lib/love-calculator/rule';
import { LOVE_PARAGRAPH_POOLS, loveAnalysis } from '@/lib/love-calculator/analysis';

describe('letterSum', () => {
  it('adds a=1 … z=26, ignoring case, spaces and punctuation', () => {
    expect(letterSum('abc')).toBe(6);
    expect(letterSum('Zoe')).toBe(26 + 15 + 5);
    expect(letterSum("O'Neil-")).toBe(15 + 14 + 5 + 9 + 12);
  });
  it('folds accents so "José" counts like "Jose"', () => {
    expect(letterSum('José')).toBe(letterSum('Jose'));
  });
  it('gives 0 for a name without Latin letters', () => {
    expect(letterSum('123 !')).toBe(0);
  });
});

describe('lovePercentage', () => {
  it('uses only the first name', () => {
    expect(firstName('  Anna Maria ')).toBe('Anna');
    expect(lovePercentage('Anna Maria', 'female', 'Tom', 'male')).toBe(
      lovePercentage('Anna', 'female', 'Tom', 'male'),
    );
  });

  it('computes base from the difference over the larger sum, then the gender bonus', () => {
    // Anna = 1+14+14+1 = 30, Tom = 20+15+13 = 48: 100 − 40 × 18/48 = 85 → +15 = 100 → clamp 98.
    expect(baseScore(30, 48)).toBe(85);
    expect(lovePercentage('Anna', 'female', 'Tom', 'male')).toBe(98);
    // Same genders add 5: 85 + 5 = 90.
    expect(lovePercentage('Anna', 'female', 'Tom', 'female')).toBe(90);
  });

  it('rounds the base and clamps to 45–98', () => {
    // Al = 13, Christopher = 3+8+18+9+19+20+15+16+8+5+18 = 139: 100 − 40 × 126/139 = 63.74 → 64, + 5 = 69.
    expect(letterSum('Christopher')).toBe(139);
    expect(lovePercentage('Al', 'male', 'Christopher', 'male')).toBe(69);
    expect(lovePercentage('Al', 'male', 'Christopher', 'female')).toBe(79);
    // Identical names, same gender: 100 + 5 → 98.
    expect(lovePercentage('Sam', 'other', 'Sam', 'other')).toBe(98);
  });

  it('never falls below 45 or rises above 98 for any pair', () => {
    const names = ['A', 'Bo', 'Zzzzzzzzzz', 'Elizabeth', 'Li', 'Maximilian', ''];
    for (const a of names)
      for (const b of names) {
        const pct = lovePercentage(a, 'male', b, 'female');
        expect(pct).toBeGreaterThanOrEqual(45);
        expect(pct).toBeLessThanOrEqual(98);
      }
  });

  it('is symmetric in the two names', () => {
    expect(lovePercentage('Mia', 'female', 'Alexander', 'male')).toBe(
      lovePercentage('Alexander', 'male', 'Mia', 'female'),
    );
  });
});

describe('loveAnalysis', () => {
  it('changes paragraphs where the score scale changes tier, at 80 and 60', () => {
    const second = (percentage: number) => loveAnalysis('Anna', 'Tom', percentage)[1];
    expect(second(80)).toBe(second(98));
    expect(second(79)).not.toBe(second(80));
    expect(second(60)).toBe(second(79));
    expect(second(59)).not.toBe(second(60));
    expect(second(45)).toBe(second(59));
  });
  it('gives five paragraphs naming both people, different per band', () => {
    const high = loveAnalysis('Anna', 'Tom', 90);
    const medium = loveAnalysis('Anna', 'Tom', 70);
    const low = loveAnalysis('Anna', 'Tom', 50);
    for (const text of [high, medium, low]) {
      expect(text).toHaveLength(5);
      expect(text[0]).toContain('Anna');
      expect(text[0]).toContain('Tom');
    }
    expect(high[0]).toContain('90%');
    expect(new Set([high[1], medium[1], low[1]]).size).toBe(3);
  });
  it('draws each paragraph from a larger pool chosen by the names, so near-identical couples read different text', () => {
    // The case: pairs one letter apart, in the same tier, used to read the same five paragraphs.
    const couples = [
      ['Anna', 'Tom'],
      ['Anne', 'Tom'],
      ['Anna', 'Tim'],
      ['Hanna', 'Tom'],
      ['Ana', 'Tomas'],
      ['Maria', 'Mario'],
      ['Marie', 'Mario'],
    ] as const;
    for (const percentage of [90, 70, 50]) {
      // Names set aside: what is left is the text a reader would recognise as the same.
      const texts = couples.map(([a, b]) =>
        loveAnalysis(a, b, percentage)
          .map((paragraph) => paragraph.replaceAll(a, 'A').replaceAll(b, 'B'))
          .join('\n'),
      );
      expect(new Set(texts).size, `at ${percentage}%`).toBe(couples.length);
    }
  });

  it('reads the same for the same names, in either order and any case', () => {
    expect(
      loveAnalysis('Anna', 'Tom', 88)
        .slice(1)
        .map((p) => p.replace(/Anna|Tom/g, '_')),
    ).toEqual(
      loveAnalysis('TOM', 'anna', 88)
        .slice(1)
        .map((p) => p.replace(/anna|TOM/g, '_')),
    );
  });

  it('has five slots per tier, each with at least four variants, naming only {a}, {b} and {pct}', () => {
    for (const [tier, slots] of Object.entries(LOVE_PARAGRAPH_POOLS)) {
      expect(slots, tier).toHaveLength(5);
      for (const variants of slots) {
        expect(variants.length, tier).toBeGreaterThanOrEqual(4);
        for (const text of variants) {
          expect(text.length).toBeGreaterThan(40);
          expect(text.replace(/\{(a|b|pct)\}/g, ''), text).not.toMatch(/[{}]/);
        }
      }
      // The first paragraph names both people and the score.
      for (const text of slots[0]!)
        for (const token of ['{a}', '{b}', '{pct}']) expect(text).toContain(token);
    }
  });
});
