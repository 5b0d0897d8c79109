import { describe, expect, it } from 'vitest';
import {
  allowedOrb,
  aspectNature,
  ASPECTS,
  aspectsBetween,
  CONJUNCTION_TONE,
  findAspect,
  markSynastryAspects,
} from '@/lib/astrology/aspects';
import { separation } from '@/lib/astrology/angles';

describe('aspect detection', () => {
  it('measures separations across 0°/360°', () => {
    expect(separation(359, 1)).toBe(2);
    expect(separation(10, 350)).toBe(20);
    expect(separation(0, 180)).toBe(180);
  });
  it('finds a conjunction that straddles 0° Aries', () => {
    const aspect = findAspect('Sun', 358.5, 'Moon', 1.5);
    expect(aspect).toMatchObject({ aspect: 'conjunction', orb: 3 });
  });
  it('finds a trine and a square across the wrap', () => {
    expect(findAspect('Venus', 355, 'Mars', 115)?.aspect).toBe('trine');
    expect(findAspect('Venus', 350, 'Mars', 81)?.aspect).toBe('square');
    expect(findAspect('Sun', 5, 'Sun', 185)?.aspect).toBe('opposition');
    expect(findAspect('Sun', 300, 'Moon', 2)?.aspect).toBe('sextile');
  });
  it('allows wider orbs for the luminaries than for the outer planets', () => {
    const conjunction = ASPECTS[0]!;
    expect(allowedOrb('Sun', 'Moon', conjunction)).toBe(8);
    expect(allowedOrb('Pluto', 'Neptune', conjunction)).toBe(3);
    expect(findAspect('Sun', 0, 'Moon', 7.5)).not.toBeNull();
    expect(findAspect('Pluto', 0, 'Neptune', 3.5)).toBeNull();
  });
  it('weighs harmonious contacts positive, tense ones negative, exact ones heaviest', () => {
    expect(findAspect('Venus', 10, 'Mars', 130)!.weight).toBeGreaterThan(0);
    expect(findAspect('Venus', 10, 'Mars', 100)!.weight).toBeLessThan(0);
    expect(findAspect('Venus', 10, 'Jupiter', 10)!.weight).toBeGreaterThan(0);
    expect(findAspect('Saturn', 10, 'Mars', 10)!.weight).toBeLessThan(0);
    const exact = findAspect('Sun', 0, 'Moon', 120)!.weight;
    const loose = findAspect('Sun', 0, 'Moon', 125)!.weight;
    expect(exact).toBeGreaterThan(loose);
  });
  it('lists aspects between two point sets, strongest first', () => {
    const found = aspectsBetween(
      [
        ['Sun', 0],
        ['Venus', 200],
      ],
      [
        ['Moon', 120.2],
        ['Mars', 201],
        ['Saturn', 45],
      ],
    );
    expect(found.map((a) => `${a.from}-${a.to}-${a.aspect}`)).toEqual([
      'Sun-Moon-trine',
      'Venus-Mars-conjunction',
    ]);
  });

  describe('conjunctions are as good or hard as the bodies in them (docs/scores.md#conjunctions)', () => {
    it('a benefic pair is easy, two malefics hard, and the lights sit between', () => {
      expect(aspectNature('Venus', 'Jupiter', 'conjunction')).toBeCloseTo(0.875);
      expect(aspectNature('Sun', 'Moon', 'conjunction')).toBeCloseTo(0.475);
      expect(aspectNature('Mars', 'Mars', 'conjunction')).toBeCloseTo(-0.55);
      expect(aspectNature('Mars', 'Saturn', 'conjunction')).toBeLessThan(
        aspectNature('Mars', 'Mars', 'conjunction'),
      );
      expect(aspectNature('Venus', 'Mars', 'conjunction')).toBeGreaterThan(0);
      expect(aspectNature('Sun', 'Saturn', 'conjunction')).toBeLessThan(0);
    });
    it('no conjunction of two bodies is as easy as a trine, and none weighs nothing', () => {
      const bodies = Object.keys(CONJUNCTION_TONE);
      for (const a of bodies)
        for (const b of bodies) {
          const nature = aspectNature(a, b, 'conjunction');
          expect(nature, `${a}–${b}`).toBeLessThan(aspectNature(a, b, 'trine'));
          expect(Math.abs(nature), `${a}–${b}`).toBeGreaterThan(0.005);
        }
    });
    it('two Suns in one place no longer count nearly as much as a trine', () => {
      const conjunction = findAspect('Sun', 10, 'Sun', 10)!.weight;
      const trine = findAspect('Sun', 10, 'Sun', 130)!.weight;
      expect(conjunction).toBeLessThan(trine / 2);
    });
  });
});

describe('synastry aspects marked like a chart’s own', () => {
  const still = { Venus: 0, Jupiter: 0.1 } as Record<string, number>;
  it('applies while the first point’s motion closes the orb and separates once it has passed', () => {
    const [closing] = markSynastryAspects(
      [findAspect('Mars', 10, 'Venus', 12)!],
      { longitudes: { Mars: 10 }, speeds: { Mars: 0.7 } },
      { longitudes: { Venus: 12 }, speeds: still },
    );
    expect(closing!.motion).toBe('applying');
    const [passed] = markSynastryAspects(
      [findAspect('Mars', 14, 'Venus', 12)!],
      { longitudes: { Mars: 14 }, speeds: { Mars: 0.7 } },
      { longitudes: { Venus: 12 }, speeds: still },
    );
    expect(passed!.motion).toBe('separating');
  });

  it('flags 29° Sagittarius trine 1° Virgo as out of sign, and gives the angles no motion', () => {
    const [trine] = markSynastryAspects(
      [findAspect('Jupiter', 269, 'Ascendant', 151)!],
      { longitudes: { Jupiter: 269 }, speeds: { Jupiter: 0.1 } },
      { longitudes: {}, speeds: {}, ascendant: 151 },
    );
    expect(trine).toMatchObject({ aspect: 'trine', outOfSign: true });
    expect(trine!.motion).toBeUndefined();
  });
});
