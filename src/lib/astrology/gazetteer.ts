/**
 * The offline birth-place atlas: about 7,300 cities with coordinates, population and IANA
 * time zone from the `city-timezones` data package (MIT), searched by name with the
 * population as tie-breaker. Bundled into the functions, so lookups never leave the server.
 * atlas.json is that package cut to the fields used here (scripts/make-atlas.mjs).
 */
import atlas from './atlas.json';
import type { BirthPlace, GeocodeResult } from './contract';

/** One atlas row: name, province, country index, US state code, latitude, longitude, population, zone index. */
type AtlasCity = [string, string, number, string, number, number, number, number];

export type Place = GeocodeResult['results'][number];

interface IndexedCity {
  place: Place;
  key: string;
  /** Country name, ISO codes, province and US state code, normalised, for the "City, Country" part. */
  regionKeys: string[];
}

/** Lower case, accents removed, punctuation collapsed to single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Everyday names for countries that the atlas spells differently. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'us',
  'united states': 'us',
  america: 'us',
  uk: 'gb',
  'great britain': 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
  'northern ireland': 'gb',
  holland: 'nl',
  russia: 'ru',
  'south korea': 'kr',
  korea: 'kr',
  czechia: 'cz',
  uae: 'ae',
};

let index: IndexedCity[] | undefined;

function cities(): IndexedCity[] {
  if (index) return index;
  index = (atlas.cities as AtlasCity[])
    .map(([city, province, countryIndex, stateCode, latitude, longitude, population, zoneIndex]) => {
      const [country, iso2, iso3] = atlas.countries[countryIndex] as [string, string, string];
      return {
        place: {
          name: province && province !== city ? `${city}, ${province}` : city,
          latitude,
          longitude,
          timezone: atlas.timezones[zoneIndex]!,
          country,
          population,
        },
        key: normalizeName(city),
        regionKeys: [country, iso2, iso3, province, stateCode]
          .filter((part) => part.length > 0)
          .map(normalizeName),
      };
    })
    .sort((a, b) => b.place.population - a.place.population || a.key.localeCompare(b.key));
  return index;
}

/** How well a city name answers a query: 3 exact, 2 prefix, 1 a later word starts with it, 0 none. */
function nameMatch(key: string, query: string): number {
  if (key === query) return 3;
  if (key.startsWith(query)) return 2;
  if (key.includes(` ${query}`)) return 1;
  return 0;
}

function regionMatches(city: IndexedCity, region: string): boolean {
  const wanted = COUNTRY_ALIASES[region] ?? region;
  return city.regionKeys.some((key) => key === wanted || key.startsWith(wanted));
}

/** Splits "City, Region" into the normalised city part and region part. */
function splitQuery(text: string): { cityPart: string; regionPart: string } {
  const [cityPart = '', ...rest] = text.split(',');
  return { cityPart: normalizeName(cityPart), regionPart: normalizeName(rest.join(' ')) };
}

/**
 * Cities for an autocomplete query ("par", "Paris, France", "springfield mo"): best name
 * match first, then the larger city. At most `limit` results.
 */
export function searchPlaces(text: string, limit = 10): Place[] {
  const { cityPart, regionPart } = splitQuery(text);
  if (cityPart.length === 0) return [];
  const scored: Array<{ city: IndexedCity; score: number }> = [];
  for (const city of cities()) {
    const score = nameMatch(city.key, cityPart);
    if (score === 0) continue;
    if (regionPart && !regionMatches(city, regionPart)) continue;
    scored.push({ city, score });
  }
  // The index is already sorted by population, and Array.prototype.sort is stable.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map(({ city }) => city.place);
}

/**
 * Resolves a free-text "City, Country" to one place: the most populous city whose name
 * matches exactly (and whose country or region matches, when one is given). Null otherwise.
 */
export function resolveBirthCity(text: string): BirthPlace | null {
  const { cityPart, regionPart } = splitQuery(text);
  if (!cityPart) return null;
  for (const city of cities()) {
    if (city.key !== cityPart) continue;
    if (regionPart && !regionMatches(city, regionPart)) continue;
    const { name, latitude, longitude, timezone, country } = city.place;
    return { name: `${name}, ${country}`, latitude, longitude, timezone };
  }
  return null;
}
