import { z } from 'zod';
import { emailField } from '../content/email-field';
import { quizAnswersSchema } from '../quiz/answers-schema';
import { quizDefinitionSchema } from '../quiz/definition';
import quizContent from '../../../content/quiz/soulmate-quiz.json';

/** The soulmate quiz as the site builds it: the lead's answers are held to its questions. */
const soulmateQuiz = quizDefinitionSchema.parse(quizContent.soulmate);

/**
 * The quiz e-mail step (docs/funnel.md): the e-mail, the answers record, bounded by the quiz's own
 * schema (docs/signups.md#quiz-answers), and an optional source tag. Kept as pending until the
 * address confirms it (docs/signups.md#double-opt-in).
 */
export const quizLeadSchema = z.object({
  email: emailField,
  answers: quizAnswersSchema(soulmateQuiz),
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
