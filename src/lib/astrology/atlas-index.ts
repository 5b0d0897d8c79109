/**
 * The birth-place atlas (atlas.json, made by scripts/make-atlas.ts from GeoNames) and the
 * lookups over it: names by their start (binary search in the sorted lists) and names within
 * a typo or two (a scan of the names with the same first letter and a length within the typo
 * allowance, measured with `leven`, which stops as soon as a name is too far). The scan needs
 * no index: a radix tree of one letter's names took 15–60 ms to build, more than a whole
 * request may spend on the host's free plan, while a scan costs about a millisecond.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import leven from 'leven';
import atlasJson from './atlas.json';
import type { AtlasData } from './atlas-data';
import type { PlaceSuggestion } from './contract';
import { normalizePlaceName } from './place-name';

// JSON imports are typed loosely (arrays, not tuples); the shape is the build script's,
// and tests/unit/astrology/atlas.test.ts keeps the file equal to what it writes.
const atlas = atlasJson as unknown as AtlasData;

/**
 * Whether a label part only repeats the part before it: "Berlin, State of Berlin" and "Kyiv,
 * Kyiv City" say nothing the city's name has not said.
 */
function repeats(part: string, before: string): boolean {
  return ` ${normalizePlaceName(part)} `.includes(` ${normalizePlaceName(before)} `);
}

/** "Portland, Oregon, United States"; "Berlin, Germany"; "Kyiv, Ukraine". */
function labelOf(...parts: string[]): string {
  return parts.filter((part, index) => part && !(index > 0 && repeats(part, parts[index - 1]!))).join(', ');
}

export function countryOfRegion(region: number): number {
  return atlas.regions[region]![0];
}

export function regionOfCity(city: number): number {
  return atlas.cities.regions[city]!;
}

/** The city's county (England's counties), or -1 where none is kept. */
export function countyOfCity(city: number): number {
  return atlas.cities.counties[city]! - 1;
}

const sections = new Set(atlas.sections);

/** Whether the city is a section of a larger place (a neighbourhood or suburb, GeoNames PPLX). */
export function isSection(city: number): boolean {
  return sections.has(city);
}

export function populationOf(city: number): number {
  return atlas.cities.populations[city]!;
}

export function cityPlace(city: number): PlaceSuggestion {
  const { cities } = atlas;
  const [countryIndex, regionName] = atlas.regions[cities.regions[city]!]!;
  const country = atlas.countries[countryIndex]![1];
  const name = cities.names[city]!;
  const region = regionName && !repeats(regionName, name) ? regionName : '';
  const county = atlas.counties[cities.counties[city]! - 1]?.[1] ?? '';
  return {
    name: labelOf(name, county, region, country),
    city: name,
    region,
    country,
    latitude: cities.latitudes[city]!,
    longitude: cities.longitudes[city]!,
    timezone: atlas.zones[cities.zones[city]!]!,
    population: cities.populations[city]!,
  };
}

/** A region or a whole country, as a fallback when the city itself is not in the atlas. */
export interface Area {
  label: string;
  /** The zone of its most populous city. */
  timezone: string;
  population: number;
}

export function regionArea(region: number): Area {
  const [countryIndex, name, , largest] = atlas.regions[region]!;
  const city = cityPlace(largest);
  return {
    label: labelOf(name, atlas.countries[countryIndex]![1]),
    timezone: city.timezone,
    population: city.population,
  };
}

export function countryArea(country: number): Area {
  const [, name, largest] = atlas.countries[country]!;
  const city = cityPlace(largest);
  return { label: name, timezone: city.timezone, population: city.population };
}

export const regionCount = atlas.regions.length;

export function regionOfCounty(county: number): number {
  return atlas.counties[county]![0];
}

/** A county as a fallback area: its label and the zone of its region's largest city. */
export function countyArea(county: number): Area {
  const [region, name] = atlas.counties[county]!;
  const area = regionArea(region);
  return { ...area, label: labelOf(name, area.label) };
}

/** The first index in [start, end) whose key is not below `key` (the lists are sorted by key). */
function lowerBound(start: number, end: number, key: string, keyAt: (index: number) => string): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Normalised city names, each worked out the first time a lookup reads it. */
const cityKeys = new Array<string | undefined>(atlas.cities.names.length);
const cityKey = (city: number) => (cityKeys[city] ??= normalizePlaceName(atlas.cities.names[city]!));
const aliasKey = (alias: number) => atlas.aliases.keys[alias]!;

/**
 * Calls `visit` for every name (a city's own or another of its names) that starts with
 * `prefix`, found by binary search in the sorted lists: no index to build, so the common
 * case (a name typed right, or its start) costs well under a millisecond.
 */
export function forEachNameStartingWith(prefix: string, visit: (key: string, city: number) => void): void {
  const [cityStart, cityEnd, aliasStart, aliasEnd] = atlas.buckets[prefix[0]!] ?? [0, 0, 0, 0];
  for (let city = lowerBound(cityStart, cityEnd, prefix, cityKey); city < cityEnd; city += 1) {
    const key = cityKey(city);
    if (!key.startsWith(prefix)) break;
    visit(key, city);
  }
  for (let alias = lowerBound(aliasStart, aliasEnd, prefix, aliasKey); alias < aliasEnd; alias += 1) {
    const key = aliasKey(alias);
    if (!key.startsWith(prefix)) break;
    visit(key, atlas.aliases.cities[alias]!);
  }
}

/**
 * The edits from `key` to `name`, or Infinity when more than `maxDistance`. Two neighbouring
 * letters swapped ("Lodnon") are one slip of the finger, so edits are counted as the optimal
 * string alignment distance (Damerau–Levenshtein without re-editing a swapped pair). A swap
 * costs two plain (Levenshtein) edits, so `leven`, which gives up on a name as soon as it is
 * too far, screens the scan at twice the allowance and the swap-aware count runs only on the
 * few names left.
 */
export function editsWithin(key: string, name: string, maxDistance: number): number {
  if (Math.abs(name.length - key.length) > maxDistance) return Infinity;
  // leven answers its bound for anything at least that far, so ask for one more.
  const plain = leven(key, name, { maxDistance: 2 * maxDistance + 1 });
  if (plain > 2 * maxDistance) return Infinity;
  const edits = plain <= 1 ? plain : damerauLevenshtein(key, name).steps;
  return edits <= maxDistance ? edits : Infinity;
}

/**
 * Calls `visit` for every name within `maxDistance` edits (Levenshtein) of `key` that starts
 * with the same letter (a mistyped first letter is rare, and keeping to one letter's names keeps
 * the scan short), the closest names first, so a city reached by two of its names is listed
 * under the nearer one.
 */
export function forEachNameNear(
  key: string,
  maxDistance: number,
  visit: (name: string, city: number) => void,
): void {
  const [cityStart, cityEnd, aliasStart, aliasEnd] = atlas.buckets[key[0]!] ?? [0, 0, 0, 0];
  const near: Array<{ name: string; city: number; edits: number }> = [];
  const check = (name: string, city: number) => {
    const edits = editsWithin(key, name, maxDistance);
    if (edits <= maxDistance) near.push({ name, city, edits });
  };
  for (let city = cityStart; city < cityEnd; city += 1) check(cityKey(city), city);
  for (let alias = aliasStart; alias < aliasEnd; alias += 1)
    check(aliasKey(alias), atlas.aliases.cities[alias]!);
  near.sort((a, b) => a.edits - b.edits).forEach(({ name, city }) => visit(name, city));
}

/** Whether `key` is one of the city's own names (not an alias). */
export function isOwnName(city: number, key: string): boolean {
  return normalizePlaceName(atlas.cities.names[city]!) === key;
}

export interface AreaKeys {
  regions: readonly number[];
  countries: readonly number[];
  counties: readonly number[];
}

const areaKey = (index: number) => atlas.areas.keys[index]!;

/**
 * Calls `visit` with the regions and countries of every area name equal to `key` or, with
 * `prefix`, starting with it (binary search in the sorted names).
 */
export function forEachAreaNamed(key: string, prefix: boolean, visit: (areas: AreaKeys) => void): void {
  const { keys, regions, countries, counties } = atlas.areas;
  for (let index = lowerBound(0, keys.length, key, areaKey); index < keys.length; index += 1) {
    if (keys[index] !== key && !(prefix && keys[index]!.startsWith(key))) break;
    visit({ regions: regions[index]!, countries: countries[index]!, counties: counties[index]! });
  }
}

/** Calls `visit` for every area name within `maxDistance` edits of `key`. */
export function forEachAreaNear(key: string, maxDistance: number, visit: (areas: AreaKeys) => void): void {
  const { keys, regions, countries, counties } = atlas.areas;
  keys.forEach((name, index) => {
    if (editsWithin(key, name, maxDistance) <= maxDistance)
      visit({ regions: regions[index]!, countries: countries[index]!, counties: counties[index]! });
  });
}
