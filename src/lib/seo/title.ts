/** Replaces the {brand} token that content and route titles may carry. */
export function withBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName);
}

/**
 * The document title: the page's own title followed by the brand. The home page (no title)
 * uses the site title, "{brand} - Find Your Soulmate".
 */
export function pageTitle(title: string | undefined, brandName: string): string {
  const own = title ? withBrand(title, brandName).trim() : '';
  if (!own || own === 'Find Your Soulmate') return `${brandName} - Find Your Soulmate`;
  return own.includes(brandName) ? own : `${own} | ${brandName}`;
}

/** Blog titles (docs/constants.md#site): "{title} | {brand} Blog", with a default for the blog home. */
export function blogTitle(title: string | undefined, brandName: string): string {
  if (!title) return `${brandName} Blog - Soulmate Connections & Relationship Insights`;
  return `${withBrand(title, brandName)} | ${brandName} Blog`;
}
