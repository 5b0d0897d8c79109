/**
 * Checks the hand-written prose for the 78 sign-pairing pages (content/sign-pairs/pairs.json):
 * one entry per unordered pair in zodiac order, every field within its word bounds, plain text,
 * British spelling, no sentence used twice and no two entries opening a field the same way, and
 * an overview that names the right elements, modalities, rulers and angular relationship.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countWords } from '@/lib/blog/reading-time';
import { TRADITIONAL_RULER } from '@/lib/astrology/rulers';
import { ZODIAC_SIGNS, signElement, signModality, type ZodiacSign } from '@/lib/astrology/zodiac';
import { AMERICAN_SPELLING } from '../../support/british-spelling';

const FIELDS = ['headline', 'overview', 'works', 'chafes', 'tip'] as const;
type Field = (typeof FIELDS)[number];
type PairEntry = { pair: string } & Record<Field, string>;

/** Word bounds per field, inclusive, as the content brief fixes them. */
const WORD_BOUNDS: Record<Field, readonly [number, number]> = {
  headline: [4, 10],
  overview: [70, 120],
  works: [60, 100],
  chafes: [60, 100],
  tip: [25, 50],
};

/** The outer planets modern astrology adds as co-rulers; the overview names them too. */
const MODERN_RULER: Partial<Record<ZodiacSign, string>> = {
  Scorpio: 'Pluto',
  Aquarius: 'Uranus',
  Pisces: 'Neptune',
};

const ELEMENT_WORDS = {
  fire: /\b(fire|fiery)\b/i,
  earth: /\b(earth|earthy)\b/i,
  air: /\b(air|airy)\b/i,
  water: /\b(water|watery)\b/i,
} as const;

/** Aspect names by the distance in signs (0–6) between the two Suns. */
const ASPECTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'same sign', pattern: /\bsame sign\b/i },
  { name: 'semi-sextile', pattern: /\bsemi-sextile\b/i },
  { name: 'sextile', pattern: /(?<!semi-)\bsextile\b/i },
  { name: 'square', pattern: /\bsquare\b/i },
  { name: 'trine', pattern: /\btrine\b/i },
  { name: 'quincunx', pattern: /\bquincunx\b/i },
  { name: 'opposition', pattern: /\bopposition\b/i },
];

/** Stock phrases the brief rules out. */
const CLICHES =
  /match made in heaven|opposites attract|soul ?mates?|sparks fly|written in the stars|at the end of the day/i;

const entries = JSON.parse(readFileSync('content/sign-pairs/pairs.json', 'utf8')) as PairEntry[];

const slug = (sign: ZodiacSign) => sign.toLowerCase();
const expectedPairs: { id: string; first: ZodiacSign; second: ZodiacSign }[] = ZODIAC_SIGNS.flatMap(
  (first, i) =>
    ZODIAC_SIGNS.slice(i).map((second) => ({ id: `${slug(first)}-and-${slug(second)}`, first, second })),
);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(Boolean);

describe('sign-pair prose', () => {
  it('has exactly the 78 unordered pairs, same-sign pairs included, in zodiac order', () => {
    expect(expectedPairs).toHaveLength(78);
    expect(entries.map((entry) => entry.pair)).toEqual(expectedPairs.map((pair) => pair.id));
  });

  it('uses no sentence twice anywhere in the file', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const entry of entries)
      for (const field of FIELDS)
        for (const sentence of sentencesOf(entry[field] ?? '')) {
          const where = `${entry.pair}.${field}`;
          if (seen.has(sentence)) repeats.push(`"${sentence}" in ${seen.get(sentence)} and ${where}`);
          else seen.set(sentence, where);
        }
    expect(repeats).toEqual([]);
  });

  for (const field of FIELDS)
    it(`opens no two ${field} fields with the same four words`, () => {
      const openings = new Map<string, string>();
      const clashes: string[] = [];
      for (const entry of entries) {
        const opening = wordsOf(entry[field] ?? '')
          .slice(0, 4)
          .join(' ');
        if (openings.has(opening)) clashes.push(`"${opening}": ${openings.get(opening)} and ${entry.pair}`);
        else openings.set(opening, entry.pair);
      }
      expect(clashes).toEqual([]);
    });

  for (const { id, first, second } of expectedPairs) {
    const entry = entries.find((candidate) => candidate.pair === id);

    describe(id, () => {
      it('has every field as plain text within its word bounds', () => {
        expect(entry).toBeDefined();
        expect(Object.keys(entry!).sort()).toEqual(['pair', ...FIELDS].sort());
        for (const field of FIELDS) {
          const text = entry![field];
          expect(typeof text, field).toBe('string');
          const [low, high] = WORD_BOUNDS[field];
          const words = countWords(text);
          expect(words, `${field} has ${words} words`).toBeGreaterThanOrEqual(low);
          expect(words, `${field} has ${words} words`).toBeLessThanOrEqual(high);
          expect(text, field).not.toMatch(/[<>*_#`[\]{}"]|\s{2,}|^\s|\s$/);
          expect(text, field).not.toMatch(CLICHES);
          expect(text.match(AMERICAN_SPELLING)?.[0], field).toBeUndefined();
        }
      });

      it('names both elements, both modalities, the rulers and the right aspect', () => {
        const overview = entry?.overview ?? '';
        for (const sign of [first, second]) {
          expect(overview, `${sign} element`).toMatch(ELEMENT_WORDS[signElement(sign)]);
          expect(overview, `${sign} modality`).toMatch(new RegExp(`\\b${signModality(sign)}\\b`, 'i'));
          expect(overview, `${sign} ruler`).toContain(TRADITIONAL_RULER[sign]);
          const modern = MODERN_RULER[sign];
          if (modern) expect(overview, `${sign} modern ruler`).toContain(modern);
        }
        const distance = Math.abs(ZODIAC_SIGNS.indexOf(second) - ZODIAC_SIGNS.indexOf(first));
        const aspect = ASPECTS[Math.min(distance, 12 - distance)]!;
        expect(overview, aspect.name).toMatch(aspect.pattern);
        // Only its own aspect is named, so a reader never wonders which one applies.
        for (const other of ASPECTS.filter((candidate) => candidate !== aspect))
          expect(overview, `names ${other.name}`).not.toMatch(other.pattern);
      });
    });
  }
});
