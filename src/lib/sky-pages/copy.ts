/**
 * Small helpers over the pages' words (content/sky-pages/pages.json): glossary entries and the
 * links every event page ends with.
 */
import { pageWords } from './content';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { MOON_PHASES_PATH, lunationHubPath } from './lunations';
import { retrogradePath } from './retrogrades';

export interface GlossaryItem {
  term: string;
  text: string;
}

type GlossaryKey = Exclude<keyof typeof pageWords.glossary, 'heading'>;

/** Glossary entries written "Term: what it means." */
export function glossary(keys: readonly GlossaryKey[]): GlossaryItem[] {
  return keys.map((key) => {
    const [term, ...rest] = pageWords.glossary[key].split(': ');
    return { term: term!, text: rest.join(': ') };
  });
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
