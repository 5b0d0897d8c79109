import { z } from 'zod';
import { MAJOR_ARCANA } from './deck';
import { QUESTION_MAX_CHARS } from './question';

export { QUESTION_MAX_CHARS };

/** Body of POST /api/tarot: a tool, a question, the card drawn and its orientation. */
export const tarotRequestSchema = z.object({
  mode: z.enum(['one-question', 'yes-no'], { message: 'choose one-question or yes-no' }),
  question: z.string({ message: 'a question is required' }).max(QUESTION_MAX_CHARS, {
    message: `keep the question under ${QUESTION_MAX_CHARS} characters`,
  }),
  cardName: z.enum(MAJOR_ARCANA, { message: 'must be one of the 22 major arcana' }),
  orientation: z.enum(['upright', 'reversed'], { message: 'must be upright or reversed' }),
});

export type TarotRequest = z.infer<typeof tarotRequestSchema>;
