import { cardSlug, MAJOR_ARCANA, type CardName } from './deck';
import {
  minorParts,
  suitCards,
  SUITS,
  type DeckCardName,
  type MinorCardName,
  type Suit,
} from './minor-arcana';

/** The hub of the card meaning pages (docs/tarot.md). */
export const TAROT_MEANINGS_PATH = '/tarot-card-meanings';

/** '/tarot-card-meanings/wands' for the suit of Wands. */
export function suitHubPath(suit: Suit): string {
  return `${TAROT_MEANINGS_PATH}/${suitSlug(suit)}`;
}

export function suitSlug(suit: Suit): string {
  return suit.toLowerCase();
}

export function suitBySlug(slug: string): Suit | undefined {
  return SUITS.find((suit) => suitSlug(suit) === slug);
}

/**
 * A card's page: '/tarot-card-meanings/the-lovers' for a major,
 * '/tarot-card-meanings/cups/three-of-cups' for a minor (under its suit's hub).
 */
export function cardMeaningPath(name: DeckCardName): string {
  const minor = minorParts(name);
  return minor ? `${suitHubPath(minor.suit)}/${cardSlug(name)}` : `${TAROT_MEANINGS_PATH}/${cardSlug(name)}`;
}

/** The major arcana card whose page slug this is, if any. */
export function cardBySlug(slug: string): CardName | undefined {
  return MAJOR_ARCANA.find((name) => cardSlug(name) === slug);
}

/** The minor card of this suit whose page slug this is, if any. */
export function minorCardBySlug(suit: Suit, slug: string): MinorCardName | undefined {
  return suitCards(suit).find((name) => cardSlug(name) === slug);
}

/**
 * The cards before and after this one in the deck. The journey is a circle: the World leads back
 * to the Fool, so every page has both.
 */
export function adjacentCards(name: CardName): { previous: CardName; next: CardName } {
  const index = MAJOR_ARCANA.indexOf(name);
  const at = (offset: number) => MAJOR_ARCANA[(index + offset + MAJOR_ARCANA.length) % MAJOR_ARCANA.length]!;
  return { previous: at(-1), next: at(1) };
}

/** The cards before and after a minor card within its suit; the King leads back to the Ace. */
export function adjacentInSuit(name: MinorCardName): { previous: MinorCardName; next: MinorCardName } {
  const { suit } = minorParts(name)!;
  const cards = suitCards(suit);
  const index = cards.indexOf(name);
  const at = (offset: number) => cards[(index + offset + cards.length) % cards.length]!;
  return { previous: at(-1), next: at(1) };
}

/** The same number or court rank in the other three suits (the Three of Cups for the Three of Wands). */
export function sameRankCards(name: MinorCardName): MinorCardName[] {
  const { rank, suit } = minorParts(name)!;
  return SUITS.filter((other) => other !== suit).map((other): MinorCardName => `${rank} of ${other}`);
}
