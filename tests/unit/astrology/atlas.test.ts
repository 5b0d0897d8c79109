import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import atlas from '../../../src/lib/astrology/atlas.json';
import { makeAtlas } from '../../../scripts/make-atlas.mjs';

const require = createRequire(import.meta.url);
const packageCities = JSON.parse(
  readFileSync(require.resolve('city-timezones/data/cityMap.json'), 'utf8'),
) as Array<Record<string, unknown>>;

describe('the compact birth-place atlas', () => {
  it('is what scripts/make-atlas.mjs makes from the installed city-timezones (run it after an upgrade)', () => {
    expect(atlas).toEqual(makeAtlas(packageCities));
  });

  it('keeps every city with a time zone, its coordinates within 0.0001°, and its country codes', () => {
    const withZone = packageCities.filter(
      (city) => typeof city.timezone === 'string' && city.timezone !== '',
    );
    expect(atlas.cities).toHaveLength(withZone.length);
    withZone.forEach((city, index) => {
      const [name, province, countryIndex, , latitude, longitude, , zoneIndex] = atlas.cities[index] as [
        string,
        string,
        number,
        string,
        number,
        number,
        number,
        number,
      ];
      expect(name).toBe(city.city);
      expect(province).toBe(city.province ?? '');
      expect(atlas.countries[countryIndex]).toEqual([city.country, city.iso2 ?? '', city.iso3 ?? '']);
      expect(atlas.timezones[zoneIndex]).toBe(city.timezone);
      expect(Math.abs(latitude - (city.lat as number))).toBeLessThanOrEqual(0.00005);
      expect(Math.abs(longitude - (city.lng as number))).toBeLessThanOrEqual(0.00005);
    });
  });
});
