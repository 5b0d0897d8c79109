import { escapeHtml } from '../content/text';
import { fillTokenSlot } from '../email/unsubscribe-pages';

/**
 * Where a confirmation link leads (docs/signups.md#double-opt-in; all noindex, none in the
 * sitemap). Opening the link changes nothing, as mail scanners open links: the page's button does.
 */
export const CONFIRM_PAGES = {
  confirm: '/newsletter/confirm',
  done: '/newsletter/confirmed',
  invalid: '/newsletter/confirm-invalid',
  unavailable: '/newsletter/confirm-unavailable',
} as const;

export const CONFIRM_TOKEN_MARKER = 'data-confirm-token';

export const fillConfirmSignupPage = (html: string, token: string): string | null =>
  fillTokenSlot(html, token, CONFIRM_TOKEN_MARKER);

/** The page when the built one cannot be read (never expected on Pages): plain and working. */
export function fallbackConfirmSignupPage(token: string, brandName: string): string {
  const safe = token.replace(/[^A-Za-z0-9._-]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Confirm your e-mail address | ${escapeHtml(brandName)}</title></head><body><main><h1>Confirm your e-mail address</h1><form method="post" action="/api/email-confirm"><input type="hidden" name="token" value="${safe}"><button type="submit">Confirm</button></form></main></body></html>`;
}
