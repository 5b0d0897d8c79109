/**
 * Birth places from what people type (docs/places.md): "Portland", "Portland, Maine",
 * "springfield il", former names ("Madras", "Leningrad"), other languages' spellings ("Wien",
 * "Praha"), and typos of a letter or two. The autocomplete lists the best matches; a typed
 * city that was not picked from it is resolved to one place, saying how (namesakes,
 * corrections), or to a fallback area whose time zone reads the birth time.
 */
import {
  cityPlace,
  countryArea,
  countryOfRegion,
  countyArea,
  countyOfCity,
  regionOfCounty,
  forEachAreaNamed,
  forEachAreaNear,
  forEachNameNear,
  forEachNameStartingWith,
  isOwnName,
  isSection,
  populationOf,
  regionArea,
  regionCount,
  regionOfCity,
  type Area,
  type AreaKeys,
} from './atlas-index';
import type { GeocodeResult } from './contract';
import type { CityResolution } from './place-reading';
import { normalizePlaceName } from './place-name';

/**
 * How a name matched: the whole name, the start of it, or with a letter or two wrong. The bonus
 * is in powers of ten of population: a name typed whole outranks a longer name that starts so
 * in a place up to about thirty times larger ("Nome" lists Nome, Alaska before Nouméa,
 * 24 times larger, whose other name "Nomea" starts so).
 */
type MatchKind = 'exact' | 'prefix' | 'typo';
const KIND_BONUS: Record<MatchKind, number> = { exact: 3.5, prefix: 2, typo: 1 };

/** Letters a typed name may have wrong: none up to 3 letters, one up to 7, two from 8. */
export function typoAllowance(key: string): number {
  if (key.length >= 8) return 2;
  return key.length >= 4 ? 1 : 0;
}

interface Candidate {
  city: number;
  /** The atlas name that matched (normalised): the city's own or another of its names. */
  key: string;
  kind: MatchKind;
  score: number;
}

/** One "City, Region" part: the regions, counties and countries it may name. */
interface AreaFilter {
  regions: Set<number>;
  countries: Set<number>;
  counties: Set<number>;
  /** Named exactly, not by its start or a near spelling: only then is it a fallback for the time. */
  exact: boolean;
}

/** A way of reading the text: the city's name and what the rest narrows it to. */
interface Reading {
  city: string;
  areas: AreaFilter[];
}

/**
 * The regions and countries a part may name: exactly, or (`loose`, for the part after a
 * comma) by its start ("Ore" while typing "Oregon") or with a typo ("Oregan"). Null when none.
 */
function matchArea(text: string, loose: boolean): AreaFilter | null {
  const key = normalizePlaceName(text);
  if (!key) return null;
  const filter: AreaFilter = { regions: new Set(), countries: new Set(), counties: new Set(), exact: true };
  const add = ({ regions, countries, counties }: AreaKeys) => {
    regions.forEach((region) => filter.regions.add(region));
    countries.forEach((country) => filter.countries.add(country));
    counties.forEach((county) => filter.counties.add(county));
  };
  const size = () => filter.regions.size + filter.countries.size + filter.counties.size;
  forEachAreaNamed(key, false, add);
  if (loose && size() === 0) filter.exact = false;
  if (loose && size() === 0 && key.length >= 2) forEachAreaNamed(key, true, add);
  if (loose && size() === 0 && typoAllowance(key) > 0) forEachAreaNear(key, typoAllowance(key), add);
  return size() > 0 ? filter : null;
}

/** "Portland, Oregon, USA" → city "portland" narrowed by two parts; null when a part names nothing. */
function commaReading(text: string): Reading | null {
  const [cityPart = '', ...rest] = text.split(',');
  const areas: AreaFilter[] = [];
  for (const part of rest) {
    if (!normalizePlaceName(part)) continue;
    const area = matchArea(part, true);
    if (!area) return null;
    areas.push(area);
  }
  return { city: normalizePlaceName(cityPart), areas };
}

/** "springfield il", "paris texas", "san jose costa rica": the last one to three words as the area. */
function spaceReadings(text: string): Reading[] {
  const words = normalizePlaceName(text).split(' ');
  const readings: Reading[] = [];
  for (let count = 1; count <= Math.min(3, words.length - 1); count += 1) {
    const area = matchArea(words.slice(-count).join(' '), false);
    if (area) readings.push({ city: words.slice(0, -count).join(' '), areas: [area] });
  }
  return readings;
}

function inAreas(city: number, areas: readonly AreaFilter[]): boolean {
  const region = regionOfCity(city);
  const country = countryOfRegion(region);
  const county = countyOfCity(city);
  return areas.every(
    (area) => area.regions.has(region) || area.countries.has(country) || area.counties.has(county),
  );
}

/**
 * A section of a larger place (a suburb or neighbourhood) ranks as if it were a hundredth of its
 * size: births there are usually recorded under the city, so a town of the name comes first
 * ("Sandringham": the Norfolk village before the suburbs of Auckland and Melbourne).
 */
const SECTION_PENALTY = 2;

/**
 * Every city whose name matches, best match per city, best first: the name as typed, names
 * that start with it (`withPrefix`, the autocomplete), or else (`withTypos`) names within a
 * typo or two.
 */
function candidates({ city: key, areas }: Reading, withPrefix: boolean, withTypos: boolean): Candidate[] {
  if (!key) return [];
  const best = new Map<number, Candidate>();
  const consider = (name: string, city: number, kind: MatchKind) => {
    if (!inAreas(city, areas)) return;
    // Population ranks namesakes; the kind of match outweighs it (KIND_BONUS).
    const score =
      KIND_BONUS[kind] +
      Math.log10(populationOf(city) + 10) -
      (isSection(city) ? SECTION_PENALTY : 0) +
      (isOwnName(city, name) ? 0.3 : 0);
    const known = best.get(city);
    if (!known || score > known.score) best.set(city, { city, key: name, kind, score });
  };
  forEachNameStartingWith(key, (name, city) => {
    if (name === key) consider(name, city, 'exact');
    else if (withPrefix) consider(name, city, 'prefix');
  });
  const allowance = typoAllowance(key);
  if (withTypos && best.size === 0 && allowance > 0) {
    forEachNameNear(key, allowance, (name, city) => {
      if (name !== key) consider(name, city, 'typo');
    });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.city - b.city);
}

/**
 * The candidates of the first reading that finds the name exactly; else those the text as
 * typed finds (its prefixes, for the autocomplete); else its near spellings. Typo lookups come
 * last because they are the only costly ones.
 */
function bestCandidates(text: string, withPrefix: boolean): { found: Candidate[]; readings: Reading[] } {
  const typed = commaReading(text);
  const readings = [...(typed ? [typed] : []), ...(text.includes(',') ? [] : spaceReadings(text))];
  const asTyped = readings.map((reading) => candidates(reading, withPrefix, false));
  const exact = asTyped.find((found) => found[0]?.kind === 'exact');
  if (exact) return { found: exact, readings };
  if (asTyped[0]?.length) return { found: asTyped[0], readings };
  return { found: readings[0] ? candidates(readings[0], false, true) : [], readings };
}

/** "sankt peterburg" → "Sankt Peterburg": the stored other names are normalised. */
const titleCase = (key: string) => key.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * Places for the autocomplete: exact names first, then names that start so, or else near
 * spellings; and how many places bear exactly the typed name (after any region).
 */
export function searchPlaces(text: string, limit = 10): GeocodeResult {
  const { found } = bestCandidates(text, true);
  return {
    results: found.slice(0, limit).map(({ city, key }) => {
      const place = cityPlace(city);
      return isOwnName(city, key) ? place : { ...place, alias: titleCase(key) };
    }),
    namesakes: found.filter((candidate) => candidate.kind === 'exact').length,
  };
}

/**
 * The area a not-found text still names exactly ("Kansas", not "Kans" or "Atlantis" read as
 * "Atlántico"): the most populous region or country all its parts allow.
 */
function fallbackArea(readings: readonly Reading[]): Area | undefined {
  const areas = readings.find(
    (reading) => reading.areas.length > 0 && reading.areas.every((area) => area.exact),
  )?.areas;
  if (!areas) return undefined;
  const options: Area[] = [];
  for (let region = 0; region < regionCount; region += 1) {
    const country = countryOfRegion(region);
    if (areas.every((area) => area.regions.has(region) || area.countries.has(country)))
      options.push(
        areas.some((area) => area.regions.has(region)) ? regionArea(region) : countryArea(country),
      );
  }
  // A county named ("Smallville, Norfolk"): the county, read on its region's clock.
  for (const county of new Set(areas.flatMap((area) => [...area.counties]))) {
    const region = regionOfCounty(county);
    const country = countryOfRegion(region);
    if (
      areas.every(
        (area) => area.counties.has(county) || area.regions.has(region) || area.countries.has(country),
      )
    )
      options.push(countyArea(county));
  }
  return options.sort((a, b) => b.population - a.population)[0];
}

/** One place for a typed city (no autocomplete pick), and how it was found. */
export function resolveBirthCity(text: string): CityResolution {
  const { found, readings } = bestCandidates(text, false);
  const best = found[0];
  if (!best) {
    const area = fallbackArea(readings);
    return area ? { found: false, area } : { found: false };
  }
  const same = found.filter((candidate) =>
    best.kind === 'exact' ? candidate.kind === 'exact' : candidate.key === best.key,
  );
  const { name, latitude, longitude, timezone } = cityPlace(best.city);
  const next = same[1] && cityPlace(same[1].city);
  return {
    found: true,
    place: { name, latitude, longitude, timezone },
    via: best.kind === 'typo' ? 'spelling' : isOwnName(best.city, best.key) ? 'name' : 'other-name',
    others: same.length - 1,
    ...(next ? { another: `${next.city}, ${next.region || next.country}` } : {}),
  };
}
