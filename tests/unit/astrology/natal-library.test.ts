import { describe, expect, it } from 'vitest';
import natal from '../../../content/astrology/natal.json';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { splitSentences as sentences } from '@/lib/content/text';
import { AMERICAN_SPELLING, sentenceKey, words } from '../../support/prose-style';

/**
 * The birth chart page interprets these points by sign, and (when the birth time is known) by
 * house; the nodes by sign; the chart ruler by planet and by house. The writing rules checked
 * here are in docs/natal-library.md.
 */
const SIGN_POINTS = ['Sun', 'Moon', 'Ascendant', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
const HOUSE_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'];
const HOUSES = Array.from({ length: 12 }, (_, i) => String(i + 1));
const RULERS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** Long enough to say something specific, short enough to read on a phone. */
const MIN_WORDS = 45;
const MAX_WORDS = 90;

interface Entry {
  where: string;
  text: string;
  /** Word and sentence limits: the placement texts, or the shorter pieces of the ruler section. */
  limits: { words: [number, number]; sentences: [number, number] };
}

const FULL = { words: [MIN_WORDS, MAX_WORDS], sentences: [2, 4] } as Entry['limits'];

function entries(): Entry[] {
  const signs = natal.signs as Record<string, Record<string, string>>;
  const houses = natal.houses as Record<string, Record<string, string>>;
  return [
    ...Object.entries(signs).flatMap(([point, bySign]) =>
      Object.entries(bySign).map(([sign, text]) => ({ where: `${point} in ${sign}`, text, limits: FULL })),
    ),
    ...Object.entries(houses).flatMap(([point, byHouse]) =>
      Object.entries(byHouse).map(([house, text]) => ({
        where: `${point} in house ${house}`,
        text,
        limits: FULL,
      })),
    ),
    ...Object.entries(natal.nodes).map(([sign, text]) => ({
      where: `North Node in ${sign}`,
      text,
      limits: FULL,
    })),
    ...Object.entries(natal.chartRuler.planets).map(([planet, text]) => ({
      where: `${planet} as chart ruler`,
      text,
      limits: { words: [30, 70], sentences: [2, 4] } as Entry['limits'],
    })),
    ...Object.entries(natal.chartRuler.houses).map(([house, text]) => ({
      where: `chart ruler in house ${house}`,
      text,
      limits: { words: [15, 40], sentences: [1, 1] } as Entry['limits'],
    })),
  ];
}

describe('natal interpretation library', () => {
  it('has exactly the planets, signs and houses the birth chart asks for', () => {
    expect(Object.keys(natal).sort()).toEqual(
      ['aspects', 'chartRuler', 'houses', 'nodes', 'nodesHouse', 'nodesShared', 'signs'].sort(),
    );
    expect(Object.keys(natal.nodes).sort()).toEqual([...ZODIAC_SIGNS].sort());
    expect(Object.keys(natal.chartRuler.planets).sort()).toEqual([...RULERS].sort());
    expect(Object.keys(natal.chartRuler.houses).sort()).toEqual([...HOUSES].sort());
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
    expect(entries()).toHaveLength((SIGN_POINTS.length + HOUSE_POINTS.length + 2) * 12 + RULERS.length);
  });

  it('gives every placement two to four sentences of reasonable length', () => {
    for (const { where, text, limits } of entries()) {
      expect(typeof text, where).toBe('string');
      expect(text, where).toBe(text.trim());
      expect(words(text).length, `${where}: word count`).toBeGreaterThanOrEqual(limits.words[0]);
      expect(words(text).length, `${where}: word count`).toBeLessThanOrEqual(limits.words[1]);
      expect(sentences(text).length, `${where}: sentence count`).toBeGreaterThanOrEqual(limits.sentences[0]);
      expect(sentences(text).length, `${where}: sentence count`).toBeLessThanOrEqual(limits.sentences[1]);
      expect(text, `${where}: ends a sentence`).toMatch(/[.!?]$/);
    }
  });

  it('speaks to the reader in the second person', () => {
    for (const { where, text } of entries()) expect(text, where).toMatch(/\byou(r|rs|rself)?\b/i);
  });

  it('is plain text in the house style: no markup, placeholders, curly quotes or American spellings', () => {
    for (const { where, text } of entries()) {
      expect(text, where).not.toMatch(/[<>*_#`[\]{}]|\s{2}/);
      expect(text, where).not.toMatch(/[‘’“”]/);
      expect(text.match(AMERICAN_SPELLING)?.[0], where).toBeUndefined();
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
    // The ruler's house sentences share their frame ("In your 7th house, it …") on purpose.
    for (const { where, text } of entries().filter((entry) => !entry.where.startsWith('chart ruler in'))) {
      const opening = words(sentenceKey(text)).slice(0, 4).join(' ');
      expect(seen.get(opening), `"${opening}" opens ${where}`).toBeUndefined();
      seen.set(opening, where);
    }
  });
});
