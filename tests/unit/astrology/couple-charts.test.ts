import { describe, expect, it } from 'vitest';
import { separation } from '@/lib/astrology/angles';
import { computeChart, isDayChart, partOfFortune } from '@/lib/astrology/chart';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import type { CompatibilityRequest, PersonInput } from '@/lib/astrology/contract';
import { compositeChart, davisonInput, midpoint } from '@/lib/astrology/relationship-charts';

/** Two births with places picked from the suggestions, so no atlas reading is involved. */
const ANN: PersonInput = {
  name: 'Ann',
  birthDate: '1990-03-14',
  birthTime: '08:45',
  birthPlace: {
    name: 'London, United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
    timezone: 'Europe/London',
  },
};
const TOM: PersonInput = {
  name: 'Tom',
  birthDate: '1988-11-02',
  birthTime: '17:10',
  birthPlace: {
    name: 'New York, United States',
    latitude: 40.7128,
    longitude: -74.006,
    timezone: 'America/New_York',
  },
};
const ANN_UTC = new Date('1990-03-14T08:45:00Z');
const TOM_UTC = new Date('1988-11-02T22:10:00Z');

const ask = (person1: PersonInput, person2: PersonInput, extra: Partial<CompatibilityRequest> = {}) =>
  computeCompatibility({ person1, person2, coupleCharts: true, ...extra });

describe('the couple charts in the compatibility answer', () => {
  const result = ask(ANN, TOM);
  const { composite, davison } = result.coupleCharts!;

  it('are only cast when asked for', () => {
    expect(computeCompatibility({ person1: ANN, person2: TOM }).coupleCharts).toBeUndefined();
  });

  it('leave the synastry charts as they were: planets and angles, no extra points', () => {
    const plain = computeCompatibility({ person1: ANN, person2: TOM });
    expect(result.charts).toEqual(plain.charts);
    expect(result.charts.person1.points).toBeUndefined();
  });

  it('put each composite planet at the midpoint of the two', () => {
    result.charts.person1.planets.forEach((planet, index) => {
      const other = result.charts.person2.planets[index]!;
      const expected = midpoint(planet.longitude, other.longitude);
      expect(separation(composite.chart.planets[index]!.longitude, expected)).toBeLessThan(1e-3);
    });
    const mc = midpoint(result.charts.person1.mc!.longitude, result.charts.person2.mc!.longitude);
    expect(separation(composite.chart.mc!.longitude, mc)).toBeLessThan(1e-3);
    expect(composite.chart.houses).toHaveLength(12);
  });

  it('give the composite the midpoints of the nodes, Lilith and Chiron', () => {
    const a = computeChart({ utc: ANN_UTC, location: ANN.birthPlace! }, { points: true });
    const b = computeChart({ utc: TOM_UTC, location: TOM.birthPlace! }, { points: true });
    for (const point of ['North Node', 'Lilith', 'Chiron'] as const) {
      const found = composite.chart.points!.find((entry) => entry.point === point)!;
      expect(separation(found.longitude, midpoint(a.points![point]!, b.points![point]!))).toBeLessThan(1e-3);
    }
  });

  it('give the composite its own Part of Fortune, from its own Ascendant, Sun and Moon, day or night in its own sky', () => {
    const a = computeChart({ utc: ANN_UTC, location: ANN.birthPlace! }, { points: true });
    const b = computeChart({ utc: TOM_UTC, location: TOM.birthPlace! }, { points: true });
    const own = compositeChart(a, b, { latitudes: [ANN.birthPlace!.latitude, TOM.birthPlace!.latitude] });
    const { Sun: sun, Moon: moon } = own.longitudes;
    const expected = partOfFortune(own.ascendant!, sun, moon, isDayChart(sun, own.frame!));
    const found = composite.chart.points!.find((entry) => entry.point === 'Part of Fortune')!;
    expect(separation(found.longitude, expected)).toBeLessThan(1e-3);
    // Not the midpoint of the two natal Parts: the audit's complaint.
    expect(separation(own.points!['Part of Fortune']!, expected)).toBeLessThan(1e-9);
  });

  it('cast the Davison for the moment and place halfway between the births', () => {
    const input = davisonInput(
      { utc: ANN_UTC, location: ANN.birthPlace! },
      { utc: TOM_UTC, location: TOM.birthPlace! },
    );
    expect(davison.utc).toBe(new Date((ANN_UTC.getTime() + TOM_UTC.getTime()) / 2).toISOString());
    expect(davison.place).toEqual({ latitude: 46.1101, longitude: -37.0669 });
    const direct = computeChart(input, { points: true });
    davison.chart.planets.forEach((planet) => {
      expect(separation(planet.longitude, direct.longitudes[planet.planet])).toBeLessThan(1e-3);
    });
    expect(davison.chart.houses).toHaveLength(12);
    expect(davison.chart.points!.some((point) => point.point === 'Part of Fortune')).toBe(true);
  });

  it('list each chart’s own aspects: the Davison’s apply or separate, the composite’s do not move', () => {
    expect(composite.aspects.length).toBeGreaterThan(0);
    expect(composite.aspects.every((aspect) => aspect.motion === undefined)).toBe(true);
    const angles = new Set(['Ascendant', 'MC']);
    const moving = davison.aspects.filter((aspect) => !angles.has(aspect.from) && !angles.has(aspect.to));
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.every((aspect) => aspect.motion === 'applying' || aspect.motion === 'separating')).toBe(
      true,
    );
  });

  it('without one birth time: no houses or angles in either, and the Moon’s aspects approximate', () => {
    const untimed = ask(ANN, { ...TOM, birthTime: '' }).coupleCharts!;
    for (const chart of [untimed.composite, untimed.davison]) {
      expect(chart.chart.houses).toBeUndefined();
      expect(chart.chart.ascendant).toBeUndefined();
      const moon = chart.aspects.filter((aspect) => aspect.from === 'Moon' || aspect.to === 'Moon');
      expect(moon.every((aspect) => aspect.approximate)).toBe(true);
      const others = chart.aspects.filter((aspect) => aspect.from !== 'Moon' && aspect.to !== 'Moon');
      expect(others.every((aspect) => !aspect.approximate)).toBe(true);
    }
    expect(untimed.davison.place).toBeUndefined();
  });
});
