/**
 * The astrological words a horoscope page explains where they stand (docs/horoscopes.md#words-on-the-page):
 * content/horoscope/glossary.json holds each term, the words that show it is used, and our gloss.
 * A reading's page links the terms it uses, in the order it first uses them, to their glosses in
 * the hub's glossary (a line of links costs a page far fewer bytes than the glosses themselves).
 */
import { z } from 'zod';
import glossaryData from '../../../content/horoscope/glossary.json';

const entrySchema = z.strictObject({
  term: z.string().trim().min(1),
  /** A case-blind regular expression: the words of a reading that use the term. */
  match: z.string().min(1),
  gloss: z.string().trim().min(1),
  /**
   * 'sky': a word only the sky's event pages use (saros, shadow…), glossed there and left out of
   * the horoscope hub's list. One glossary for both (docs/sky-pages.md#the-words).
   */
  scope: z.literal('sky').optional(),
});

export interface GlossaryEntry {
  term: string;
  gloss: string;
  match: RegExp;
  /** The entry's anchor on the hub's glossary ("word-void-of-course"). */
  id: string;
}

/** Every entry, the horoscopes' and the sky pages'. */
export const GLOSSARY: ReadonlyArray<GlossaryEntry & { scope?: 'sky' }> = z
  .array(entrySchema)
  .parse(glossaryData)
  .map((entry) => ({
    ...entry,
    match: new RegExp(entry.match, 'i'),
    id: `word-${entry.term.toLowerCase().replace(/\s+/g, '-')}`,
  }));

/** The words the horoscope readings use. */
export const HOROSCOPE_GLOSSARY: readonly GlossaryEntry[] = GLOSSARY.filter((entry) => entry.scope !== 'sky');

/** The terms a text uses, in the order it first uses them. */
export function glossaryFor(text: string): GlossaryEntry[] {
  return HOROSCOPE_GLOSSARY.map((entry) => ({ entry, at: text.search(entry.match) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => entry);
}

/** The words before a reading's list of linked terms. */
export const GLOSSARY_LINE = 'Astrology words in this reading, explained:';

/** The hub's glossary heading. */
export const GLOSSARY_HEADING = 'The astrology words our readings use';
