/**
 * What the famous-chart pages show (docs/celebrities.md): each public figure's chart, the short
 * reading, the rating of the birth data, the snippet texts, the related figures, and the hub's
 * grouping by Sun sign. Computed at build time; the .astro pages only lay it out.
 */
import copy from '../../../content/celebrities/pages.json';
import { site } from '@/config/site';
import type { ZodiacSign } from '../astrology/zodiac';
import { signElement, ZODIAC_SIGNS, type Element } from '../astrology/zodiac';
import { possessive } from '../chart-view/format';
import { META_TITLE_LENGTH } from '../seo/limits';
import { pageTitle } from '../seo/title';
import { computeCelebrityChart, type CelebrityChart } from './chart';
import { CELEBRITIES, type Celebrity } from './dataset';
import { libraryReading, type LibraryReading, type ReadingSectionKey } from './library-article';
import { RATING_TEXTS, type RatingText } from './ratings';
import { fitDescription, fitTitle } from './seo-fit';
import { longDate } from '../content/dates';

export const CELEBRITIES_HUB_PATH = '/celebrities';

/** The pages' shared copy (content/celebrities/pages.json); `{placeholders}` are filled by the pages. */
export const PAGE_COPY = copy;

export function celebrityPath(id: string): string {
  return `${CELEBRITIES_HUB_PATH}/${id}`;
}

export interface Figure {
  celebrity: Celebrity;
  chart: CelebrityChart;
  sun: ZodiacSign;
  /** The Moon's sign, or both signs it held on an untimed birth day when it changed sign. */
  moon: ZodiacSign;
  moonText: string;
  /** The rising sign, only when the houses are shown. */
  rising: ZodiacSign | null;
  element: Element;
}

const figures = new Map<string, Figure>();

/** One figure's chart and key placements, computed once per build. */
export function figureOf(celebrity: Celebrity): Figure {
  const known = figures.get(celebrity.id);
  if (known) return known;
  const chart = computeCelebrityChart(celebrity);
  const signOf = (planet: string) => chart.chart.planets.find((position) => position.planet === planet)!.sign;
  const sun = signOf('Sun');
  const moon = signOf('Moon');
  const change = chart.moonSignChange;
  const figure: Figure = {
    celebrity,
    chart,
    sun,
    moon,
    moonText: change ? `${change.from} or ${change.to}` : moon,
    rising: chart.chart.ascendant?.sign ?? null,
    element: signElement(sun),
  };
  figures.set(celebrity.id, figure);
  return figure;
}

export function allFigures(list: readonly Celebrity[] = CELEBRITIES): Figure[] {
  return list.map(figureOf);
}

/** The hub's groups: every Sun sign that has a figure, in zodiac order, figures by birth date. */
export function figuresBySunSign(list: readonly Figure[]): Array<{ sign: ZodiacSign; figures: Figure[] }> {
  return ZODIAC_SIGNS.map((sign) => ({
    sign,
    figures: list
      .filter((figure) => figure.sun === sign)
      .sort((a, b) => a.celebrity.birthDate.localeCompare(b.celebrity.birthDate)),
  })).filter((group) => group.figures.length > 0);
}

/**
 * Up to `count` other figures: those of the same Sun sign first, then those of the same element
 * (signs in zodiac order), each group in name order, so the choice never varies between builds.
 */
export function relatedFigures(figure: Figure, list: readonly Figure[], count = 4): Figure[] {
  const others = list.filter((other) => other.celebrity.id !== figure.celebrity.id);
  const byName = (a: Figure, b: Figure) => a.celebrity.name.localeCompare(b.celebrity.name);
  const sameSign = others.filter((other) => other.sun === figure.sun).sort(byName);
  const sameElement = others
    .filter((other) => other.sun !== figure.sun && other.element === figure.element)
    .sort((a, b) => ZODIAC_SIGNS.indexOf(a.sun) - ZODIAC_SIGNS.indexOf(b.sun) || byName(a, b));
  return [...sameSign, ...sameElement].slice(0, count);
}

export interface RatingFacts extends RatingText {
  code: Celebrity['rodden'];
}

export function ratingOf(celebrity: Celebrity): RatingFacts {
  return { code: celebrity.rodden, ...RATING_TEXTS[celebrity.rodden] };
}

/** The parts of the library reading a page shows: the big three, the personal planets, the balance. */
const PAGE_SECTIONS: readonly ReadingSectionKey[] = ['core', 'personal', 'balance'];

export function pageReading(figure: Figure): LibraryReading {
  const reading = libraryReading(figure.celebrity, figure.chart);
  return { ...reading, sections: reading.sections.filter((section) => PAGE_SECTIONS.includes(section.key)) };
}

/** The page's h1: "Barack Obama's birth chart"; a name with a comma reads better without the 's. */
export function chartHeading(name: string): string {
  return name.includes(',') ? `The birth chart of ${name}` : `${possessive(name)} birth chart`;
}

/** "4 August 1961 at 19:24 local time" or "5 September 1946 (time unknown)". */
export function birthMomentText(celebrity: Celebrity): string {
  const day = longDate(celebrity.birthDate);
  return celebrity.birthTime ? `${day} at ${celebrity.birthTime} local time` : `${day} (time unknown)`;
}

// The layout appends " | Brand" to a page's own title; the snippet range counts it.
const brandSuffix = pageTitle('x', site.brandName).length - 1;
const OWN_TITLE = { min: META_TITLE_LENGTH.min - brandSuffix, max: META_TITLE_LENGTH.max - brandSuffix };

/** The page's own title (the brand is added by the layout), within the snippet length. */
export function figureTitle(figure: Figure): string {
  const { name } = figure.celebrity;
  const moon = figure.chart.moonSignChange
    ? []
    : [`${name} Birth Chart: ${figure.sun} Sun, ${figure.moon} Moon`];
  return fitTitle(
    [...moon, `${name} Birth Chart: ${figure.sun} Sun`, `${name} Birth Chart`],
    [' and Placements', ' Explained', ', Planets and Rating', ' With Reading'],
    OWN_TITLE,
  );
}

/** The meta description, 150–160 characters, naming the placements and the data's rating. */
export function figureDescription(figure: Figure): string {
  const { celebrity, sun, rising } = figure;
  const moon = figure.chart.moonSignChange ? `a Moon in ${figure.moonText}` : `the Moon in ${figure.moon}`;
  const placements = rising
    ? `the Sun in ${sun}, ${moon} and ${rising} rising`
    : `the Sun in ${sun} and ${moon}`;
  const rating = ratingOf(celebrity);
  return fitDescription([
    `${celebrity.name} was born with ${placements}.`,
    `The wheel, each planet's degree and a short reading.`,
    `Birth data rated ${rating.code} (${rating.name.toLowerCase()}).`,
    'Drawn from the real sky.',
    'Free to read.',
    'Sources given.',
    'No sign-up.',
    // The shortest last, for when every longer one overshoots the snippet length by a letter or two.
    'All free.',
  ]);
}
