import { z } from 'zod';
import frames from '../../../../content/tarot/spread-frames.json';
import { SUITS } from '@/lib/tarot/minor-arcana';

/**
 * The words around the three-card spread's library reading (content/tarot/spread-frames.json):
 * an opener per position, a note for a reversed card, and the summary's templates, every one of
 * which names the cards drawn, so no summary sentence stands in another spread (docs/tarot.md).
 */
const variants = z.array(z.string().min(10)).min(1);
const line = z.string().min(20);
const suitLines = z.object({ two: line, three: line });
const answer = z.object({ clear: z.string().min(10), gentle: z.string().min(10) });
const answers = z.object({ yes: answer, no: answer });
/** How a card answers in one position: before the question, now, ahead of it (a card that leans no warns). */
export const BRIDGE_TIMES = ['before', 'now', 'ahead', 'nowWarning', 'aheadWarning'] as const;
/** The domains whose cards have no text of their own: their meaning, bridged to the question. */
export const BRIDGED_DOMAINS = ['exam', 'study', 'decision', 'health', 'general'] as const;
export type BridgedDomain = (typeof BRIDGED_DOMAINS)[number];
const sides = z.object({ upright: line, reversed: line });
/** The domains a summary is written for: the question's theme, and an exam within study. */
export const SPREAD_DOMAINS = [
  'love',
  'work',
  'money',
  'health',
  'decision',
  'study',
  'exam',
  'general',
] as const;
export type SpreadDomain = (typeof SPREAD_DOMAINS)[number];
const byDomain = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(SPREAD_DOMAINS.map((domain) => [domain, value])) as Record<SpreadDomain, T>);

export const spreadFramesSchema = z.object({
  positions: z.object({
    past: variants,
    present: variants,
    future: variants,
    situation: variants,
    action: variants,
    outcome: variants,
  }),
  /** A reversed card whose own text does not say so: its meaning turned round, in its reversed keywords. */
  reversed: variants,
  /** After a card's meaning, what it says for a question with no card texts of its own (an exam, a choice…). */
  bridges: z.object(
    Object.fromEntries(
      BRIDGED_DOMAINS.map((domain) => [
        domain,
        z.object(
          Object.fromEntries(BRIDGE_TIMES.map((time) => [time, variants])) as Record<
            (typeof BRIDGE_TIMES)[number],
            typeof variants
          >,
        ),
      ]),
    ) as Record<BridgedDomain, z.ZodObject<Record<(typeof BRIDGE_TIMES)[number], typeof variants>>>,
  ),
  /**
   * How the summary names the question's domain, three ways taken in turn so no name comes back
   * in the next sentence: "your exam", "the test", "your result". Each takes a singular verb.
   */
  domains: byDomain(z.array(z.string().min(5)).length(3)),
  summary: z.object({
    story: z.object({ 'past-present-future': variants, 'situation-action-outcome': variants }),
    majors: z.object({ none: line, one: line, two: line, three: line }),
    suits: z.object(
      Object.fromEntries(SUITS.map((suit) => [suit, suitLines])) as Record<
        (typeof SUITS)[number],
        typeof suitLines
      >,
    ),
    reversals: z.object({ one: line, two: line, three: line }),
    /**
     * The last card's answer, in the question's own terms: a yes/no question gets a yes or a no
     * for its domain ("a cautious yes: a pass is within reach…"), an open one a direction.
     */
    lean: z.object({
      frame: z.object({ 'yes-no': line, open: line, choice: line }),
      answers: byDomain(answers),
      open: answers,
    }),
    focus: byDomain(sides),
  }),
});

export type SpreadFrames = z.infer<typeof spreadFramesSchema>;

let parsed: SpreadFrames | undefined;

export function spreadFrames(): SpreadFrames {
  parsed ??= spreadFramesSchema.parse(frames);
  return parsed;
}
