import { readJsonBody } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { handle } from '@/lib/http/handler';
import type { RateLimitEnv } from '@/lib/http/rate-limit';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { LEADS_FAILED, LEADS_NOT_CONFIGURED, quizLeadSchema } from '@/lib/leads/quiz-lead';
import { signUp, type SignUpEnv } from '@/lib/signups/sign-up';

/**
 * POST /api/quiz-lead: the quiz's e-mail step with its answers (docs/funnel.md, docs/signups.md).
 * Kept as pending until the address confirms it from the message this sends; the reply is the same
 * for a new and a known address. Without a store or a way to send, the reply says so (503).
 */
export const onRequestPost = handle<SignUpEnv & RateLimitEnv>(async ({ request, env }) => {
  await limitClient(request, env, 'quiz-lead');
  const lead = await readJsonBody(request, quizLeadSchema);
  const outcome = await signUp(env, {
    list: 'quiz',
    email: lead.email,
    source: lead.source,
    answers: lead.answers,
  });
  if (outcome === 'unavailable') return errorReply(503, LEADS_NOT_CONFIGURED);
  if (outcome === 'error') return errorReply(502, LEADS_FAILED);
  return jsonReply({ received: true, confirm: true });
});

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to send quiz results.' }, 405, { allow: 'POST' });
