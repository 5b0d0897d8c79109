/**
 * The blog's lines for the CDN's `_redirects` file (Cloudflare Pages syntax), made at build
 * time from what was built (docs/site.md, "Not-found pages"). Measured with `wrangler pages dev`
 * (the same asset server as production): redirect rules win over existing files; a `200` rule
 * serves its target's file, or, when the target does not exist, the nearest `404.html` above the
 * target with status 404; `_redirects` accepts no 404 status of its own (only 200 and 30x). So:
 *   1. every old-style `/blog/<slug>` of a built post answers 301 to `/blog/post/<slug>`;
 *   2. `/blog/404` itself is pointed at an address that is never built, so the blog's not-found
 *      page answers with status 404 too;
 * and every unknown blog address, at any depth, needs no rule: the asset server answers it with
 * the nearest 404 file, `blog/404.html`, and status 404.
 */
export const BLOG_404 = '/blog/404';
/**
 * Never a built page: Astro does not build pages whose name starts with "_", and post slugs are
 * [a-z0-9-]. Rewriting to it makes the asset server answer with blog/404.html and status 404.
 */
export const BLOG_NOT_FOUND_TARGET = '/blog/_not-found';

/** Pathnames are site paths without the leading slash, as the build reports them ("blog/post/x"). */
export function blogRedirectLines(builtPaths: readonly string[]): string[] {
  const paths = [...new Set(builtPaths.map(normalise))].sort();
  const postSlugs = paths.flatMap((path) => /^blog\/post\/([a-z0-9-]+)$/.exec(path)?.[1] ?? []);
  const oneSegment = new Set(paths.flatMap((path) => /^blog\/([^/]+)$/.exec(path)?.[1] ?? []));

  const lines = ['# Blog (generated at build time by src/integrations/redirects.ts)'];
  for (const slug of postSlugs) {
    // A post whose slug equals a real blog page (e.g. "404") keeps the page: no redirect.
    if (!oneSegment.has(slug)) lines.push(`/blog/${slug}  /blog/post/${slug}  301`);
  }
  if (oneSegment.has('404')) lines.push(`${BLOG_404}  ${BLOG_NOT_FOUND_TARGET}  200`);
  return lines;
}

/** "blog/post/x.html" and "/blog/post/x/" both become "blog/post/x". */
function normalise(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/, '');
}
