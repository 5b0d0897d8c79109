/**
 * How much of one text's wording stands in others (docs/horoscopes.md#twelve-signs-one-day): the
 * five-word runs of each, compared case-blind without punctuation, with house numbers and sign
 * names masked so that "your 9th house" and "your 3rd house" count as the same words.
 */
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';

/** Words compared case-blind, without punctuation; house numbers and sign names masked, so "your 9th house" and "your 3rd house" match. */
export function maskedWords(text: string): string[] {
  const signs = new RegExp(`\\b(${ZODIAC_SIGNS.join('|')})\\b`, 'g');
  return text
    .replace(signs, 'SIGN')
    .replace(/\b\d{1,2}(st|nd|rd|th)\b/g, 'NTH')
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The five-word runs of a text. */
export function shingles(text: string, size = 5): Set<string> {
  const words = maskedWords(text);
  const runs = new Set<string>();
  for (let index = 0; index + size <= words.length; index += 1)
    runs.add(words.slice(index, index + size).join(' '));
  return runs;
}

/**
 * For each text, the share of its five-word runs that stand anywhere in the other texts (the
 * twelve signs' readings of one day): 0 when its wording is its own, 1 when all of it is shared.
 */
export function crossOverlap(texts: readonly string[]): number[] {
  const sets = texts.map((text) => shingles(text));
  const counts = new Map<string, number>();
  for (const set of sets) for (const run of set) counts.set(run, (counts.get(run) ?? 0) + 1);
  return sets.map((set) => {
    if (set.size === 0) return 0;
    let shared = 0;
    for (const run of set) if (counts.get(run)! > 1) shared += 1;
    return shared / set.size;
  });
}

/** The runs a text shares with the others, for finding where overlap comes from. */
export function sharedRuns(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of texts.map((text) => shingles(text)))
    for (const run of set) counts.set(run, (counts.get(run) ?? 0) + 1);
  return new Map([...counts].filter(([, count]) => count > 1));
}
