/**
 * The five-paragraph reading that goes with a love percentage (docs/constants.md#love-calculator-by-name):
 * the paragraphs come from the tier of the one score scale (80 and above, 60–79, below 60), as
 * docs/scores.md says, and within the tier each of the five comes from a pool of variants in
 * content/astrology/love-names.json, chosen by the two names. So two couples with the same
 * percentage rarely read the same text, while the same two names always read the same.
 *
 * This runs in the browser on the love calculator's page: no schema library and no template
 * engine are shipped for it; the pool's shape and tokens are checked by its unit test.
 */
import paragraphs from '../../../content/astrology/love-names.json';
import { hashString } from '../astrology/narrative/pick';
import { scoreTier, type ScoreTier } from '../calculators/score-bands';

/** Per tier, five slots, each a list of variants naming {a}, {b} and {pct}. */
export const LOVE_PARAGRAPH_POOLS: Readonly<Record<ScoreTier, readonly (readonly string[])[]>> = paragraphs;

/**
 * One variant per slot. FNV-1a's low bits barely change between names one letter apart ("Anna",
 * "Anne"), and a pool of four reads only the two lowest, so the hash is mixed first (MurmurHash3's
 * finaliser) to spread near-identical names over the pool.
 */
function choose(variants: readonly string[], seed: string, slot: string): string {
  let hash = hashString(`${seed}#${slot}`);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  return variants[hash % variants.length]!;
}

/** The names as the choice reads them: first names, case and order set aside. */
function seedOf(name1: string, name2: string): string {
  return [name1, name2]
    .map((name) => name.trim().toLowerCase())
    .sort()
    .join('+');
}

/** The five paragraphs for a percentage, with both names woven in as typed. */
export function loveAnalysis(name1: string, name2: string, percentage: number): string[] {
  const tier = scoreTier(percentage);
  const seed = seedOf(name1, name2);
  const values: Record<string, string> = { a: name1, b: name2, pct: String(percentage) };
  return LOVE_PARAGRAPH_POOLS[tier].map((variants, slot) =>
    choose(variants, seed, `love-${tier}-${slot}`).replace(
      /\{(a|b|pct)\}/g,
      (_, key: string) => values[key]!,
    ),
  );
}
