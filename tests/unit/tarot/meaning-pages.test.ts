import { describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from '../../../src/lib/tarot/deck';
import { adjacentCards, cardBySlug, cardMeaningPath } from '../../../src/lib/tarot/meaning-pages';

describe('card meaning pages', () => {
  it('gives every card its own address under the hub, and finds the card from it', () => {
    expect(cardMeaningPath('The High Priestess')).toBe('/tarot-card-meanings/the-high-priestess');
    expect(cardMeaningPath('Wheel of Fortune')).toBe('/tarot-card-meanings/wheel-of-fortune');
    const paths = MAJOR_ARCANA.map(cardMeaningPath);
    expect(new Set(paths).size).toBe(22);
    for (const name of MAJOR_ARCANA) expect(cardBySlug(cardMeaningPath(name).split('/').pop()!)).toBe(name);
    expect(cardBySlug('the-queen-of-cups')).toBeUndefined();
  });

  it('links each card to the cards before and after it, the World leading back to the Fool', () => {
    expect(adjacentCards('The Lovers')).toEqual({ previous: 'The Hierophant', next: 'The Chariot' });
    expect(adjacentCards('The Fool')).toEqual({ previous: 'The World', next: 'The Magician' });
    expect(adjacentCards('The World')).toEqual({ previous: 'Judgement', next: 'The Fool' });
  });
});
