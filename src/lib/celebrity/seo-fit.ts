/**
 * Meta titles and descriptions that keep to the snippet lengths every page keeps to
 * (docs/constants.md#article-generator, src/lib/seo/limits): titles 50–60 characters, descriptions 150–160.
 */
import { truncateAtWord } from '../content/text';
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '../seo/limits';

type Range = { readonly min: number; readonly max: number };

/** Cuts to at most range.max with the ending, at a word boundary when that still reaches range.min. */
const cutAtWord = (text: string, range: Range, ending: string): string =>
  truncateAtWord(text, range.max, { ending, min: range.min });

/**
 * The first candidate within the range; otherwise the longest candidate that fits, lengthened
 * with the fillers in order; otherwise the first candidate cut at a word boundary.
 */
export function fitTitle(
  candidates: readonly string[],
  fillers: readonly string[],
  range: Range = META_TITLE_LENGTH,
): string {
  const clean = candidates.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const within = clean.find((text) => text.length >= range.min && text.length <= range.max);
  if (within) return within;
  const fitting = clean.filter((text) => text.length < range.min).sort((a, b) => b.length - a.length)[0];
  if (fitting) {
    let grown = fitting;
    for (const filler of fillers) {
      if ((grown + filler).length <= range.max) grown += filler;
      if (grown.length >= range.min) return grown;
    }
  }
  return cutAtWord(clean[0] ?? '', range, '');
}

/**
 * Sentences added in order while they keep the text within the maximum, until it reaches the
 * minimum; if they run out first, the next sentence is added anyway and the text cut at a word
 * boundary with an ellipsis. Give short fillers of varied lengths to land inside the range.
 */
export function fitDescription(sentences: readonly string[], range: Range = META_DESCRIPTION_LENGTH): string {
  const parts = sentences.map((sentence) => sentence.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let text = '';
  const join = (a: string, b: string) => (a ? `${a} ${b}` : b);
  for (const part of parts) {
    if (join(text, part).length <= range.max) text = join(text, part);
    if (text.length >= range.min) return text;
  }
  const longest = parts.reduce((all, part) => join(all, part), '');
  return cutAtWord(longest.length >= range.min ? longest : join(text, longest), range, '…');
}
