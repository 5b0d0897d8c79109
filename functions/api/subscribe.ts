import { describeIssue, readJsonBody } from '../../src/lib/http/body';
import { handle } from '../../src/lib/http/handler';
import { errorReply, jsonReply } from '../../src/lib/http/reply';
import { STORAGE_NOT_CONFIGURED, subscriptionSchema } from '../../src/lib/newsletter/subscription';

/** The static pages a plain (no-JavaScript) form submission is sent to afterwards. */
const FORM_RESULT_PAGES = {
  invalid: '/newsletter/invalid',
  unavailable: '/newsletter/unavailable',
} as const;

/**
 * POST /api/subscribe: newsletter sign-up. Accepts JSON (answers JSON) or a plain HTML form
 * post (answers with a redirect to a result page), so the footer form works without JavaScript.
 * Storage arrives with the backend issue; until then the reply says honestly that nothing was saved.
 */
export const onRequestPost = handle(async ({ request }) => {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')) {
    return handleFormPost(request);
  }
  await readJsonBody(request, subscriptionSchema);
  // Storage is wired by the backend issue; until then every valid sign-up gets the honest answer.
  return errorReply(503, STORAGE_NOT_CONFIGURED);
});

async function handleFormPost(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin;
  let fields: Record<string, unknown> = {};
  try {
    fields = Object.fromEntries((await request.formData()).entries());
  } catch {
    return Response.redirect(`${origin}${FORM_RESULT_PAGES.invalid}`, 303);
  }
  const parsed = subscriptionSchema.safeParse(fields);
  if (!parsed.success) {
    console.info('Newsletter form rejected:', describeIssue(parsed.error));
    return Response.redirect(`${origin}${FORM_RESULT_PAGES.invalid}`, 303);
  }
  return Response.redirect(`${origin}${FORM_RESULT_PAGES.unavailable}`, 303);
}

export const onRequestGet = (): Response => jsonReply({ error: 'Use POST to subscribe.' }, 405, { allow: 'POST' });
