/** Cloudflare Pages' static assets binding: the built site, as a function can read it. */
export interface AssetsBinding {
  fetch(input: Request | string): Promise<Response>;
}

/**
 * Headers of a page a function fills in: never cached or indexed, and its address (which may hold
 * a token) never sent to another site. `same-origin`, not `no-referrer`: under no-referrer the
 * browser sends `Origin: null` with the page's own form post, which the request guard refuses as
 * cross-site (docs/security.md).
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'same-origin',
} as const;

/**
 * A built page filled in by a function (the unsubscribe confirmation, the newsletter's address
 * check): the page is read from the static assets so it keeps the site's look and its security
 * headers, `fill` puts the values in (null when the page lacks its slots), and `fallback` is a
 * plain page used when the built one cannot be read or filled (never expected on Pages).
 */
export async function filledPage(
  request: Request,
  assets: AssetsBinding | undefined,
  path: string,
  fill: (html: string) => string | null,
  fallback: () => string,
): Promise<Response> {
  try {
    const asset = await assets?.fetch(new Request(new URL(path, request.url)));
    if (asset?.ok) {
      const filled = fill(await asset.text());
      if (filled) {
        const csp = asset.headers.get('content-security-policy');
        return new Response(filled, {
          headers: { ...PAGE_HEADERS, ...(csp ? { 'content-security-policy': csp } : {}) },
        });
      }
    }
  } catch (error) {
    console.error(`Page ${path} not readable:`, error);
  }
  return new Response(fallback(), { headers: PAGE_HEADERS });
}
