import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { separation } from '@/lib/astrology/angles';
import { spreadLongitudes } from '@/lib/chart-view/spread';

describe('spreadLongitudes', () => {
  it('leaves planets that are far enough apart where they are', () => {
    expect(spreadLongitudes([10, 40, 200], 8)).toEqual([10, 40, 200]);
  });

  it('fans a close pair out around its mean', () => {
    const [a, b] = spreadLongitudes([100, 102], 10);
    expect(a).toBeCloseTo(96, 9);
    expect(b).toBeCloseTo(106, 9);
  });

  it('fans a pair across 0° Aries without sending one round the circle', () => {
    const [a, b] = spreadLongitudes([359, 1], 10);
    expect(a).toBeCloseTo(355, 9);
    expect(b).toBeCloseTo(5, 9);
  });

  it('merges neighbouring crowds into one run', () => {
    const spread = spreadLongitudes([50, 52, 60, 61], 8);
    const sorted = [...spread].sort((x, y) => x - y);
    sorted.slice(1).forEach((value, index) => expect(value - sorted[index]!).toBeCloseTo(8, 9));
    // Centred on the mean of the four (55.75).
    expect((sorted[0]! + sorted[3]!) / 2).toBeCloseTo(55.75, 9);
  });

  it('always keeps every pair at least the gap apart (or 95% of 360/n), within 0–360°', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 359.99, noNaN: true }), { minLength: 2, maxLength: 12 }),
        (longitudes) => {
          const gap = Math.min(10, (360 / longitudes.length) * 0.95);
          const spread = spreadLongitudes(longitudes, 10);
          for (let i = 0; i < spread.length; i += 1)
            for (let j = i + 1; j < spread.length; j += 1)
              expect(separation(spread[i]!, spread[j]!)).toBeGreaterThanOrEqual(gap - 1e-6);
          spread.forEach((value) => {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThan(360);
          });
        },
      ),
    );
  });
});
