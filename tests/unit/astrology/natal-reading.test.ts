/**
 * The natal reading's sections beyond the Sun, Moon, Ascendant, Venus and Mars: the chart ruler,
 * the nodes, the tightest aspects, and a planet read in both signs on an untimed day
 * (docs/natal-library.md).
 */
import { describe, expect, it } from 'vitest';
import { computeBirthChart } from '@/lib/astrology/natal';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import type { AspectFact, PersonInput } from '@/lib/astrology/contract';
import { natalLibrary } from '@/lib/astrology/natal-library';
import { tightestAspects } from '@/lib/astrology/narrative/natal-text';
import { proseProblems, repeatedSentences } from './support/prose-checks';

const london = (birthTime: string): PersonInput => ({
  birthDate: '1990-03-14',
  birthTime,
  birthCity: 'London, United Kingdom',
});

describe('the chart ruler', () => {
  it('is the traditional ruler of the rising sign, with the modern co-ruler named for Scorpio', () => {
    // 14 March 1990, 00:00 in London: Scorpio rises, and Mars stands in Aquarius in the 2nd house.
    const result = computeBirthChart(london('00:00'), resolveBirthCity);
    const ruler = result.interpretation.find((section) => section.kind === 'chart-ruler')!;
    expect(result.chart.ascendant!.sign).toBe('Scorpio');
    expect(ruler.heading).toBe('Your chart ruler: Mars in Aquarius');
    // Which planet rules, and where it stands, then the modern co-ruler (the lead is worded by the chart).
    expect(ruler.text).toMatch(
      /^[^.]*\bMars\b[^.]*whole chart[^.]*Aquarius, in your 2nd house\. Modern astrologers give Scorpio a second ruler, Pluto,/,
    );
    expect(ruler.text).toContain(natalLibrary.chartRuler.planets.Mars);
    expect(ruler.text).toContain(natalLibrary.chartRuler.houses['2']);
  });

  it('says "the Sun" and "the Moon", and takes the house of the chosen house system', () => {
    // 12:00: Cancer rises, so the Moon rules; 14:00: Leo, so the Sun.
    const cancer = computeBirthChart(london('12:00'), resolveBirthCity);
    expect(cancer.interpretation.find((s) => s.kind === 'chart-ruler')!.text).toMatch(
      /^[^.]*\bthe Moon\b[^.]*whole chart/i,
    );
    const leo = computeBirthChart(london('14:00'), resolveBirthCity, { houseSystem: 'whole-sign' });
    const sun = leo.chart.planets.find((planet) => planet.planet === 'Sun')!;
    const ruler = leo.interpretation.find((s) => s.kind === 'chart-ruler')!;
    expect(ruler.text).toMatch(
      new RegExp(`^[^.]*\\bthe Sun\\b[^.]*whole chart[^.]*Pisces, in your ${sun.house}th house\\.`, 'i'),
    );
    // The Sun was read in its own section: the ruler's section points back to it, no second portrait.
    expect(ruler.text).toContain('That makes your Pisces Sun doubly important: it colours everything else');
    expect(ruler.text).not.toContain(natalLibrary.chartRuler.planets.Sun);
    // Whole Sign: Leo is the 1st house, so Pisces is the 8th.
    expect(sun.house).toBe(8);
  });

  it('is left out without a birth time, like the Ascendant', () => {
    const result = computeBirthChart({ birthDate: '1990-03-14' }, null);
    expect(result.interpretation.map((section) => section.kind)).not.toContain('chart-ruler');
  });
});

describe('the tightest aspects', () => {
  const aspect = (
    from: string,
    to: string,
    name: AspectFact['aspect'],
    orb: number,
    extra = {},
  ): AspectFact => ({
    from,
    to,
    aspect: name,
    orb,
    weight: 0.5,
    ...extra,
  });

  it("are the three smallest orbs among planets and angles, majors and the quincunx only, at most one of them a generation's", () => {
    const chosen = tightestAspects([
      aspect('Sun', 'Mars', 'square', 2.1),
      aspect('Uranus', 'Neptune', 'conjunction', 0.1, { generational: true }), // read, and said to be shared
      aspect('Jupiter', 'Saturn', 'trine', 0.2, { generational: true }), // a second generation's aspect is not
      aspect('Moon', 'Venus', 'trine', 0.05, { approximate: true }), // an untimed Moon
      aspect('Venus', 'Saturn', 'semi-sextile', 0.02), // a minor aspect
      aspect('Sun', 'North Node', 'conjunction', 0.03), // a point, read in its own section
      aspect('Mercury', 'Jupiter', 'quincunx', 0.4),
      aspect('Venus', 'MC', 'opposition', 1.2),
      aspect('Moon', 'Pluto', 'conjunction', 0.9),
    ]);
    expect(chosen.map((item) => `${item.from}|${item.to}`)).toEqual([
      'Uranus|Neptune',
      'Mercury|Jupiter',
      'Moon|Pluto',
    ]);
  });

  it('name the bodies in the usual order and say the orb, the motion and an out-of-sign meeting', () => {
    // 3 March 1990 (noon, no place): Venus quincunx Jupiter, out of sign and applying.
    const result = computeBirthChart({ birthDate: '1990-03-03' }, null);
    const venusJupiter = result.interpretation.find((s) => s.heading.startsWith('Venus quincunx Jupiter'))!;
    expect(venusJupiter.heading).toBe('Venus quincunx Jupiter');
    expect(venusJupiter.terms!.map((term) => term.term)).toContainEqual(
      expect.stringMatching(/^Orb \d°\d\d′$/),
    );
    expect(venusJupiter.text).toMatch(/^[^.]*\byour way of loving and your faith in growth\b/i);
    expect(venusJupiter.text).toContain('It is out of sign, from Capricorn to Cancer: the degrees meet');
  });

  it('explain the orb and each aspect word once, in the list under the section, never in its prose', () => {
    const result = computeBirthChart({ birthDate: '1990-03-03' }, null);
    const aspects = result.interpretation.filter((s) => s.kind === 'aspect');
    const terms = aspects.flatMap((s) => s.terms ?? []).map((term) => term.term);
    // Each aspect word once, in the order the reading first uses it; the orb under every aspect.
    const words = terms.filter((term) => !term.startsWith('Orb'));
    expect(new Set(words).size).toBe(words.length);
    expect(aspects.every((s) => s.terms!.some((term) => term.term.startsWith('Orb')))).toBe(true);
    expect(terms).toContain('Quincunx');
    for (const section of aspects) expect(section.text).not.toMatch(/\borb\b|°|applying|separating/i);
  });
});

describe('a planet that changed sign on an untimed birth day', () => {
  it('is read in both signs, each with its hours on the birthplace clock', () => {
    // 3 March 1990 in London (UTC+0 in March): the Moon entered Gemini in the early morning.
    const result = computeBirthChart(
      { birthDate: '1990-03-03', birthCity: 'London, United Kingdom' },
      resolveBirthCity,
    );
    const moon = result.interpretation.find(
      (section) => section.kind === 'placement' && section.point === 'Moon',
    )!;
    expect(moon.heading).toMatch(/^Moon in Gemini, if you were born after \d\d:\d\d local time$/);
    expect(moon.alternative!.heading).toMatch(
      /^Moon in Taurus, if you were born before \d\d:\d\d local time$/,
    );
    expect(moon.text).toBe(natalLibrary.signs.Moon.Gemini);
    expect(moon.alternative!.text).toBe(natalLibrary.signs.Moon.Taurus);
  });
});

describe('every natal reading', () => {
  const births: PersonInput[] = [
    london('08:45'),
    london('00:00'),
    { birthDate: '1990-03-03' },
    { birthDate: '1975-11-30', birthTime: '21:10', birthCity: 'Tromsø, Norway' },
    { birthDate: '2001-07-04', birthTime: '05:05', birthCity: 'Sydney, Australia' },
    { birthDate: '1962-01-20', birthCity: 'Toronto, Canada' },
  ];
  const readings = births.map((birth) => computeBirthChart(birth, resolveBirthCity));

  it('reads correctly and never repeats a sentence', () => {
    for (const result of readings) {
      const texts = result.interpretation.flatMap((section) => [
        section.heading,
        section.text,
        ...(section.alternative ? [section.alternative.heading, section.alternative.text] : []),
        ...(section.house ? [section.house.heading, section.house.text] : []),
      ]);
      for (const text of texts) expect(proseProblems(text)).toEqual([]);
      expect(repeatedSentences(texts.filter((text) => /[.!?]$/.test(text)))).toEqual([]);
    }
  });

  it('covers Mercury, Jupiter, Saturn, the nodes and three aspects in every chart', () => {
    for (const result of readings) {
      const points = result.interpretation.map((section) => `${section.kind}:${section.point}`);
      for (const needed of ['placement:Mercury', 'placement:Jupiter', 'placement:Saturn', 'nodes:North Node'])
        expect(points).toContain(needed);
      expect(result.interpretation.filter((section) => section.kind === 'aspect')).toHaveLength(3);
    }
  });
});
