/**
 * The deploy check for social proof (docs/deploying.md#samples, docs/funnel.md#social-proof): a
 * figure, quote or ticker line without a source is a sample (src/lib/social-proof/claims.ts), and
 * every page marks one with `data-sample-claim`. The build counts them and writes the count into
 * `_headers` beside the build record; `npm run deploy` refuses a folder whose count is not zero,
 * and a build made for a host (Cloudflare Pages, `npm run deploy`) fails outright. So a sample can
 * be seen in the local preview, and can never be shipped as a claim.
 */
export const SAMPLE_RECORD_PREFIX = '# astrelle-build: sample-claims=';

/**
 * SAMPLE_CLAIM_ATTRIBUTE of src/lib/social-proof/claims.ts, written out: scripts/deploy.mjs runs this
 * file in plain Node, without the @/ paths (tests/unit/deploy/deployable.test.ts keeps the two equal).
 */
export const SAMPLE_MARK_ATTRIBUTE = 'data-sample-claim';
const MARK = new RegExp(`${SAMPLE_MARK_ATTRIBUTE}="([^"]*)"`, 'g');

/** The samples a page shows, by name ("offer-ticker", "landing-stat", …), once per mark. */
export function sampleClaimsIn(html: string): string[] {
  return [...html.matchAll(MARK)].map((match) => match[1]!);
}

/** "/landing-pw: offer-ticker, offer-testimonial ×3": one line per page that shows samples. */
export function sampleClaimLines(pages: ReadonlyMap<string, readonly string[]>): string[] {
  return [...pages]
    .filter(([, claims]) => claims.length > 0)
    .map(([page, claims]) => {
      const counts = new Map<string, number>();
      for (const claim of claims) counts.set(claim, (counts.get(claim) ?? 0) + 1);
      const list = [...counts].map(([claim, count]) => (count > 1 ? `${claim} ×${count}` : claim));
      return `${page}: ${list.join(', ')}`;
    });
}

/** `_headers` with the count recorded as its second line (any earlier count replaced). */
export function withSampleRecord(headers: string, count: number): string {
  const [first = '', ...rest] = headers.split('\n').filter((line) => !line.startsWith(SAMPLE_RECORD_PREFIX));
  return [first, `${SAMPLE_RECORD_PREFIX}${count}`, ...rest].join('\n');
}

export const SAMPLES_REFUSED =
  'shows sample figures, quotes or ticker lines as claims (marked "Sample" on the pages). Give each ' +
  'its source: figures in the admin Settings (or PUBLIC_FIGURE_…_SOURCE), quotes and ticker lines in ' +
  'content/ (docs/funnel.md#social-proof), then rebuild.';

/** Why a built folder must not be deployed because of samples (given its `_headers`), or null. */
export function sampleClaimRefusal(headers: string | null, folder: string): string | null {
  const record = headers
    ?.split('\n')
    .find((line) => line.startsWith(SAMPLE_RECORD_PREFIX))
    ?.slice(SAMPLE_RECORD_PREFIX.length)
    .trim();
  if (record === '0') return null;
  if (record && /^\d+$/.test(record)) return `${folder} ${SAMPLES_REFUSED} (${record} on its pages)`;
  return `${folder} has no count of sample claims in _headers: rebuild it with npm run deploy.`;
}
