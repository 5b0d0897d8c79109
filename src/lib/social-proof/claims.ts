/**
 * Social proof the pages show (docs/funnel.md#social-proof, docs/decisions.md#social-proof-names-its-source): counters, testimonials, the offer's ticker, ratings. Each
 * comes from content the business edits (the admin's site settings for counters, the content
 * collections for the rest) and names its source. The one rule: **a claim without a source is a
 * sample.** Our built-in figures and quotes have none, so they are samples: every page marks them
 * "Sample" where they stand, with `data-sample-claim`, and the deploy check refuses a build that
 * still shows one (src/lib/build/sample-claims.ts). The business makes a claim real by giving it a
 * source, which the page then shows beside it.
 */

/** The attribute every sample carries in the HTML, for the deploy check. */
export const SAMPLE_CLAIM_ATTRIBUTE = 'data-sample-claim';

/** What a page says for a sample, beside it. */
export const SAMPLE_LABEL = 'Sample';

/**
 * Where a sample could pass for the real thing (the offer page, which sells), the mark says in
 * words that it is not real (docs/funnel.md#social-proof).
 */
export const SAMPLE_SAYS = {
  figure: 'Sample: not a real figure',
  review: 'Sample: not a real review',
  customer: 'Sample: not a real customer',
} as const;

/** A claim as content or settings give it: its source is optional, and missing means a sample. */
export interface Sourced {
  source?: string | null | undefined;
}

/** The source a page shows, or null for a sample. */
export function sourceOf(claim: Sourced): string | null {
  const source = claim.source?.trim();
  return source ? source : null;
}

export const isSample = (claim: Sourced): boolean => sourceOf(claim) === null;

/** Upper bound of a source line: a short citation, not a paragraph. */
export const SOURCE_MAX_LENGTH = 160;

/** A figure as a page shows it: the value written out, and its source (null: a sample). */
export interface FigureClaim {
  value: string;
  source: string | null;
}

/** Numbers written the British way: "327,894", "4.73". */
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A figure from the site settings, written for the page ("327,894", "94%", "4.73"), with its source. */
export function figureClaim(
  value: number | string,
  source: string,
  kind: 'count' | 'percent' | 'rating' | 'text',
): FigureClaim {
  const written =
    typeof value === 'string'
      ? value
      : kind === 'percent'
        ? `${number.format(value)}%`
        : kind === 'rating'
          ? value.toFixed(2)
          : number.format(value);
  return { value: written, source: sourceOf({ source }) };
}
