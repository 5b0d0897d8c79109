import { ApiError, postJson } from '../../lib/http/api-client';
import type { QuizAnswers } from '../../lib/quiz/machine';

/** What became of the e-mail the visitor gave on the portrait-ready step (DECISIONS.md 10). */
export type LeadStatus =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'stored' } | { kind: 'failed'; message: string };

/** The tracking source the quiz sends with its lead. */
export const QUIZ_LEAD_SOURCE = 'soulmate-quiz';

/** Sends the e-mail and answers to /api/quiz-lead; never throws, the result is for display only. */
export async function submitQuizLead(email: string, answers: QuizAnswers): Promise<LeadStatus> {
  try {
    await postJson<{ stored: true; duplicate?: boolean }>('/api/quiz-lead', {
      email,
      answers,
      source: QUIZ_LEAD_SOURCE,
    });
    return { kind: 'stored' };
  } catch (error) {
    const message =
      error instanceof ApiError ? error.message : 'Something went wrong while saving your e-mail.';
    return { kind: 'failed', message };
  }
}
