import { describe, expect, it } from 'vitest';
import { separation } from '@/lib/astrology/angles';
import { computeChart } from '@/lib/astrology/chart';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { midheaven } from '@/lib/astrology/houses';
import { compositeChart, davisonChart, davisonInput, midpoint } from '@/lib/astrology/relationship-charts';

const ANN = { utc: new Date('1990-03-14T08:45:00Z'), location: { latitude: 51.5074, longitude: -0.1278 } };
const TOM = { utc: new Date('1988-11-02T22:10:00Z'), location: { latitude: 40.7128, longitude: -74.006 } };

describe('midpoints', () => {
  it('takes the nearer midpoint, across 0° Aries too', () => {
    expect(midpoint(10, 50)).toBe(30);
    expect(midpoint(350, 30)).toBe(10);
    expect(midpoint(30, 350)).toBe(10);
    expect(midpoint(100, 280)).toBeCloseTo(190, 9);
  });
});

describe('composite chart', () => {
  const a = computeChart(ANN, { points: true });
  const b = computeChart(TOM, { points: true });
  const composite = compositeChart(a, b, { latitudes: [ANN.location.latitude, TOM.location.latitude] });

  it('puts every planet and point at the midpoint of the two', () => {
    for (const planet of PLANETS)
      expect(composite.longitudes[planet]).toBeCloseTo(
        midpoint(a.longitudes[planet], b.longitudes[planet]),
        9,
      );
    expect(composite.points!.Lilith).toBeCloseTo(midpoint(a.points!.Lilith!, b.points!.Lilith!), 9);
  });

  it('takes the midpoint of the Midheavens and derives the Ascendant and houses from it at the mean latitude', () => {
    expect(composite.mc).toBeCloseTo(midpoint(a.mc!, b.mc!), 9);
    expect(composite.frame!.latitude).toBeCloseTo((51.5074 + 40.7128) / 2, 9);
    expect(separation(midheaven(composite.frame!), composite.mc!)).toBeLessThan(1e-9);
    expect(composite.houses).toHaveLength(12);
    expect(composite.houses![0]).toBe(composite.ascendant);
    expect(composite.houses![9]).toBeCloseTo(composite.mc!, 9);
  });

  it('has no angles or houses when a birth time is missing', () => {
    const untimed = computeChart({ utc: TOM.utc });
    const partial = compositeChart(a, untimed, { latitudes: [51.5, 40.7] });
    expect(partial.ascendant).toBeUndefined();
    expect(partial.houses).toBeUndefined();
  });
});

describe('Davison chart', () => {
  it('is cast for the moment and place halfway between the births', () => {
    const input = davisonInput(ANN, TOM);
    expect(input.utc.getTime()).toBe((ANN.utc.getTime() + TOM.utc.getTime()) / 2);
    expect(input.location!.latitude).toBeCloseTo(46.1101, 4);
    expect(input.location!.longitude).toBeCloseTo(-37.0669, 4);
    const chart = davisonChart(ANN, TOM, { houseSystem: 'equal' });
    const direct = computeChart(input, { houseSystem: 'equal' });
    expect(chart.longitudes).toEqual(direct.longitudes);
    expect(chart.houseSystem).toBe('equal');
    expect(chart.houses![0]).toBe(chart.ascendant);
  });

  it('goes the short way round the date line', () => {
    const tokyo = { utc: ANN.utc, location: { latitude: 35.68, longitude: 139.69 } };
    const honolulu = { utc: TOM.utc, location: { latitude: 21.31, longitude: -157.86 } };
    expect(davisonInput(tokyo, honolulu).location!.longitude).toBeCloseTo(170.915, 3);
  });
});
