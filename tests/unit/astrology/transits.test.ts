import { describe, expect, it } from 'vitest';
import { separation } from '@/lib/astrology/angles';
import { astroTime, planetLongitude } from '@/lib/astrology/ephemeris';
import { estimatedVenusLongitude, transitLongitude, VENUS_ESTIMATE_MARGIN } from '@/lib/astrology/transits';

const DAY_MS = 86_400_000;
const exactAt = (planet: Parameters<typeof planetLongitude>[0], ms: number) =>
  planetLongitude(planet, astroTime(new Date(ms)));

describe('transit positions for the marriage search', () => {
  it('memoises exactly the ephemeris value', () => {
    const ms = Date.UTC(2027, 4, 7, 12);
    for (const planet of ['Venus', 'Jupiter', 'Saturn'] as const) {
      expect(transitLongitude(planet, ms)).toBe(exactAt(planet, ms));
      expect(transitLongitude(planet, ms)).toBe(exactAt(planet, ms));
    }
  });

  it('estimates Venus well inside its margin from 1900 to 2150, retrograde loops included', () => {
    let worst = 0;
    // Every 5.3 days for 250 years: every phase of the 584-day synodic cycle many times over.
    for (let ms = Date.UTC(1900, 0, 1, 7); ms < Date.UTC(2150, 0, 1); ms += 5.3 * DAY_MS) {
      worst = Math.max(worst, separation(estimatedVenusLongitude(ms), exactAt('Venus', ms)));
    }
    expect(worst).toBeLessThan(VENUS_ESTIMATE_MARGIN / 4);
  });
});
