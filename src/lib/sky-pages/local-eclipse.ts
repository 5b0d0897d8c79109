/**
 * An eclipse as seen from one place (docs/sky-pages.md#local-circumstances): when each contact
 * happens there, how high the eclipsed body stands, and how much of it is covered. The same code
 * fills the pages' table of cities at build time and, in the visitor's browser, the section for
 * the visitor's own place, so the two can never disagree. Browser-safe: astronomy-engine only.
 */
import {
  AngleBetween,
  Body,
  Equator,
  Horizon,
  MakeTime,
  Observer,
  SearchLocalSolarEclipse,
  SearchLunarEclipse,
} from 'astronomy-engine';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface Place {
  latitude: number;
  longitude: number;
}

export type ContactName =
  | 'penumbral-begins'
  | 'partial-begins'
  | 'central-begins'
  | 'greatest'
  | 'central-ends'
  | 'partial-ends'
  | 'penumbral-ends';

export interface LocalContact {
  name: ContactName;
  /** Milliseconds since 1970, UTC. */
  time: number;
  /** ISO instant to the second. */
  utc: string;
  /** The eclipsed body's altitude in degrees (refraction included): below 0 it cannot be seen. */
  altitude: number;
}

export interface LocalEclipse {
  /**
   * What the place sees at best: a total, annular or partial solar eclipse; a total, partial or
   * penumbral lunar one; 'none' when the eclipsed body is below the horizon throughout, or (solar)
   * the Moon's shadow misses the place.
   */
  seen: 'total' | 'annular' | 'partial' | 'penumbral' | 'none';
  /**
   * Solar: the fraction of the Sun's disc covered at the place's greatest eclipse. Lunar: the
   * fraction of the Moon's disc in the umbra at greatest eclipse (the same for everyone).
   */
  obscuration: number;
  /** Every contact of the eclipse here, in time order, the ones below the horizon included. */
  contacts: LocalContact[];
}

/**
 * Below this share of the Sun's disc covered, a partial solar eclipse cannot be told from no
 * eclipse without instruments: the pages do not call it seen (docs/sky-pages.md#where-on-earth).
 */
export const MIN_VISIBLE_COVERAGE = 0.01;

/**
 * Does the place see the eclipse? Something of it above the horizon, and for a solar eclipse at
 * least MIN_VISIBLE_COVERAGE of the Sun covered.
 */
export function visibleFrom(local: LocalEclipse, eclipse: 'solar' | 'lunar'): boolean {
  if (local.seen === 'none') return false;
  return eclipse === 'lunar' || local.obscuration >= MIN_VISIBLE_COVERAGE;
}

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function contact(name: ContactName, time: number, altitude: number): LocalContact {
  return { name, time: Math.round(time), utc: iso(time), altitude };
}

/** A solar eclipse's partial phase lasts at most about six and a half hours on the whole Earth. */
const SOLAR_WINDOW_MS = 3.5 * 3_600_000;
const SAMPLE_MS = 30 * MINUTE_MS;
/**
 * The Sun and the Moon touch when their centres are about 0.55° apart (their two radii). Between
 * samples half an hour apart the Moon moves at most 0.35° against the Sun as seen from the ground,
 * so the closest approach is within 0.2° of the closest sample: farther than 0.8° at every sample,
 * the Moon never touches the Sun from this place.
 */
const NO_CONTACT_DEGREES = 0.8;

/** Could the Moon cover part of the Sun from this place within the eclipse's hours? A cheap test that spares the search. */
function mayTouch(peak: number, observer: Observer): boolean {
  for (let time = peak - SOLAR_WINDOW_MS; time <= peak + SOLAR_WINDOW_MS; time += SAMPLE_MS) {
    const at = MakeTime(new Date(time));
    const sun = Equator(Body.Sun, at, observer, true, true);
    const moon = Equator(Body.Moon, at, observer, true, true);
    if (AngleBetween(sun.vec, moon.vec) < NO_CONTACT_DEGREES) return true;
  }
  return false;
}

/**
 * A solar eclipse whose greatest eclipse (global) is at `peak` (ms), seen from `place`. The search
 * starts a day before, so it finds this eclipse if the Moon's shadow touches the place at all.
 */
export function localSolarEclipse(peak: number, place: Place): LocalEclipse {
  const observer = new Observer(place.latitude, place.longitude, 0);
  // Where the shadow misses, the search would go on to the place's next eclipse, months away.
  if (!mayTouch(peak, observer)) return { seen: 'none', obscuration: 0, contacts: [] };
  const info = SearchLocalSolarEclipse(MakeTime(new Date(peak - DAY_MS)), observer);
  if (Math.abs(info.peak.time.date.getTime() - peak) > DAY_MS)
    return { seen: 'none', obscuration: 0, contacts: [] };
  const contacts = [
    contact('partial-begins', info.partial_begin.time.date.getTime(), info.partial_begin.altitude),
    ...(info.total_begin
      ? [contact('central-begins', info.total_begin.time.date.getTime(), info.total_begin.altitude)]
      : []),
    contact('greatest', info.peak.time.date.getTime(), info.peak.altitude),
    ...(info.total_end
      ? [contact('central-ends', info.total_end.time.date.getTime(), info.total_end.altitude)]
      : []),
    contact('partial-ends', info.partial_end.time.date.getTime(), info.partial_end.altitude),
  ];
  return {
    seen: deepestPhaseUp(contacts, info.kind as LocalEclipse['seen']),
    obscuration: info.obscuration,
    contacts,
  };
}

/** The Moon's altitude (degrees, refraction included) at an instant from a place. */
export function moonAltitude(time: number, observer: Observer): number {
  const at = MakeTime(new Date(time));
  const equator = Equator(Body.Moon, at, observer, true, true);
  return Horizon(at, observer, equator.ra, equator.dec, 'normal').altitude;
}

/**
 * A lunar eclipse whose greatest eclipse is at `peak` (ms), seen from `place`: its phases begin
 * and end at the same instants everywhere; the place decides whether the Moon is up for them.
 */
const lunarSearches = new Map<number, ReturnType<typeof SearchLunarEclipse>>();

export function localLunarEclipse(peak: number, place: Place): LocalEclipse {
  const observer = new Observer(place.latitude, place.longitude, 0);
  // The same eclipse for every place: searched once (the build reads it for hundreds of places).
  let info = lunarSearches.get(peak);
  if (!info) {
    info = SearchLunarEclipse(MakeTime(new Date(peak - DAY_MS)));
    lunarSearches.set(peak, info);
  }
  const greatest = info.peak.date.getTime();
  const pair = (begins: ContactName, ends: ContactName, minutes: number) =>
    minutes > 0
      ? [
          contact(
            begins,
            greatest - minutes * MINUTE_MS,
            moonAltitude(greatest - minutes * MINUTE_MS, observer),
          ),
          contact(
            ends,
            greatest + minutes * MINUTE_MS,
            moonAltitude(greatest + minutes * MINUTE_MS, observer),
          ),
        ]
      : [];
  const contacts = [
    ...pair('penumbral-begins', 'penumbral-ends', info.sd_penum),
    ...pair('partial-begins', 'partial-ends', info.sd_partial),
    ...pair('central-begins', 'central-ends', info.sd_total),
    contact('greatest', greatest, moonAltitude(greatest, observer)),
  ].sort((a, b) => a.time - b.time);
  return {
    seen: deepestPhaseUp(contacts, info.kind as LocalEclipse['seen']),
    obscuration: info.obscuration,
    contacts,
  };
}

/**
 * The deepest phase with the eclipsed body above the horizon at some moment of it: a total
 * eclipse whose totality happens below the horizon is, for this place, a partial one (or, for
 * the Moon, perhaps only penumbral). Within a phase the body's altitude changes monotonically
 * but near its culmination, where it is up anyway, so a phase is up when one of the contacts
 * inside it (its ends, or greatest eclipse) is.
 */
function deepestPhaseUp(contacts: readonly LocalContact[], kind: LocalEclipse['seen']): LocalEclipse['seen'] {
  const upBetween = (begins: ContactName, ends: ContactName) => {
    const from = contacts.find((item) => item.name === begins);
    const to = contacts.find((item) => item.name === ends);
    return (
      from !== undefined &&
      to !== undefined &&
      contacts.some((item) => item.time >= from.time && item.time <= to.time && item.altitude > 0)
    );
  };
  if (kind !== 'partial' && kind !== 'penumbral' && upBetween('central-begins', 'central-ends')) return kind;
  if (kind !== 'penumbral' && upBetween('partial-begins', 'partial-ends')) return 'partial';
  if (upBetween('penumbral-begins', 'penumbral-ends')) return 'penumbral';
  return 'none';
}
