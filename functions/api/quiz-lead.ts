import { readJsonBody } from '@/lib/http/body';
import { handle } from '@/lib/http/handler';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { LEADS_FAILED, LEADS_NOT_CONFIGURED, quizLeadSchema } from '@/lib/leads/quiz-lead';
import { signupStoreFromEnv, type SignupStoreEnv } from '@/lib/signups/store';

/**
 * POST /api/quiz-lead: the quiz's e-mail step with its answers (docs/funnel.md). Kept in Supabase
 * when configured, else in the embedded store the local runtime binds (docs/signups.md); a
 * repeated e-mail keeps one row with the latest answers. Without either the reply says so (503),
 * so nothing is thrown away silently.
 */
export const onRequestPost = handle<SignupStoreEnv>(async ({ request, env }) => {
  const lead = await readJsonBody(request, quizLeadSchema);
  const store = signupStoreFromEnv(env);
  if (!store) return errorReply(503, LEADS_NOT_CONFIGURED);
  try {
    const { duplicate } = await store.keepLead(lead);
    return jsonReply(duplicate ? { stored: true, duplicate: true } : { stored: true });
  } catch (error) {
    console.error('Quiz lead not stored:', error);
    return errorReply(502, LEADS_FAILED);
  }
});

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to send quiz results.' }, 405, { allow: 'POST' });
