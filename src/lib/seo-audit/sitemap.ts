/**
 * Sitemaps as the build writes them (@astrojs/sitemap): /sitemap-index.xml lists sitemap files,
 * each a <urlset> of page addresses. Read from a parsed XML Document (DOMParser in the browser).
 */
export interface SitemapContents {
  kind: 'index' | 'urlset' | 'unknown';
  locations: string[];
}

export function readSitemap(doc: Document): SitemapContents {
  const root = doc.documentElement?.localName ?? '';
  const kind = root === 'sitemapindex' ? 'index' : root === 'urlset' ? 'urlset' : 'unknown';
  const locations = Array.from(doc.getElementsByTagName('loc'))
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);
  return { kind, locations: kind === 'unknown' ? [] : locations };
}

/**
 * The path of a sitemap address, fetched from the admin's own origin: the sitemap carries the
 * production domain, while the preview or a staging copy serves the same files itself.
 * Null for anything that is not an http(s) address.
 */
export function sameOriginPath(location: string): string | null {
  try {
    const url = new URL(location);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return location.startsWith('/') && !location.startsWith('//') ? location : null;
  }
}
