import { z } from 'zod';
import { emailField } from '../content/email-field';
import { leadSource, normalisedEmail } from '@/lib/signups/normalise';
import type { Json } from '../supabase/database.types';
import { dataOrThrow, serviceClient, type ServiceConfig } from '../supabase/server-client';

const ANSWER_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_ANSWERS = 40;

/**
 * The quiz e-mail step (docs/funnel.md): the e-mail, the answers record (docs/constants.md#quiz) and an
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
export async function storeQuizLead(config: ServiceConfig, lead: QuizLead): Promise<{ duplicate: boolean }> {
  const email = normalisedEmail(lead.email);
  const source = leadSource(lead.source);
  // The schema checked the answers' keys; their values are whatever JSON the quiz sent.
  const answers = lead.answers as Json;
  const table = () => serviceClient(config).from('quiz_leads');
  const inserted = dataOrThrow(
    await table()
      .upsert([{ email, answers, source }], { onConflict: 'email', ignoreDuplicates: true })
      .select('id'),
  );
  const duplicate = inserted.length === 0;
  if (duplicate) dataOrThrow(await table().update({ answers, source }).eq('email', email));
  return { duplicate };
}
