import { describe, expect, it } from 'vitest';
import library from '../../../content/celebrities/interpretations.json';
import { computeCelebrityChart } from '@/lib/celebrity/chart';
import { CELEBRITIES, celebritySchema, findCelebrity, type Celebrity } from '@/lib/celebrity/dataset';
import {
  allFigures,
  birthMomentText,
  celebrityPath,
  chartHeading,
  figureDescription,
  figureOf,
  figuresBySunSign,
  figureTitle,
  pageReading,
  ratingOf,
  relatedFigures,
} from '@/lib/celebrity/public-page';
import {
  HOUSE_RATINGS,
  housesShown,
  RATING_TEXTS,
  RODDEN_RATINGS,
  TIMED_RATINGS,
} from '@/lib/celebrity/ratings';
import { person, webPage } from '@/lib/seo/json-ld';
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '@/lib/seo/limits';

const obama = findCelebrity('barack-obama')!;
/** The same birth data under another rating, validated like the data file. */
// An untimed record carries no recorded offset either.
const rated = (rodden: Celebrity['rodden'], birthTime: string | null = obama.birthTime): Celebrity =>
  celebritySchema.parse({
    ...obama,
    rodden,
    birthTime,
    recordedOffset: birthTime ? obama.recordedOffset : undefined,
  });
const figures = allFigures();
const figure = (id: string) => figureOf(findCelebrity(id)!);

describe('the houses rule: Ascendant, Midheaven and houses only from a time rated AA or A', () => {
  it('shows houses for AA and A times and for no other rating, with or without a time', () => {
    expect(HOUSE_RATINGS).toEqual(['AA', 'A']);
    for (const rating of RODDEN_RATINGS) {
      expect(housesShown(rating, '12:00'), rating).toBe(rating === 'AA' || rating === 'A');
      expect(housesShown(rating, null), rating).toBe(false);
    }
  });

  it('draws an AA chart with its angles and houses', () => {
    const chart = computeCelebrityChart(obama);
    expect(chart.housesShown).toBe(true);
    expect(chart.chart.ascendant?.sign).toBe('Aquarius');
    expect(chart.chart.houses).toHaveLength(12);
    expect(chart.chart.planets.every((planet) => planet.house !== undefined)).toBe(true);
    expect(chart.aspects.some((aspect) => aspect.from === 'Ascendant' || aspect.to === 'Ascendant')).toBe(
      true,
    );
  });

  it('places the planets at a B or C time but leaves out the angles, the houses and their aspects', () => {
    const recorded = computeCelebrityChart(obama);
    for (const rodden of ['B', 'C'] as const) {
      const chart = computeCelebrityChart(rated(rodden));
      expect(chart.timeKnown, rodden).toBe(true);
      expect(chart.housesShown, rodden).toBe(false);
      expect(chart.chart.ascendant, rodden).toBeUndefined();
      expect(chart.chart.mc, rodden).toBeUndefined();
      expect(chart.chart.houses, rodden).toBeUndefined();
      expect(chart.chart.planets.map((planet) => planet.house)).toEqual(Array(10).fill(undefined));
      // The same moment as the AA chart: the Moon is where the published time puts it, not at noon.
      expect(chart.chart.planets.map((planet) => planet.longitude)).toEqual(
        recorded.chart.planets.map((planet) => planet.longitude),
      );
      expect(chart.aspects.every((aspect) => ![aspect.from, aspect.to].includes('Ascendant'))).toBe(true);
      expect(chart.notes.join(' ')).toContain(`rated ${rodden}, too uncertain for the Ascendant`);
    }
  });

  it('reads a DD or X chart at noon with no angles', () => {
    for (const rodden of ['DD', 'X'] as const) {
      const chart = computeCelebrityChart(rated(rodden, null));
      expect(chart.timeKnown).toBe(false);
      expect(chart.housesShown).toBe(false);
      expect(chart.chart.ascendant).toBeUndefined();
      expect(chart.utc).toBe('1961-08-04T22:00:00.000Z');
    }
  });

  it('names the Moon\u2019s two possible signs when an untimed birth day saw it change sign', () => {
    expect(figure('freddie-mercury').chart.moonSignChange).toEqual({ from: 'Sagittarius', to: 'Capricorn' });
    expect(figure('freddie-mercury').moonText).toBe('Sagittarius or Capricorn');
    expect(figure('marie-curie').chart.moonSignChange).toBeUndefined();
    expect(figure('marie-curie').moonText).toBe('Pisces');
    // A timed chart knows its Moon.
    expect(figures.filter((entry) => entry.chart.timeKnown && entry.chart.moonSignChange)).toEqual([]);
  });
});

describe('the rating texts', () => {
  it('give every rating a name and a one-sentence meaning of its own', () => {
    const meanings = RODDEN_RATINGS.map((rating) => RATING_TEXTS[rating].meaning);
    expect(new Set(meanings).size).toBe(RODDEN_RATINGS.length);
    for (const rating of RODDEN_RATINGS) {
      const { name, meaning } = RATING_TEXTS[rating];
      expect(name.length, rating).toBeGreaterThan(2);
      expect(meaning, rating).toMatch(/^[A-Z].{30,200}\.$/);
    }
    expect(ratingOf(obama)).toEqual({ code: 'AA', ...RATING_TEXTS.AA });
    expect(Object.keys(RATING_TEXTS).sort()).toEqual([...RODDEN_RATINGS].sort());
  });

  it('say on each chart what the rating let the reading use, in line with the houses rule', () => {
    for (const rating of RODDEN_RATINGS) {
      const text = library.reliability[rating];
      expect(text, rating).toContain(`Rodden rating ${rating}`);
      if (HOUSE_RATINGS.includes(rating)) expect(text, rating).not.toMatch(/leaves out/);
      else if (rating !== 'XX') expect(text, rating).toMatch(/leaves out the rising sign and the houses/);
      if (TIMED_RATINGS.includes(rating)) expect(text, rating).not.toMatch(/noon/);
    }
  });
});

describe('the famous chart pages', () => {
  it('build one page per figure, each with a title and description of its own within the snippet lengths', () => {
    expect(figures).toHaveLength(CELEBRITIES.length);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const entry of figures) {
      const title = `${figureTitle(entry)} | Astrelle`;
      const description = figureDescription(entry);
      expect(title.length, title).toBeGreaterThanOrEqual(META_TITLE_LENGTH.min);
      expect(title.length, title).toBeLessThanOrEqual(META_TITLE_LENGTH.max);
      expect(description.length, description).toBeGreaterThanOrEqual(META_DESCRIPTION_LENGTH.min);
      expect(description.length, description).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH.max);
      expect(description, 'a description is never cut short').not.toContain('…');
      expect(title).toContain(entry.celebrity.name);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(figures.length);
    expect(descriptions.size).toBe(figures.length);
    expect(celebrityPath('madonna')).toBe('/celebrities/madonna');
  });

  it('never names an uncertain Moon sign in a title and names the rising sign only when it is shown', () => {
    expect(figureTitle(figure('barack-obama'))).toBe('Barack Obama Birth Chart: Leo Sun, Gemini Moon');
    expect(figureTitle(figure('taylor-swift'))).not.toMatch(/Moon/);
    expect(figureDescription(figure('taylor-swift'))).toContain('a Moon in Gemini or Cancer');
    expect(figureDescription(figure('barack-obama'))).toContain('Aquarius rising');
    expect(figureDescription(figure('marie-curie'))).not.toContain('rising');
  });

  it('writes the heading and the birth moment plainly', () => {
    expect(chartHeading('Barack Obama')).toBe("Barack Obama's birth chart");
    expect(chartHeading('Diana, Princess of Wales')).toBe('The birth chart of Diana, Princess of Wales');
    expect(birthMomentText(obama)).toBe('4 August 1961 at 19:24 local time');
    expect(birthMomentText(findCelebrity('adele')!)).toBe('5 May 1988 (time unknown)');
  });

  it('shows the short reading: the big three, the personal planets and the balance', () => {
    const reading = pageReading(figure('barack-obama'));
    expect(reading.sections.map((section) => section.key)).toEqual(['core', 'personal', 'balance']);
    const core = reading.sections[0]!.paragraphs;
    expect(core.map((paragraph) => paragraph.title)).toEqual([
      'Sun in Leo (12°32′)',
      'Moon in Gemini (3°21′)',
      'Aquarius rising (18°03′)',
    ]);
    expect(core[0]!.text).toContain('sixth house');
    expect(reading.reliability).toContain('Rodden rating AA');

    const untimed = pageReading(figure('freddie-mercury'));
    expect(untimed.sections[0]!.heading).toBe('Sun and Moon');
    expect(untimed.sections[0]!.paragraphs).toHaveLength(2);
    expect(
      untimed.sections
        .flatMap((section) => section.paragraphs)
        .map((p) => p.text)
        .join(' '),
    ).not.toMatch(/house, the part/);
    expect(untimed.sections[0]!.paragraphs[1]!.text).toContain('crossed from Sagittarius into Capricorn');
  });

  it('groups the hub by Sun sign in zodiac order, each figure once, the oldest first', () => {
    const groups = figuresBySunSign(figures);
    expect(groups.flatMap((group) => group.figures)).toHaveLength(figures.length);
    expect(groups[0]!.sign).toBe('Aries');
    for (const group of groups) {
      expect(group.figures.every((entry) => entry.sun === group.sign)).toBe(true);
      const dates = group.figures.map((entry) => entry.celebrity.birthDate);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('links each page to four related figures: the same Sun sign first, then the same element', () => {
    for (const entry of figures) {
      const related = relatedFigures(entry, figures);
      expect(related, entry.celebrity.id).toHaveLength(4);
      expect(related.map((other) => other.celebrity.id)).not.toContain(entry.celebrity.id);
      expect(related.every((other) => other.element === entry.element)).toBe(true);
      const firstOther = related.findIndex((other) => other.sun !== entry.sun);
      if (firstOther >= 0)
        expect(related.slice(firstOther).every((other) => other.sun !== entry.sun)).toBe(true);
    }
    // Four Leos in the set: Obama's page lists the other three, then the one Aries (fire).
    expect(relatedFigures(figure('barack-obama'), figures).map((other) => other.celebrity.id)).toEqual([
      'madonna',
      'mick-jagger',
      'whitney-houston',
      'vincent-van-gogh',
    ]);
  });

  it('describes the page as a WebPage about a Person in JSON-LD', () => {
    const thing = webPage({
      name: "Barack Obama's birth chart",
      url: 'https://astrelle.app/celebrities/barack-obama',
      description: 'x',
      isPartOf: 'https://astrelle.app/celebrities',
      about: person({ name: 'Barack Obama', birthDate: '1961-08-04', birthPlace: 'Honolulu, Hawaii, USA' }),
    });
    expect(thing.about).toEqual({
      '@type': 'Person',
      name: 'Barack Obama',
      birthDate: '1961-08-04',
      birthPlace: { '@type': 'Place', name: 'Honolulu, Hawaii, USA' },
    });
    expect(thing.isPartOf).toEqual({ '@type': 'CollectionPage', '@id': 'https://astrelle.app/celebrities' });
  });
});
