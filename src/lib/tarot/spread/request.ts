import { z } from 'zod';
import { QUESTION_MAX_CHARS } from '@/lib/tarot/question';
import { SPREAD_LAYOUT_IDS, type SpreadLayout } from './layouts';

/** Body of POST /api/tarot-spread: the question, the layout, and the visitor's calendar day. */
export const spreadRequestSchema = z.object({
  question: z.string({ message: 'a question is required' }).max(QUESTION_MAX_CHARS, {
    message: `keep the question under ${QUESTION_MAX_CHARS} characters`,
  }),
  layout: z.enum(SPREAD_LAYOUT_IDS as [SpreadLayout, ...SpreadLayout[]], {
    message: 'choose past-present-future or situation-action-outcome',
  }),
  /** The visitor's local date; the server's UTC date when missing or implausible. */
  day: z.string().max(10, 'must be a date written YYYY-MM-DD').optional(),
});

export type SpreadRequest = z.infer<typeof spreadRequestSchema>;
