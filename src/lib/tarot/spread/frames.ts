import { z } from 'zod';
import frames from '../../../../content/tarot/spread-frames.json';
import { SUITS } from '@/lib/tarot/minor-arcana';

/**
 * The shared sentences of the three-card spread's library reading
 * (content/tarot/spread-frames.json): an opener per position, a note for a reversed card, and the
 * summary's lines about major arcana, suits, reversals and the last card's lean (docs/tarot.md).
 */
const variants = z.array(z.string().min(10)).min(1);
const line = z.string().min(20);
const suitLines = z.object({ two: line, three: line });
const lean = z.object({ clear: line, gentle: line });

export const spreadFramesSchema = z.object({
  positions: z.object({
    past: variants,
    present: variants,
    future: variants,
    situation: variants,
    action: variants,
    outcome: variants,
  }),
  reversed: variants,
  majors: z.object({ none: line, one: line, two: line, three: line }),
  suits: z.object(
    Object.fromEntries(SUITS.map((suit) => [suit, suitLines])) as Record<
      (typeof SUITS)[number],
      typeof suitLines
    >,
  ),
  mixedSuits: line,
  /** By the number of reversed cards, 0 to 3. */
  reversals: z.array(line).length(4),
  lean: z.object({ yes: lean, no: lean }),
});

export type SpreadFrames = z.infer<typeof spreadFramesSchema>;

let parsed: SpreadFrames | undefined;

export function spreadFrames(): SpreadFrames {
  parsed ??= spreadFramesSchema.parse(frames);
  return parsed;
}
