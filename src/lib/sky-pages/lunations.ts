/**
 * The New and Full Moons of the lunation pages (docs/sky-pages.md#lunations), from the
 * sky-events engine, and the traditional name of each Full Moon as the almanacs give them
 * (the North American names of the Old Farmer's Almanac, which NASA also uses):
 *
 * - a Full Moon takes the name of its month (UTC): Wolf, Snow, Worm, Pink, Flower, Strawberry,
 *   Buck, Sturgeon, Corn, Harvest, Hunter's, Beaver, Cold;
 * - the Full Moon nearest the September equinox is the Harvest Moon, in September or October,
 *   and the one after it the Hunter's Moon; September's keeps "Corn" when it is not the Harvest Moon;
 * - the second Full Moon of a calendar month (UTC) is a Blue Moon (unless it is the Harvest or
 *   Hunter's Moon, whose names come first).
 */
import { Seasons } from 'astronomy-engine';
import type { EclipseEvent, LunationEvent, SkyEvent } from '@/lib/astrology/sky';

export type FullMoonName =
  | 'Wolf'
  | 'Snow'
  | 'Worm'
  | 'Pink'
  | 'Flower'
  | 'Strawberry'
  | 'Buck'
  | 'Sturgeon'
  | 'Corn'
  | 'Harvest'
  | "Hunter's"
  | 'Beaver'
  | 'Cold'
  | 'Blue';

/** January to December; September's is the Corn Moon unless it is the Harvest Moon. */
const MONTH_NAMES: readonly FullMoonName[] = [
  'Wolf',
  'Snow',
  'Worm',
  'Pink',
  'Flower',
  'Strawberry',
  'Buck',
  'Sturgeon',
  'Corn',
  "Hunter's",
  'Beaver',
  'Cold',
];

export type MajorLunation = LunationEvent & { phase: 'new' | 'full' };

export interface Lunation {
  event: MajorLunation;
  /** Full Moons only: the traditional name. */
  name?: FullMoonName;
  /** The eclipse this New or Full Moon brings, if any. */
  eclipse?: EclipseEvent;
}

/** "/full-moon", "/new-moon". */
export const lunationHubPath = (phase: 'new' | 'full'): string => `/${phase}-moon`;
/** "/full-moon/2026-12-24": the UTC day of the exact lunation. */
export const lunationPath = (event: { phase: 'new' | 'full'; utc: string }): string =>
  `${lunationHubPath(event.phase)}/${event.utc.slice(0, 10)}`;
export const MOON_PHASES_PATH = '/moon-phases';
export const moonPhasesYearPath = (year: number): string => `${MOON_PHASES_PATH}/${year}`;

const monthOf = (event: { utc: string }) => event.utc.slice(0, 7);

/** The Full Moon nearest each year's September equinox. */
function harvestMoons(fullMoons: readonly MajorLunation[]): Set<string> {
  const years = [...new Set(fullMoons.map((moon) => Number(moon.utc.slice(0, 4))))];
  const harvest = new Set<string>();
  for (const year of years) {
    const equinox = Seasons(year).sep_equinox.date.getTime();
    const nearest = fullMoons
      .filter((moon) => Math.abs(moon.time - equinox) < 20 * 86_400_000)
      .sort((a, b) => Math.abs(a.time - equinox) - Math.abs(b.time - equinox))[0];
    if (nearest) harvest.add(nearest.id);
  }
  return harvest;
}

/** The traditional names of a run of consecutive Full Moons (give them all, in time order). */
export function fullMoonNames(fullMoons: readonly MajorLunation[]): Map<string, FullMoonName> {
  const harvest = harvestMoons(fullMoons);
  const names = new Map<string, FullMoonName>();
  fullMoons.forEach((moon, index) => {
    const previous = fullMoons[index - 1];
    if (harvest.has(moon.id)) names.set(moon.id, 'Harvest');
    else if (previous && harvest.has(previous.id)) names.set(moon.id, "Hunter's");
    else if (previous && monthOf(previous) === monthOf(moon)) names.set(moon.id, 'Blue');
    else names.set(moon.id, MONTH_NAMES[Number(moon.utc.slice(5, 7)) - 1]!);
  });
  return names;
}

/** Is this Full Moon the second of its calendar month (UTC)? Shown beside a Harvest or Hunter's name. */
export function isSecondInMonth(fullMoons: readonly MajorLunation[], moon: MajorLunation): boolean {
  const index = fullMoons.findIndex((other) => other.id === moon.id);
  return index > 0 && monthOf(fullMoons[index - 1]!) === monthOf(moon);
}

const isMajor = (event: SkyEvent): event is MajorLunation =>
  event.kind === 'lunation' && (event.phase === 'new' || event.phase === 'full');

/**
 * The New and Full Moons among `events` (lunations and eclipses from the engine), named, each
 * with its eclipse. Full Moons before the first of the list are needed for naming the first
 * (a Blue or Hunter's Moon): pass the engine's events from a month earlier and drop them after.
 */
export function namedLunations(events: readonly SkyEvent[]): Lunation[] {
  const major = events.filter(isMajor);
  const eclipses = events.filter((event): event is EclipseEvent => event.kind === 'eclipse');
  const names = fullMoonNames(major.filter((event) => event.phase === 'full'));
  return major.map((event) => ({
    event,
    name: names.get(event.id),
    eclipse: eclipses.find(
      (eclipse) =>
        Math.abs(eclipse.time - event.time) < 12 * 3_600_000 &&
        (eclipse.eclipse === 'solar') === (event.phase === 'new'),
    ),
  }));
}
