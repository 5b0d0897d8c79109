/**
 * The last-modified time a built page declares in its head
 * (`<meta property="article:modified_time" content="…">`), or undefined when it has none.
 */
export function declaredLastmod(html: string): string | undefined {
  const tag = /<meta\b[^>]*property="article:modified_time"[^>]*>/i.exec(html)?.[0];
  const value = tag ? /content="([^"]+)"/i.exec(tag)?.[1] : undefined;
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
}

/** The built file of a page URL under build.format 'file': "/blog/post/x" → "blog/post/x.html". */
export function builtFileOf(url: string): string {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  return path === '' ? 'index.html' : `${path.slice(1)}.html`;
}
