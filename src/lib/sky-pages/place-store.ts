/**
 * The place a visitor gave on an event page (docs/sky-pages.md#the-visitors-place), kept in this
 * browser only, so every eclipse page and /moon-phase-today opens with it. Never sent anywhere.
 */
import type { BirthPlace } from '@/lib/astrology/contract';

export const SKY_PLACE_KEY = 'astrelle.sky-place';
/** Sent on the window when this page keeps or forgets a place (other tabs hear the storage event). */
export const SKY_PLACE_EVENT = 'astrelle:sky-place';

/** A kept place, or undefined when there is none or it does not read as one. */
export function readSkyPlace(storage: Pick<Storage, 'getItem'>): BirthPlace | undefined {
  try {
    const value = JSON.parse(storage.getItem(SKY_PLACE_KEY) ?? 'null') as Partial<BirthPlace> | null;
    const valid =
      value !== null &&
      typeof value.name === 'string' &&
      typeof value.latitude === 'number' &&
      Math.abs(value.latitude) <= 90 &&
      typeof value.longitude === 'number' &&
      Math.abs(value.longitude) <= 180 &&
      typeof value.timezone === 'string';
    return valid ? (value as BirthPlace) : undefined;
  } catch {
    return undefined;
  }
}

export function keepSkyPlace(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  place: BirthPlace | undefined,
): void {
  try {
    if (place) storage.setItem(SKY_PLACE_KEY, JSON.stringify(place));
    else storage.removeItem(SKY_PLACE_KEY);
  } catch {
    // Storage refused (a private mode): the place lasts as long as the page.
  }
}
