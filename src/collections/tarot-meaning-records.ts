/**
 * The ONE place the tarot card meaning pages load their content: the 22 majors in deck order,
 * the 56 minors suit by suit, the four suits' hub copy and the copy every page shares.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { MAJOR_ARCANA } from '../lib/tarot/deck';
import { MINOR_ARCANA, SUITS, type MinorCardName, type Suit } from '../lib/tarot/minor-arcana';

export type CardMeaningEntry = CollectionEntry<'tarotMeanings'>['data'];
export type MinorCardEntry = CollectionEntry<'tarotMinorMeanings'>['data'];
export type SuitGuideEntry = CollectionEntry<'tarotSuits'>['data'];
export type TarotMeaningsGuide = CollectionEntry<'tarotMeaningsGuide'>['data'];

/** Every major's meanings, in deck order (the Fool first). */
export async function loadCardMeanings(): Promise<CardMeaningEntry[]> {
  const cards = (await getCollection('tarotMeanings')).map((entry) => entry.data);
  return cards.sort((a, b) => MAJOR_ARCANA.indexOf(a.name) - MAJOR_ARCANA.indexOf(b.name));
}

/** Every minor's meanings, Wands to Pentacles, each suit from Ace to King. */
export async function loadMinorCardMeanings(): Promise<MinorCardEntry[]> {
  const cards = (await getCollection('tarotMinorMeanings')).map((entry) => entry.data);
  return cards.sort((a, b) => MINOR_ARCANA.indexOf(a.name) - MINOR_ARCANA.indexOf(b.name));
}

export async function loadMinorCard(name: MinorCardName): Promise<MinorCardEntry> {
  const card = (await loadMinorCardMeanings()).find((entry) => entry.name === name);
  if (!card) throw new Error(`content/tarot/minor-arcana has no entry for ${name}`);
  return card;
}

/** The four suits' hub copy, in deck order. */
export async function loadSuitGuides(): Promise<SuitGuideEntry[]> {
  const suits = (await getCollection('tarotSuits')).map((entry) => entry.data);
  return suits.sort((a, b) => SUITS.indexOf(a.name) - SUITS.indexOf(b.name));
}

export async function loadSuitGuide(suit: Suit): Promise<SuitGuideEntry> {
  const guide = (await loadSuitGuides()).find((entry) => entry.name === suit);
  if (!guide) throw new Error(`content/tarot/suits.yaml has no entry for ${suit}`);
  return guide;
}

export async function loadTarotMeaningsGuide(): Promise<TarotMeaningsGuide> {
  const entry = await getEntry('tarotMeaningsGuide', 'meanings-guide');
  if (!entry) throw new Error('content/tarot/meanings-guide.yaml is missing');
  return entry.data;
}
