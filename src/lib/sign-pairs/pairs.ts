/**
 * The 78 unordered Sun-sign pairs and their addresses. A pair is always named in zodiac order
 * (Taurus before Scorpio); the reverse order is a redirect to it (see redirects.ts).
 * docs/sign-pairings.md describes the page family.
 */
import { signElement, ZODIAC_SIGNS, type ZodiacSign } from '../astrology/zodiac';

export const SIGN_PAIRS_HUB_PATH = '/compatibility/signs';

export interface SignPair {
  /** "taurus-and-scorpio": the page's address under the hub. */
  slug: string;
  /** The earlier sign in zodiac order. */
  first: ZodiacSign;
  second: ZodiacSign;
}

/** "Sagittarius" → "sagittarius". */
export function signSlug(sign: ZodiacSign): string {
  return sign.toLowerCase();
}

const slugOf = (first: ZodiacSign, second: ZodiacSign) => `${signSlug(first)}-and-${signSlug(second)}`;

/** Every unordered pair, same-sign pairs included: Aries–Aries, Aries–Taurus, … Pisces–Pisces. */
export const SIGN_PAIRS: readonly SignPair[] = ZODIAC_SIGNS.flatMap((first, i) =>
  ZODIAC_SIGNS.slice(i).map((second) => ({ slug: slugOf(first, second), first, second })),
);

const BY_SLUG = new Map(SIGN_PAIRS.map((pair) => [pair.slug, pair]));

/** The pair of two signs in either order. */
export function pairOf(a: ZodiacSign, b: ZodiacSign): SignPair {
  const [first, second] = ZODIAC_SIGNS.indexOf(a) <= ZODIAC_SIGNS.indexOf(b) ? [a, b] : [b, a];
  return BY_SLUG.get(slugOf(first, second))!;
}

/** The pair a canonical slug names, or undefined (reverse order and unknown slugs alike). */
export function pairBySlug(slug: string): SignPair | undefined {
  return BY_SLUG.get(slug);
}

export function pairPath(pair: SignPair): string {
  return `${SIGN_PAIRS_HUB_PATH}/${pair.slug}`;
}

/** "Taurus and Scorpio"; a same-sign pair reads "Aries and Aries". */
export function pairTitle(pair: SignPair): string {
  return `${pair.first} and ${pair.second}`;
}

export const isSameSign = (pair: SignPair) => pair.first === pair.second;

export interface RelatedPairs {
  /** The other pairs of the first sign, then of the second (none for a same-sign pair). */
  withFirst: SignPair[];
  withSecond: SignPair[];
  /** Other pairs that bring the same two elements together. */
  sameElements: SignPair[];
}

/** The element pairing, order-free: "earth-water" for Taurus–Scorpio and Scorpio–Taurus alike. */
export const elementsOf = (pair: SignPair) =>
  [signElement(pair.first), signElement(pair.second)].sort().join('-');

/** The pairs a page links to: each sign's other pairings and the same element pairing. */
export function relatedPairs(pair: SignPair): RelatedPairs {
  const others = SIGN_PAIRS.filter((other) => other.slug !== pair.slug);
  const has = (other: SignPair, sign: ZodiacSign) => other.first === sign || other.second === sign;
  return {
    withFirst: others.filter((other) => has(other, pair.first)),
    withSecond: isSameSign(pair) ? [] : others.filter((other) => has(other, pair.second)),
    sameElements: others.filter((other) => elementsOf(other) === elementsOf(pair)),
  };
}
