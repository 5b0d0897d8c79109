import { cardSlug, MAJOR_ARCANA, type CardName } from './deck';

/** The hub of the card meaning pages (docs/tarot.md). */
export const TAROT_MEANINGS_PATH = '/tarot-card-meanings';

/** '/tarot-card-meanings/the-lovers' for The Lovers. */
export function cardMeaningPath(name: CardName): string {
  return `${TAROT_MEANINGS_PATH}/${cardSlug(name)}`;
}

/** The card whose page slug this is, if any. */
export function cardBySlug(slug: string): CardName | undefined {
  return MAJOR_ARCANA.find((name) => cardSlug(name) === slug);
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
