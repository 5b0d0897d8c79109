/**
 * Small helpers over the pages' words (content/sky-pages/pages.json): glossary entries and the
 * links every event page ends with.
 */
import { GLOSSARY } from '@/lib/horoscope/glossary';
import { pageWords } from './content';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { MOON_PHASES_PATH, lunationHubPath } from './lunations';
import { retrogradePath } from './retrogrades';

export interface GlossaryItem {
  term: string;
  text: string;
}

/** The horoscopes' words the event pages also gloss; the rest of theirs are the sky's own ('sky' scope). */
const SHARED_TERMS = new Set(['Retrograde', 'Station', 'Solar house', 'Void of course', 'Eclipse']);

/**
 * The words a page uses, glossed in the order it first uses them, from the site's one glossary
 * (content/horoscope/glossary.json, docs/sky-pages.md#the-words): only what the page's own text
 * (`text`, its prose and labels) contains.
 */
export function glossary(text: string): GlossaryItem[] {
  return GLOSSARY.filter((entry) => entry.scope === 'sky' || SHARED_TERMS.has(entry.term))
    .map((entry) => ({ entry, at: text.search(entry.match) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => ({ term: entry.term, text: entry.gloss }));
}

export const ECLIPSES_PATH = '/eclipses';
export const MOON_TODAY_PATH = '/moon-phase-today';
/** The edition of /moon-phase-today for a coming day (docs/horoscopes.md#always-today). */
export const moonTodayEditionPath = (day: string): string => `${MOON_TODAY_PATH}/${day}`;

export interface SkyMomentLink {
  href: string;
  label: string;
}

/** The event pages' hubs, as every event page, the horoscopes and the sky calendar link them. */
export function skyMomentLinks(eclipseYears: { first: number; last: number }): SkyMomentLink[] {
  const { links } = pageWords.more;
  return [
    { href: retrogradePath('Mercury'), label: links.retrogrades },
    { href: ECLIPSES_PATH, label: fill(links.eclipses, eclipseYears) },
    { href: lunationHubPath('full'), label: links.fullMoons },
    { href: lunationHubPath('new'), label: links.newMoons },
    { href: MOON_PHASES_PATH, label: links.phases },
    { href: MOON_TODAY_PATH, label: links.today },
  ];
}
