import { describe, expect, it } from 'vitest';
import { resolveBirthCity, searchPlaces } from '@/lib/astrology/gazetteer';
import { normalizePlaceName } from '@/lib/astrology/place-name';
import type { CityResolution } from '@/lib/astrology/place-reading';

/** The place a typed text resolves to, or a failure naming what it found instead. */
function placeOf(text: string): string {
  const resolution = resolveBirthCity(text);
  if (!resolution.found) throw new Error(`"${text}" was not found`);
  return resolution.place.name;
}

const found = (text: string) => resolveBirthCity(text) as Extract<CityResolution, { found: true }>;
const first = (text: string) => searchPlaces(text).results[0]!;

describe('normalising place names', () => {
  it('ignores case, accents and punctuation, and spells out letters that do not decompose', () => {
    expect(normalizePlaceName('São Paulo')).toBe('sao paulo');
    expect(normalizePlaceName('Łódź')).toBe('lodz');
    expect(normalizePlaceName('Straße')).toBe('strasse');
    expect(normalizePlaceName('Đà Nẵng')).toBe('da nang');
    expect(normalizePlaceName('  St.-Étienne ')).toBe('st etienne');
  });
});

describe('former names', () => {
  it.each([
    ['Madras', 'Chennai, Tamil Nadu, India'],
    ['Bombay', 'Mumbai, Maharashtra, India'],
    ['Calcutta', 'Kolkata, West Bengal, India'],
    ['Peking', 'Beijing, China'],
    ['Saigon', 'Ho Chi Minh City, Vietnam'],
    ['Leningrad', 'Saint Petersburg, St.-Petersburg, Russia'],
    ['Constantinople', 'Istanbul, Türkiye'],
    ['Rangoon', 'Yangon, Myanmar'],
  ])('%s is read as %s', (typed, place) => {
    expect(placeOf(typed)).toBe(place);
    expect(found(typed).via).toBe('other-name');
    expect(first(typed).name).toBe(place);
  });

  it('says in the suggestion which other name matched, and nothing when the own name did', () => {
    expect(first('Madras').alias).toBe('Madras');
    expect(first('Leningrad').alias).toBe('Leningrad');
    expect(first('Chennai').alias).toBeUndefined();
  });

  it('keeps a small namesake in the list but uses the city most people mean', () => {
    const madras = searchPlaces('Madras').results.map((place) => place.name);
    expect(madras.slice(0, 2)).toEqual(['Chennai, Tamil Nadu, India', 'Madras, Oregon, United States']);
    expect(found('Madras').others).toBe(1);
  });
});

describe('local and English spellings', () => {
  it.each([
    ['Wien', 'Vienna, Austria'],
    ['Vienna', 'Vienna, Austria'],
    ['Praha', 'Prague, Czechia'],
    ['Prague', 'Prague, Czechia'],
    ['München', 'Munich, Bavaria, Germany'],
    ['Munchen', 'Munich, Bavaria, Germany'],
    ['Munich', 'Munich, Bavaria, Germany'],
    ['Firenze', 'Florence, Tuscany, Italy'],
    ['Köln', 'Köln, North Rhine-Westphalia, Germany'],
    ['Cologne', 'Köln, North Rhine-Westphalia, Germany'],
    ['Kiev', 'Kyiv, Ukraine'],
    ['Lisboa', 'Lisbon, Portugal'],
  ])('%s is %s', (typed, place) => {
    expect(placeOf(typed)).toBe(place);
  });

  it('reads a country written in its own language', () => {
    expect(placeOf('Wien, Österreich')).toBe('Vienna, Austria');
    expect(placeOf('Praha, Česká republika')).toBe('Prague, Czechia');
  });
});

describe('typos of a letter or two', () => {
  it.each([
    ['Tallin', 'Tallinn, Harjumaa, Estonia'],
    ['Mumbay', 'Mumbai, Maharashtra, India'],
    ['Leningard', 'Saint Petersburg, St.-Petersburg, Russia'],
    ['Philadelfia', 'Philadelphia, Pennsylvania, United States'],
    ['Cinncinati', 'Cincinnati, Ohio, United States'],
    ['Albuquerqe', 'Albuquerque, New Mexico, United States'],
    ['Edinbrugh', 'Edinburgh, Scotland, United Kingdom'],
  ])('%s is read as %s', (typed, place) => {
    expect(placeOf(typed)).toBe(place);
    expect(first(typed).name).toBe(place);
  });

  it('says a spelling was corrected, and never corrects a name that exists as typed', () => {
    expect(found('Cinncinati').via).toBe('spelling');
    expect(found('Paris').via).toBe('name');
  });

  it('shows a city reached by two of its names under the nearer one', () => {
    // "Londondrry" is one letter from Londonderry and two from Londenderry, both names of Derry.
    const [derry] = searchPlaces('Londondrry').results;
    expect(derry).toMatchObject({ city: 'Derry', alias: 'Londonderry' });
    expect(found('Londondrry').another).toBe('Londonderry, New Hampshire');
  });

  it('forgives no typo in a name of three letters (too many names lie one letter away)', () => {
    expect(resolveBirthCity('Xqz').found).toBe(false);
  });
});

describe('"City, Region" and "City, Country"', () => {
  it.each([
    ['Portland, Oregon', 'Portland, Oregon, United States'],
    ['Portland, Maine', 'Portland, Maine, United States'],
    ['Paris, Texas', 'Paris, Texas, United States'],
    ['Paris, France', 'Paris, Île-de-France, France'],
    ['Springfield, IL', 'Springfield, Illinois, United States'],
    ['Springfield, Massachusetts', 'Springfield, Massachusetts, United States'],
    ['Birmingham, Alabama', 'Birmingham, Alabama, United States'],
    ['London, Ontario', 'London, Ontario, Canada'],
    ['London, ON', 'London, Ontario, Canada'],
    ['Perth, WA', 'Perth, Western Australia, Australia'],
    ['Perth, Scotland', 'Perth, Scotland, United Kingdom'],
    ['Tallinn, Estonia', 'Tallinn, Harjumaa, Estonia'],
    ['New York, USA', 'New York City, New York, United States'],
    ['Portland, Oregon, USA', 'Portland, Oregon, United States'],
  ])('%s is %s', (typed, place) => {
    expect(placeOf(typed)).toBe(place);
  });

  it('reads the region without a comma too', () => {
    expect(placeOf('springfield il')).toBe('Springfield, Illinois, United States');
    expect(placeOf('Paris Texas')).toBe('Paris, Texas, United States');
    expect(placeOf('Washington DC')).toBe('Washington, District of Columbia, United States');
  });

  it('narrows the suggestions while the region is still being typed, or misspelt', () => {
    expect(searchPlaces('Portland, Ore').results.map((place) => place.name)).toEqual([
      'Portland, Oregon, United States',
    ]);
    expect(placeOf('Portland, Oregan')).toBe('Portland, Oregon, United States');
  });

  it('gives each suggestion its region and country apart, for display', () => {
    expect(first('Portland, Maine')).toMatchObject({
      city: 'Portland',
      region: 'Maine',
      country: 'United States',
      timezone: 'America/New_York',
    });
    // A region that only repeats the city's name is left out.
    expect(first('Berlin')).toMatchObject({ name: 'Berlin, Germany', region: '' });
  });
});

describe('namesakes', () => {
  it('lists them, largest first, and counts the exact ones so the form can ask for a pick', () => {
    const portland = searchPlaces('Portland');
    expect(portland.results.slice(0, 2).map((place) => place.name)).toEqual([
      'Portland, Oregon, United States',
      'Portland, Maine, United States',
    ]);
    expect(portland.namesakes).toBeGreaterThanOrEqual(5);
    expect(searchPlaces('Portland, Maine').namesakes).toBe(1);
  });

  it('resolves a bare namesake to the largest and says how many others there are, naming one', () => {
    const portland = found('Portland');
    expect(portland.place.name).toBe('Portland, Oregon, United States');
    expect(portland.others).toBeGreaterThanOrEqual(4);
    expect(portland.another).toBe('Portland, Maine');
    expect(found('Birmingham').place.name).toBe('Birmingham, England, United Kingdom');
  });
});

describe('places that cannot be found', () => {
  it('finds nothing for an unknown name, and no area to fall back on', () => {
    expect(resolveBirthCity('Xyzzyville')).toEqual({ found: false });
    expect(resolveBirthCity('Xyzzyville, Narnia')).toEqual({ found: false });
    expect(searchPlaces('Xyzzyville').results).toEqual([]);
  });

  it('falls back on the region or country that was named, with its largest city’s time zone', () => {
    expect(resolveBirthCity('Xyzzyville, Kansas')).toEqual({
      found: false,
      area: { label: 'Kansas, United States', timezone: 'America/Chicago', population: expect.any(Number) },
    });
    expect(resolveBirthCity('Xyzzyville Kansas')).toMatchObject({ area: { label: 'Kansas, United States' } });
    expect(resolveBirthCity('Tallinn, Brazil')).toMatchObject({
      found: false,
      area: { label: 'Brazil', timezone: 'America/Sao_Paulo' },
    });
  });
});

describe('the autocomplete', () => {
  it('ranks the start of a name by size and never returns more than the limit', () => {
    expect(first('par').name).toBe('Paris, Île-de-France, France');
    expect(first('new yo').name).toBe('New York City, New York, United States');
    expect(searchPlaces('san').results).toHaveLength(10);
    expect(searchPlaces('san', 3).results).toHaveLength(3);
  });

  it('ignores accents and case', () => {
    expect(first('SAO PAULO').timezone).toBe('America/Sao_Paulo');
  });
});

describe('places typed as an astrologer would', () => {
  it('reads an English county: "Norwich, Norfolk" and "Sandringham, Norfolk" are in England, not on Norfolk Island', () => {
    expect(placeOf('Norwich, Norfolk')).toBe('Norwich, Norfolk, England, United Kingdom');
    expect(placeOf('Sandringham, Norfolk')).toBe('Sandringham, Norfolk, England, United Kingdom');
    expect(placeOf('Oxford, Oxfordshire')).toBe('Oxford, Oxfordshire, England, United Kingdom');
    expect(found('Oxford, Oxfordshire').place.timezone).toBe('Europe/London');
  });

  it('falls back on a named county’s clock when the town is not in the atlas', () => {
    const smallville = resolveBirthCity('Smallville, Norfolk');
    expect(smallville).toEqual({
      found: false,
      area: expect.objectContaining({ label: 'Norfolk, England, United Kingdom', timezone: 'Europe/London' }),
    });
  });

  it('ranks a town before suburbs of the same name, and states the namesakes', () => {
    const sandringham = found('Sandringham');
    expect(sandringham.place.name).toBe('Sandringham, Norfolk, England, United Kingdom');
    expect(sandringham.others).toBe(2);
    expect(sandringham.another).toBe('Sandringham, Auckland');
    expect(searchPlaces('Sandringham').namesakes).toBe(3);
  });

  it('keeps an exact name rather than correcting it: "Nome" is Nome, Alaska, not Nîmes', () => {
    expect(found('Nome')).toMatchObject({ via: 'name', place: { name: 'Nome, Alaska, United States' } });
    // The suggestions too: Nouméa (alias "Nomea") is 24 times larger but only starts so.
    expect(first('Nome').name).toBe('Nome, Alaska, United States');
  });

  it('counts two swapped letters as one slip: "Lodnon" finds London', () => {
    expect(found('Lodnon')).toMatchObject({
      via: 'spelling',
      place: { name: 'London, England, United Kingdom' },
    });
    expect(first('Lodnon').city).toBe('London');
  });
});
