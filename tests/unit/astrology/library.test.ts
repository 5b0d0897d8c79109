import { describe, expect, it } from 'vitest';
import compatibility from '../../../content/astrology/compatibility.json';
import marriage from '../../../content/astrology/marriage.json';
import glimpse from '../../../content/astrology/glimpse.json';
import numerology from '../../../content/astrology/numerology.json';
import { ZODIAC_SIGNS } from '../../../src/lib/astrology/zodiac';
import { PLANETS } from '../../../src/lib/astrology/ephemeris';

/** Every placeholder each template family may use. */
const ALLOWED = {
  compatibility: ['name1', 'name2', 'sign1', 'sign2', 'score', 'band', 'a', 'b', 'pa', 'pb', 'aspect', 'themeA', 'themeB', 'best', 'weakest'],
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
        for (const [, key] of text.matchAll(/\{(\w+)\}/g)) expect(ALLOWED[family as keyof typeof ALLOWED], `${key} in "${text}"`).toContain(key);
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
