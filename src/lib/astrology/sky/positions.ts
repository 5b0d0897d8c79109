/**
 * Body positions for the sky-events engine. Samples on the engine's fixed time grid go through
 * the Worker-wide memo of transits.ts (every search over the same days reads the same
 * instants); the instants a search homes in on are computed directly.
 */
import { planetLongitude, PLANETS, astroTime } from '../ephemeris';
import { signOfLongitude } from '../angles';
import { transitLongitude } from '../transits';
import type { BodyPosition, SkyBody } from './types';
import { HOUR_MS } from './moments';

/** Sun, Moon, Mercury … Pluto: the order events name their bodies in. */
export const SKY_BODIES: readonly SkyBody[] = PLANETS;

/** The planets that turn retrograde. */
export type TurningBody = Exclude<SkyBody, 'Sun' | 'Moon'>;
export const TURNING_BODIES = SKY_BODIES.filter(
  (body): body is TurningBody => body !== 'Sun' && body !== 'Moon',
);

/** Apparent longitude at any instant (ms), computed afresh. */
export function longitudeAt(body: SkyBody, ms: number): number {
  return planetLongitude(body, astroTime(new Date(ms)));
}

/** Apparent longitude at a grid instant, memoised for the Worker's life. */
export function sampledLongitude(body: SkyBody, ms: number): number {
  return transitLongitude(body, ms);
}

/** The signed difference b − a folded into (−180, 180]. */
export function wrap180(degrees: number): number {
  const folded = (((degrees + 180) % 360) + 360) % 360;
  return folded === 0 ? 180 : folded - 180;
}

/** Half the span over which motion is measured: short enough for the Moon, long enough for Pluto's digits. */
const SPEED_HALF_SPAN_MS = HOUR_MS;

/** Daily motion in longitude (degrees per day) at an instant, by a central difference over two hours. */
export function speedAt(body: SkyBody, ms: number): number {
  const before = longitudeAt(body, ms - SPEED_HALF_SPAN_MS);
  const after = longitudeAt(body, ms + SPEED_HALF_SPAN_MS);
  return (wrap180(after - before) * 86_400_000) / (2 * SPEED_HALF_SPAN_MS);
}

/** Where one body stands at an instant (ms). */
export function positionAt(body: SkyBody, ms: number, longitude = longitudeAt(body, ms)): BodyPosition {
  const speed = speedAt(body, ms);
  const { sign, degree } = signOfLongitude(longitude);
  return { body, longitude, sign, degree, speed, retrograde: speed < 0 };
}
