import { postJson } from '../../lib/http/api-client';
import type { QuizAnswers } from '../../lib/quiz/machine';

/** What became of the e-mail the visitor gave on the portrait-ready step (docs/decisions.md 10). */
export type LeadStatus = { kind: 'idle' | 'pending' | 'stored' | 'failed' };

/** The tracking source the quiz sends with its lead. */
export const QUIZ_LEAD_SOURCE = 'soulmate-quiz';

/**
 * Sends the e-mail and answers to /api/quiz-lead; never throws, the result is for display only.
 * Why it failed (no storage configured, a server error, no network) is not the visitor's concern:
 * the promo step says the same calm sentence for each (docs/funnel.md).
 */
export async function submitQuizLead(email: string, answers: QuizAnswers): Promise<LeadStatus> {
  try {
    await postJson<{ stored: true; duplicate?: boolean }>('/api/quiz-lead', {
      email,
      answers,
      source: QUIZ_LEAD_SOURCE,
    });
    return { kind: 'stored' };
  } catch {
    return { kind: 'failed' };
  }
}
