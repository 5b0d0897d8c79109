import { describe, expect, it } from 'vitest';
import { computeChart, toChartFacts } from '@/lib/astrology/chart';
import { houseOf } from '@/lib/astrology/house-systems';

describe('houseOf', () => {
  it('puts a longitude in the house whose cusps surround it, across 0° Aries too', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349, cusps)).toBe(12);
  });
});

describe('planet houses on the chart facts', () => {
  // 9 June 1963, 05:00 UT, Owensboro (the Swiss Ephemeris reference of ephemeris.test.ts):
  // Ascendant 20°41′ Aquarius, Sun 17°39′ Gemini in the 4th, Moon 8°44′ Capricorn in the 11th.
  const utc = new Date('1963-06-09T05:00:00Z');

  it('gives each planet its Placidus house when time and place are known', () => {
    const facts = toChartFacts(computeChart({ utc, location: { latitude: 37.77422, longitude: -87.11333 } }));
    const house = (planet: string) => facts.planets.find((position) => position.planet === planet)?.house;
    expect(house('Sun')).toBe(4);
    expect(house('Moon')).toBe(11);
    expect(facts.planets.every((position) => position.house! >= 1 && position.house! <= 12)).toBe(true);
  });

  it('leaves the house out without a place', () => {
    const facts = toChartFacts(computeChart({ utc }));
    expect(facts.planets.some((position) => 'house' in position)).toBe(false);
  });
});
