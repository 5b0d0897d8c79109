import { describe, expect, it } from 'vitest';
import { tickerKeyframes } from '@/lib/offer/ticker';

describe('the ticker keyframes', () => {
  it('show each of n lines for its 1/n of the cycle, then hide it', () => {
    const four = tickerKeyframes(4);
    // Fully in by a tenth of its share, out again at the end of its share (25% of the cycle).
    expect(four).toContain('2.50%,23.00%{opacity:1');
    expect(four).toContain('25.00%,100%{opacity:0');
    expect(tickerKeyframes(10)).toContain('10.00%,100%{opacity:0');
  });

  it('move only opacity and transform (the compositor runs them)', () => {
    const properties = [...tickerKeyframes(5).matchAll(/([a-z-]+):/g)].map((hit) => hit[1]);
    expect(new Set(properties)).toEqual(new Set(['opacity', 'transform']));
  });
});
