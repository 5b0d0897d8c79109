/**
 * The sky-events engine (docs/sky-events.md): every ingress, exact aspect, station, lunation,
 * eclipse and void-of-course Moon between two UTC instants, each within a minute of the Swiss
 * Ephemeris, computed with astronomy-engine.
 */
export type * from './types';
import type { BodyPosition, RetrogradePeriod, SkyBody, SkyEvent, SkyEventOptions } from './types';

/**
 * Every event whose exact instant lies in [fromUtc, toUtc), sorted by time (ties in a fixed
 * order). A void-of-course period is listed when it overlaps the span, so its start may come
 * before `fromUtc`.
 */
export function skyEvents(fromUtc: Date, toUtc: Date, options: SkyEventOptions = {}): SkyEvent[] {
  void fromUtc;
  void toUtc;
  void options;
  throw new Error('skyEvents: not built yet (issue 32)');
}

/** Every retrograde loop of Mercury…Pluto that overlaps [fromUtc, toUtc), by its retrograde station. */
export function retrogradePeriods(fromUtc: Date, toUtc: Date): RetrogradePeriod[] {
  void fromUtc;
  void toUtc;
  throw new Error('retrogradePeriods: not built yet (issue 32)');
}

/** Where each of the ten bodies stands at an instant (Sun, Moon, Mercury … Pluto). */
export function skyPositions(utc: Date): BodyPosition[] {
  void utc;
  throw new Error('skyPositions: not built yet (issue 32)');
}

/** Where one body stands at an instant. */
export function bodyPosition(body: SkyBody, utc: Date): BodyPosition {
  void body;
  void utc;
  throw new Error('bodyPosition: not built yet (issue 32)');
}

/** The event's name as a calendar shows it: "Full Moon in Gemini", "Venus trine Saturn", "Moon enters Leo". */
export function eventSummary(event: SkyEvent): string {
  void event;
  throw new Error('eventSummary: not built yet (issue 32)');
}
