/**
 * From what the birth-city field held to the place and time zone a chart uses, and the one
 * sentence the result shows about it (docs/places.md). A typed city is never used silently:
 * the sentence names the place that was used, says when other places share the name or the
 * spelling was corrected, and when nothing was found, how the birth time was read instead.
 */
import type { Area } from './atlas-index';
import type { BirthClock, BirthPlace, PlaceReading } from './contract';

/** What the atlas made of a typed city (gazetteer.ts's resolveBirthCity). */
export type CityResolution =
  | {
      found: true;
      place: BirthPlace;
      /** 'name' its own name; 'other-name' a former name or another language's; 'spelling' a near spelling. */
      via: 'name' | 'other-name' | 'spelling';
      /** How many other places answer the typed text as well. */
      others: number;
      /** The next of those, "Portland, Maine", to show how to ask for another. */
      another?: string;
    }
  | {
      found: false;
      /** The region or country the text still named, whose time zone reads the birth time; none → UTC. */
      area?: Area;
    };

/** Looks a typed city up; the server passes gazetteer.ts's resolveBirthCity (see person.ts). */
export type CityResolver = (text: string) => CityResolution;

export interface ReadPlace {
  /** The place whose coordinates the chart may use. */
  place?: BirthPlace;
  /** Where the birth time is read: the place's zone, a fallback area's, or none (UTC). */
  zone?: { timezone: string; label: string };
  reading?: PlaceReading;
}

const CHECK = 'For a full chart, check the spelling or choose a nearby town.';

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 other ${one}` : `${count} other ${many}`;
}

function foundMessage(typed: string, resolution: Extract<CityResolution, { found: true }>): string {
  const used = resolution.place.name;
  const read = resolution.via === 'name' ? `Birth place: ${used}.` : `“${typed}” was read as ${used}.`;
  if (resolution.others === 0) return read;
  const more = plural(resolution.others, 'place has', 'places have');
  const how = resolution.another
    ? `add the region or country (“${resolution.another}”) or pick it from the suggestions`
    : 'add the region or country, or pick it from the suggestions';
  return `${read} ${more} this name too; we used the largest. To use another, ${how}.`;
}

function notFoundMessage(typed: string, timeKnown: boolean, area: Area | undefined): string {
  const missing = `We could not find “${typed}”`;
  if (area) {
    const when = timeKnown
      ? 'the birth time was read as local time'
      : 'the chart is drawn for noon local time';
    return `${missing}, so ${when} in ${area.label} (${area.timezone}) and the place itself was left out. ${CHECK}`;
  }
  const when = timeKnown
    ? 'the birth time was read as Universal Time (UTC), which can be hours off the local clock,'
    : 'the chart is drawn for noon Universal Time (UTC)';
  return `${missing}, so ${when} and the place was left out. ${CHECK}`;
}

/**
 * Reads one person's birth place: a place picked from the suggestions is used as it is; a
 * typed city is looked up with `resolveCity`, or, where there is no atlas (`null`, the
 * in-browser reading), left out with a sentence saying so.
 */
export function readPlace(
  input: { birthCity?: string; birthPlace?: BirthPlace },
  person: string,
  timeKnown: boolean,
  resolveCity: CityResolver | null,
): ReadPlace {
  const typed = input.birthCity?.trim() ?? '';
  const reading = (status: PlaceReading['status'], message: string, timezone: string, place?: string) => ({
    person,
    typed: typed || place || '',
    status,
    ...(place ? { place } : {}),
    timezone,
    message,
  });

  if (input.birthPlace) {
    const place = input.birthPlace;
    return {
      place,
      zone: { timezone: place.timezone, label: place.name },
      reading: reading('picked', `Birth place: ${place.name}.`, place.timezone, place.name),
    };
  }
  if (!typed) return {};
  if (!resolveCity) {
    const message = `“${typed}” could not be looked up just now, so the birth place was not used and the birth time was read as Universal Time (UTC). Pick the city from the suggestions to include it.`;
    return { reading: reading('not-checked', message, 'UTC') };
  }

  const resolution = resolveCity(typed);
  if (!resolution.found) {
    const { area } = resolution;
    return {
      ...(area ? { zone: { timezone: area.timezone, label: area.label } } : {}),
      reading: reading('not-found', notFoundMessage(typed, timeKnown, area), area?.timezone ?? 'UTC'),
    };
  }
  const { place } = resolution;
  const status = resolution.via === 'spelling' ? 'corrected' : resolution.others > 0 ? 'namesake' : 'found';
  return {
    place,
    zone: { timezone: place.timezone, label: place.name },
    reading: reading(status, foundMessage(typed, resolution), place.timezone, place.name),
  };
}

const utcTime = (iso: string) => `${iso.slice(11, 16)}\u00a0UTC`;

/**
 * The sentence a result states the clock with (docs/atlas.md): "Birth time read on UTC+1:19:32,
 * Amsterdam summer time (10:40 UTC)." and, in a gap or overlap, the other reading.
 */
export function clockSentence(clock: BirthClock): string {
  const read = `Birth time read on ${clock.statement} (${utcTime(clock.utc)}).`;
  const ambiguity = clock.ambiguity;
  if (!ambiguity) return read;
  const other = ambiguity.readings[ambiguity.chosen === 0 ? 1 : 0]!;
  const change = ambiguity.kind === 'gap' ? 'jumped forward over that time' : 'went back over that time';
  return `${read} The clocks ${change}: it can also be read on ${other.statement} (${utcTime(other.utc)}).`;
}
