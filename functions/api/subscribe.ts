import { describeIssue, readFormFields, readJsonBody } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { handle } from '@/lib/http/handler';
import { hasMediaType, MULTIPART_TYPE, URLENCODED_TYPE } from '@/lib/http/media-type';
import type { RateLimitEnv } from '@/lib/http/rate-limit';
import { errorReply, HttpError, jsonReply } from '@/lib/http/reply';
import type { FormOutcome } from '@/config/newsletter-outcomes';
import { formReturnLocation } from '@/lib/newsletter/form-return';
import { STORAGE_FAILED, STORAGE_NOT_CONFIGURED, subscriptionSchema } from '@/lib/newsletter/subscription';
import { signUp, type SignUpEnv } from '@/lib/signups/sign-up';
import { emailSuggestion } from '@/lib/content/email-typo';
import { filledPage, type AssetsBinding } from '@/lib/http/filled-page';
import {
  ADDRESS_CHECK_PAGE,
  CHECKED_FIELD,
  fallbackAddressCheckPage,
  fillAddressCheckPage,
  RETURN_FIELD,
} from '@/lib/newsletter/address-check';
import { site } from '@/config/site';

interface Env extends SignUpEnv, RateLimitEnv {
  /** The built site (the address check page is one of its pages). */
  ASSETS?: AssetsBinding;
}

/**
 * POST /api/subscribe: newsletter sign-up (docs/signups.md). Accepts JSON (answers JSON) or a plain
 * HTML form post, answered with a 303 back to the page it came from with the outcome as its
 * fragment (src/lib/newsletter/form-return.ts), so the footer form answers in place without
 * JavaScript. A form post whose address looks mistyped gets the "Did you mean …?" page first. The
 * address is kept as pending and sent a confirmation link; a new and a known address get the same
 * answer (`{"received": true, "confirm": true}`).
 */
export const onRequestPost = handle<Env>(async ({ request, env }) => {
  const form = hasMediaType(request, [URLENCODED_TYPE, MULTIPART_TYPE]);
  try {
    await limitClient(request, env, 'subscribe');
  } catch (error) {
    if (form && error instanceof HttpError && error.status === 429)
      return formRedirect(request, null, 'busy');
    throw error;
  }
  if (form) return handleFormPost(request, env);
  const subscription = await readJsonBody(request, subscriptionSchema);
  const outcome = await signUp(env, {
    list: 'newsletter',
    email: subscription.email,
    source: subscription.source,
  });
  if (outcome === 'unavailable') return errorReply(503, STORAGE_NOT_CONFIGURED);
  if (outcome === 'error') return errorReply(502, STORAGE_FAILED);
  return jsonReply({ received: true, confirm: true });
});

/** Back to the page the form was on (never elsewhere), with the outcome as the fragment. */
function formRedirect(request: Request, returnTo: string | null, outcome: FormOutcome): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: formReturnLocation(request.url, returnTo ?? request.headers.get('referer'), outcome),
      'cache-control': 'no-store',
    },
  });
}

async function handleFormPost(request: Request, env: Env): Promise<Response> {
  const fields = await readFormFields(request);
  // The check page posts back the page the reader came from; the footer form has it as Referer.
  const returnTo = fields[RETURN_FIELD] || request.headers.get('referer');
  const redirect = (outcome: FormOutcome) => formRedirect(request, returnTo, outcome);
  const parsed = subscriptionSchema.safeParse(fields);
  if (!parsed.success) {
    console.info('Newsletter form rejected:', describeIssue(parsed.error));
    return redirect('invalid');
  }
  // "Did you mean …?" before anything is kept, unless the reader has already chosen (docs/signups.md).
  const suggestion = fields[CHECKED_FIELD] === '1' ? null : emailSuggestion(parsed.data.email);
  if (suggestion) {
    const check = {
      typed: parsed.data.email,
      suggestion,
      source: parsed.data.source ?? 'footer',
      // Only ever a page of this site (formReturnLocation checks it again when the answer comes back).
      returnTo: formReturnLocation(request.url, returnTo, 'received').replace(/#.*$/, ''),
    };
    return filledPage(
      request,
      env.ASSETS,
      ADDRESS_CHECK_PAGE,
      (html) => fillAddressCheckPage(html, check),
      () => fallbackAddressCheckPage(check, site.brandName),
    );
  }
  const outcome = await signUp(env, {
    list: 'newsletter',
    email: parsed.data.email,
    source: parsed.data.source,
  });
  return redirect(outcome);
}

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to subscribe.' }, 405, { allow: 'POST' });
