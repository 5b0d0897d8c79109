/**
 * The astrological words a horoscope page explains where they stand (docs/horoscopes.md#words-on-the-page):
 * content/horoscope/glossary.json holds each term, the words that show it is used, and our gloss;
 * a page lists the terms its own reading uses, in the order the reading first uses them.
 */
import { z } from 'zod';
import glossaryData from '../../../content/horoscope/glossary.json';

const entrySchema = z.strictObject({
  term: z.string().trim().min(1),
  /** A case-blind regular expression: the words of a reading that use the term. */
  match: z.string().min(1),
  gloss: z.string().trim().min(1),
});

export interface GlossaryEntry {
  term: string;
  gloss: string;
  match: RegExp;
}

export const HOROSCOPE_GLOSSARY: readonly GlossaryEntry[] = z
  .array(entrySchema)
  .parse(glossaryData)
  .map((entry) => ({ ...entry, match: new RegExp(entry.match, 'i') }));

/** The terms a text uses, in the order it first uses them. */
export function glossaryFor(text: string): Array<{ term: string; gloss: string }> {
  return HOROSCOPE_GLOSSARY.map((entry) => ({ entry, at: text.search(entry.match) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => ({ term: entry.term, gloss: entry.gloss }));
}
