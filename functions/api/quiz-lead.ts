import { readJsonBody } from '../../src/lib/http/body';
import { handle } from '../../src/lib/http/handler';
import { errorReply, jsonReply } from '../../src/lib/http/reply';
import {
  LEADS_FAILED,
  LEADS_NOT_CONFIGURED,
  quizLeadSchema,
  storeQuizLead,
} from '../../src/lib/leads/quiz-lead';
import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../../src/lib/supabase/server-client';

/**
 * POST /api/quiz-lead: the quiz's e-mail step with its answers (docs/funnel.md). Stored through
 * the service role when Supabase is configured; a repeated e-mail keeps one row with the latest
 * answers. Without storage the reply says so (503), so nothing is thrown away silently.
 */
export const onRequestPost = handle<SupabaseServiceEnv>(async ({ request, env }) => {
  const lead = await readJsonBody(request, quizLeadSchema);
  const config = serviceConfigFromEnv(env);
  if (!config) return errorReply(503, LEADS_NOT_CONFIGURED);
  try {
    const { duplicate } = await storeQuizLead(config, lead);
    return jsonReply(duplicate ? { stored: true, duplicate: true } : { stored: true });
  } catch (error) {
    console.error('Quiz lead not stored:', error);
    return errorReply(502, LEADS_FAILED);
  }
});

export const onRequestGet = (): Response =>
  jsonReply({ error: 'Use POST to send quiz results.' }, 405, { allow: 'POST' });
