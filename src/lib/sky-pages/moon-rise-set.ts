/**
 * Moonrise and moonset on a place's own calendar day (docs/sky-pages.md#the-moon-today), from
 * astronomy-engine's rise and set search (the Moon's upper limb on the horizon, refraction
 * included). Browser-safe: the page computes it for the visitor's place.
 */
import { Body, MakeTime, Observer, SearchRiseSet } from 'astronomy-engine';
import type { Place } from './local-eclipse';
import { zoneMidnight } from './zone-day';

export interface RiseSet {
  /** UTC milliseconds; undefined when the Moon does not rise (or set) that day there. */
  rise?: number;
  set?: number;
}

/** The Moon's rise and set between the zone's midnight starting `day` and the next. */
export function moonRiseSet(place: Place, day: string, timeZone: string): RiseSet {
  const start = zoneMidnight(day, timeZone);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const end = zoneMidnight(next, timeZone);
  const observer = new Observer(place.latitude, place.longitude, 0);
  const find = (direction: 1 | -1) => {
    const found = SearchRiseSet(
      Body.Moon,
      observer,
      direction,
      MakeTime(new Date(start)),
      (end - start) / 86_400_000,
    );
    const time = found?.date.getTime();
    return time !== undefined && time < end ? time : undefined;
  };
  return { rise: find(1), set: find(-1) };
}
