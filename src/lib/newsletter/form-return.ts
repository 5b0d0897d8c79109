import type { FormOutcome } from '@/config/newsletter-outcomes';

/**
 * Where a plain (no-JavaScript) newsletter form post is sent back to, so the reader stays on
 * the page they were reading: that page, from the Referer header, with a fragment naming the
 * outcome. The footer shows the matching message next to the form with `:target` CSS, so no
 * script is needed (docs/site.md, "Newsletter").
 *
 * Only a page of this site's own origin is a valid target: a Referer from anywhere else (or a
 * malformed one, or none) sends the reader to the home page instead, so the function can never
 * be used as an open redirect. The answer is a path, never an absolute address: nothing of the
 * request's Host is written back (docs/security.md#no-leaks).
 */

/** The element id (and URL fragment) of an outcome's message: "newsletter-subscribed". */
export function outcomeFragment(outcome: FormOutcome): string {
  return `newsletter-${outcome}`;
}

/** The path to redirect to after a form post answered with `outcome` ("/blog?x=1#newsletter-received"). */
export function formReturnLocation(requestUrl: string, referer: string | null, outcome: FormOutcome): string {
  const origin = new URL(requestUrl).origin;
  const page = sameOriginPage(referer, origin) ?? new URL('/', origin);
  return `${page.pathname}${page.search}#${outcomeFragment(outcome)}`;
}

/** The referring page (absolute, or a path as the check page posts it back) when it is one of this origin's pages, not a function. */
function sameOriginPage(referer: string | null, origin: string): URL | null {
  if (!referer) return null;
  // "//evil.example/x" is another site's address, not a path.
  if (!/^(https?:\/\/|\/(?!\/))/i.test(referer)) return null;
  let page: URL;
  try {
    page = new URL(referer, origin);
  } catch {
    return null;
  }
  if (page.origin !== origin || page.pathname.startsWith('/api/')) return null;
  return page;
}
