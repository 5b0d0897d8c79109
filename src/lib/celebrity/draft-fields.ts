/** The fields every celebrity article draft derives the same way, whichever source wrote the body. */
import { site } from '@/config/site';
import { slugify } from '../blog/slug';
import { EXCERPT_FALLBACK_LENGTH, MAX_TAGS } from '../content/article-limits';
import { htmlToText, truncateAtWord } from '../content/text';
import type { CelebrityChart } from './chart';
import type { Celebrity } from './dataset';
import { fitDescription, fitTitle } from './seo-fit';

export { EXCERPT_FALLBACK_LENGTH, MAX_TAGS };

export function signOf(chart: CelebrityChart, planet: string): string {
  return chart.chart.planets.find((position) => position.planet === planet)?.sign ?? '';
}

export function articleSlug(celebrity: Celebrity): string {
  return slugify(`${celebrity.name} birth chart`);
}

/** The first 200 characters of the text, cut at a word, for when no excerpt was written. */
export function excerptFrom(html: string): string {
  return truncateAtWord(htmlToText(html), EXCERPT_FALLBACK_LENGTH, { ending: '…' });
}

export function chartTags(
  celebrity: Celebrity,
  chart: CelebrityChart,
  extra: readonly string[] = [],
): string[] {
  const sun = signOf(chart, 'Sun');
  const moon = signOf(chart, 'Moon');
  const rising = chart.chart.ascendant?.sign;
  const candidates = [
    celebrity.name,
    'birth chart',
    'celebrity astrology',
    `${sun} Sun`,
    `${moon} Moon`,
    ...(rising ? [`${rising} rising`] : []),
    ...extra,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of candidates) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, MAX_TAGS);
}

export function seoTitleFor(celebrity: Celebrity, chart: CelebrityChart, preferred?: string): string {
  const sun = signOf(chart, 'Sun');
  const moon = signOf(chart, 'Moon');
  const rising = chart.chart.ascendant?.sign;
  const { name } = celebrity;
  return fitTitle(
    [
      ...(preferred ? [preferred] : []),
      ...(rising ? [`${name} Birth Chart: ${sun} Sun, ${moon} Moon, ${rising} Rising`] : []),
      `${name} Birth Chart: ${sun} Sun and ${moon} Moon Explained`,
      `${name} Birth Chart: ${sun} Sun, ${moon} Moon`,
      `${name} Birth Chart Explained`,
    ],
    [' Explained', ` | ${site.brandName}`, ' Astrology', ' Reading'],
  );
}

export function seoDescriptionFor(celebrity: Celebrity, chart: CelebrityChart, preferred?: string): string {
  const sun = signOf(chart, 'Sun');
  const moon = signOf(chart, 'Moon');
  const rising = chart.chart.ascendant?.sign;
  const placements = rising
    ? `Sun in ${sun}, Moon in ${moon} and ${rising} rising`
    : `Sun in ${sun} and Moon in ${moon}`;
  return fitDescription([
    ...(preferred ? [preferred] : []),
    `${celebrity.name}'s birth chart: ${placements}.`,
    'What each planet says about drive, love and purpose.',
    'With the source and reliability of the birth data.',
    'Sign by sign, planet by planet.',
    `From the ${site.brandName} astrology team.`,
    'Read the full reading.',
    'A clear guide.',
    'Free to read.',
  ]);
}
