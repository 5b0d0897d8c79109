import { describe, expect, it } from 'vitest';
import { computeChart, toChartFacts } from '@/lib/astrology/chart';
import { aspectsWithin, chartPoints } from '@/lib/astrology/aspects';
import { separation } from '@/lib/astrology/angles';
import type { ChartFacts } from '@/lib/astrology/contract';
import { buildWheel, RADII, wheelPoint, type WheelGlyph } from '@/lib/chart-view/wheel';

const C = 200;
/** 9 June 1963, 05:00 UT, Owensboro: the Swiss Ephemeris reference chart of ephemeris.test.ts. */
const timed = computeChart({
  utc: new Date('1963-06-09T05:00:00Z'),
  location: { latitude: 37.77422, longitude: -87.11333 },
});
const timedFacts = toChartFacts(timed);
const untimedFacts = toChartFacts(computeChart({ utc: new Date('1963-06-09T05:00:00Z') }));
const glyph = (glyphs: WheelGlyph[], planet: string, ring = 0) =>
  glyphs.find((entry) => entry.planet === planet && entry.ring === ring)!;

/** Angle of a drawn point, in degrees anticlockwise from 3 o'clock (screen y points down). */
const screenAngle = (x: number, y: number) => ((Math.atan2(C - y, x - C) * 180) / Math.PI + 360) % 360;

describe('wheel orientation', () => {
  it("without a birth time puts 0° Aries at 9 o'clock and 0° Capricorn at 12, running anticlockwise", () => {
    expect(wheelPoint(0, 100, 0)).toEqual({ x: 100, y: 200 });
    expect(wheelPoint(270, 100, 0)).toEqual({ x: 200, y: 100 });
    expect(wheelPoint(90, 100, 0)).toEqual({ x: 200, y: 300 }); // Cancer at the bottom
    expect(wheelPoint(180, 100, 0)).toEqual({ x: 300, y: 200 }); // Libra on the right
    // Anticlockwise: a few degrees on from 0° Aries is below 9 o'clock, not above it.
    expect(wheelPoint(10, 100, 0).y).toBeGreaterThan(200);
  });

  it('without a birth time draws no houses and no angles, and says why', () => {
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: untimedFacts }] });
    expect(wheel.rotation).toBe(0);
    expect(wheel.houses).toEqual([]);
    expect(wheel.axes).toEqual([]);
    // The same wheel serves a time known but disputed (Diana's), so the caption blames no missing time.
    expect(wheel.caption).toBe(
      'Without a rising sign the wheel starts at 0° Aries on the left and shows no houses.',
    );
    const aries = wheel.signs.find((sign) => sign.sign === 'Aries')!;
    expect(aries.boundary).toMatchObject({ x1: C - RADII.zodiac, y1: C, x2: C - RADII.outer, y2: C });
    const capricorn = wheel.signs.find((sign) => sign.sign === 'Capricorn')!;
    expect(capricorn.boundary).toMatchObject({ x1: C, y1: C - RADII.zodiac, x2: C, y2: C - RADII.outer });
  });

  it("with a birth time puts the Ascendant at 9 o'clock, the houses anticlockwise from it", () => {
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: timedFacts }] });
    expect(wheel.rotation).toBeCloseTo(320.6967, 4);
    expect(wheel.axes.find((axis) => axis.name === 'AC')!.at).toEqual({ x: C - RADII.axisLabel, y: C });
    expect(wheel.axes.find((axis) => axis.name === 'DC')!.at).toEqual({ x: C + RADII.axisLabel, y: C });
    // The Midheaven is in the upper half, the IC in the lower.
    expect(wheel.axes.find((axis) => axis.name === 'MC')!.at.y).toBeLessThan(C);
    expect(wheel.axes.find((axis) => axis.name === 'IC')!.at.y).toBeGreaterThan(C);
    // House numbers follow anticlockwise: the 1st just below the Ascendant, the 4th at the bottom.
    const house = (n: number) => wheel.houses.find((entry) => entry.number === n)!.at;
    expect(house(1).x).toBeLessThan(C);
    expect(house(1).y).toBeGreaterThan(C);
    expect(house(4).y).toBeGreaterThan(C);
    expect(house(7).x).toBeGreaterThan(C);
    expect(house(10).y).toBeLessThan(C);
    expect(wheel.caption).toBe('Ascendant (20°41′ Aquarius) on the left, Placidus houses.');
  });

  it('pins the glyphs of the reference chart', () => {
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: timedFacts }] });
    // Sun 17°39′ Gemini, 243° of arc after the Ascendant: lower right, in the 4th house.
    expect(glyph(wheel.glyphs, 'Sun').at).toEqual({ x: 254.86, y: 307.85 });
    // Moon 8°44′ Capricorn, in the 11th: upper left.
    expect(glyph(wheel.glyphs, 'Moon').at).toEqual({ x: 110.02, y: 119.1 });
    // Saturn 23°05′ Aquarius, 2.4° below the Ascendant (x 79.11 before Saturn came from VSOP87: 0.01 of a unit).
    expect(glyph(wheel.glyphs, 'Saturn').at).toEqual({ x: 79.1, y: 205.04 });
    for (const entry of wheel.glyphs) {
      const planet = timedFacts.planets.find((position) => position.planet === entry.planet)!;
      // Every tick marks the true longitude at the inner edge of the zodiac ring.
      const expected = (180 + planet.longitude - wheel.rotation + 720) % 360;
      expect(separation(screenAngle(entry.marker.x1, entry.marker.y1), expected)).toBeLessThan(0.05);
    }
  });

  it('fans out planets closer than a glyph and links each glyph to its true position', () => {
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: timedFacts }] });
    // Mercury 25°00′ and Venus 25°36′ Taurus are 0.6° apart.
    const mercury = glyph(wheel.glyphs, 'Mercury');
    const venus = glyph(wheel.glyphs, 'Venus');
    expect(Math.hypot(mercury.at.x - venus.at.x, mercury.at.y - venus.at.y)).toBeGreaterThan(20);
    expect(mercury.connector).toBeDefined();
    expect(glyph(wheel.glyphs, 'Sun').connector).toBeUndefined();
    // Zodiac order is kept: Mercury still comes before Venus going anticlockwise.
    expect(screenAngle(mercury.at.x, mercury.at.y)).toBeLessThan(screenAngle(venus.at.x, venus.at.y));
  });

  it('labels each planet with its exact position for the centre read-out and screen readers', () => {
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: timedFacts }] });
    expect(glyph(wheel.glyphs, 'Saturn').label).toBe('Saturn, 23°05′ Aquarius, house 1, retrograde');
    expect(glyph(wheel.glyphs, 'Saturn').tip).toEqual(['Saturn ℞', '23°05′ Aquarius', 'House 1']);
    const untimed = buildWheel({ charts: [{ name: 'Ann', chart: untimedFacts }] });
    expect(glyph(untimed.glyphs, 'Sun').tip).toEqual(['Sun', '17°39′ Gemini']);
  });

  it('draws natal aspects between the points they name, coloured by kind', () => {
    const aspects = aspectsWithin(chartPoints(timed));
    const wheel = buildWheel({ charts: [{ name: 'Ann', chart: timedFacts }], aspects });
    expect(wheel.aspects).toHaveLength(aspects.length);
    const square = wheel.aspects.find((line) => line.key.includes('-square-'));
    expect(square?.tone).toBe('hard');
    for (const line of wheel.aspects) {
      expect(Math.hypot(line.line.x1 - C, line.line.y1 - C)).toBeCloseTo(RADII.aspects, 1);
    }
  });
});

describe('bi-wheel', () => {
  const other: ChartFacts = toChartFacts(computeChart({ utc: new Date('1989-11-19T12:00:00Z') }));

  it('puts the first chart inside and the second outside, turned by the first Ascendant', () => {
    const wheel = buildWheel({
      charts: [
        { name: 'Lena', chart: timedFacts },
        { name: 'Tomas', chart: other },
      ],
    });
    expect(wheel.bi).toBe(true);
    expect(wheel.glyphs.filter((entry) => entry.ring === 0)).toHaveLength(10);
    expect(wheel.glyphs.filter((entry) => entry.ring === 1)).toHaveLength(10);
    const radius = (entry: WheelGlyph) => Math.hypot(entry.at.x - C, entry.at.y - C);
    expect(radius(glyph(wheel.glyphs, 'Sun', 0))).toBeLessThan(RADII.middle);
    expect(radius(glyph(wheel.glyphs, 'Sun', 1))).toBeGreaterThan(RADII.middle);
    expect(wheel.rotation).toBeCloseTo(320.6967, 4);
    expect(glyph(wheel.glyphs, 'Sun', 1).label).toMatch(/^Tomas's Sun, \d+°\d\d′ Scorpio$/);
    expect(wheel.caption).toBe(
      "Inner ring Lena, outer ring Tomas. Lena's Ascendant (20°41′ Aquarius) on the left, Placidus houses.",
    );
  });

  it('takes the houses from the second chart when only that one has a birth time', () => {
    const wheel = buildWheel({
      charts: [
        { name: 'Lena', chart: other },
        { name: 'Tomas', chart: timedFacts },
      ],
    });
    expect(wheel.rotation).toBeCloseTo(320.6967, 4);
    expect(wheel.houses).toHaveLength(12);
    expect(wheel.caption).toContain("Tomas's Ascendant");
  });

  it('draws no more aspect lines than asked', () => {
    const aspects = aspectsWithin(chartPoints(timed));
    const wheel = buildWheel({
      charts: [
        { name: 'Lena', chart: timedFacts },
        { name: 'Tomas', chart: timedFacts },
      ],
      aspects,
      maxAspectLines: 3,
    });
    expect(wheel.aspects).toHaveLength(3);
  });
});
