import { shuffler } from 'd3-array';
import { randomLcg } from 'd3-random';
import { hashString } from '@/lib/astrology/narrative/pick';
import type { Orientation } from '@/lib/tarot/deck';
import { FULL_DECK, type DeckCardName } from '@/lib/tarot/minor-arcana';

/**
 * The spread's draw (docs/tarot.md): three cards from all 78, each upright or reversed, chosen by
 * a seeded generator from the question and the day. Asking the same question on the same day lays
 * out the same cards, so asking again is not a way to reshuffle for a better answer; a new day, or
 * a different question, draws anew.
 */
export interface DrawnCard {
  card: DeckCardName;
  orientation: Orientation;
}

export const SPREAD_SIZE = 3;

/** Case, spacing and the closing question mark do not make two questions different. */
export function normalizeSpreadQuestion(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[?!.\s]+$/, '');
}

/** The three cards for a question on a day ('2025-03-14'). */
export function drawSpread(question: string, day: string): DrawnCard[] {
  const random = randomLcg(hashString(`three-card|${normalizeSpreadQuestion(question)}|${day}`));
  const cards = shuffler(random)([...FULL_DECK]).slice(0, SPREAD_SIZE);
  return cards.map((card) => ({ card, orientation: random() < 0.5 ? 'upright' : 'reversed' }));
}
