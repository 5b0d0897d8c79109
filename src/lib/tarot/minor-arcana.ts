import { cardInProse, MAJOR_ARCANA, type CardName } from './deck';

/**
 * The 56 minor arcana (docs/tarot.md, "The whole deck"): four suits of fourteen, Ace to Ten and
 * four court cards. Names only, so the islands can import it without the meaning texts.
 */
export const SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'] as const;
export type Suit = (typeof SUITS)[number];

export const PIP_RANKS = [
  'Ace',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
] as const;
export const COURT_RANKS = ['Page', 'Knight', 'Queen', 'King'] as const;
export const RANKS = [...PIP_RANKS, ...COURT_RANKS] as const;
export type Rank = (typeof RANKS)[number];
export type CourtRank = (typeof COURT_RANKS)[number];

export type MinorCardName = `${Rank} of ${Suit}`;
/** Any of the 78 cards. */
export type DeckCardName = CardName | MinorCardName;

/** The classical element of each suit, as the Rider–Waite–Smith tradition pairs them. */
export const SUIT_ELEMENT: Record<Suit, 'Fire' | 'Water' | 'Air' | 'Earth'> = {
  Wands: 'Fire',
  Cups: 'Water',
  Swords: 'Air',
  Pentacles: 'Earth',
};

/** The minor arcana suit by suit, each from Ace to King. */
export const MINOR_ARCANA: readonly MinorCardName[] = SUITS.flatMap((suit) =>
  RANKS.map((rank): MinorCardName => `${rank} of ${suit}`),
);

/** All 78 cards in the order a deck is laid out: the major arcana, then Wands, Cups, Swords, Pentacles. */
export const FULL_DECK: readonly DeckCardName[] = [...MAJOR_ARCANA, ...MINOR_ARCANA];

export interface MinorParts {
  rank: Rank;
  suit: Suit;
}

const MINOR_PATTERN = new RegExp(`^(${RANKS.join('|')}) of (${SUITS.join('|')})$`);

/** The rank and suit of a minor card; undefined for a major. */
export function minorParts(name: string): MinorParts | undefined {
  const match = MINOR_PATTERN.exec(name);
  return match ? { rank: match[1] as Rank, suit: match[2] as Suit } : undefined;
}

export function isMinorCard(name: string): name is MinorCardName {
  return MINOR_PATTERN.test(name);
}

export function isDeckCard(name: string): name is DeckCardName {
  return isMinorCard(name) || (MAJOR_ARCANA as readonly string[]).includes(name);
}

export function isCourt(rank: Rank): rank is CourtRank {
  return (COURT_RANKS as readonly string[]).includes(rank);
}

/** The pip count of Ace (1) to Ten (10); court cards have none. */
export function pipCount(rank: Rank): number | undefined {
  const index = (PIP_RANKS as readonly string[]).indexOf(rank);
  return index < 0 ? undefined : index + 1;
}

export function suitCards(suit: Suit): MinorCardName[] {
  return RANKS.map((rank): MinorCardName => `${rank} of ${suit}`);
}

/** A card's name inside a sentence: "the Three of Cups", "the Lovers", "Strength". */
export function deckCardInProse(name: DeckCardName): string {
  return isMinorCard(name) ? `the ${name}` : cardInProse(name);
}
