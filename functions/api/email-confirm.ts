import { site } from '@/config/site';
import { readFormFields } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { filledPage, type AssetsBinding } from '@/lib/http/filled-page';
import { handle } from '@/lib/http/handler';
import type { RateLimitEnv } from '@/lib/http/rate-limit';
import { CONFIRM_PAGES, fallbackConfirmSignupPage, fillConfirmSignupPage } from '@/lib/signups/confirm-pages';
import { confirmSignUp, type SignUpEnv } from '@/lib/signups/sign-up';

interface Env extends SignUpEnv, RateLimitEnv {
  /** Cloudflare Pages' static assets, to serve the built confirmation page. */
  ASSETS?: AssetsBinding;
}

/** A path on this site, never an address built from the request's Host (docs/security.md#no-leaks). */
const redirect = (page: string) =>
  new Response(null, { status: 303, headers: { location: page, 'cache-control': 'no-store' } });

/**
 * GET /api/email-confirm?token=…: the link in a confirmation message (docs/signups.md#double-opt-in).
 * Opening it changes nothing (mail scanners open links): it shows the page whose button confirms.
 */
export const onRequestGet = handle<Env>(async ({ request, env }) => {
  await limitClient(request, env, 'email-confirm');
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return redirect(CONFIRM_PAGES.invalid);
  return filledPage(
    request,
    env.ASSETS,
    CONFIRM_PAGES.confirm,
    (html) => fillConfirmSignupPage(html, token),
    () => fallbackConfirmSignupPage(token, site.brandName),
  );
});

/** POST /api/email-confirm (the page's form, field `token`): confirms, then says so on a page. */
export const onRequestPost = handle<Env>(async ({ request, env }) => {
  await limitClient(request, env, 'email-confirm');
  const fields = await readFormFields(request);
  try {
    const outcome = await confirmSignUp(env, fields.token);
    if (outcome.kind === 'confirmed') return redirect(CONFIRM_PAGES.done);
    return redirect(outcome.kind === 'invalid' ? CONFIRM_PAGES.invalid : CONFIRM_PAGES.unavailable);
  } catch (error) {
    console.error('Confirmation not stored:', error);
    return redirect(CONFIRM_PAGES.unavailable);
  }
});
