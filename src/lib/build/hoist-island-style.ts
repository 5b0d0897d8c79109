/**
 * Astro writes the one rule its island wrappers need (`astro-island{display:contents}` …) as a
 * <style> element in the body, just before the first island; <style> is only valid in <head>.
 * This moves that exact element into the head: same CSS, valid HTML.
 */
const ISLAND_STYLE = /<style>(astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\})<\/style>/;

export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>');
  const match = ISLAND_STYLE.exec(html);
  if (!match || headEnd < 0 || match.index < headEnd) return html;
  const withoutStyle = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return withoutStyle.replace('</head>', `${match[0]}</head>`);
}
