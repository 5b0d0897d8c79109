/**
 * The birth-chart article written from the project's own interpretation library
 * (content/celebrities/interpretations.json) when no AI provider is configured: the same chart
 * always gives the same article, assembled sentence by sentence from the placements.
 */
import library from '../../../content/celebrities/interpretations.json';
import type { PlanetName, PlanetPosition } from '../astrology/contract';
import type { ZodiacSign } from '../astrology/zodiac';
import { formatDegree } from '../astrology/narrative/grammar';
import { fillFragment as fill } from '../astrology/narrative/template';
import { longDate } from '../content/dates';
import { sanitizeHtml } from '../content/sanitize';
import type { CelebrityArticleDraft } from './article-types';
import type { CelebrityChart } from './chart';
import type { Celebrity } from './dataset';
import { articleSlug, chartTags, excerptFrom, seoDescriptionFor, seoTitleFor, signOf } from './draft-fields';
import { bodyStats } from '../blog/reading-time';
import { escapeHtml } from '../content/text';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

const GROUPS: ReadonlyArray<{
  heading: Extract<ReadingSectionKey, keyof typeof library.headings>;
  planets: readonly PlanetName[];
}> = [
  { heading: 'personal', planets: ['Mercury', 'Venus', 'Mars'] },
  { heading: 'social', planets: ['Jupiter', 'Saturn'] },
  { heading: 'generational', planets: ['Uranus', 'Neptune', 'Pluto'] },
];

/** One paragraph of the reading: a placement ("Sun in Leo (12°32′)") and what it says. */
export interface ReadingParagraph {
  /** Empty for a paragraph that reads without one (the balance). */
  title: string;
  text: string;
}

export type ReadingSectionKey = 'core' | 'personal' | 'social' | 'generational' | 'balance';

export interface ReadingSection {
  key: ReadingSectionKey;
  heading: string;
  paragraphs: ReadingParagraph[];
}

/** The reading as data, so the public page can show part of it and the article all of it. */
export interface LibraryReading {
  intro: string;
  sections: ReadingSection[];
  /** Where the birth data comes from and what its rating means for this chart. */
  data: { heading: string; text: string };
  /** What the rating means for what this reading could use (ascendant, houses, noon). */
  reliability: string;
  closing: string;
}

function planetParagraph(
  celebrity: Celebrity,
  chart: CelebrityChart,
  position: PlanetPosition,
): ReadingParagraph {
  const sign = position.sign as ZodiacSign;
  const sentences = [
    fill(library.planets[position.planet], { name: celebrity.name, sign, style: library.styles[sign] }),
  ];
  const moonChange = position.planet === 'Moon' ? chart.moonSignChange : undefined;
  if (moonChange) sentences.push(fill(library.moonSignChange, { ...moonChange, name: celebrity.name }));
  const house = position.house;
  if (house)
    sentences.push(
      fill(library.houseSentence, { ordinal: ORDINALS[house - 1]!, theme: library.houses[house - 1]! }),
    );
  if (position.retrograde && position.planet !== 'Sun' && position.planet !== 'Moon') {
    sentences.push(fill(library.retrograde, { planet: position.planet }));
  }
  return {
    title: `${position.planet} in ${sign} (${formatDegree(position.degree)})`,
    text: sentences.join(' '),
  };
}

/** The whole reading of a chart from content/celebrities/interpretations.json, in the third person. */
export function libraryReading(celebrity: Celebrity, chart: CelebrityChart): LibraryReading {
  const values = {
    name: celebrity.name,
    note: celebrity.note,
    date: longDate(celebrity.birthDate),
    place: celebrity.place.name,
  };
  const byName = (planet: PlanetName) => chart.chart.planets.find((position) => position.planet === planet)!;
  const rising = chart.chart.ascendant;
  const core: ReadingParagraph[] = [
    planetParagraph(celebrity, chart, byName('Sun')),
    planetParagraph(celebrity, chart, byName('Moon')),
  ];
  if (rising) {
    const sign = rising.sign as ZodiacSign;
    core.push({
      title: `${sign} rising (${formatDegree(rising.degree)})`,
      text: fill(library.ascendantSentence, {
        name: celebrity.name,
        sign,
        description: library.ascendant[sign],
      }),
    });
  }
  const sections: ReadingSection[] = [
    { key: 'core', heading: rising ? library.headings.core : library.headings.coreNoTime, paragraphs: core },
    ...GROUPS.map((group) => ({
      key: group.heading,
      heading: library.headings[group.heading],
      paragraphs: group.planets.map((planet) => planetParagraph(celebrity, chart, byName(planet))),
    })),
    {
      key: 'balance',
      heading: library.headings.balance,
      paragraphs: [
        {
          title: '',
          text: `${library.elements[chart.balance.dominantElement]} ${library.modalities[chart.balance.dominantModality]}`,
        },
      ],
    },
  ];
  const when = celebrity.birthTime
    ? `${longDate(celebrity.birthDate)} at ${celebrity.birthTime} local time`
    : longDate(celebrity.birthDate);
  // A disputed time (docs/celebrities.md) shows no angles whatever its rating, and says so.
  const reliability = celebrity.disputedTime
    ? library.disputedReliability
    : library.reliability[celebrity.rodden];
  return {
    intro: fill(library.intro, values),
    sections,
    data: {
      heading: library.headings.data,
      text: `Born ${when} in ${celebrity.place.name}. Source: ${celebrity.source} ${reliability}`,
    },
    reliability,
    closing: fill(library.closing, values),
  };
}

function paragraphHtml({ title, text }: ReadingParagraph): string {
  return title
    ? `<p><strong>${escapeHtml(title)}</strong>. ${escapeHtml(text)}</p>`
    : `<p>${escapeHtml(text)}</p>`;
}

/** The article body as HTML (sanitised with the site's one sanitiser like every other body). */
export function libraryArticleHtml(celebrity: Celebrity, chart: CelebrityChart): string {
  const reading = libraryReading(celebrity, chart);
  const parts: string[] = [`<p>${escapeHtml(reading.intro)}</p>`];
  for (const section of reading.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map(paragraphHtml));
  }
  parts.push(`<h2>${escapeHtml(reading.data.heading)}</h2>`, `<p>${escapeHtml(reading.data.text)}</p>`);
  parts.push(`<p>${escapeHtml(reading.closing)}</p>`);
  return sanitizeHtml(parts.join('\n'));
}

export function buildLibraryArticle(celebrity: Celebrity, chart: CelebrityChart): CelebrityArticleDraft {
  const content = libraryArticleHtml(celebrity, chart);
  const sun = signOf(chart, 'Sun');
  const moon = signOf(chart, 'Moon');
  return {
    title: `${celebrity.name}'s Birth Chart: ${sun} Sun, ${moon} Moon${chart.chart.ascendant ? `, ${chart.chart.ascendant.sign} Rising` : ''}`,
    slug: articleSlug(celebrity),
    excerpt: excerptFrom(content),
    content,
    tags: chartTags(celebrity, chart),
    seoTitle: seoTitleFor(celebrity, chart),
    seoDescription: seoDescriptionFor(celebrity, chart),
    ...bodyStats(content),
    source: 'library',
  };
}
