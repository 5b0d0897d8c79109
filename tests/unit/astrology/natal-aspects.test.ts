import { describe, expect, it } from 'vitest';
import {
  allowedOrb,
  ALL_ASPECTS,
  aspectMotion,
  aspectsWithin,
  findAspect,
  isOutOfSign,
  MINOR_ASPECTS,
} from '@/lib/astrology/aspects';
import type { AspectFact } from '@/lib/astrology/contract';
import { findPatterns } from '@/lib/astrology/patterns';
import { PLANETS } from '@/lib/astrology/ephemeris';

const minor = (name: string) => MINOR_ASPECTS.find((aspect) => aspect.name === name)!;

describe('minor aspects and small orbs', () => {
  it('finds the quincunx, semi-sextile, semi-square and sesquiquadrate only when asked for all aspects', () => {
    expect(findAspect('Sun', 0, 'Mars', 150.5, ALL_ASPECTS)?.aspect).toBe('quincunx');
    expect(findAspect('Sun', 0, 'Mars', 30.5, ALL_ASPECTS)?.aspect).toBe('semi-sextile');
    expect(findAspect('Sun', 0, 'Mars', 44, ALL_ASPECTS)?.aspect).toBe('semi-square');
    expect(findAspect('Sun', 0, 'Mars', 136, ALL_ASPECTS)?.aspect).toBe('sesquiquadrate');
    expect(findAspect('Sun', 0, 'Mars', 150.5)).toBeNull();
  });

  it('keeps the minor orbs small: 3° for a quincunx with a luminary, 2.5° without, 2° and 1.5° for the others', () => {
    expect(allowedOrb('Moon', 'Venus', minor('quincunx'))).toBe(3);
    expect(allowedOrb('Venus', 'Mars', minor('quincunx'))).toBe(2.5);
    expect(allowedOrb('Sun', 'Saturn', minor('semi-square'))).toBe(2);
    expect(allowedOrb('Venus', 'Saturn', minor('sesquiquadrate'))).toBe(1.5);
    expect(findAspect('Venus', 0, 'Saturn', 47, ALL_ASPECTS)).toBeNull();
  });

  it('gives the nodes and Lilith 2° at most, and no minor aspects', () => {
    expect(findAspect('Sun', 10, 'North Node', 11.9, ALL_ASPECTS)?.aspect).toBe('conjunction');
    expect(findAspect('Sun', 10, 'North Node', 12.5, ALL_ASPECTS)).toBeNull();
    expect(findAspect('Moon', 10, 'Lilith', 100 + 1.6, ALL_ASPECTS)?.aspect).toBe('square');
    expect(findAspect('Moon', 10, 'Lilith', 100 + 1.8, ALL_ASPECTS)).toBeNull();
    expect(findAspect('Moon', 10, 'Lilith', 160, ALL_ASPECTS)).toBeNull();
  });
});

describe('out-of-sign aspects', () => {
  it('flags Jupiter at 29° Sagittarius trine Mars at 1° Virgo: four signs apart, not three', () => {
    expect(isOutOfSign('trine', 269, 151)).toBe(true);
    expect(isOutOfSign('trine', 265, 145)).toBe(false);
    expect(isOutOfSign('conjunction', 29.5, 30.5)).toBe(true);
    expect(isOutOfSign('semi-square', 0, 45)).toBe(false);
  });

  it('is set on natal aspects that are out of sign', () => {
    const [aspect] = aspectsWithin(
      [
        ['Jupiter', 269],
        ['Mars', 151],
      ],
      { aspects: 'all' },
    );
    expect(aspect).toMatchObject({ aspect: 'trine', outOfSign: true });
  });
});

describe('applying and separating', () => {
  it('applies while the faster planet closes on exact and separates once past it', () => {
    // The Moon (13°/day) catching up with Saturn (190°): 92° apart and closing on the square…
    expect(aspectMotion('square', 98, 13, 190, 0.03)).toBe('applying');
    // …and 88° apart, past exact and still closing, so the orb grows.
    expect(aspectMotion('square', 102, 13, 190, 0.03)).toBe('separating');
    expect(aspectMotion('conjunction', 10, 1, 12, 0)).toBe('applying');
    expect(aspectMotion('conjunction', 14, 1, 12, 0)).toBe('separating');
    // A retrograde planet at 0° backs away from 178°, widening the gap towards 180°.
    expect(aspectMotion('opposition', 0, -0.5, 178, 0)).toBe('applying');
    expect(aspectMotion('opposition', 0, 0.5, 178, 0)).toBe('separating');
  });

  it('marks every natal aspect between moving points', () => {
    const aspects = aspectsWithin(
      [
        ['Sun', 10],
        ['Mars', 13],
      ],
      { aspects: 'all', speeds: { Sun: 1, Mars: 0.6 } },
    );
    expect(aspects[0]).toMatchObject({ aspect: 'conjunction', motion: 'applying' });
  });
});

describe('aspect patterns', () => {
  const base = Object.fromEntries(PLANETS.map((planet, index) => [planet, index * 36 + 3])) as Record<
    (typeof PLANETS)[number],
    number
  >;
  const fact = (from: string, to: string, aspect: AspectFact['aspect']): AspectFact => ({
    from,
    to,
    aspect,
    orb: 1,
    weight: 0,
  });

  it('names a grand trine, a T-square with its apex, a grand cross, a yod and a stellium', () => {
    const trine = findPatterns({ ...base, Sun: 1, Moon: 121, Jupiter: 241 }, [
      fact('Sun', 'Moon', 'trine'),
      fact('Moon', 'Jupiter', 'trine'),
      fact('Sun', 'Jupiter', 'trine'),
    ]);
    expect(trine).toContainEqual(
      expect.objectContaining({ kind: 'grand-trine', points: ['Sun', 'Moon', 'Jupiter'], element: 'fire' }),
    );

    const tSquare = findPatterns(base, [
      fact('Mars', 'Saturn', 'opposition'),
      fact('Mars', 'Venus', 'square'),
      fact('Saturn', 'Venus', 'square'),
    ]);
    expect(tSquare).toContainEqual(expect.objectContaining({ kind: 't-square', apex: 'Venus' }));

    const cross = findPatterns(base, [
      fact('Sun', 'Moon', 'opposition'),
      fact('Mars', 'Saturn', 'opposition'),
      fact('Sun', 'Mars', 'square'),
      fact('Sun', 'Saturn', 'square'),
      fact('Moon', 'Mars', 'square'),
      fact('Moon', 'Saturn', 'square'),
    ]);
    expect(cross.filter((pattern) => pattern.kind === 'grand-cross')).toHaveLength(1);
    expect(cross.filter((pattern) => pattern.kind === 't-square')).toHaveLength(0);

    const yod = findPatterns(base, [
      fact('Venus', 'Jupiter', 'sextile'),
      fact('Venus', 'Pluto', 'quincunx'),
      fact('Jupiter', 'Pluto', 'quincunx'),
    ]);
    expect(yod).toContainEqual(expect.objectContaining({ kind: 'yod', apex: 'Pluto' }));

    const stellium = findPatterns({ ...base, Sun: 1, Mercury: 5, Venus: 12, Mars: 28 }, []);
    expect(stellium).toContainEqual(
      expect.objectContaining({
        kind: 'stellium',
        sign: 'Aries',
        points: ['Sun', 'Mercury', 'Venus', 'Mars'],
      }),
    );
  });

  it('does not call three planets in a sign a stellium', () => {
    expect(findPatterns({ ...base, Sun: 1, Mercury: 5, Venus: 12 }, [])).toEqual([]);
  });
});
