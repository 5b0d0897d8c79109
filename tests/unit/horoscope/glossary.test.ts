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
    const terms = glossaryFor(text).map((entry) => entry.term);
    expect(terms).toEqual(
      // (The daily no longer names the void of course: it stays in the table, docs/horoscopes.md#the-daily-reading.)
      expect.arrayContaining(['Solar house', 'Square', 'Trine', 'Station']),
    );
  });
});
