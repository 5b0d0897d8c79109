/**
 * The five-paragraph reading that goes with a love percentage (docs/constants.md#love-calculator-by-name): one set of
 * paragraphs per tier of the one score scale (80 and above, 60–79, below 60).
 */
import { scoreTier, type ScoreTier } from '../calculators/score-bands';

type Paragraph = (a: string, b: string, pct: number) => string;

const PARAGRAPHS: Record<ScoreTier, readonly Paragraph[]> = {
  high: [
    (a, b, pct) =>
      `${a} and ${b}, your names land on ${pct}%, one of the warmest results this calculator gives. The letters of your first names weigh almost the same, and in name numerology that balance reads as two people who meet each other halfway without being asked.`,
    (a, b) =>
      `A score this high usually describes an easy rhythm: ${a} says something and ${b} already knew it was coming. Conversations drift from small talk to real talk quickly, and silences feel comfortable rather than awkward.`,
    () =>
      `The same closeness has one trap. When things feel this natural it is tempting to stop saying the obvious out loud. Keep naming what you appreciate; a good match stays good because both people keep choosing it.`,
    (a, b) =>
      `For the weeks ahead, plan something neither of you has tried before. Novelty is the fuel of a strong bond, and ${a} and ${b} have the trust to enjoy a little adventure together.`,
    () =>
      `Remember that a name score is a playful mirror, not a verdict. If you want to see how your birth charts talk to each other, the birth-date calculators on this site compare the real positions of the planets on the days you were born.`,
  ],
  mid: [
    (a, b, pct) =>
      `${a} and ${b}, your names come out at ${pct}%: a solid, promising match with room to grow. Your letter values differ a little, which in name numerology points to two distinct personalities rather than mirror images.`,
    (a, b) =>
      `That difference is useful. ${a} is likely to notice what ${b} overlooks, and the other way round, so together you cover more ground than either of you would alone.`,
    () =>
      `Where couples in this range stumble is pace: one wants to talk it through now, the other needs a day. Agree on how you pause a disagreement and how you come back to it, and most friction disappears.`,
    (a, b) =>
      `Shared rituals help a middle score climb. A weekly walk, a standing breakfast or a series you only watch together gives ${a} and ${b} a place where the connection is fed without effort.`,
    () =>
      `Treat this number as a light-hearted starting point. For a reading built from both birth charts, with the aspects that explain each score, try one of the date-of-birth calculators.`,
  ],
  low: [
    (a, b, pct) =>
      `${a} and ${b}, your names give ${pct}%. That sounds modest, but in name numerology a wide gap between letter values describes contrast, not failure: you bring very different energies to the table.`,
    (a, b) =>
      `Contrast can be magnetic. ${a} may be drawn to exactly the qualities ${b} takes for granted, and many lasting couples started from the feeling of meeting someone from another world.`,
    () =>
      `The work in a pairing like this is translation. Say what you mean plainly, ask before assuming, and expect that the same words may land differently for each of you.`,
    (a, b) =>
      `Give curiosity the lead. Ask ${b} about a passion ${a} knows nothing about, and let the answers surprise you; couples who stay curious about each other outlast couples who merely agree.`,
    () =>
      `Above all, do not let a letter count decide anything. Real compatibility lives in how you treat each other; for a deeper picture, compare your birth charts with the free date-of-birth calculators.`,
  ],
};

/** The five paragraphs for a percentage, with both names woven in. */
export function loveAnalysis(name1: string, name2: string, percentage: number): string[] {
  return PARAGRAPHS[scoreTier(percentage)].map((paragraph) => paragraph(name1, name2, percentage));
}
