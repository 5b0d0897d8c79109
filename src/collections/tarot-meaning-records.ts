/**
 * The ONE place the tarot card meaning pages load their content: the 22 cards in deck order and
 * the copy every page shares.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { MAJOR_ARCANA } from '../lib/tarot/deck';

export type CardMeaningEntry = CollectionEntry<'tarotMeanings'>['data'];
export type TarotMeaningsGuide = CollectionEntry<'tarotMeaningsGuide'>['data'];

/** Every card's meanings, in deck order (the Fool first). */
export async function loadCardMeanings(): Promise<CardMeaningEntry[]> {
  const cards = (await getCollection('tarotMeanings')).map((entry) => entry.data);
  return cards.sort((a, b) => MAJOR_ARCANA.indexOf(a.name) - MAJOR_ARCANA.indexOf(b.name));
}

export async function loadTarotMeaningsGuide(): Promise<TarotMeaningsGuide> {
  const entry = await getEntry('tarotMeaningsGuide', 'meanings-guide');
  if (!entry) throw new Error('content/tarot/meanings-guide.yaml is missing');
  return entry.data;
}
