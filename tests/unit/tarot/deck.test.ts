import { describe, expect, it } from 'vitest';
import {
  cardImageCandidates,
  cardInProse,
  cardsPerRow,
  drawDisplayCards,
  MAJOR_ARCANA,
  pickerRows,
  randomOrientation,
  romanNumeral,
} from '@/lib/tarot/deck';
import { meaningLibrary } from '@/lib/tarot/meanings';

/** A repeatable pseudo-random sequence. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('deck', () => {
  it('has the 22 major arcana, and draws 20 distinct cards from them', () => {
    expect(MAJOR_ARCANA).toHaveLength(22);
    const drawn = drawDisplayCards(seeded(7));
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn).size).toBe(20);
    drawn.forEach((card) => expect(MAJOR_ARCANA).toContain(card));
  });

  it('reshuffles: different draws for different randomness', () => {
    expect(drawDisplayCards(seeded(1))).not.toEqual(drawDisplayCards(seeded(2)));
  });

  it('chooses orientation 50/50', () => {
    expect(randomOrientation(() => 0.49)).toBe('upright');
    expect(randomOrientation(() => 0.5)).toBe('reversed');
    const random = seeded(3);
    const upright = Array.from({ length: 4000 }, () => randomOrientation(random)).filter(
      (o) => o === 'upright',
    ).length;
    expect(upright / 4000).toBeGreaterThan(0.45);
    expect(upright / 4000).toBeLessThan(0.55);
  });

  it('lays out 6/7/8/9/10 cards per row at the spec breakpoints, in two rows', () => {
    expect([320, 479, 480, 639, 640, 767, 768, 1023, 1024, 1920].map(cardsPerRow)).toEqual([
      6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
    ]);
    const [top, bottom] = pickerRows(drawDisplayCards(seeded(4)), 10);
    expect(top).toHaveLength(10);
    expect(bottom).toHaveLength(10);
    expect(pickerRows([...Array(20).keys()], 6)).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
    ]);
  });

  it('resolves every card to images with a fallback chain ending at the face-down default', () => {
    expect(cardImageCandidates('The High Priestess')).toEqual([
      '/tarot/cards/the-high-priestess.svg',
      '/tarot/cards/high-priestess.svg',
      '/tarot/card-back.svg',
    ]);
    expect(cardImageCandidates('Strength')).toEqual(['/tarot/cards/strength.svg', '/tarot/card-back.svg']);
    expect(cardImageCandidates('')).toEqual(['/tarot/card-back.svg']);
  });

  it('names a card inside a sentence with its article in lower case', () => {
    const names = ['The Lovers', 'Wheel of Fortune', 'Strength', 'Judgement'] as const;
    expect(names.map(cardInProse)).toEqual(['the Lovers', 'the Wheel of Fortune', 'Strength', 'Judgement']);
  });

  it('numbers cards in roman numerals', () => {
    expect([0, 1, 4, 9, 14, 19, 21].map(romanNumeral)).toEqual(['0', 'I', 'IV', 'IX', 'XIV', 'XIX', 'XXI']);
  });
});

describe('meaning library (content/tarot/meanings.json)', () => {
  it('holds upright and reversed meanings for every card', () => {
    const library = meaningLibrary();
    expect(library.size).toBe(22);
    for (const name of MAJOR_ARCANA) {
      const card = library.get(name)!;
      expect(card.upright.advice).toHaveLength(3);
      expect(card.reversed.keywords.length).toBeGreaterThanOrEqual(3);
      expect(card.upright.meaning).not.toBe(card.reversed.meaning);
    }
  });
});
