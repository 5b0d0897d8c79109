// Builds src/lib/astrology/atlas.json, the compact birth-place atlas the functions bundle, from
// the city-timezones package (MIT). It keeps only what src/lib/astrology/gazetteer.ts reads, with
// coordinates to 4 decimals (about 11 m, far below what a birth chart notices) and each country
// and time zone stored once: ~0.3 MB instead of the package's 1.9 MB file, so the functions
// bundle is that much smaller (and so is wrangler's dev watcher, which re-reads the bundle and
// its source map several times a second). tests/unit/astrology/atlas.test.ts keeps the file in
// step with the installed package; run this again after upgrading it:
//   npx node scripts/make-atlas.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const OUT = 'src/lib/astrology/atlas.json';
const SOURCE = fileURLToPath(import.meta.resolve('city-timezones/data/cityMap.json'));

const fixed = (value) => Math.round(value * 1e4) / 1e4;

/**
 * The atlas: `countries` as [name, iso2, iso3], `timezones` by name, and per city
 * [name, province, country index, US state code, latitude, longitude, population, time zone index];
 * empty strings where the package has no value. Cities without a time zone are left out.
 */
export function makeAtlas(rawCities) {
  const countries = [];
  const countryIndex = new Map();
  const timezones = [];
  const timezoneIndex = new Map();
  const indexOf = (map, list, key, value) => {
    if (!map.has(key)) map.set(key, list.push(value) - 1);
    return map.get(key);
  };
  const cities = rawCities
    .filter((raw) => typeof raw.timezone === 'string' && raw.timezone.length > 0)
    .map((raw) => {
      const country = [raw.country, raw.iso2 ?? '', raw.iso3 ?? ''];
      return [
        raw.city,
        raw.province ?? '',
        indexOf(countryIndex, countries, country.join('|'), country),
        raw.state_ansi ?? '',
        fixed(raw.lat),
        fixed(raw.lng),
        Math.round(raw.pop),
        indexOf(timezoneIndex, timezones, raw.timezone, raw.timezone),
      ];
    });
  return { source: 'city-timezones/data/cityMap.json', countries, timezones, cities };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const atlas = makeAtlas(JSON.parse(readFileSync(SOURCE, 'utf8')));
  const text = `${JSON.stringify(atlas)}\n`;
  writeFileSync(OUT, text);
  console.log(
    `${OUT}: ${atlas.cities.length} cities, ${text.length} bytes (from ${readFileSync(SOURCE).length})`,
  );
}
