import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import atlasJson from '@/lib/astrology/atlas.json';
import type { AtlasData } from '@/lib/astrology/atlas-data';
import { isValidTimeZone } from '@/lib/astrology/instant';
import { normalizePlaceName } from '@/lib/astrology/place-name';
import {
  atlasStamp,
  MIN_POPULATION,
  OUT as ATLAS_FILE,
  STAMP,
  usefulAliases,
} from '../../../scripts/make-atlas';

const atlas = atlasJson as unknown as AtlasData;

describe('the compact birth-place atlas', () => {
  it('is what scripts/make-atlas.ts made from the installed packages (run it after an upgrade)', () => {
    // The stamp the script wrote beside the atlas: the fingerprint of everything the atlas is made
    // from (the script, its name rules, the packages' versions, ICU), and the atlas file's hash. The
    // same inputs make the same atlas, so this says what remaking it would, without the 8 seconds.
    const stamp: unknown = JSON.parse(readFileSync(STAMP, 'utf8'));
    expect(stamp, 'atlas.json is stale: npx tsx scripts/make-atlas.ts').toEqual(
      atlasStamp(readFileSync(ATLAS_FILE, 'utf8')),
    );
  });

  it('holds every city of the size the script keeps, each with a real time zone', () => {
    const { names, zones, populations } = atlas.cities;
    expect(names.length).toBeGreaterThan(50_000);
    expect(atlas.zones.every(isValidTimeZone)).toBe(true);
    expect(zones.every((zone) => atlas.zones[zone] !== undefined)).toBe(true);
    expect(populations.filter((population) => population < MIN_POPULATION).length).toBeLessThan(
      names.length / 50,
    );
  });

  it('sorts the names, so a prefix is found by binary search, and indexes each first letter', () => {
    const keys = atlas.cities.names.map(normalizePlaceName);
    expect(keys.every((key, index) => index === 0 || keys[index - 1]! <= key)).toBe(true);
    expect(
      atlas.aliases.keys.every((key, index) => index === 0 || atlas.aliases.keys[index - 1]! <= key),
    ).toBe(true);
    for (const [first, [cityStart, cityEnd, aliasStart, aliasEnd]] of Object.entries(atlas.buckets)) {
      expect(keys.slice(cityStart, cityEnd).every((key) => key.startsWith(first))).toBe(true);
      expect(atlas.aliases.keys.slice(aliasStart, aliasEnd).every((key) => key.startsWith(first))).toBe(true);
    }
  });

  it('gives each region its country and a short code where one is known', () => {
    const region = (name: string) => atlas.regions.find(([, regionName]) => regionName === name)!;
    const country = (index: number) => atlas.countries[index]![1];
    expect(country(region('Oregon')[0])).toBe('United States');
    expect(region('Oregon')[2]).toBe('OR');
    expect(region('Ontario')[2]).toBe('ON');
    expect(region('New South Wales')[2]).toBe('NSW');
  });
});

describe('which other names are kept', () => {
  it('keeps Latin-script names, drops machine transliterations, airport codes and wrapped phrases', () => {
    expect(
      usefulAliases('Mumbai', [
        'Bombay',
        'bamba’i',
        'BOM',
        'Lungsod ng Mumbai',
        'Мумбаи',
        'Mumbaí',
        'Bombaim',
      ]),
    ).toEqual(['bombay', 'bombaim']);
  });
});
