import { describe, expect, it } from 'vitest';
import natal from '../../../content/astrology/natal.json';
import { ZODIAC_SIGNS } from '../../../src/lib/astrology/zodiac';
import { splitSentences as sentences } from '../../../src/lib/content/text';
import { BRITISH_SPELLING, sentenceKey, words } from '../../support/prose-style';

/**
 * The birth chart page interprets these points by sign, and (when the birth time is known) by house.
 * The writing rules checked here are in docs/natal-library.md.
 */
const SIGN_POINTS = ['Sun', 'Moon', 'Ascendant', 'Venus', 'Mars'];
const HOUSE_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'];
const HOUSES = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Long enough to say something specific, short enough to read on a phone. */
const MIN_WORDS = 45;
const MAX_WORDS = 90;

interface Entry {
  where: string;
  text: string;
}

function entries(): Entry[] {
  const signs = natal.signs as Record<string, Record<string, string>>;
  const houses = natal.houses as Record<string, Record<string, string>>;
  return [
    ...Object.entries(signs).flatMap(([point, bySign]) =>
      Object.entries(bySign).map(([sign, text]) => ({ where: `${point} in ${sign}`, text })),
    ),
    ...Object.entries(houses).flatMap(([point, byHouse]) =>
      Object.entries(byHouse).map(([house, text]) => ({ where: `${point} in house ${house}`, text })),
    ),
  ];
}

describe('natal interpretation library', () => {
  it('has exactly the planets, signs and houses the birth chart asks for', () => {
    expect(Object.keys(natal).sort()).toEqual(['houses', 'signs']);
    expect(Object.keys(natal.signs).sort()).toEqual([...SIGN_POINTS].sort());
    expect(Object.keys(natal.houses).sort()).toEqual([...HOUSE_POINTS].sort());
    for (const point of SIGN_POINTS)
      expect(Object.keys(natal.signs[point as keyof typeof natal.signs]).sort()).toEqual(
        [...ZODIAC_SIGNS].sort(),
      );
    for (const point of HOUSE_POINTS)
      expect(Object.keys(natal.houses[point as keyof typeof natal.houses]).sort()).toEqual(
        [...HOUSES].sort(),
      );
    expect(entries()).toHaveLength(SIGN_POINTS.length * 12 + HOUSE_POINTS.length * 12);
  });

  it('gives every placement two to four sentences of reasonable length', () => {
    for (const { where, text } of entries()) {
      expect(typeof text, where).toBe('string');
      expect(text, where).toBe(text.trim());
      expect(words(text).length, `${where}: word count`).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words(text).length, `${where}: word count`).toBeLessThanOrEqual(MAX_WORDS);
      expect(sentences(text).length, `${where}: sentence count`).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length, `${where}: sentence count`).toBeLessThanOrEqual(4);
      expect(text, `${where}: ends a sentence`).toMatch(/[.!?]$/);
    }
  });

  it('speaks to the reader in the second person', () => {
    for (const { where, text } of entries()) expect(text, where).toMatch(/\byou(r|rs|rself)?\b/i);
  });

  it('is plain text in the house style: no markup, placeholders, curly quotes or British spellings', () => {
    for (const { where, text } of entries()) {
      expect(text, where).not.toMatch(/[<>*_#`[\]{}]|\s{2}/);
      expect(text, where).not.toMatch(/[‘’“”]/);
      expect(text.match(BRITISH_SPELLING)?.[0], where).toBeUndefined();
    }
  });

  it('never repeats a sentence anywhere in the library', () => {
    const seen = new Map<string, string>();
    for (const { where, text } of entries()) {
      for (const sentence of sentences(text)) {
        const key = sentenceKey(sentence);
        expect(seen.get(key), `"${sentence}" in ${where}`).toBeUndefined();
        seen.set(key, where);
      }
    }
  });

  it('never opens two texts with the same four words', () => {
    const seen = new Map<string, string>();
    for (const { where, text } of entries()) {
      const opening = words(sentenceKey(text)).slice(0, 4).join(' ');
      expect(seen.get(opening), `"${opening}" opens ${where}`).toBeUndefined();
      seen.set(opening, where);
    }
  });
});
