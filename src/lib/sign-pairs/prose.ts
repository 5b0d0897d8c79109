/**
 * The hand-written prose of the pair pages (content/sign-pairs/pairs.json) must cover every
 * pair exactly once under its canonical slug: a page never ships without its own words.
 */
import { SIGN_PAIRS } from './pairs';

export interface PairProse {
  pair: string;
  headline: string;
  overview: string;
  works: string;
  chafes: string;
  tip: string;
}

/** The prose by pair slug; throws naming every missing, unknown or repeated pair. */
export function proseByPair<T extends PairProse>(entries: readonly T[]): Map<string, T> {
  const known = new Set(SIGN_PAIRS.map((pair) => pair.slug));
  const bySlug = new Map<string, T>();
  const problems: string[] = [];
  for (const entry of entries) {
    if (!known.has(entry.pair)) problems.push(`unknown pair "${entry.pair}" (signs in zodiac order?)`);
    else if (bySlug.has(entry.pair)) problems.push(`"${entry.pair}" appears twice`);
    else bySlug.set(entry.pair, entry);
  }
  const missing = SIGN_PAIRS.filter((pair) => !bySlug.has(pair.slug)).map((pair) => pair.slug);
  if (missing.length > 0) problems.push(`no prose for ${missing.length} pairs: ${missing.join(', ')}`);
  if (problems.length > 0) throw new Error(`content/sign-pairs/pairs.json: ${problems.join('; ')}`);
  return bySlug;
}
