import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, nextSlide, shouldAutoAdvance } from '@/lib/compare/carousel';
import { formatUsd, formatUsdRange } from '@/lib/compare/money';

describe('carousel rules', () => {
  it('advances every 4.5 seconds', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(4500);
  });

  it('wraps from the last slide to the first', () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(2, 4)).toBe(3);
    expect(nextSlide(3, 4)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('holds still when hovered, focused, stopped, for reduced motion, or with one slide', () => {
    const base = { count: 3, hovered: false, focused: false, reducedMotion: false, stopped: false };
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, stopped: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, count: 1 })).toBe(false);
  });
});

describe('prices', () => {
  it('prints dollars with cents only when there are cents', () => {
    expect(formatUsd(7.99)).toBe('$7.99');
    expect(formatUsd(5)).toBe('$5');
    expect(formatUsdRange({ min: 9.99, max: 49.99 })).toBe('$9.99 to $49.99');
  });
});
