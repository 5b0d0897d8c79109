/**
 * What a quiz lead's answers may be (docs/signups.md#quiz-answers): exactly the quiz's own questions,
 * read from its definition, so a lead holds known keys with known values, one level deep: a
 * chosen option, a list of options (no repeats), the three parts of a date of birth, the e-mail.
 * Anything else (another key, a value no option has, a deeper object) is refused, whatever its size.
 */
import { z } from 'zod';
import { emailField } from '../content/email-field';
import { daysInMonth, FIRST_BIRTH_YEAR } from './age';
import type { QuizDefinition, QuizOption } from './definition';

const optionValue = (options: readonly QuizOption[]) => {
  const values = options.map((option) => option.value);
  return z
    .union([z.string(), z.number()])
    .refine((value) => values.includes(value), 'is not one of the choices');
};

const dateOfBirth = z
  .strictObject({
    day: z.string().regex(/^\d{1,2}$/),
    month: z.string().regex(/^\d{1,2}$/),
    year: z.string().regex(/^\d{4}$/),
  })
  .refine(({ day, month, year }) => {
    const [d, m, y] = [Number(day), Number(month), Number(year)];
    return (
      m >= 1 &&
      m <= 12 &&
      y >= FIRST_BIRTH_YEAR &&
      y <= new Date().getUTCFullYear() &&
      d >= 1 &&
      d <= daysInMonth(m, y)
    );
  }, 'is not a date of birth the quiz offers');

/** The answers record of this quiz: every key optional (a lead may come before the last question). */
export function quizAnswersSchema(quiz: QuizDefinition) {
  const shape: Record<string, z.ZodType> = { email: emailField.optional() };
  for (const step of quiz.steps) {
    if (step.type === 'single') shape[step.key] = optionValue(step.options).optional();
    else if (step.type === 'multi')
      shape[step.key] = z
        .array(optionValue(step.options))
        .max(step.options.length)
        .refine((values) => new Set(values).size === values.length, 'lists a choice twice')
        .optional();
    else if (step.type === 'dob') shape[step.key] = dateOfBirth.optional();
  }
  return z.strictObject(shape, { error: 'answers must be an object of this quiz’s answers.' });
}
