/**
 * The five-paragraph reading that goes with a love percentage (docs/constants.md#love-calculator-by-name):
 * the paragraphs come from the tier of the one score scale (80 and above, 60–79, below 60), as
 * the spec's rule says, and within the tier each of the five comes from a pool of variants in
 * content/astrology/love-names.json, chosen by the two names. So two couples with the same
 * percentage rarely read the same text, while the same two names always read the same.
 */
import { z } from 'zod';
import paragraphs from '../../../content/astrology/love-names.json';
import { hashString } from '../astrology/narrative/pick';
import { render } from '../astrology/narrative/template';
import { scoreTier } from '../calculators/score-bands';

const PARAGRAPH_SLOTS = 5;
/** Each slot needs a choice, and every variant must name what it may: {a}, {b}, {pct}. */
const tierPool = z.array(z.array(z.string().min(40)).min(2)).length(PARAGRAPH_SLOTS);
const poolsSchema = z.object({ high: tierPool, mid: tierPool, low: tierPool });

let pools: z.infer<typeof poolsSchema> | undefined;

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

/** The five paragraphs for a percentage, with both names woven in. */
export function loveAnalysis(name1: string, name2: string, percentage: number): string[] {
  pools ??= poolsSchema.parse(paragraphs);
  const tier = scoreTier(percentage);
  const seed = seedOf(name1, name2);
  return pools[tier].map((variants, slot) =>
    render(choose(variants, seed, `love-${tier}-${slot}`), { a: name1, b: name2, pct: percentage }),
  );
}
