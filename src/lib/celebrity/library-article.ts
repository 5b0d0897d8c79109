/**
 * The birth-chart article written from the project's own interpretation library
 * (content/celebrities/interpretations.json) when no AI provider is configured: the same chart
 * always gives the same article, assembled sentence by sentence from the placements.
 */
import library from '../../../content/celebrities/interpretations.json';
import type { PlanetName, PlanetPosition } from '../astrology/contract';
import type { ZodiacSign } from '../astrology/zodiac';
import { formatDegree } from '../astrology/narrative/grammar';
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

const GROUPS: ReadonlyArray<{ heading: keyof typeof library.headings; planets: readonly PlanetName[] }> = [
  { heading: 'personal', planets: ['Mercury', 'Venus', 'Mars'] },
  { heading: 'social', planets: ['Jupiter', 'Saturn'] },
  { heading: 'generational', planets: ['Uranus', 'Neptune', 'Pluto'] },
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function planetParagraph(celebrity: Celebrity, chart: CelebrityChart, position: PlanetPosition): string {
  const sign = position.sign as ZodiacSign;
  const sentences = [
    fill(library.planets[position.planet], { name: celebrity.name, sign, style: library.styles[sign] }),
  ];
  const house = position.house;
  if (house)
    sentences.push(
      fill(library.houseSentence, { ordinal: ORDINALS[house - 1]!, theme: library.houses[house - 1]! }),
    );
  if (position.retrograde && position.planet !== 'Sun' && position.planet !== 'Moon') {
    sentences.push(fill(library.retrograde, { planet: position.planet }));
  }
  return `<p><strong>${position.planet} in ${sign} (${formatDegree(position.degree)})</strong>. ${escapeHtml(sentences.join(' '))}</p>`;
}

/** The article body as HTML (sanitised with the site's one sanitiser like every other body). */
export function libraryArticleHtml(celebrity: Celebrity, chart: CelebrityChart): string {
  const values = {
    name: celebrity.name,
    note: celebrity.note,
    date: longDate(celebrity.birthDate),
    place: celebrity.place.name,
  };
  const byName = (planet: PlanetName) => chart.chart.planets.find((position) => position.planet === planet)!;
  const parts: string[] = [`<p>${escapeHtml(fill(library.intro, values))}</p>`];

  parts.push(`<h2>${chart.chart.ascendant ? library.headings.core : library.headings.coreNoTime}</h2>`);
  parts.push(
    planetParagraph(celebrity, chart, byName('Sun')),
    planetParagraph(celebrity, chart, byName('Moon')),
  );
  const rising = chart.chart.ascendant;
  if (rising) {
    const sign = rising.sign as ZodiacSign;
    parts.push(
      `<p><strong>${sign} rising (${formatDegree(rising.degree)})</strong>. ${escapeHtml(fill(library.ascendantSentence, { name: celebrity.name, sign, description: library.ascendant[sign] }))}</p>`,
    );
  }

  for (const group of GROUPS) {
    parts.push(`<h2>${library.headings[group.heading]}</h2>`);
    for (const planet of group.planets) parts.push(planetParagraph(celebrity, chart, byName(planet)));
  }

  parts.push(`<h2>${library.headings.balance}</h2>`);
  parts.push(
    `<p>${escapeHtml(`${library.elements[chart.balance.dominantElement]} ${library.modalities[chart.balance.dominantModality]}`)}</p>`,
  );

  parts.push(`<h2>${library.headings.data}</h2>`);
  const when = celebrity.birthTime
    ? `${longDate(celebrity.birthDate)} at ${celebrity.birthTime} local time`
    : longDate(celebrity.birthDate);
  parts.push(
    `<p>${escapeHtml(`Born ${when} in ${celebrity.place.name}. Source: ${celebrity.source} ${library.reliability[celebrity.rodden]}`)}</p>`,
  );
  parts.push(`<p>${escapeHtml(fill(library.closing, values))}</p>`);
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
