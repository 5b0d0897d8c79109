/**
 * Where on Earth an eclipse can be seen, derived rather than listed by hand
 * (docs/sky-pages.md#where-on-earth): the atlas's most populous town in every 5° × 5° cell of
 * the map is a sample place (about 740, land only), each read with the same local circumstances
 * as the city table; a region sees the eclipse where its sample places do, and the part of the
 * region that sees it is named by where those places lie ("northern Asia"). The path of a total
 * or annular solar eclipse is walked along the shadow's axis, minute by minute, and the towns
 * within reach of it are checked one by one, so the countries it crosses are the engine's too.
 * It costs seconds per eclipse, so scripts/make-eclipse-reach.ts runs it once and writes
 * eclipse-reach.json, which the pages read; a unit test recomputes some of the file.
 */
import { Body, GeoMoon, GeoVector, MakeTime, Vector, VectorObserver } from 'astronomy-engine';
import atlasJson from '@/lib/astrology/atlas.json';
import type { AtlasData } from '@/lib/astrology/atlas-data';
import type { EclipseEvent } from '@/lib/astrology/sky';
import { localLunarEclipse, localSolarEclipse, visibleFrom, type Place } from './local-eclipse';

const atlas = atlasJson as unknown as AtlasData;

/** The years eclipse-reach.json covers (scripts/make-eclipse-reach.ts). */
export const REACH_FIRST_YEAR = 2026;
export const REACH_LAST_YEAR = 2040;
const CELL_DEGREES = 5;
const EARTH_RADIUS_AU = 6378.137 / 149_597_870.7;
const MINUTE_MS = 60_000;

/** The regions the page names; Greenland and Iceland by name (they are often in an eclipse's path). */
export type SeenRegion =
  'Europe' | 'Africa' | 'Asia' | 'Oceania' | 'North America' | 'South America' | 'Greenland' | 'Iceland';

export const SEEN_REGIONS: readonly SeenRegion[] = [
  'Greenland',
  'Iceland',
  'Europe',
  'Africa',
  'Asia',
  'Oceania',
  'North America',
  'South America',
];

export interface SamplePlace extends Place {
  country: string;
  region: SeenRegion;
}

function regionOf(country: string, zone: string, latitude: number): SeenRegion | undefined {
  if (country === 'Greenland') return 'Greenland';
  if (country === 'Iceland') return 'Iceland';
  const area = zone.split('/')[0];
  if (area === 'Europe') return 'Europe';
  if (area === 'Africa') return 'Africa';
  if (area === 'Asia') return 'Asia';
  if (area === 'Australia' || area === 'Pacific') return 'Oceania';
  if (area === 'America') return latitude >= 12 ? 'North America' : 'South America';
  return undefined; // The Atlantic and Indian Ocean islands are not named.
}

function countryOfCity(city: number): string {
  const countryIndex = atlas.regions[atlas.cities.regions[city]!]![0];
  return atlas.countries[countryIndex]![1];
}

let samples: SamplePlace[] | undefined;

/** One place per 5° × 5° cell: the atlas's most populous town there. */
export function samplePlaces(): readonly SamplePlace[] {
  if (samples) return samples;
  const { cities, zones } = atlas;
  const best = new Map<string, number>();
  cities.latitudes.forEach((latitude, city) => {
    const key = `${Math.floor(latitude / CELL_DEGREES)},${Math.floor(cities.longitudes[city]! / CELL_DEGREES)}`;
    const held = best.get(key);
    if (held === undefined || cities.populations[city]! > cities.populations[held]!) best.set(key, city);
  });
  samples = [...best.values()].flatMap((city) => {
    const latitude = cities.latitudes[city]!;
    const country = countryOfCity(city);
    const region = regionOf(country, zones[cities.zones[city]!]!, latitude);
    return region ? [{ latitude, longitude: cities.longitudes[city]!, country, region }] : [];
  });
  return samples;
}

export interface RegionSeen {
  region: SeenRegion;
  /** Which part sees it, when not the whole: "northern", "south-western". */
  part?: string;
}

const ALL_OF = 0.85;

/** "northern", "western", "north-western": where the seeing places lie within the region's. */
function partOf(seeing: readonly Place[], all: readonly Place[]): string | undefined {
  const mean = (places: readonly Place[], key: 'latitude' | 'longitude') =>
    places.reduce((sum, place) => sum + place[key], 0) / places.length;
  const spread = (key: 'latitude' | 'longitude') =>
    Math.max(...all.map((place) => place[key])) - Math.min(...all.map((place) => place[key]));
  const north = (mean(seeing, 'latitude') - mean(all, 'latitude')) / Math.max(1, spread('latitude'));
  const east = (mean(seeing, 'longitude') - mean(all, 'longitude')) / Math.max(1, spread('longitude'));
  const vertical = north > 0.12 ? 'north' : north < -0.12 ? 'south' : '';
  const horizontal = east > 0.12 ? 'east' : east < -0.12 ? 'west' : '';
  if (vertical && horizontal) return `${vertical}-${horizontal}ern`;
  if (vertical || horizontal) return `${vertical || horizontal}ern`;
  return undefined;
}

export interface EclipseReach {
  /** Regions where some sample place sees it, with the part that does. */
  seen: RegionSeen[];
  /** Regions where none does. */
  notSeen: SeenRegion[];
  /** For a total or annular solar eclipse: the countries its path crosses, in the order it crosses them. */
  pathCountries: string[];
  /** Where the path begins (at sunrise) and ends (at sunset): the nearest town within 400 km, if any. */
  pathEnds?: { begins?: NearTown; ends?: NearTown };
}

export interface NearTown {
  name: string;
  country: string;
  km: number;
}

const NEAR_KM = 400;
export { nearestTown };

function nearestTown(point: Place): NearTown | undefined {
  const { cities } = atlas;
  let best: NearTown | undefined;
  for (const city of townsNear(point, 4)) {
    const km = kilometres(point, { latitude: cities.latitudes[city]!, longitude: cities.longitudes[city]! });
    if (km <= NEAR_KM && (!best || km < best.km))
      best = { name: cities.names[city]!, country: countryOfCity(city), km: Math.round(km) };
  }
  return best;
}

function axisEnds(event: EclipseEvent): { begins?: NearTown; ends?: NearTown } {
  const points: Place[] = [];
  for (
    let time = event.time - 4 * 60 * MINUTE_MS;
    time <= event.time + 4 * 60 * MINUTE_MS;
    time += MINUTE_MS
  ) {
    const point = shadowAxisPoint(time);
    if (point) points.push(point);
  }
  if (points.length === 0) return {};
  const begins = nearestTown(points[0]!);
  const ends = nearestTown(points.at(-1)!);
  return { ...(begins ? { begins } : {}), ...(ends ? { ends } : {}) };
}

/** The point on the Earth under the Moon's shadow axis at `time`, or undefined when the axis misses the Earth. */
export function shadowAxisPoint(time: number): Place | undefined {
  const at = MakeTime(new Date(time));
  const moon = GeoMoon(at);
  const sun = GeoVector(Body.Sun, at, true);
  const d = { x: moon.x - sun.x, y: moon.y - sun.y, z: moon.z - sun.z };
  const length = Math.hypot(d.x, d.y, d.z);
  d.x /= length;
  d.y /= length;
  d.z /= length;
  const along = moon.x * d.x + moon.y * d.y + moon.z * d.z;
  const discriminant = along * along - (moon.x ** 2 + moon.y ** 2 + moon.z ** 2 - EARTH_RADIUS_AU ** 2);
  if (discriminant < 0) return undefined;
  const k = -along - Math.sqrt(discriminant);
  const point = new Vector(moon.x + k * d.x, moon.y + k * d.y, moon.z + k * d.z, at);
  const observer = VectorObserver(point, false);
  return { latitude: observer.latitude, longitude: observer.longitude };
}

const RADIANS = Math.PI / 180;
function kilometres(a: Place, b: Place): number {
  const h =
    Math.sin(((b.latitude - a.latitude) * RADIANS) / 2) ** 2 +
    Math.cos(a.latitude * RADIANS) *
      Math.cos(b.latitude * RADIANS) *
      Math.sin(((b.longitude - a.longitude) * RADIANS) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Within this distance of the axis a town is checked for the central phase (paths are under ~300 km wide in 2026–2035). */
const PATH_REACH_KM = 200;

/** The atlas's towns (all of them: in the Arctic a path may pass only hamlets), by whole degree of latitude and longitude. */
const PATH_TOWN_POPULATION = 0;
let townGrid: Map<string, number[]> | undefined;
function townsNear(place: Place, degrees: number): number[] {
  if (!townGrid) {
    townGrid = new Map();
    const { cities } = atlas;
    cities.latitudes.forEach((latitude, city) => {
      if (cities.populations[city]! < PATH_TOWN_POPULATION) return;
      const key = `${Math.floor(latitude)},${Math.floor(cities.longitudes[city]!)}`;
      const list = townGrid!.get(key) ?? [];
      list.push(city);
      townGrid!.set(key, list);
    });
  }
  const wide = Math.min(180, Math.ceil(degrees / Math.max(0.1, Math.cos(place.latitude * RADIANS))));
  const found: number[] = [];
  for (let lat = Math.floor(place.latitude) - degrees; lat <= Math.floor(place.latitude) + degrees; lat++)
    for (let lon = Math.floor(place.longitude) - wide; lon <= Math.floor(place.longitude) + wide; lon++) {
      const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
      found.push(...(townGrid.get(`${lat},${wrapped}`) ?? []));
    }
  return found;
}

/**
 * Land the atlas has no towns on, which a path may still cross: north and east Greenland (the
 * atlas's towns stop at Tasiilaq on the east coast and Upernavik on the west). A coarse outline
 * of the island, from its coast (Cape Farewell, Nuuk, Sisimiut, Upernavik, Pituffik, Cape Morris
 * Jesup, Station Nord, Danmarkshavn, Ittoqqortoormiit, Tasiilaq), is enough to say the axis is
 * over it: the 12 August 2026 path crosses it for about 1,500 km.
 */
const LAND_WITHOUT_TOWNS: ReadonlyArray<{ country: string; outline: ReadonlyArray<[number, number]> }> = [
  {
    country: 'Greenland',
    outline: [
      [59.8, -43.9],
      [60.6, -48.2],
      [64.2, -51.8],
      [66.9, -53.8],
      [70.0, -54.6],
      [72.8, -56.2],
      [76.5, -68.8],
      [78.2, -73.0],
      [80.5, -67.0],
      [82.2, -60.0],
      [83.6, -34.0],
      [81.6, -12.5],
      [79.5, -17.5],
      [76.8, -18.2],
      [74.3, -19.5],
      [72.0, -21.5],
      [70.4, -21.6],
      [68.5, -26.5],
      [65.6, -37.3],
      [63.0, -41.5],
    ],
  },
];

/** Is the point inside the outline (latitude, longitude pairs; even-odd rule, no outline crosses 180°)? */
function inside(point: Place, outline: ReadonlyArray<[number, number]>): boolean {
  let within = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [latI, lonI] = outline[i]!;
    const [latJ, lonJ] = outline[j]!;
    if (
      latI > point.latitude !== latJ > point.latitude &&
      point.longitude < ((lonJ - lonI) * (point.latitude - latI)) / (latJ - latI) + lonI
    )
      within = !within;
  }
  return within;
}

/** The country whose townless land the point is over, if any. */
export function landWithoutTowns(point: Place): string | undefined {
  return LAND_WITHOUT_TOWNS.find((land) => inside(point, land.outline))?.country;
}

function pathCountries(event: EclipseEvent): string[] {
  const { cities } = atlas;
  const order = new Map<string, number>();
  const tried = new Set<number>();
  // Each minute of the axis, the nearest towns of each country within reach are checked.
  for (
    let time = event.time - 4 * 60 * MINUTE_MS, step = 0;
    time <= event.time + 4 * 60 * MINUTE_MS;
    time += MINUTE_MS, step++
  ) {
    const point = shadowAxisPoint(time);
    if (!point) continue;
    // On the axis the central phase is seen by definition: townless land counts as crossed.
    const land = landWithoutTowns(point);
    if (land && !order.has(land)) order.set(land, step);
    const byCountry = new Map<string, Array<{ city: number; km: number }>>();
    for (const city of townsNear(point, 2)) {
      if (tried.has(city)) continue;
      const km = kilometres(point, {
        latitude: cities.latitudes[city]!,
        longitude: cities.longitudes[city]!,
      });
      if (km > PATH_REACH_KM) continue;
      const country = countryOfCity(city);
      if (order.has(country)) continue;
      const list = byCountry.get(country) ?? [];
      list.push({ city, km });
      byCountry.set(country, list);
    }
    for (const [country, towns] of byCountry) {
      for (const { city } of towns.sort((a, b) => a.km - b.km).slice(0, 3)) {
        tried.add(city);
        const place = { latitude: cities.latitudes[city]!, longitude: cities.longitudes[city]! };
        if (localSolarEclipse(event.time, place).seen === event.type) {
          order.set(country, step);
          break;
        }
      }
    }
  }
  return [...order.entries()].sort((a, b) => a[1] - b[1]).map(([country]) => country);
}

/** Where the eclipse can be seen (see the module's comment). */
export function eclipseReach(event: EclipseEvent): EclipseReach {
  const local = event.eclipse === 'solar' ? localSolarEclipse : localLunarEclipse;
  const places = samplePlaces();
  const seeing = places.filter((place) => visibleFrom(local(event.time, place), event.eclipse));
  const seen = SEEN_REGIONS.flatMap((region): RegionSeen[] => {
    const own = places.filter((place) => place.region === region);
    const sees = seeing.filter((place) => place.region === region);
    if (sees.length === 0) return [];
    if (sees.length / own.length >= ALL_OF) return [{ region }];
    const part = partOf(sees, own);
    return [part ? { region, part } : { region }];
  });
  const central = event.eclipse === 'solar' && (event.type === 'total' || event.type === 'annular');
  return {
    seen,
    notSeen: SEEN_REGIONS.filter((region) => !seen.some((entry) => entry.region === region)),
    ...(central ? { pathCountries: pathCountries(event), pathEnds: axisEnds(event) } : { pathCountries: [] }),
  };
}
