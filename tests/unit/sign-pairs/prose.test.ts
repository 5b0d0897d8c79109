import { describe, expect, it } from 'vitest';
import { SIGN_PAIRS } from '@/lib/sign-pairs/pairs';
import { proseByPair, type PairProse } from '@/lib/sign-pairs/prose';

/** A tiny stand-in for content/sign-pairs/pairs.json: the shape, not the words. */
const entry = (pair: string): PairProse => ({
  pair,
  headline: 'Fixture headline',
  overview: 'Fixture overview.',
  works: 'Fixture works.',
  chafes: 'Fixture chafes.',
  tip: 'Fixture tip.',
});
const complete = SIGN_PAIRS.map((pair) => entry(pair.slug));

describe('proseByPair', () => {
  it('keys a complete set by pair', () => {
    const prose = proseByPair(complete);
    expect(prose.size).toBe(78);
    expect(prose.get('taurus-and-scorpio')?.pair).toBe('taurus-and-scorpio');
  });

  it('names the missing pairs rather than letting a page ship without its words', () => {
    const partial = complete.filter(
      (item) => item.pair !== 'leo-and-virgo' && item.pair !== 'aries-and-aries',
    );
    expect(() => proseByPair(partial)).toThrow(/no prose for 2 pairs: aries-and-aries, leo-and-virgo/);
  });

  it('refuses a reverse-order, unknown or repeated pair', () => {
    expect(() => proseByPair([...complete, entry('scorpio-and-taurus')])).toThrow(
      /unknown pair "scorpio-and-taurus"/,
    );
    expect(() => proseByPair([...complete, entry('aries-and-aries')])).toThrow(
      /"aries-and-aries" appears twice/,
    );
  });
});
