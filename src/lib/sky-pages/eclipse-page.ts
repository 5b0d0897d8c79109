/**
 * What the eclipse pages show (docs/sky-pages.md#eclipses): the eclipse's name and address, where
 * on Earth it can be seen (from the table of cities), each city's times on its own clock, and
 * where it falls in each sign's solar houses.
 */
import type { EclipseEvent } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { solarHouse } from '@/lib/horoscope/weights';
import { WORLD_REGIONS, type WorldRegion } from './cities';
import { eclipseWords } from './content';
import type { EclipseFacts } from './eclipse-facts';
import {
  MIN_VISIBLE_COVERAGE,
  visibleFrom,
  type ContactName,
  type LocalContact,
  type LocalEclipse,
  type Place,
} from './local-eclipse';
import { nextSunHorizon, sunCoverageAt } from './sun-coverage';
import type { CityView } from './sky';
import { clockIn } from './format';

export const ECLIPSES_INDEX_PATH = '/eclipses';
export const eclipsePath = (facts: Pick<EclipseFacts, 'slug'>): string =>
  `${ECLIPSES_INDEX_PATH}/${facts.slug}`;

const TYPE_NAMES: Record<EclipseEvent['type'], string> = {
  total: 'Total',
  annular: 'Annular',
  partial: 'Partial',
  penumbral: 'Penumbral',
};

/** "Total Solar Eclipse". */
export function eclipseName(event: Pick<EclipseEvent, 'type' | 'eclipse'>): string {
  return `${TYPE_NAMES[event.type]} ${event.eclipse === 'solar' ? 'Solar' : 'Lunar'} Eclipse`;
}

export interface WhereSeen {
  /** Regions where at least one listed city sees some of it. */
  seen: WorldRegion[];
  /** Regions where none does. */
  notSeen: WorldRegion[];
  /**
   * Where the central phase is seen: the cities (a solar eclipse's narrow path) or, for a lunar
   * eclipse, which half the Earth sees, the regions.
   */
  central: string[];
}

function centralWhere(views: readonly CityView[], event: EclipseEvent): string[] {
  if (event.type === 'partial' || event.type === 'penumbral') return [];
  const central = views.filter((view) => view.local.seen === event.type);
  return event.eclipse === 'solar'
    ? central.map((view) => view.city.name)
    : WORLD_REGIONS.filter((region) => central.some((view) => view.city.region === region));
}

export function whereSeen(views: readonly CityView[], event: EclipseEvent): WhereSeen {
  const seen = WORLD_REGIONS.filter((region) =>
    views.some((view) => view.city.region === region && visibleFrom(view.local, event.eclipse)),
  );
  return {
    seen,
    notSeen: WORLD_REGIONS.filter((region) => !seen.includes(region)),
    central: centralWhere(views, event),
  };
}

export interface CityTime {
  /** ISO instant. */
  iso: string;
  /** "20:32 CEST" on the city's own clock. */
  local: string;
  /** The eclipsed body is below the horizon then. */
  below: boolean;
}

export interface CityRow {
  name: string;
  country: string;
  seen: LocalEclipse['seen'];
  begins?: CityTime;
  greatest?: CityTime;
  ends?: CityTime;
  /** The eclipsed body's altitude at greatest eclipse, whole degrees. */
  altitude: number;
  /** Fraction of the disc covered at the city's greatest eclipse, when the body is up then. */
  coverage?: number;
  /** When greatest eclipse happens below the horizon: the body sets or rises while eclipsed. */
  horizon?: 'sets' | 'rises';
  /** For a solar eclipse the Sun sets or rises during: how much of it is covered at that moment. */
  horizonCoverage?: number;
  /** How long the central phase (totality or the ring) lasts there, ms: a solar eclipse's cities in the path. */
  central?: number;
  /** A partial view so deep (99% or more covered) that the city is just outside a central path. */
  nearPath?: boolean;
}

/** Covered at least this much, a city that sees a total or annular eclipse as partial is just outside the path. */
export const NEAR_PATH_COVERAGE = 0.99;

/** How long a place sees totality or the ring (second contact to third), when it sees it. */
export function centralDuration(local: LocalEclipse): number | undefined {
  if (local.seen !== 'total' && local.seen !== 'annular') return undefined;
  const begins = local.contacts.find((contact) => contact.name === 'central-begins');
  const ends = local.contacts.find((contact) => contact.name === 'central-ends');
  return begins && ends ? ends.time - begins.time : undefined;
}

const OUTER: Record<'begins' | 'ends', ContactName[]> = {
  begins: ['partial-begins', 'penumbral-begins'],
  ends: ['partial-ends', 'penumbral-ends'],
};

/** The first contact of the kinds listed that the eclipse has (a penumbral eclipse has no partial phase). */
function pick(contacts: readonly LocalContact[], names: readonly ContactName[]): LocalContact | undefined {
  for (const name of names) {
    const found = contacts.find((contact) => contact.name === name);
    if (found) return found;
  }
  return undefined;
}

const SEEN_ORDER: Record<LocalEclipse['seen'], number> = {
  total: 0,
  annular: 0,
  partial: 1,
  penumbral: 2,
  none: 3,
};

/** Where greatest eclipse is below the horizon: whether the body sets or rises eclipsed, and (solar) how much is covered then. */
function horizonView(
  begins: LocalContact | undefined,
  place: Place,
  eclipse: EclipseEvent['eclipse'],
): Pick<CityRow, 'horizon' | 'horizonCoverage'> {
  const horizon = (begins?.altitude ?? -1) >= 0 ? ('sets' as const) : ('rises' as const);
  if (eclipse !== 'solar' || !begins) return { horizon };
  const at = nextSunHorizon(begins.time, place, horizon === 'sets' ? -1 : 1);
  const coverage = at === undefined ? 0 : sunCoverageAt(at, place);
  return coverage >= MIN_VISIBLE_COVERAGE ? { horizon, horizonCoverage: coverage } : { horizon };
}

/**
 * The cities that see something of the eclipse, with their times: those that see the central
 * phase first, then by how much they see (coverage, or the body's height for a lunar eclipse).
 * A coverage is printed only when the body is up at the city's greatest eclipse; otherwise the row
 * says the body sets or rises eclipsed.
 */
export function cityRows(views: readonly CityView[], eclipse: EclipseEvent['eclipse'] = 'solar'): CityRow[] {
  return views
    .filter((view) => visibleFrom(view.local, eclipse))
    .map(({ city, local }): CityRow => {
      const time = (contact: LocalContact | undefined): CityTime | undefined =>
        contact && {
          iso: contact.utc,
          local: clockIn(contact.utc, city.timezone),
          below: contact.altitude < 0,
        };
      const greatest = local.contacts.find((contact) => contact.name === 'greatest');
      const up = (greatest?.altitude ?? -1) >= 0;
      const begins = pick(local.contacts, OUTER.begins);
      return {
        name: city.name,
        country: city.country,
        seen: local.seen,
        begins: time(begins),
        greatest: time(greatest),
        ends: time(pick(local.contacts, OUTER.ends)),
        altitude: Math.round(greatest?.altitude ?? 0),
        ...(eclipse === 'solar' && local.seen === 'partial' && up && local.obscuration >= NEAR_PATH_COVERAGE
          ? { nearPath: true }
          : {}),
        ...(eclipse === 'solar' && centralDuration(local) !== undefined
          ? { central: centralDuration(local) }
          : {}),
        ...(up ? { coverage: local.obscuration } : horizonView(begins, city, eclipse)),
      };
    })
    .sort(
      (a, b) =>
        SEEN_ORDER[a.seen] - SEEN_ORDER[b.seen] ||
        (b.coverage ?? -1) - (a.coverage ?? -1) ||
        b.altitude - a.altitude,
    );
}

export interface EclipseSignRow {
  sign: ZodiacSign;
  house: number;
  text: string;
}

/** Where the eclipse falls for each sign: the house it begins (solar) or ends (lunar) something in, and the house opposite. */
export function eclipseSignRows(event: EclipseEvent): EclipseSignRow[] {
  return ZODIAC_SIGNS.map((sign) => {
    const house = solarHouse(sign, event.sign);
    return { sign, house, text: eclipseWords.houses[event.eclipse][String(house)]! };
  });
}
