/**
 * How much of the Sun the Moon covers at a given instant from a place, and when the Sun sets or
 * rises there: for a city whose Sun sets (or rises) eclipsed, the table gives the coverage at
 * that moment instead of at a greatest eclipse nobody there sees (docs/sky-pages.md#where-on-earth).
 * Build-time only (the visitor's own place uses local-eclipse.ts).
 */
import { AngleBetween, Body, Equator, MakeTime, Observer, SearchRiseSet } from 'astronomy-engine';
import type { Place } from './local-eclipse';

const AU_KM = 149_597_870.7;
const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1_737.4;
const DEGREES = 180 / Math.PI;

/** The fraction of the Sun's disc the Moon covers at `time` (ms) seen from `place`: 0 to 1. */
export function sunCoverageAt(time: number, place: Place): number {
  const at = MakeTime(new Date(time));
  const observer = new Observer(place.latitude, place.longitude, 0);
  const sun = Equator(Body.Sun, at, observer, true, true);
  const moon = Equator(Body.Moon, at, observer, true, true);
  const d = AngleBetween(sun.vec, moon.vec);
  const r1 = Math.asin(SUN_RADIUS_KM / (sun.dist * AU_KM)) * DEGREES;
  const r2 = Math.asin(MOON_RADIUS_KM / (moon.dist * AU_KM)) * DEGREES;
  if (d >= r1 + r2) return 0;
  if (d <= Math.abs(r2 - r1)) return r2 >= r1 ? 1 : (r2 / r1) ** 2;
  // The lens where two circles overlap, as a share of the Sun's circle.
  const area =
    r1 ** 2 * Math.acos((d ** 2 + r1 ** 2 - r2 ** 2) / (2 * d * r1)) +
    r2 ** 2 * Math.acos((d ** 2 + r2 ** 2 - r1 ** 2) / (2 * d * r2)) -
    0.5 * Math.sqrt((-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2));
  return area / (Math.PI * r1 ** 2);
}

/** The first sunset (`direction` -1) or sunrise (+1) after `from` (ms), within a day. */
export function nextSunHorizon(from: number, place: Place, direction: 1 | -1): number | undefined {
  const observer = new Observer(place.latitude, place.longitude, 0);
  return SearchRiseSet(Body.Sun, observer, direction, MakeTime(new Date(from)), 1)?.date.getTime();
}
