import { readFormFields } from '@/lib/http/body';
import { handle } from '@/lib/http/handler';
import { filledPage, type AssetsBinding } from '@/lib/http/filled-page';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { site } from '@/config/site';
import { unsubscribeEmail } from '@/lib/email/service-store';
import { fallbackConfirmPage, fillConfirmPage, UNSUBSCRIBE_PAGES } from '@/lib/email/unsubscribe-pages';
import { isUsableSecret, verifyUnsubscribeToken } from '@/lib/email/unsubscribe-token';
import { serviceConfigFromEnv, type SupabaseServiceEnv } from '@/lib/supabase/server-client';

interface Env extends SupabaseServiceEnv {
  EMAIL_UNSUBSCRIBE_SECRET?: string;
  /** Cloudflare Pages' static assets, to serve the built confirmation page. */
  ASSETS?: AssetsBinding;
}

function redirect(request: Request, page: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: new URL(page, request.url).toString(), 'cache-control': 'no-store' },
  });
}

const confirmPage = (request: Request, env: Env, token: string): Promise<Response> =>
  filledPage(
    request,
    env.ASSETS,
    UNSUBSCRIBE_PAGES.confirm,
    (html) => fillConfirmPage(html, token),
    () => fallbackConfirmPage(token, site.brandName),
  );

/**
 * GET /api/email-unsubscribe?token=…: the link in every campaign message. Opening it changes
 * nothing (mail scanners open links); it shows the confirmation page, whose button POSTs back.
 * Bad or tampered tokens land on a page that says so.
 */
export const onRequestGet = handle<Env>(async ({ request, env }) => {
  if (!isUsableSecret(env.EMAIL_UNSUBSCRIBE_SECRET)) return redirect(request, UNSUBSCRIBE_PAGES.unavailable);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const email = await verifyUnsubscribeToken(token, env.EMAIL_UNSUBSCRIBE_SECRET);
  if (!email) return redirect(request, UNSUBSCRIBE_PAGES.invalid);
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
      ? redirect(request, UNSUBSCRIBE_PAGES[page])
      : status === 200
        ? jsonReply({ unsubscribed: true })
        : errorReply(status, message);

  if (!isUsableSecret(env.EMAIL_UNSUBSCRIBE_SECRET))
    return answer('unavailable', 503, 'Unsubscribing is not configured on this site.');
  const email = await verifyUnsubscribeToken(token, env.EMAIL_UNSUBSCRIBE_SECRET);
  if (!email) return answer('invalid', 400, 'This unsubscribe link is not valid.');
  const service = serviceConfigFromEnv(env);
  if (!service)
    return answer('unavailable', 503, 'The mailing list is not reachable, so nothing was changed.');
  try {
    // 'unknown' (an address we no longer hold) is answered like a success: it gets no mail either way.
    await unsubscribeEmail(service, email);
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
