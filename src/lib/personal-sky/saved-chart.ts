/**
 * The birth chart a visitor chose to keep on this device (docs/personal-sky.md#saved-on-this-device):
 * the birth data only, in this browser's localStorage, never sent anywhere until the visitor opens
 * their sky, and gone when they press "Forget". Browser-safe: no engine here.
 */
import type { BirthPlace, PersonInput } from '@/lib/astrology/contract';
import { parseUtcOffset } from '@/lib/astrology/utc-offset';

/** The page that reads the saved chart: "Your sky today". */
export const MY_SKY_PATH = '/my-sky';
export const SAVED_CHART_KEY = 'astrelle.saved-chart.v1';
/** The private calendar link made for the saved chart, if any (docs/personal-sky.md#the-private-calendar-link). */
export const CALENDAR_LINK_KEY = 'astrelle.calendar-link.v1';
/** Fired on this page when the saved chart changes (the storage event only reaches other tabs). */
export const SAVED_CHART_EVENT = 'astrelle:saved-chart';

const announce = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_CHART_EVENT));
};

export interface SavedChart {
  name?: string;
  birthDate: string;
  birthTime?: string;
  /** A place picked from the suggestions, with its zone. */
  birthPlace?: BirthPlace;
  /** A typed city, read by the server's atlas. */
  birthCity?: string;
  /** The UTC offset the visitor set by hand instead of the atlas's ("+01:00"), as the chart used it. */
  utcOffset?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored object's fields, each still unknown until checked; null for anything else. */
function fieldsOf(value: unknown): Partial<Record<string, unknown>> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : null;
}

/** The saved chart, or null when there is none or what is stored is not one (then it is ignored). */
export function readSavedChart(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): SavedChart | null {
  try {
    const raw = storage?.getItem(SAVED_CHART_KEY);
    if (!raw) return null;
    const value = fieldsOf(JSON.parse(raw));
    if (!value || !isText(value.birthDate) || !/^\d{4}-\d{2}-\d{2}$/.test(value.birthDate)) return null;
    const place = fieldsOf(value.birthPlace);
    const validPlace: BirthPlace | null =
      place &&
      isText(place.name) &&
      typeof place.latitude === 'number' &&
      typeof place.longitude === 'number' &&
      isText(place.timezone)
        ? { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone }
        : null;
    return {
      birthDate: value.birthDate,
      ...(isText(value.name) && value.name ? { name: value.name } : {}),
      ...(isText(value.birthTime) && value.birthTime ? { birthTime: value.birthTime } : {}),
      ...(validPlace ? { birthPlace: validPlace } : {}),
      ...(isText(value.birthCity) && value.birthCity && !validPlace ? { birthCity: value.birthCity } : {}),
      ...(isText(value.utcOffset) && parseUtcOffset(value.utcOffset) !== null
        ? { utcOffset: value.utcOffset }
        : {}),
    };
  } catch {
    return null;
  }
}

/** What of a chart's input is kept: the birth data that casts it, nothing else. */
export function toSavedChart(person: PersonInput): SavedChart {
  const offset = person.utcOffset?.trim();
  return {
    birthDate: person.birthDate,
    ...(person.name?.trim() ? { name: person.name.trim() } : {}),
    ...(person.birthTime ? { birthTime: person.birthTime } : {}),
    ...(person.birthPlace
      ? { birthPlace: person.birthPlace }
      : person.birthCity?.trim()
        ? { birthCity: person.birthCity.trim() }
        : {}),
    ...(offset && parseUtcOffset(offset) !== null ? { utcOffset: offset } : {}),
  };
}

/** Keeps the birth data of a chart on this device. */
export function saveChart(
  person: PersonInput,
  storage: Pick<Storage, 'setItem'> = globalThis.localStorage,
): void {
  storage.setItem(SAVED_CHART_KEY, JSON.stringify(toSavedChart(person)));
  announce();
}

/** Whether the saved chart is this chart (the same birth data, so the same sky). */
export function isSavedChart(saved: SavedChart | null | undefined, person: PersonInput): boolean {
  return !!saved && birthQuery(saved).toString() === birthQuery(toSavedChart(person)).toString();
}

export function forgetChart(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  storage.removeItem(SAVED_CHART_KEY);
  storage.removeItem(CALENDAR_LINK_KEY);
  announce();
}

/** The private calendar link's path kept for this chart (its birth query), or null. */
export function readCalendarLink(
  chartKey: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    const kept = fieldsOf(JSON.parse(storage?.getItem(CALENDAR_LINK_KEY) ?? 'null'));
    return kept?.chart === chartKey && typeof kept.path === 'string' && kept.path.startsWith('/api/')
      ? kept.path
      : null;
  } catch {
    return null;
  }
}

/** Keeps the link made for this chart, so the page shows the same one next time. */
export function keepCalendarLink(
  chartKey: string,
  path: string,
  storage: Pick<Storage, 'setItem'> = globalThis.localStorage,
): void {
  storage.setItem(CALENDAR_LINK_KEY, JSON.stringify({ chart: chartKey, path }));
}

/** The query string that carries one person's birth data to /api/my-sky (and, sealed, in the calendar link). */
export function birthQuery(person: SavedChart | PersonInput): URLSearchParams {
  const params = new URLSearchParams();
  if (person.name) params.set('name', person.name);
  params.set('date', person.birthDate);
  if (person.birthTime) params.set('time', person.birthTime);
  if (person.birthPlace) {
    params.set('place', person.birthPlace.name);
    params.set('lat', String(person.birthPlace.latitude));
    params.set('lon', String(person.birthPlace.longitude));
    params.set('tz', person.birthPlace.timezone);
  } else if (person.birthCity) {
    params.set('city', person.birthCity);
  }
  if (person.utcOffset) params.set('offset', person.utcOffset);
  return params;
}
