import { describeIssue, readFormFields, readJsonBody } from '@/lib/http/body';
import { handle } from '@/lib/http/handler';
import { hasMediaType, MULTIPART_TYPE, URLENCODED_TYPE } from '@/lib/http/media-type';
import { errorReply, jsonReply } from '@/lib/http/reply';
import type { FormOutcome } from '@/config/newsletter-outcomes';
import { formReturnLocation } from '@/lib/newsletter/form-return';
import { STORAGE_FAILED } from '@/lib/newsletter/store';
import { STORAGE_NOT_CONFIGURED, subscriptionSchema, type Subscription } from '@/lib/newsletter/subscription';
import { signupStoreFromEnv, type SignupStoreEnv } from '@/lib/signups/store';
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

interface Env extends SignupStoreEnv {
  /** The built site (the address check page is one of its pages). */
  ASSETS?: AssetsBinding;
}

type Outcome = { kind: 'stored'; duplicate: boolean } | { kind: 'unavailable' } | { kind: 'error' };

/**
 * Keeps the sign-up: in Supabase when configured, else in the embedded store when the runtime
 * binds one (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently, docs/signups.md).
 */
async function subscribe(env: SignupStoreEnv, subscription: Subscription): Promise<Outcome> {
  const store = signupStoreFromEnv(env);
  if (!store) return { kind: 'unavailable' };
  try {
    const { duplicate } = await store.subscribe(subscription);
    return { kind: 'stored', duplicate };
  } catch (error) {
    console.error('Newsletter sign-up not stored:', error);
    return { kind: 'error' };
  }
}

/**
 * POST /api/subscribe: newsletter sign-up. Accepts JSON (answers JSON) or a plain HTML form
 * post, answered with a 303 back to the page it came from with the outcome as its fragment
 * (src/lib/newsletter/form-return.ts), so the footer form answers in place without JavaScript.
 * A form post whose address looks mistyped gets the "Did you mean …?" page first.
 * A repeated e-mail is stored once and answered like a first sign-up (`duplicate: true`).
 */
export const onRequestPost = handle<Env>(async ({ request, env }) => {
  if (hasMediaType(request, [URLENCODED_TYPE, MULTIPART_TYPE])) return handleFormPost(request, env);
  const subscription = await readJsonBody(request, subscriptionSchema);
  const outcome = await subscribe(env, subscription);
  if (outcome.kind === 'unavailable') return errorReply(503, STORAGE_NOT_CONFIGURED);
  if (outcome.kind === 'error') return errorReply(502, STORAGE_FAILED);
  return jsonReply(outcome.duplicate ? { stored: true, duplicate: true } : { stored: true });
});

async function handleFormPost(request: Request, env: Env): Promise<Response> {
  const fields = await readFormFields(request);
  // The check page posts back the page the reader came from; the footer form has it as Referer.
  const returnTo = fields[RETURN_FIELD] || request.headers.get('referer');
  const redirect = (outcome: FormOutcome) =>
    Response.redirect(formReturnLocation(request.url, returnTo, outcome), 303);
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
      returnTo: formReturnLocation(request.url, returnTo, 'subscribed').replace(/#.*$/, ''),
    };
    return filledPage(
      request,
      env.ASSETS,
      ADDRESS_CHECK_PAGE,
      (html) => fillAddressCheckPage(html, check),
      () => fallbackAddressCheckPage(check, site.brandName),
    );
  }
  const outcome = await subscribe(env, parsed.data);
  if (outcome.kind === 'stored') return redirect('subscribed');
  return redirect(outcome.kind);
}

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to subscribe.' }, 405, { allow: 'POST' });
