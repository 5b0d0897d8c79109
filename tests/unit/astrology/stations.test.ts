import { describe, expect, it } from 'vitest';
import { computeChart, toChartFacts } from '@/lib/astrology/chart';
import { astroTime } from '@/lib/astrology/ephemeris';
import { planetMotion, STATION_WINDOW_HOURS, stationsBetween } from '@/lib/astrology/stations';

const HOUR = 3_600_000;

describe('stations', () => {
  // Mercury's retrograde of spring 2024: it turned retrograde on 1 April at about 22:14 UT
  // and direct on 25 April at about 12:54 UT (as the almanacs of the year list them).
  const [retrograde, direct] = stationsBetween('Mercury', new Date('2024-03-20'), new Date('2024-05-10'));

  it('finds both stations of Mercury in spring 2024, to the minute of the published times', () => {
    expect(retrograde!.kind).toBe('retrograde');
    expect(Math.abs(retrograde!.at.getTime() - Date.parse('2024-04-01T22:14:00Z'))).toBeLessThan(10 * 60_000);
    expect(direct!.kind).toBe('direct');
    expect(Math.abs(direct!.at.getTime() - Date.parse('2024-04-25T12:54:00Z'))).toBeLessThan(10 * 60_000);
  });

  it('marks a planet stationary within the window either side of its station, and not beyond', () => {
    const at = retrograde!.at.getTime();
    for (const offset of [-10, -3, 0, 3, 10]) {
      const motion = planetMotion('Mercury', astroTime(new Date(at + offset * HOUR)));
      expect(motion.station?.kind, `${offset} h`).toBe('retrograde');
      expect(Math.abs(motion.station!.at.getTime() - at)).toBeLessThan(2 * 60_000);
    }
    for (const offset of [-(STATION_WINDOW_HOURS + 3), STATION_WINDOW_HOURS + 3, 48]) {
      expect(
        planetMotion('Mercury', astroTime(new Date(at + offset * HOUR))).station,
        `${offset} h`,
      ).toBeUndefined();
    }
  });

  it('keeps the retrograde flag the sign of the speed, and says which way a stationary planet turns', () => {
    const at = direct!.at.getTime();
    const before = planetMotion('Mercury', astroTime(new Date(at - 2 * HOUR)));
    const after = planetMotion('Mercury', astroTime(new Date(at + 2 * HOUR)));
    expect(before).toMatchObject({ retrograde: true, station: { kind: 'direct' } });
    expect(after).toMatchObject({ retrograde: false, station: { kind: 'direct' } });
    expect(Math.abs(before.speed)).toBeLessThan(0.01);
  });

  it('puts the station on the chart facts: S, whichever side of it the birth falls', () => {
    const birth = (offsetHours: number) =>
      toChartFacts(
        computeChart({ utc: new Date(retrograde!.at.getTime() + offsetHours * HOUR) }),
      ).planets.find((position) => position.planet === 'Mercury')!;
    expect(birth(-1)).toMatchObject({ station: 'retrograde', retrograde: false });
    expect(birth(1)).toMatchObject({ station: 'retrograde', retrograde: true });
    expect(birth(72).station).toBeUndefined();
  });

  it('gives the Sun and Moon a speed and never a station', () => {
    const sun = planetMotion('Sun', astroTime(new Date('2024-04-01T00:00:00Z')));
    expect(sun.speed).toBeGreaterThan(0.95);
    expect(sun.speed).toBeLessThan(1.05);
    expect(sun.station).toBeUndefined();
    expect(planetMotion('Moon', astroTime(new Date('2024-04-01T00:00:00Z'))).speed).toBeGreaterThan(11);
  });
});
