import { describeIssue, readFormFields, readJsonBody } from '../../src/lib/http/body';
import { handle } from '../../src/lib/http/handler';
import { hasMediaType, MULTIPART_TYPE, URLENCODED_TYPE } from '../../src/lib/http/media-type';
import { errorReply, jsonReply } from '../../src/lib/http/reply';
import type { FormOutcome } from '../../src/config/newsletter-outcomes';
import { formReturnLocation } from '../../src/lib/newsletter/form-return';
import { STORAGE_FAILED, storeSubscriber } from '../../src/lib/newsletter/store';
import {
  STORAGE_NOT_CONFIGURED,
  subscriptionSchema,
  type Subscription,
} from '../../src/lib/newsletter/subscription';
import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../../src/lib/supabase/server-client';

type Outcome = { kind: 'stored'; duplicate: boolean } | { kind: 'unavailable' } | { kind: 'error' };

/** Stores the sign-up through the service role when Supabase is configured (docs/decisions.md 10). */
async function subscribe(env: SupabaseServiceEnv, subscription: Subscription): Promise<Outcome> {
  const config = serviceConfigFromEnv(env);
  if (!config) return { kind: 'unavailable' };
  try {
    const { duplicate } = await storeSubscriber(config, subscription);
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
 * A repeated e-mail is stored once and answered like a first sign-up (`duplicate: true`).
 */
export const onRequestPost = handle<SupabaseServiceEnv>(async ({ request, env }) => {
  if (hasMediaType(request, [URLENCODED_TYPE, MULTIPART_TYPE])) return handleFormPost(request, env);
  const subscription = await readJsonBody(request, subscriptionSchema);
  const outcome = await subscribe(env, subscription);
  if (outcome.kind === 'unavailable') return errorReply(503, STORAGE_NOT_CONFIGURED);
  if (outcome.kind === 'error') return errorReply(502, STORAGE_FAILED);
  return jsonReply(outcome.duplicate ? { stored: true, duplicate: true } : { stored: true });
});

async function handleFormPost(request: Request, env: SupabaseServiceEnv): Promise<Response> {
  const redirect = (outcome: FormOutcome) =>
    Response.redirect(formReturnLocation(request.url, request.headers.get('referer'), outcome), 303);
  const parsed = subscriptionSchema.safeParse(await readFormFields(request));
  if (!parsed.success) {
    console.info('Newsletter form rejected:', describeIssue(parsed.error));
    return redirect('invalid');
  }
  const outcome = await subscribe(env, parsed.data);
  if (outcome.kind === 'stored') return redirect('subscribed');
  return redirect(outcome.kind);
}

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to subscribe.' }, 405, { allow: 'POST' });
