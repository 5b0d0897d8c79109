/**
 * The psychic portrait's confidence is counted from the chart (docs/readings.md#confidence-and-teaser):
 * Venus's element against Mars, the Moon and the Descendant, 1 for the same element, ½ for the
 * sister element, 0 otherwise or when the Descendant cannot be placed.
 */
import { describe, expect, it } from 'vitest';
import { portraitConfidence } from '@/lib/astrology/psychic-confidence';
import { readSoulmateGlimpse } from '@/lib/astrology/psychic';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { proseProblems } from './support/prose-checks';

describe('portraitConfidence', () => {
  it('is 100 when every sign shares Venus’s element', () => {
    const result = portraitConfidence('Aries', [
      { point: 'Mars', sign: 'Leo' },
      { point: 'the Moon', sign: 'Sagittarius' },
      { point: 'the Descendant', sign: 'Aries' },
    ]);
    expect(result.score).toBe(100);
  });

  it('counts the sister element by half and another element not at all', () => {
    // Venus in Aries (fire): Mars in Leo 1, the Moon in Gemini (air) ½, the Descendant in Taurus 0.
    const result = portraitConfidence('Aries', [
      { point: 'Mars', sign: 'Leo' },
      { point: 'the Moon', sign: 'Gemini' },
      { point: 'the Descendant', sign: 'Taurus' },
    ]);
    expect(result.score).toBe(Math.round((100 * (1 + 1 + 0.5 + 0)) / 4));
    expect(result.note).toContain('How sure this portrait is: 63 of 100.');
    expect(result.note).toContain('Venus in Aries, a fire sign');
    expect(result.note).toContain(
      'Mars in Leo shares it; the Moon in Gemini is air, its sister element; the Descendant in Taurus points elsewhere.',
    );
  });

  it('gives nothing for a Descendant without a birth time, and the lesser of a changed sign’s two', () => {
    // Venus in Cancer (water): the Moon between Pisces (1) and Aries (0) counts 0.
    const result = portraitConfidence('Cancer', [
      { point: 'Mars', sign: 'Capricorn' },
      { point: 'the Moon', sign: 'Aries', changed: { from: 'Pisces', to: 'Aries' } },
      { point: 'the Descendant' },
    ]);
    expect(result.score).toBe(Math.round((100 * (1 + 0.5 + 0 + 0)) / 4));
    expect(result.note).toMatch(
      /the Moon changed sign that day, so it counts as the less agreeing of Pisces and Aries/,
    );
    expect(result.note).toMatch(/the Descendant needs a birth time and place\.$/);
    expect(proseProblems(result.note)).toEqual([]);
  });
});

describe('the psychic glimpse follows the chart', () => {
  const timed = readSoulmateGlimpse(
    { name: 'Mia', birthDate: '1996-02-02', birthTime: '06:00', birthCity: 'Madrid' },
    resolveBirthCity,
  );

  it('takes its confidence from the chart it shows', () => {
    // Venus 21°47′ Pisces; Mars in Aquarius (0), the Moon in Cancer (1), Descendant in Cancer (1).
    const signOf = (planet: string) => timed.charts.person.planets.find((p) => p.planet === planet)!.sign;
    expect([signOf('Venus'), signOf('Mars'), signOf('Moon')]).toEqual(['Pisces', 'Aquarius', 'Cancer']);
    expect(timed.confidence).toBe(75);
    expect(timed.confidenceNote).toContain('the Descendant in Cancer shares it');
  });

  it('reads the teaser from the ruler of the 7th house and where it stands', () => {
    // Descendant in Cancer: its ruler the Moon stands in Cancer, in the 7th house.
    expect(timed.glimpse).toContain(
      'The ruler of your seventh house, the house of partners, is the Moon, and it stands in Cancer in your 7th house.',
    );
  });

  it('without a birth time reads the teaser from the ruler of Venus’s sign, and the same chart gives the same teaser', () => {
    const untimed = readSoulmateGlimpse({ birthDate: '2000-03-20' }, resolveBirthCity);
    expect(untimed.glimpse).toContain(
      'Your Venus is in Pisces, a sign ruled by Jupiter, and Jupiter stands in Taurus.',
    );
    // The name played a part in the old random pick; now only the chart does.
    const named = readSoulmateGlimpse({ name: 'Zoe', birthDate: '2000-03-20' }, resolveBirthCity);
    const teaser = (html: string) => html.match(/<p class="teaser">(.*)<\/p>/)![1];
    expect(teaser(named.glimpse)).toBe(teaser(untimed.glimpse));
    expect(untimed.confidence).toBe(25);
  });

  it('says what Venus in its other sign would mean when it changed sign on an untimed birthday', () => {
    // Venus entered Pisces on 2000-03-13 (≈ 20:30 UTC).
    const result = readSoulmateGlimpse({ birthDate: '2000-03-13' }, resolveBirthCity);
    expect(result.glimpse).toMatch(
      /Venus changed sign on your birthday at \d\d:\d\d UTC: born (before|after) that, you would have Venus in (Aquarius|Pisces)/,
    );
  });
});
