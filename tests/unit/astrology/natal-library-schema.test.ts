import { describe, expect, it } from 'vitest';
import natal from '../../../content/astrology/natal.json';
import { parseNatalLibrary } from '@/lib/astrology/natal-library';

/** A copy of the real library to break one entry at a time. */
const copy = () =>
  structuredClone(natal) as {
    signs: Record<string, Record<string, string>>;
    houses: Record<string, Record<string, string>>;
  };

describe('the natal library schema', () => {
  it('accepts the library as written', () => {
    expect(parseNatalLibrary(natal).signs.Ascendant.Libra).toBe(natal.signs.Ascendant.Libra);
  });

  it('refuses a missing sign, a misspelt key, an extra point and an empty text', () => {
    const missing = copy();
    delete missing.signs.Moon!.Pisces;
    expect(() => parseNatalLibrary(missing)).toThrow(/Moon.*Pisces|Pisces/);
    const misspelt = copy();
    misspelt.signs.Mars!.Sagitarius = misspelt.signs.Mars!.Sagittarius!;
    delete misspelt.signs.Mars!.Sagittarius;
    expect(() => parseNatalLibrary(misspelt)).toThrow();
    const extra = copy();
    extra.houses.Mercury = { ...extra.houses.Mars! };
    expect(() => parseNatalLibrary(extra)).toThrow();
    const empty = copy();
    empty.houses.Sun!['7'] = ' ';
    expect(() => parseNatalLibrary(empty)).toThrow(/too short/);
  });
});
