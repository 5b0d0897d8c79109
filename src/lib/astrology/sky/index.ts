/**
 * The sky-events engine (docs/sky-events.md): every ingress, exact aspect, station, lunation,
 * eclipse and void-of-course Moon between two UTC instants, each within a minute of the Swiss
 * Ephemeris, computed with astronomy-engine.
 */
import { SKY_BODIES, positionAt } from './positions';
import { allRetrogradePeriods } from './stations';
import type { BodyPosition, RetrogradePeriod, SkyBody } from './types';

export type * from './types';
export { skyEvents } from './events';
export { eventSummary, formatZodiacDegree, ASPECT_VERBS, LUNATION_NAMES } from './summary';
export { VOID_OF_COURSE_PLANETS } from './void-of-course';
export { SKY_BODIES } from './positions';

/** Every retrograde loop of Mercury…Pluto that overlaps [fromUtc, toUtc), by its retrograde station. */
export function retrogradePeriods(fromUtc: Date, toUtc: Date): RetrogradePeriod[] {
  return allRetrogradePeriods(fromUtc.getTime(), toUtc.getTime());
}

/** Where each of the ten bodies stands at an instant (Sun, Moon, Mercury … Pluto). */
export function skyPositions(utc: Date): BodyPosition[] {
  return SKY_BODIES.map((body) => positionAt(body, utc.getTime()));
}

/** Where one body stands at an instant. */
export function bodyPosition(body: SkyBody, utc: Date): BodyPosition {
  return positionAt(body, utc.getTime());
}
