/**
 * The blog's lines for the CDN's `_redirects` file (Cloudflare Pages syntax), made at build
 * time from what was built. Measured with `wrangler pages dev` (the same asset server as
 * production): redirect rules win over existing files, the first matching rule wins, a `200`
 * rule serves the target file, and a `:placeholder` matches one path segment only. So:
 *   1. every old-style `/blog/<slug>` of a built post answers 301 to `/blog/post/<slug>`;
 *   2. each real one-segment blog address (`/blog/404`, `/blog/rss.xml`, …) is served as itself;
 *   3. any other `/blog/<one-segment>` answers 302 to `/blog/404`.
 * Deeper unknown addresses (`/blog/post/missing`) get the nearest 404 file, `blog/404.html`,
 * with status 404: the page fallback.
 */
export const BLOG_404 = '/blog/404';

/** Pathnames are site paths without the leading slash, as the build reports them ("blog/post/x"). */
export function blogRedirectLines(builtPaths: readonly string[]): string[] {
  const paths = [...new Set(builtPaths.map(normalise))].sort();
  const postSlugs = paths.flatMap((path) => /^blog\/post\/([a-z0-9-]+)$/.exec(path)?.[1] ?? []);
  const oneSegment = paths.flatMap((path) => /^blog\/([^/]+)$/.exec(path)?.[1] ?? []);
  const taken = new Set(oneSegment);

  const lines = ['# Blog (generated at build time by src/integrations/redirects.ts)'];
  for (const slug of postSlugs) {
    // A post whose slug equals a real blog page (e.g. "404") keeps the page: no redirect.
    if (!taken.has(slug)) lines.push(`/blog/${slug}  /blog/post/${slug}  301`);
  }
  for (const name of oneSegment) lines.push(`/blog/${name}  /blog/${name}  200`);
  lines.push(`/blog/:slug  ${BLOG_404}  302`);
  return lines;
}

/** "blog/post/x.html" and "/blog/post/x/" both become "blog/post/x". */
function normalise(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/, '');
}
