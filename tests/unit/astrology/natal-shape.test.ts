/**
 * The birth chart reading reads the chart's own shape (docs/natal-library.md#the-shape-of-the-chart):
 * the overview, a stellium (and which part of it is generational), a T-square with its apex, a grand
 * trine, a grand cross, a yod, a slow planet on an angle, the tightest aspects, and a length a
 * visitor can read: 1,200–1,800 words with a birth time.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '@/lib/astrology/narrative/grammar';
import shape from '../../../content/astrology/natal-shape.json';
import { computeBirthChart } from '@/lib/astrology/natal';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import type { BirthChartResult, PersonInput } from '@/lib/astrology/contract';
import { proseProblems, repeatedSentences } from './support/prose-checks';

const LONDON = 'London, United Kingdom';
const chart = (birthDate: string, birthTime?: string): BirthChartResult =>
  computeBirthChart(
    { birthDate, ...(birthTime ? { birthTime, birthCity: LONDON } : {}) } as PersonInput,
    resolveBirthCity,
  );
const section = (result: BirthChartResult, heading: RegExp) =>
  result.interpretation.find((candidate) => heading.test(candidate.heading));
const texts = (result: BirthChartResult) =>
  result.interpretation.flatMap((s) => [
    s.text,
    ...(s.house ? [s.house.text] : []),
    ...(s.alternative ? [s.alternative.text] : []),
  ]);
const wordCount = (result: BirthChartResult) =>
  [...result.interpretation.map((s) => s.heading), ...texts(result)].join(' ').split(/\s+/).filter(Boolean)
    .length;

describe("the reading of a chart's shape", () => {
  it('opens with the chart at a glance: its patterns, its angular planets, its tightest aspect', () => {
    const result = chart('1990-01-10', '08:30');
    const [overview] = result.interpretation;
    expect(overview!.kind).toBe('overview');
    expect(overview!.heading).toBe('Your chart at a glance');
    // In plain words, each feature with what it does.
    expect(overview!.text).toContain(
      'five planets gathered in Capricorn in your 12th house, which puts solitude and the inner life at the centre of your life, and your mind and your sense of duty fused into one.',
    );
    // The element said to lead is the one the balance bars mark, with the planets that make it.
    const lead = shape.overview.elementLead[result.balance.dominantElement].split('{planets}')[0]!;
    expect(overview!.text).toContain(`${lead}, with the Sun, Mercury and Saturn in earth signs`);
  });

  it('reads a stellium with its planets, sign and house, and says which part is the generation’s', () => {
    const result = chart('1990-01-10', '08:30');
    const stellium = section(result, /^A stellium in Capricorn \(your 12th house\)$/)!;
    expect(stellium.text).toMatch(
      /^[^.:]*(five planets[^.:]*Capricorn, in your 12th house|Capricorn, in your 12th house[^.:]*five planets)[^.:]*: the Sun, Mercury, Saturn, Uranus and Neptune\./i,
    );
    expect(stellium.text).toContain(
      'Uranus, Neptune and Saturn stood together in Capricorn for everyone born within a year or two of you, so that part is generational; what makes this stellium yours is Mercury and the Sun joining them.',
    );
    expect(stellium.text).toContain(shape.stellium.signs.Capricorn);
    expect(stellium.text).toContain(shape.stellium.houses['12']);
  });

  it('reads a stellium in a sign inside a larger one in a house as one group, once', () => {
    // 2 March 1965, 14:20 in Tokyo: five planets in the 8th house, four of them in Pisces.
    const result = computeBirthChart(
      { birthDate: '1965-03-02', birthTime: '14:20', birthCity: 'Tokyo, Japan' },
      resolveBirthCity,
    );
    const stelliums = result.interpretation.filter((s) => s.heading.startsWith('A stellium'));
    expect(stelliums.map((s) => s.heading)).toEqual(['A stellium in Pisces and your 8th house']);
    expect(stelliums[0]!.text).toMatch(
      /^Five planets gather in your 8th house: the Sun, Mercury, Venus and Saturn in Pisces, and the Moon in Aquarius\. .*whatever Pisces and the 8th house stand for/,
    );
    // Its last sentence (boundaries) is left out: the Pisces Sun has said it already.
    expect(stelliums[0]!.text).toContain(splitSentences(shape.stellium.signs.Pisces)[0]);
    expect(stelliums[0]!.text).toContain(shape.stellium.houses['8']);
  });

  it('reads a T-square with its apex and the open end that releases it', () => {
    // 10 July 1989, noon in London: Mercury opposite Saturn, both square the Moon.
    const result = chart('1989-07-10', '12:00');
    const tSquare = section(result, /^A T-square with the Moon at its apex$/)!;
    expect(tSquare.text).toMatch(
      /^Mercury stands opposite Saturn, and both press on the Moon at a right angle, making a T-square/,
    );
    expect(tSquare.text).toContain(shape.tSquare.apex.Moon);
    const moon = result.chart.planets.find((planet) => planet.planet === 'Moon')!;
    expect(tSquare.text).toMatch(/The empty point opposite the apex, in (\w+),/);
    const open = tSquare.text.match(/opposite the apex, in (\w+),/)![1];
    const signs = [
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ];
    expect(signs.indexOf(open!)).toBe((signs.indexOf(moon.sign) + 6) % 12);
    expect(result.interpretation[0]!.text).toContain(
      'three planets locked in a knot of tension that comes to a head in your feelings',
    );
  });

  it('reads a grand trine by element, a grand cross by modality and a yod by its apex', () => {
    const trine = section(chart('1989-07-25', '12:00'), /^A grand trine in earth$/)!;
    expect(trine.text).toMatch(
      /^The Moon, Venus and Uranus each stand a third of the circle from the other two/,
    );
    expect(trine.text).toContain(shape.grandTrine.elements.earth);
    const cross = section(chart('1956-04-14'), /^A grand cross in cardinal signs$/)!;
    expect(cross.text).toContain(shape.grandCross.modalities.cardinal);
    const yod = section(chart('1989-09-20', '12:00'), /^A yod pointing at the Moon$/)!;
    expect(yod.text).toMatch(
      /^Venus and Saturn are on friendly terms with each other, and both stand at an awkward angle to the Moon/,
    );
  });

  it('reads a slow planet on an angle, and does not read its conjunction to that angle again', () => {
    // 16 October 1970, 14:00 in London: Jupiter within a degree of the Midheaven.
    const result = chart('1970-10-16', '14:00');
    const angular = section(result, /^Jupiter at the top of your chart$/)!;
    expect(angular.kind).toBe('angular');
    expect(angular.text).toMatch(/^Jupiter sits almost exactly on your Midheaven, one of the four angles/);
    expect(angular.terms!.map((term) => term.term)).toContainEqual(
      expect.stringMatching(/^Midheaven, within 0°\d\d′$/),
    );
    expect(angular.text).toContain(shape.angular.planets.Jupiter.MC);
    expect(result.interpretation.some((s) => s.heading.startsWith('Jupiter conjunct MC'))).toBe(false);
  });

  it('reads what the two bodies of each tight aspect do together, and a generation’s aspect as shared', () => {
    const result = chart('1990-01-10', '08:30');
    const mercurySaturn = section(result, /^Mercury conjunct Saturn/)!;
    expect(mercurySaturn.text).toContain(shape.aspectPairs['Mercury|Saturn']);
    // What the slower body brings, in one of its two wordings.
    expect(
      [shape.slowerColour.Saturn.conjunction, shape.slowerColourAlt.Saturn.conjunction].some((colour) =>
        mercurySaturn.text.includes(colour),
      ),
    ).toBe(true);
    // 1959-12-20: Saturn sextile Neptune within 0°18′, the tightest aspect, everyone born then has it.
    const untimed = chart('1959-12-20');
    const shared = section(untimed, /^Saturn sextile Neptune/)!;
    // Said to be shared (in one of the note's wordings), and made personal by the chart.
    expect(
      shape.generational.some((note) => shared.text.includes(note.split('{A}')[0]!.split('{')[0]!)),
    ).toBe(true);
    expect(shared.text).toMatch(/Saturn and Neptune/);
    expect(shared.text).toMatch(/everyone born|year group|age group/i);
    // The overview names a personal aspect as the tightest, never the generation's.
    expect(untimed.interpretation[0]!.text).not.toContain('Saturn sextile Neptune');
  });

  it('is 1,200–1,800 words with a birth time, reads as written and repeats no sentence', () => {
    const births: Array<[string, string | undefined]> = [
      ['1990-01-10', '08:30'],
      ['1989-07-10', '12:00'],
      ['1970-10-16', '14:00'],
      ['1996-03-28', '04:03'],
      ['2001-07-04', '05:05'],
      ['1962-01-20', '23:40'],
      ['1959-12-20', undefined],
      ['1990-03-03', undefined],
    ];
    for (const [date, time] of births) {
      const result = chart(date, time);
      if (time) {
        expect(wordCount(result), date).toBeGreaterThanOrEqual(1200);
        expect(wordCount(result), date).toBeLessThanOrEqual(1800);
      }
      for (const text of texts(result)) expect(proseProblems(text)).toEqual([]);
      expect(repeatedSentences(texts(result))).toEqual([]);
      expect(new Set(result.interpretation.map((s) => s.heading)).size).toBe(result.interpretation.length);
    }
  });

  it('spells British (issue 48 makes the whole site British)', () => {
    expect(
      JSON.stringify(shape).match(
        /\b(colors?|colored|center|centered|favor|behavior|humor|toward|gray|\w+iz(e|ed|es|ing))\b/i,
      ),
    ).toBeNull();
  });
});
