import { describe, expect, it } from 'vitest';
import { birthDaySpan, clockTimeOn, ingressDuring, signsDuring } from '@/lib/astrology/birth-day';
import { astroTime, planetLongitude } from '@/lib/astrology/ephemeris';

describe('what an untimed birth day leaves open', () => {
  it('finds the Sun entering Aries on 20 March 2000 at 07:35 UTC, and reads it in the local zone', () => {
    const utcDay = birthDaySpan({ year: 2000, month: 3, day: 20 });
    const ingress = ingressDuring('Sun', utcDay)!;
    expect([ingress.from, ingress.to]).toEqual(['Pisces', 'Aries']);
    expect(clockTimeOn(utcDay, ingress.at)).toBe('07:35 UTC');
    const tokyo = birthDaySpan(
      { year: 2000, month: 3, day: 20 },
      { name: 'Tokyo', timezone: 'Asia/Tokyo', latitude: 35.69, longitude: 139.69 },
    );
    expect(clockTimeOn(tokyo, ingressDuring('Sun', tokyo)!.at)).toBe('16:35 local time');
  });

  it('skips the ephemeris only when the body cannot have left its sign that day', () => {
    let changed = 0;
    for (let day = 0; day < 120; day += 1) {
      const date = new Date(Date.UTC(1983, 0, 1) + day * 86_400_000);
      const span = birthDaySpan({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
      const noon = astroTime(new Date(date.getTime() + 12 * 3600_000));
      for (const planet of ['Moon', 'Mercury', 'Venus', 'Mars'] as const) {
        const full = signsDuring(planet, span);
        expect(
          signsDuring(planet, span, planetLongitude(planet, noon)),
          `${planet} ${date.toISOString()}`,
        ).toEqual(full);
        if (full.length > 1) changed += 1;
      }
    }
    expect(changed).toBeGreaterThan(40);
  });
});
