import { ApiError, postJson } from '@/lib/http/api-client';
import type { QuizAnswers } from '@/lib/quiz/machine';
import { quizSourceOf } from '@/config/quiz-link';

/**
 * What became of the e-mail the visitor gave on the portrait-ready step (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently):
 * kept, not kept (no storage, a server error, no network: the visitor still goes on), or refused
 * as an address, which keeps the form open with the reason (docs/signups.md).
 */
export type LeadStatus =
  { kind: 'idle' | 'pending' | 'stored' | 'failed' } | { kind: 'rejected'; reason: string };

/** The tracking source the quiz sends with its lead when its link carried none (src/config/quiz-link.ts). */
export const QUIZ_LEAD_SOURCE = 'soulmate-quiz';

/** The source to send: the button that brought the visitor (`?source=…`), else the quiz's own. */
export function leadSource(search: string): string {
  return quizSourceOf(search) ?? QUIZ_LEAD_SOURCE;
}

/** The server names the field ("email: …"); the form already shows which field it is. */
const FIELD_PREFIX = /^email:\s*/;
const FALLBACK_REASON = 'Please enter a valid e-mail address.';

/**
 * Sends the e-mail and answers to /api/quiz-lead; never throws. Why it failed to be kept (no
 * storage configured, a server error, no network) is not the visitor's concern: the promo step
 * says the same calm sentence for each (docs/funnel.md). Only a refused address (400) comes back
 * with its reason, for the form.
 */
export async function submitQuizLead(
  email: string,
  answers: QuizAnswers,
  source: string = QUIZ_LEAD_SOURCE,
): Promise<LeadStatus> {
  try {
    await postJson<{ received: true }>('/api/quiz-lead', {
      email,
      answers,
      source,
    });
    return { kind: 'stored' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const reason = FIELD_PREFIX.test(error.message) ? error.message.replace(FIELD_PREFIX, '') : '';
      return { kind: 'rejected', reason: reason || FALLBACK_REASON };
    }
    return { kind: 'failed' };
  }
}
