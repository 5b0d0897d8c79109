/**
 * Shareable results without server storage: the form's inputs go into the query string
 * (person 1 as "a…", person 2 as "b…") and the page recomputes the same result from them. A
 * birth chart adds its drawing choices (chart-choices-link.ts: hs, z, ay, pts), kept in that
 * module so the other calculators' islands do not carry them.
 *
 * The API other code builds on (the birth chart page, its preview image, the server-drawn chart):
 * - encodeShare(people) writes the query string (encodeChartShare in chart-choices-link.ts adds
 *   a birth chart's choices);
 * - decodeShare(search, count) reads the people back, field by field.
 */
import type { BirthPlace } from '../astrology/contract';
import { isGender } from '../astrology/person-fields';
import { parseUtcOffset } from '../astrology/utc-offset';
import { EMPTY_PERSON, withBirthDate, type PersonForm } from './person-form';

const PREFIXES = ['a', 'b'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const MAX_TEXT = 120;

/**
 * The first person's parameters as form field names ({ date: 'a_d', … }): a form that uses them
 * submits to its share address without JavaScript (docs/birth-chart.md#without-javascript).
 */
export const FIRST_PERSON_FIELDS = { name: 'a_n', date: 'a_d', time: 'a_t', city: 'a_c' } as const;

/** The query string ("?a_d=…") for one or two people. */
export function encodeShare(people: readonly PersonForm[]): string {
  const params = new URLSearchParams();
  people.slice(0, 2).forEach((person, index) => {
    const p = PREFIXES[index]!;
    const set = (key: string, value: string) => {
      if (value) params.set(`${p}_${key}`, value);
    };
    set('n', person.name.trim());
    set('d', person.birthDate);
    set('t', person.birthTime);
    set('c', person.birthCity.trim());
    set('o', person.utcOffset.trim());
    set('g', person.gender);
    if (person.birthPlace) {
      const { latitude, longitude, timezone, name } = person.birthPlace;
      set('pl', [latitude.toFixed(4), longitude.toFixed(4), timezone, name].join('|'));
    }
  });
  return `?${params.toString()}`;
}

function decodePlace(raw: string | null): BirthPlace | undefined {
  if (!raw) return undefined;
  const [lat, lon, timezone, ...nameParts] = raw.split('|');
  const latitude = Number(lat);
  const longitude = Number(lon);
  const name = nameParts.join('|').slice(0, MAX_TEXT);
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  )
    return undefined;
  if (!timezone || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timezone) || !name) return undefined;
  return { latitude, longitude, timezone, name };
}

/** Whether the address is a shared result (a birth date or a name of one of the people). */
export function carriesSharedInputs(search: string, count: 1 | 2): boolean {
  const params = new URLSearchParams(search);
  return PREFIXES.slice(0, count).some((p) => params.has(`${p}_d`) || params.has(`${p}_n`));
}

/**
 * The people encoded in a query string, or null when it holds no shared result. Anything
 * malformed is dropped field by field, never trusted.
 */
export function decodeShare(search: string, count: 1 | 2): PersonForm[] | null {
  if (!carriesSharedInputs(search, count)) return null;
  const params = new URLSearchParams(search);
  return PREFIXES.slice(0, count).map((p) => {
    const get = (key: string) => (params.get(`${p}_${key}`) ?? '').slice(0, MAX_TEXT);
    const date = get('d');
    const time = get('t');
    const gender = get('g');
    let person: PersonForm = {
      ...EMPTY_PERSON,
      name: get('n').trim(),
      birthTime: TIME.test(time) ? time : '',
      birthCity: get('c').trim(),
      utcOffset: parseUtcOffset(get('o')) === null ? '' : get('o').trim(),
      gender: isGender(gender) ? gender : '',
    };
    const place = decodePlace(params.get(`${p}_pl`));
    if (place) person.birthPlace = place;
    person = withBirthDate(person, DATE.test(date) ? date : '');
    return person;
  });
}
