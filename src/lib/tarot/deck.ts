/** The deck (docs/constants.md#tarot): 22 major arcana, 20 shown face down, orientation 50/50. */
export const MAJOR_ARCANA = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
] as const;

export type CardName = (typeof MAJOR_ARCANA)[number];
export type Orientation = 'upright' | 'reversed';

export const CARDS_SHOWN = 20;
export const CARD_FLIGHT_MS = 3000;

/** A random number in [0, 1); injectable so tests are repeatable. */
export type Random = () => number;

/** The card's number in the major arcana (The Fool is 0). */
export function cardNumber(name: CardName): number {
  return MAJOR_ARCANA.indexOf(name);
}

/** A fresh shuffle of the 22 cards, of which the first 20 are laid out face down. */
export function drawDisplayCards(random: Random = Math.random): CardName[] {
  const cards = [...MAJOR_ARCANA];
  for (let index = cards.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [cards[index], cards[other]] = [cards[other]!, cards[index]!];
  }
  return cards.slice(0, CARDS_SHOWN);
}

export function randomOrientation(random: Random = Math.random): Orientation {
  return random() < 0.5 ? 'upright' : 'reversed';
}

/** Cards per picker row by window width: under 480 px 6, under 640 7, under 768 8, under 1024 9, else 10. */
export function cardsPerRow(width: number): number {
  if (width < 480) return 6;
  if (width < 640) return 7;
  if (width < 768) return 8;
  if (width < 1024) return 9;
  return 10;
}

/** The two overlapping picker rows for a width: the laid-out cards, cardsPerRow to a row. */
export function pickerRows<T>(cards: readonly T[], perRow: number): [T[], T[]] {
  return [cards.slice(0, perRow), cards.slice(perRow, perRow * 2)];
}

/** 'the-high-priestess' from 'The High Priestess'. */
export function cardSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The card's name as it reads inside a sentence: "the Lovers", "the Wheel of Fortune", but
 * "Strength" and "Death", which carry no article.
 */
export function cardInProse(name: CardName): string {
  if (name.startsWith('The ')) return `the ${name.slice(4)}`;
  return name === 'Wheel of Fortune' ? 'the Wheel of Fortune' : name;
}

export const CARD_IMAGE_DIR = '/tarot/cards';
/** The face-down card, the last step of every image fallback chain. */
export const DEFAULT_CARD_IMAGE = '/tarot/card-back.svg';

/**
 * Image addresses to try for a card, in order (docs/constants.md#tarot): its own file, the name
 * without "The", then the face-down default.
 */
export function cardImageCandidates(name: string): string[] {
  const slug = cardSlug(name);
  const withoutArticle = slug.replace(/^the-/, '');
  const names = [...new Set([slug, withoutArticle])].filter(Boolean);
  return [...names.map((file) => `${CARD_IMAGE_DIR}/${file}.svg`), DEFAULT_CARD_IMAGE];
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral of a card number; The Fool is 0. */
export function romanNumeral(value: number): string {
  if (value === 0) return '0';
  let rest = value;
  let out = '';
  for (const [size, letters] of ROMAN) {
    while (rest >= size) {
      out += letters;
      rest -= size;
    }
  }
  return out;
}
