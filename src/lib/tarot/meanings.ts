import library from '../../../content/tarot/meanings.json';
import type { CardName, Orientation } from './deck';
import { meaningLibrarySchema, type CardMeaning, type CardSide } from './meaning-schema';

let parsed: ReadonlyMap<CardName, CardMeaning> | undefined;

/** The meaning library from content/tarot/meanings.json, validated once on first use. */
export function meaningLibrary(): ReadonlyMap<CardName, CardMeaning> {
  parsed ??= new Map(meaningLibrarySchema.parse(library).map((card) => [card.name, card]));
  return parsed;
}

/** One card's meaning for its orientation. */
export function cardSide(card: CardName, orientation: Orientation): CardSide {
  const meaning = meaningLibrary().get(card);
  if (!meaning) throw new Error(`No meaning for ${card}`);
  return meaning[orientation];
}
