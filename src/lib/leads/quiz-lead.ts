import { z } from 'zod';
import { emailField } from '../content/email-field';
import { insertUnlessExists, updateWhere, type ServiceRestConfig } from '../supabase/service-rest';

const ANSWER_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_ANSWERS = 40;

/**
 * The quiz e-mail step (CONTRACTS.md): the e-mail, the answers record of document 1 §3 and an
 * optional source tag. Answers are kept as given (the body size limit bounds them), but must be
 * a plain record with sensible keys.
 */
export const quizLeadSchema = z.object({
  email: emailField,
  answers: z
    .record(
      z.string().regex(ANSWER_KEY, 'answer keys must be short names made of letters and digits.'),
      z.unknown(),
      {
        error: 'answers must be an object of quiz answers.',
      },
    )
    .refine(
      (answers) => Object.keys(answers).length <= MAX_ANSWERS,
      `answers may hold at most ${MAX_ANSWERS} entries.`,
    ),
  source: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9_-]*$/i, 'source may only hold letters, digits, dashes and underscores.')
    .optional(),
});

export type QuizLead = z.infer<typeof quizLeadSchema>;

export const LEADS_NOT_CONFIGURED =
  'Saving quiz results is not configured on this site, so your e-mail address and answers were not stored.';
export const LEADS_FAILED = 'We could not save your quiz results just now. Please try again in a moment.';

/** Stores a lead; a repeated e-mail keeps one row and takes the latest answers. */
export async function storeQuizLead(
  config: ServiceRestConfig,
  lead: QuizLead,
): Promise<{ duplicate: boolean }> {
  const email = lead.email.trim().toLowerCase();
  // Stored as a dashed tag, the form the newsletter sources use too.
  const source = lead.source?.toLowerCase().replace(/_/g, '-') || 'quiz';
  const outcome = await insertUnlessExists(
    config,
    'quiz_leads',
    { email, answers: lead.answers, source },
    'email',
  );
  if (outcome === 'duplicate')
    await updateWhere(config, 'quiz_leads', { email }, { answers: lead.answers, source });
  return { duplicate: outcome === 'duplicate' };
}
