/**
 * The sign pairings' lines for the CDN's `_redirects` file (Cloudflare Pages syntax, as
 * src/lib/blog/redirects.ts explains): each built pair page named in zodiac order gets a 301
 * from the reverse order, so /compatibility/signs/scorpio-and-taurus lands on
 * /compatibility/signs/taurus-and-scorpio. A placeholder cannot split one path segment, so
 * there is one rule per pair (66: same-sign pairs have no reverse).
 */
import { pairBySlug, pairPath, signSlug, SIGN_PAIRS_HUB_PATH } from './pairs';

/** Pathnames as the build reports them ("compatibility/signs/taurus-and-scorpio.html" or without .html). */
export function signPairRedirectLines(builtPaths: readonly string[]): string[] {
  const slugs = builtPaths.flatMap(
    (path) => /^\/?compatibility\/signs\/([a-z]+-and-[a-z]+)(?:\.html)?\/?$/.exec(path)?.[1] ?? [],
  );
  const lines = ['# Sign pairings, reverse order (generated at build time by src/integrations/redirects.ts)'];
  for (const slug of [...new Set(slugs)].sort()) {
    const pair = pairBySlug(slug);
    if (!pair || pair.first === pair.second) continue;
    const reverse = `${SIGN_PAIRS_HUB_PATH}/${signSlug(pair.second)}-and-${signSlug(pair.first)}`;
    lines.push(`${reverse}  ${pairPath(pair)}  301`);
  }
  return lines;
}
