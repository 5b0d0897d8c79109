import { readFormFields } from '@/lib/http/body';
import { handle } from '@/lib/http/handler';
import { filledPage, type AssetsBinding } from '@/lib/http/filled-page';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { site } from '@/config/site';
import { fallbackConfirmPage, fillConfirmPage, UNSUBSCRIBE_PAGES } from '@/lib/email/unsubscribe-pages';
import { verifyUnsubscribeToken } from '@/lib/email/unsubscribe-token';
import { serverSecret, type ServerSecretEnv } from '@/lib/security/server-secret';
import { signupStoreFromEnv, type SignupStoreEnv } from '@/lib/signups/store';

interface Env extends SignupStoreEnv, ServerSecretEnv {
  /** Cloudflare Pages' static assets, to serve the built confirmation page. */
  ASSETS?: AssetsBinding;
}

/** A path on this site, never an address built from the request's Host (docs/security.md#no-leaks). */
const redirect = (page: string) =>
  new Response(null, { status: 303, headers: { location: page, 'cache-control': 'no-store' } });

const confirmPage = (request: Request, env: Env, token: string): Promise<Response> =>
  filledPage(
    request,
    env.ASSETS,
    UNSUBSCRIBE_PAGES.confirm,
    (html) => fillConfirmPage(html, token),
    () => fallbackConfirmPage(token, site.brandName),
  );

/**
 * GET /api/email-unsubscribe?token=…: the link in every message we send (campaigns and
 * confirmations, on Supabase and on the embedded store). Opening it changes nothing (mail scanners
 * open links); it shows the confirmation page, whose button POSTs back. Bad or tampered tokens land
 * on a page that says so. Not rate limited: a mail provider sends many people's one-click
 * unsubscribes from one address, and each must be honoured; a check is one HMAC.
 */
export const onRequestGet = handle<Env>(async ({ request, env }) => {
  const secret = await serverSecret(env, 'email-links');
  if (!secret) return redirect(UNSUBSCRIBE_PAGES.unavailable);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const email = await verifyUnsubscribeToken(token, secret);
  if (!email) return redirect(UNSUBSCRIBE_PAGES.invalid);
  return confirmPage(request, env, token);
});

/**
 * POST /api/email-unsubscribe: the confirmation form (field confirm=page → redirect to a page)
 * or a mail client's one-click unsubscribe (RFC 8058: token in the URL, body
 * "List-Unsubscribe=One-Click" → a JSON answer). Repeating it is harmless.
 */
export const onRequestPost = handle<Env>(async ({ request, env }) => {
  const fields = await readFormFields(request);
  const fromPage = fields.confirm === 'page';
  const token = fields.token || new URL(request.url).searchParams.get('token') || '';
  const answer = (page: keyof typeof UNSUBSCRIBE_PAGES, status: number, message: string) =>
    fromPage
      ? redirect(UNSUBSCRIBE_PAGES[page])
      : status === 200
        ? jsonReply({ unsubscribed: true })
        : errorReply(status, message);
  const secret = await serverSecret(env, 'email-links');
  if (!secret) return answer('unavailable', 503, 'Unsubscribing is not configured on this site.');
  const email = await verifyUnsubscribeToken(token, secret);
  if (!email) return answer('invalid', 400, 'This unsubscribe link is not valid.');
  const store = signupStoreFromEnv(env);
  if (!store) return answer('unavailable', 503, 'The mailing list is not reachable, so nothing was changed.');
  try {
    // 'unknown' (an address we no longer hold) is answered like a success: it gets no mail either way.
    await store.unsubscribe(email, new Date());
  } catch (error) {
    console.error('Unsubscribe not stored:', error);
    return answer(
      'unavailable',
      502,
      'The mailing list is not reachable just now, so nothing was changed. Please try again.',
    );
  }
  return answer('done', 200, '');
});
