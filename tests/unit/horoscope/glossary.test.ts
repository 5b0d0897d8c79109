/** The words a reading's page links to the hub's glossary (docs/horoscopes.md#words-on-the-page). */
import { describe, expect, it } from 'vitest';
import { glossaryFor, HOROSCOPE_GLOSSARY } from '@/lib/horoscope/glossary';
import { daily, periods } from './support/samples';

describe('the horoscope glossary', () => {
  it('finds the terms a reading uses, in the order it first uses them', () => {
    const text = 'The Moon squares Mars this morning; later it is void of course in your 4th house.';
    expect(glossaryFor(text).map((entry) => entry.term)).toEqual(['Square', 'Void of course', 'Solar house']);
    expect(glossaryFor('A quiet day.')).toEqual([]);
  });

  it('gives every entry its own anchor', () => {
    const ids = HOROSCOPE_GLOSSARY.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('word-solar-house');
  });

  it('covers the aspects and events the readings name', () => {
    // Every aspect verb, station and lunation word a sample week and month use has a gloss.
    const text = [
      ...periods.week('Leo', '2026-12-07').paragraphs,
      ...periods.month('Leo', '2026-12').paragraphs,
      ...daily.reading('Leo', '2026-12-07').paragraphs,
    ].join(' ');
    const found = glossaryFor(text);
    // The week and month now say aspects in plain words (docs/horoscopes.md#weeks-and-months), so
    // the test asks for a gloss of every astrology word the texts still use, whichever they are.
    const jargon =
      /\b(square|trine|sextile|opposition|conjunction|station(?:s|ary)?|retrograde|ingress|solar house|void)\b/gi;
    const used = [...new Set([...text.matchAll(jargon)].map((hit) => hit[0]))];
    for (const word of used) {
      expect(
        found.some((entry) => entry.match.test(word)),
        `no gloss for "${word}"`,
      ).toBe(true);
    }
    expect(found.map((entry) => entry.term)).toEqual(expect.arrayContaining(['Solar house', 'Station']));
  });
});
