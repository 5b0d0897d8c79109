/**
 * The absolute canonical URL of a path: no trailing slash (except the root), no query or
 * hash, on the site's origin. Pages are built as files, so "/terms-of-service" is canonical;
 * the file name Astro reports at build time ("/terms-of-service.html", "/index.html") maps to it.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  const withoutSlash = clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
  const normalised = withoutSlash.startsWith('/') ? withoutSlash : `/${withoutSlash}`;
  return normalised === '/' ? `${origin}/` : `${origin}${normalised}`;
}
