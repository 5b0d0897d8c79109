import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { pairBySlug, pairOf, pairPath, relatedPairs, SIGN_PAIRS } from '@/lib/sign-pairs/pairs';
import { pairFacts } from '@/lib/sign-pairs/facts';
import { signPairRedirectLines } from '@/lib/sign-pairs/redirects';

describe('the 78 sign pairs', () => {
  it('holds every unordered pair once, named in zodiac order', () => {
    expect(SIGN_PAIRS).toHaveLength(78);
    expect(new Set(SIGN_PAIRS.map((pair) => pair.slug)).size).toBe(78);
    for (const pair of SIGN_PAIRS)
      expect(ZODIAC_SIGNS.indexOf(pair.first)).toBeLessThanOrEqual(ZODIAC_SIGNS.indexOf(pair.second));
    expect(pairOf('Scorpio', 'Taurus')).toEqual({
      slug: 'taurus-and-scorpio',
      first: 'Taurus',
      second: 'Scorpio',
    });
    expect(pairOf('Taurus', 'Scorpio')).toBe(pairOf('Scorpio', 'Taurus'));
    expect(pairPath(pairOf('Pisces', 'Pisces'))).toBe('/compatibility/signs/pisces-and-pisces');
  });

  it('finds only canonical slugs', () => {
    expect(pairBySlug('taurus-and-scorpio')?.first).toBe('Taurus');
    expect(pairBySlug('scorpio-and-taurus')).toBeUndefined();
    expect(pairBySlug('taurus-and-ophiuchus')).toBeUndefined();
  });

  it('relates each pair to the other pairings of both signs and of the same two elements', () => {
    const related = relatedPairs(pairOf('Taurus', 'Scorpio'));
    expect(related.withFirst).toHaveLength(11);
    expect(related.withSecond).toHaveLength(11);
    expect(related.withFirst.every((pair) => [pair.first, pair.second].includes('Taurus'))).toBe(true);
    // Earth with water: three earth signs times three water signs, less this one.
    expect(related.sameElements.map((pair) => pair.slug)).toHaveLength(8);
    expect(related.sameElements.map((pair) => pair.slug)).toContain('cancer-and-virgo');
    const same = relatedPairs(pairOf('Leo', 'Leo'));
    expect(same.withSecond).toEqual([]);
    // Two fire signs: Aries, Leo, Sagittarius with themselves and each other, less Leo–Leo.
    expect(same.sameElements.map((pair) => pair.slug).sort()).toEqual([
      'aries-and-aries',
      'aries-and-leo',
      'aries-and-sagittarius',
      'leo-and-sagittarius',
      'sagittarius-and-sagittarius',
    ]);
  });

  it('states elements, modalities, rulers and the angle between the signs', () => {
    const facts = pairFacts(pairOf('Scorpio', 'Taurus'));
    expect(facts.elementKey).toBe('earth-water');
    expect(facts.modalityKey).toBe('fixed-fixed');
    expect(facts.first.rulers).toEqual(['Venus']);
    expect(facts.second.rulers).toEqual(['Mars', 'Pluto']);
    expect(facts.angle).toBe('opposition');
    expect(pairFacts(pairOf('Aries', 'Pisces')).angle).toBe('semi-sextile');
    expect(pairFacts(pairOf('Gemini', 'Gemini')).angle).toBe('same sign');
    expect(pairFacts(pairOf('Aries', 'Leo')).angle).toBe('trine');
  });
});

describe('signPairRedirectLines', () => {
  it('sends the reverse order of every built pair page to the page, 301', () => {
    const built = SIGN_PAIRS.map((pair) => `compatibility/signs/${pair.slug}.html`);
    const lines = signPairRedirectLines(built);
    expect(lines[0]).toMatch(/^# /);
    expect(lines.slice(1)).toHaveLength(66);
    expect(lines).toContain(
      '/compatibility/signs/scorpio-and-taurus  /compatibility/signs/taurus-and-scorpio  301',
    );
    expect(lines.some((line) => line.includes('/aries-and-aries  '))).toBe(false);
  });

  it('adds no rule for pages that were not built or are not canonical pairs', () => {
    expect(
      signPairRedirectLines([
        'compatibility/signs.html',
        'compatibility/signs/aries-and-taurus.html',
        'compatibility/signs/taurus-and-aries.html',
        'compatibility/signs/leo-and-ophiuchus.html',
      ]).slice(1),
    ).toEqual(['/compatibility/signs/taurus-and-aries  /compatibility/signs/aries-and-taurus  301']);
  });
});
