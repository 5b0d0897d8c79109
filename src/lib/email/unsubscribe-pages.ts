import { escapeHtml } from '../content/text';

/** Where the unsubscribe function sends a person (all noindex, none in the sitemap). */
export const UNSUBSCRIBE_PAGES = {
  confirm: '/newsletter/unsubscribe',
  done: '/newsletter/unsubscribed',
  invalid: '/newsletter/unsubscribe-invalid',
  unavailable: '/newsletter/unsubscribe-unavailable',
} as const;

/**
 * A built page's HTML with a token in its form's hidden input (the one carrying `marker`), or null
 * when the slot is missing. Astro writes the empty value as a bare `value`; `value=""` is read too.
 * Only the characters our tokens are made of are written.
 */
export function fillTokenSlot(html: string, token: string, marker: string): string | null {
  const slot = new RegExp(`<input([^>]*?)\\bvalue(?:="")?(\\s[^>]*?)${marker}`);
  if (!slot.test(html)) return null;
  const safe = token.replace(/[^A-Za-z0-9._-]/g, '');
  return html.replace(slot, `<input$1value="${safe}"$2${marker}`);
}

/** The confirmation page's HTML with the token in its form, or null when the slot is missing. */
export const fillConfirmPage = (html: string, token: string): string | null =>
  fillTokenSlot(html, token, 'data-unsubscribe-token');

/** The page when the built one cannot be read (never expected on Pages): plain and working. */
export function fallbackConfirmPage(token: string, brandName: string): string {
  const safe = token.replace(/[^A-Za-z0-9._-]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribe | ${escapeHtml(brandName)}</title></head><body><main><h1>Unsubscribe from our e-mails?</h1><form method="post" action="/api/email-unsubscribe"><input type="hidden" name="token" value="${safe}"><input type="hidden" name="confirm" value="page"><button type="submit">Unsubscribe</button></form><p><a href="/">Keep my subscription</a></p></main></body></html>`;
}
