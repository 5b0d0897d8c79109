import { describe, expect, it } from 'vitest';
import compatibility from '../../../content/astrology/compatibility.json';
import marriage from '../../../content/astrology/marriage.json';
import glimpse from '../../../content/astrology/glimpse.json';
import numerology from '../../../content/astrology/numerology.json';
import { ZODIAC_SIGNS } from '../../../src/lib/astrology/zodiac';
import { PLANETS } from '../../../src/lib/astrology/ephemeris';
import { describeAspect } from '../../../src/lib/astrology/narrative/compatibility-text';

/** Every placeholder each template family may use. */
const ALLOWED = {
  compatibility: [
    'name1',
    'name2',
    'sign1',
    'sign2',
    'score',
    'band',
    'a',
    'b',
    'pa',
    'pb',
    'aspect',
    'themeA',
    'themeB',
    'best',
    'weakest',
  ],
  marriage: ['name', 'timeframe', 'influence', 'target'],
  numerology: ['name1', 'name2', 'n1', 'n2', 'k1', 'k2', 'l1', 'l2', 's1', 's2'],
  glimpse: [] as string[],
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('interpretation library', () => {
  for (const [family, data] of Object.entries({ compatibility, marriage, numerology, glimpse })) {
    it(`${family} uses only known placeholders`, () => {
      for (const text of strings(data)) {
        for (const [, key] of text.matchAll(/\{(\w+)\}/g))
          expect(ALLOWED[family as keyof typeof ALLOWED], `${key} in "${text}"`).toContain(key);
      }
    });
  }
  it('has every sign for the glimpse and every planet and band for the compatibility text', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(glimpse.venus[sign]).toBeTruthy();
      expect(glimpse.mars[sign]).toBeTruthy();
      expect(glimpse.descendant[sign]).toBeTruthy();
    }
    for (const planet of PLANETS) {
      expect(compatibility.themes[planet].length).toBeGreaterThan(0);
      expect(glimpse.seventhHouse[planet]).toBeTruthy();
    }
    for (const band of ['Perfect Match', 'Excellent Match', 'Good Match', 'Challenging'] as const) {
      expect(compatibility.summaries[band].length).toBeGreaterThanOrEqual(3);
    }
    expect(Object.keys(compatibility.elementPairs)).toHaveLength(10);
  });
});

describe('pair texts', () => {
  it('are keyed by two known bodies in alphabetical order, so the engine finds them', () => {
    const bodies = new Set<string>([...PLANETS, 'Ascendant', 'MC']);
    for (const key of Object.keys(compatibility.pairs)) {
      const [a, b] = key.split('|');
      expect(bodies.has(a!) && bodies.has(b!), key).toBe(true);
      expect(a! <= b!, key).toBe(true);
    }
  });
  it('put the pair first body in the sentence subject whichever person holds it', () => {
    const texts = Array.from({ length: 12 }, (_, i) =>
      describeAspect(
        { from: 'Venus', to: 'Saturn', aspect: 'trine', orb: 1, weight: 0.5 },
        { seed: `s${i}`, name1: 'Ada', name2: 'Ben' },
      ),
    );
    for (const text of texts) {
      expect(text).not.toMatch(/Ada's Saturn|Ben's Venus|Venus–Saturn/);
      expect(text).toMatch(/Ben's Saturn|Saturn–Venus/);
    }
  });
});

describe('aspect sentences', () => {
  it('give a planet meeting itself two different themes', () => {
    for (let i = 0; i < 12; i += 1) {
      const text = describeAspect(
        { from: 'Jupiter', to: 'Jupiter', aspect: 'square', orb: 1, weight: -0.2 },
        { seed: `j${i}`, name1: 'Ada', name2: 'Ben' },
      );
      expect(text).not.toMatch(/(optimism|generosity|appetite for growth)\b.*\b\1\b/);
    }
  });
});
