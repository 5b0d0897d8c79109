import { describe, expect, it } from 'vitest';
import { cardSlug, MAJOR_ARCANA } from '@/lib/tarot/deck';
import {
  deckCardInProse,
  FULL_DECK,
  isDeckCard,
  MINOR_ARCANA,
  minorParts,
  pipCount,
  SUITS,
} from '@/lib/tarot/minor-arcana';
import {
  adjacentCards,
  adjacentInSuit,
  cardBySlug,
  cardMeaningPath,
  minorCardBySlug,
  sameRankCards,
  suitBySlug,
  suitHubPath,
} from '@/lib/tarot/meaning-pages';

describe('card meaning pages', () => {
  it('gives every major its own address under the hub, and finds the card from it', () => {
    expect(cardMeaningPath('The High Priestess')).toBe('/tarot-card-meanings/the-high-priestess');
    expect(cardMeaningPath('Wheel of Fortune')).toBe('/tarot-card-meanings/wheel-of-fortune');
    const paths = MAJOR_ARCANA.map(cardMeaningPath);
    expect(new Set(paths).size).toBe(22);
    for (const name of MAJOR_ARCANA) expect(cardBySlug(cardMeaningPath(name).split('/').pop()!)).toBe(name);
    expect(cardBySlug('three-of-cups')).toBeUndefined();
  });

  it('puts every minor under its suit hub, and finds it from the suit and slug', () => {
    expect(suitHubPath('Cups')).toBe('/tarot-card-meanings/cups');
    expect(cardMeaningPath('Three of Cups')).toBe('/tarot-card-meanings/cups/three-of-cups');
    expect(cardMeaningPath('King of Pentacles')).toBe('/tarot-card-meanings/pentacles/king-of-pentacles');
    expect(new Set(FULL_DECK.map(cardMeaningPath)).size).toBe(78);
    for (const name of MINOR_ARCANA) {
      const [, , suitSlug, slug] = cardMeaningPath(name).split('/');
      const suit = suitBySlug(suitSlug!)!;
      expect(minorCardBySlug(suit, slug!)).toBe(name);
    }
    expect(minorCardBySlug('Cups', 'three-of-wands')).toBeUndefined();
  });

  it('keeps the suit hubs and the majors apart at the same level of the address', () => {
    const majorSlugs = new Set(MAJOR_ARCANA.map(cardSlug));
    for (const suit of SUITS) expect(majorSlugs.has(suitHubPath(suit).split('/').pop()!)).toBe(false);
  });

  it('links each major to the cards before and after it, the World leading back to the Fool', () => {
    expect(adjacentCards('The Lovers')).toEqual({ previous: 'The Hierophant', next: 'The Chariot' });
    expect(adjacentCards('The Fool')).toEqual({ previous: 'The World', next: 'The Magician' });
    expect(adjacentCards('The World')).toEqual({ previous: 'Judgement', next: 'The Fool' });
  });

  it('links each minor to its neighbors in the suit and to the same number in the other suits', () => {
    expect(adjacentInSuit('Three of Cups')).toEqual({ previous: 'Two of Cups', next: 'Four of Cups' });
    expect(adjacentInSuit('King of Swords')).toEqual({ previous: 'Queen of Swords', next: 'Ace of Swords' });
    expect(adjacentInSuit('Ace of Wands').previous).toBe('King of Wands');
    expect(sameRankCards('Three of Cups')).toEqual([
      'Three of Wands',
      'Three of Swords',
      'Three of Pentacles',
    ]);
    expect(sameRankCards('Queen of Pentacles')).toEqual([
      'Queen of Wands',
      'Queen of Cups',
      'Queen of Swords',
    ]);
  });
});

describe('the 78-card deck', () => {
  it('holds the 22 majors, then 14 cards in each of the four suits', () => {
    expect(FULL_DECK).toHaveLength(78);
    expect(new Set(FULL_DECK).size).toBe(78);
    expect(FULL_DECK.slice(0, 22)).toEqual([...MAJOR_ARCANA]);
    expect(MINOR_ARCANA.slice(0, 3)).toEqual(['Ace of Wands', 'Two of Wands', 'Three of Wands']);
    expect(MINOR_ARCANA.at(-1)).toBe('King of Pentacles');
  });

  it('reads rank and suit from a minor name, and counts pips', () => {
    expect(minorParts('Knight of Swords')).toEqual({ rank: 'Knight', suit: 'Swords' });
    expect(minorParts('The Moon')).toBeUndefined();
    expect(minorParts('Eleven of Cups')).toBeUndefined();
    expect(pipCount('Ace')).toBe(1);
    expect(pipCount('Ten')).toBe(10);
    expect(pipCount('Page')).toBeUndefined();
    expect(isDeckCard('Ten of Cups')).toBe(true);
    expect(isDeckCard('Strength')).toBe(true);
    expect(isDeckCard('The Joker')).toBe(false);
  });

  it('names any card inside a sentence', () => {
    expect(deckCardInProse('Three of Cups')).toBe('the Three of Cups');
    expect(deckCardInProse('The Moon')).toBe('the Moon');
    expect(deckCardInProse('Strength')).toBe('Strength');
  });
});
