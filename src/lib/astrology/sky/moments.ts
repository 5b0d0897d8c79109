/** Instants as the engine hands them out: milliseconds, and ISO text to the whole second. */
import type { SkyMoment } from './types';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The moment for an instant, rounded to the whole second in both forms. */
export function momentOf(ms: number): SkyMoment {
  const time = Math.round(ms / 1000) * 1000;
  return { time, utc: new Date(time).toISOString().replace('.000Z', 'Z') };
}

/** "20240125": the UTC date of an instant, as the events' stable ids carry it. */
export function idDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}
