import { z } from 'zod';
import frames from '../../../content/tarot/reading-frames.json';

/**
 * The shared sentences the offline reading wraps around a card's own texts
 * (content/tarot/reading-frames.json): openers per theme and form, closing lines, the lean
 * phrases, advice per theme and the health note (docs/tarot.md).
 */
const variants = z.array(z.string().min(10)).min(1);
const openers = z.object({ open: variants, yesNo: variants });
/** Advice needs two lines to choose from: a reading takes two different ones. */
const theme = z.object({ openers, advice: z.array(z.string().min(10)).min(2) });
const leanPair = z.object({ clear: z.string().min(3), gentle: z.string().min(3) });

export const readingFramesSchema = z.object({
  themes: z.object({
    love: theme,
    work: theme,
    money: theme,
    health: theme.extend({
      /** Always read out: a card says nothing medical. */
      note: z.string().min(40),
      firstAdvice: z.string().min(20),
    }),
    study: theme,
    decision: theme,
    general: theme,
  }),
  leans: z.object({ yes: leanPair, no: leanPair }),
  closers: z.object({ upright: variants, reversed: variants }),
  openQuestionInYesNoTool: z.string().min(20),
});

export type ReadingFrames = z.infer<typeof readingFramesSchema>;

let parsed: ReadingFrames | undefined;

/** The frames, validated once on first use. */
export function readingFrames(): ReadingFrames {
  parsed ??= readingFramesSchema.parse(frames);
  return parsed;
}
