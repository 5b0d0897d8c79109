/**
 * What the eclipse pages say about an eclipse as a whole (docs/sky-pages.md#eclipses): its
 * greatest eclipse (the sky-events engine's instant), saros series, gamma, where greatest eclipse
 * falls and how long the central phase lasts there, and for a lunar eclipse the instants its
 * phases begin and end, which are the same for everyone who can see the Moon.
 */
import {
  Body,
  GeoMoon,
  GeoVector,
  MakeTime,
  RotateVector,
  Rotation_EQJ_EQD,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  type Vector,
} from 'astronomy-engine';
import type { EclipseEvent } from '@/lib/astrology/sky';
import { localSolarEclipse } from './local-eclipse';
import { sarosNumber } from './saros';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The Earth's equatorial radius (km): gamma's unit. */
const EARTH_RADIUS_KM = 6378.137;
const KM_PER_AU = 149_597_870.7;

/** A phase boundary of a lunar eclipse, the same instant wherever the Moon is up. */
export interface LunarPhaseMoment {
  phase:
    'penumbral-begins' | 'partial-begins' | 'total-begins' | 'total-ends' | 'partial-ends' | 'penumbral-ends';
  time: number;
  utc: string;
}

export interface EclipseFacts {
  /** "2026-08-12-total-solar-eclipse": the page's slug and the facts' id. */
  slug: string;
  event: EclipseEvent;
  saros: number;
  /**
   * How far the shadow's axis passes from the Earth's centre (solar) or the Moon's centre from
   * the axis of the Earth's shadow (lunar), in Earth radii; positive to the north.
   */
  gamma: number;
  /** Solar, central (total or annular): where greatest eclipse falls on the Earth. */
  greatest?: { latitude: number; longitude: number };
  /** Solar, central: how long totality or annularity lasts at greatest eclipse (ms). */
  centralDurationMs?: number;
  /** Lunar: the fraction of the Moon's disc inside the umbra at greatest eclipse (0 for penumbral, 1 for total). */
  umbralObscuration?: number;
  /** Lunar: when each phase begins and ends. */
  phases: LunarPhaseMoment[];
}

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** "2026-08-12-total-solar-eclipse": the UTC day of greatest eclipse, its type and body. */
export const eclipseSlug = (event: EclipseEvent): string =>
  `${event.utc.slice(0, 10)}-${event.type}-${event.eclipse}-eclipse`;

/** The component of a vector perpendicular to a unit direction. */
function perpendicular(vector: Vector, unit: { x: number; y: number; z: number }) {
  const along = vector.x * unit.x + vector.y * unit.y + vector.z * unit.z;
  return { x: vector.x - along * unit.x, y: vector.y - along * unit.y, z: vector.z - along * unit.z };
}

function unit(vector: { x: number; y: number; z: number }) {
  const length = Math.hypot(vector.x, vector.y, vector.z);
  return { x: vector.x / length, y: vector.y / length, z: vector.z / length };
}

/**
 * Gamma at an instant: the distance (Earth radii) from the Earth's centre to the shadow axis,
 * signed by which side of the equator of date it passes. Solar: the Moon's shadow axis runs
 * from the Sun through the Moon; lunar: the Earth's runs away from the Sun.
 */
function gammaAt(eclipse: 'solar' | 'lunar', time: number): number {
  const at = MakeTime(new Date(time));
  const toDate = Rotation_EQJ_EQD(at);
  const moon = RotateVector(toDate, GeoMoon(at));
  const sun = RotateVector(toDate, GeoVector(Body.Sun, at, true));
  // Solar: the axis runs through the Moon along the Sun→Moon line. Lunar: the Earth's shadow axis
  // points away from the Sun. Either way, the offset of the centre that matters from the axis.
  const offset =
    eclipse === 'solar'
      ? perpendicular(moon, unit({ x: moon.x - sun.x, y: moon.y - sun.y, z: moon.z - sun.z }))
      : perpendicular(moon, unit({ x: -sun.x, y: -sun.y, z: -sun.z }));
  const distance = (Math.hypot(offset.x, offset.y, offset.z) * KM_PER_AU) / EARTH_RADIUS_KM;
  return Math.sign(offset.z) * distance;
}

function solarFacts(event: EclipseEvent) {
  const global = SearchGlobalSolarEclipse(MakeTime(new Date(event.time - DAY_MS)));
  const central = global.latitude !== undefined && global.longitude !== undefined;
  const greatest = central ? { latitude: global.latitude!, longitude: global.longitude! } : undefined;
  let centralDurationMs: number | undefined;
  if (greatest) {
    const local = localSolarEclipse(event.time, greatest);
    const begin = local.contacts.find((contact) => contact.name === 'central-begins');
    const end = local.contacts.find((contact) => contact.name === 'central-ends');
    if (begin && end) centralDurationMs = end.time - begin.time;
  }
  return { greatest, centralDurationMs };
}

function lunarFacts(event: EclipseEvent) {
  const info = SearchLunarEclipse(MakeTime(new Date(event.time - DAY_MS)));
  const peak = info.peak.date.getTime();
  const around = (phase: [LunarPhaseMoment['phase'], LunarPhaseMoment['phase']], minutes: number) =>
    minutes > 0
      ? [
          {
            phase: phase[0],
            time: Math.round(peak - minutes * MINUTE_MS),
            utc: iso(peak - minutes * MINUTE_MS),
          },
          {
            phase: phase[1],
            time: Math.round(peak + minutes * MINUTE_MS),
            utc: iso(peak + minutes * MINUTE_MS),
          },
        ]
      : [];
  const phases = [
    ...around(['penumbral-begins', 'penumbral-ends'], info.sd_penum),
    ...around(['partial-begins', 'partial-ends'], info.sd_partial),
    ...around(['total-begins', 'total-ends'], info.sd_total),
  ].sort((a, b) => a.time - b.time);
  return { umbralObscuration: info.obscuration, phases };
}

/** Everything the pages say about one eclipse of the engine's list. */
export function eclipseFacts(event: EclipseEvent): EclipseFacts {
  const base = {
    slug: eclipseSlug(event),
    event,
    saros: sarosNumber(event.eclipse, event.time),
    gamma: gammaAt(event.eclipse, event.time),
  };
  return event.eclipse === 'solar'
    ? { ...base, ...solarFacts(event), phases: [] }
    : { ...base, ...lunarFacts(event) };
}
