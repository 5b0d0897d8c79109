import { escapeHtml } from '../content/text';

/**
 * The newsletter's "Did you mean …?" step (docs/signups.md). The footer form is plain HTML (content
 * pages ship no script), so a likely typo is caught by /api/subscribe before anything is kept: it
 * answers with this built page, filled with both addresses, whose two buttons post the chosen one
 * back with `checked=1`, and the sign-up then goes on as usual, back to the page the reader was on.
 */
export const ADDRESS_CHECK_PAGE = '/newsletter/check-address';

/** The form field that says the reader has seen the suggestion and chosen. */
export const CHECKED_FIELD = 'checked';
/** The page to go back to, carried through the check page (whose own address is a function's). */
export const RETURN_FIELD = 'return';

export interface AddressCheck {
  typed: string;
  suggestion: string;
  source: string;
  /** The page the form was posted from; /api/subscribe checks its origin again on the way back. */
  returnTo: string;
}

/** The markers the built page carries where the values go (src/pages/newsletter/check-address.astro). */
export const CHECK_MARKERS = {
  typed: '%%typed%%',
  suggestion: '%%suggestion%%',
  source: '%%source%%',
  returnTo: '%%return%%',
} as const satisfies Record<keyof AddressCheck, string>;

/** The built page with both addresses filled in (escaped), or null when a marker is missing. */
export function fillAddressCheckPage(html: string, check: AddressCheck): string | null {
  const keys = Object.keys(CHECK_MARKERS) as (keyof AddressCheck)[];
  if (!keys.every((key) => html.includes(CHECK_MARKERS[key]))) return null;
  return keys.reduce((page, key) => page.replaceAll(CHECK_MARKERS[key], escapeHtml(check[key])), html);
}

/** The page when the built one cannot be read (never expected on Pages): plain and working. */
export function fallbackAddressCheckPage(check: AddressCheck, brandName: string): string {
  const value = (key: keyof AddressCheck) => escapeHtml(check[key]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Check your e-mail address | ${escapeHtml(brandName)}</title></head><body><main><h1>Did you mean ${value('suggestion')}?</h1><form method="post" action="/api/subscribe"><input type="hidden" name="source" value="${value('source')}"><input type="hidden" name="${RETURN_FIELD}" value="${value('returnTo')}"><input type="hidden" name="${CHECKED_FIELD}" value="1"><button type="submit" name="email" value="${value('suggestion')}">Yes, use ${value('suggestion')}</button> <button type="submit" name="email" value="${value('typed')}">No, keep ${value('typed')} as typed</button></form></main></body></html>`;
}
