import { describe, expect, it } from 'vitest';
import { onRequestGet, onRequestHead, onRequestPost } from '../../../functions/api/chart-image';
import { encodeShare } from '@/lib/calculators/share-link';
import { EMPTY_PERSON, withBirthDate } from '@/lib/calculators/person-form';
import { readSharedChart } from '@/lib/chart-image/query';
import { IMAGE_VERSION } from '@/lib/chart-image/reply';
import { TITLE } from '@/lib/chart-image/glyph-data';
import { writable } from '@/lib/chart-image/text';
import { bigThree, imageAlt, titleLines } from '@/lib/chart-image/texts';

const SHARED = encodeShare([
  {
    ...withBirthDate(EMPTY_PERSON, '1990-03-25'),
    name: 'Ann',
    birthTime: '14:30',
    birthCity: 'Paris',
    birthPlace: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris', name: 'Paris, France' },
  },
]);

/** Each call from its own address, so the per-client limit of one test never touches another. */
let client = 0;
const get = (search: string, from = `192.0.2.${++client % 250}`) =>
  onRequestGet({
    request: new Request(`http://127.0.0.1/api/chart-image${search}`, {
      headers: { 'cf-connecting-ip': from },
    }),
    env: {},
  });
/** The image's one address for the shared chart: the page's parameters, then the version. */
const CANONICAL = `${SHARED}&v=${IMAGE_VERSION}`;

describe('the shared chart an address names', () => {
  it('reads the share link the page writes, and gives back the same parameters', () => {
    const shared = readSharedChart(SHARED);
    expect(shared).toMatchObject({ ok: true, search: SHARED });
    expect(shared.ok && shared.person).toMatchObject({
      name: 'Ann',
      birthDate: '1990-03-25',
      birthTime: '14:30',
    });
    // Parameters a chat app adds are left aside.
    expect(readSharedChart(`${SHARED}&fbclid=abc&utm_source=x`)).toMatchObject({ ok: true, search: SHARED });
  });

  it.each([
    ['', 'needs a_d (birth date'],
    ['?a_n=Ann', 'needs a_d (birth date'],
    ['?b_d=1990-01-01', 'needs a_d (birth date'],
    ['?a_d=1990-13-45', 'a_d (birth date) 1990-13-45 is not a real calendar date.'],
    ['?a_d=yesterday', 'a_d (birth date) must be a date written YYYY-MM-DD.'],
    ['?a_d=1700-01-01', 'a_d (birth date) must be in 1800 or later.'],
    ['?a_d=2999-01-01', 'a_d (birth date) cannot be in the future.'],
    ['?a_d=1990-01-01&a_t=25:99', 'a_t (birth time) must be a time written HH:MM'],
    ['?a_d=1990-01-01&a_t=9am', 'a_t (birth time) must be a time written HH:MM'],
    ['?a_d=1990-01-01&a_o=+99:00', 'a_o (UTC offset)'],
    ['?a_d=1990-01-01&a_pl=91|0|UTC|Nowhere', 'a_pl (birthplace)'],
    ['?a_d=1990-01-01&a_pl=10|10|Not/A_Zone|X', 'a_pl (birthplace) is not a known IANA time zone'],
    [`?a_d=1990-01-01&a_n=${'x'.repeat(100)}`, 'a_n (name) must be at most 80 characters.'],
    [`?a_d=1990-01-01&a_c=${'x'.repeat(500)}`, 'a_c (birth city) must be at most 120 characters.'],
    [`?a_d=1990-01-01&a_n=${'é'.repeat(2000)}`, 'The address is too long'],
  ])('refuses %j with a message naming the trouble', (search, message) => {
    const shared = readSharedChart(search);
    expect(shared.ok).toBe(false);
    expect(!shared.ok && shared.message).toContain(message);
  });
});

describe('GET /api/chart-image', () => {
  it('answers a shared chart with its PNG, kept for a year', async () => {
    const reply = await get(CANONICAL);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(Number(reply.headers.get('content-length'))).toBe(bytes.length);
  });

  it.each(['', '?a_d=1990-02-30', '?a_d=1990-01-01&a_t=%00', `?a_d=${'9'.repeat(5000)}`, '?a_d=%E0%A4%A'])(
    'answers %j with 400 and a JSON message, never a 500',
    async (search) => {
      const reply = await get(search);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('sends every other spelling of the chart to its one address, so caches keep one copy', async () => {
    const spellings = [
      SHARED,
      `${CANONICAL}&fbclid=abc`,
      `?v=${IMAGE_VERSION}&${SHARED.slice(1)}`,
      `${SHARED}&v=0`,
      `?${SHARED.slice(1).split('&').reverse().join('&')}&v=${IMAGE_VERSION}`,
    ];
    for (const search of spellings) {
      const reply = await get(search);
      expect(reply.status, search).toBe(301);
      expect(reply.headers.get('location'), search).toBe(`/api/chart-image${CANONICAL}`);
    }
  });

  it('draws a typed city it cannot find, as the birth chart does', async () => {
    const moved = await get('?a_d=1990-01-01&a_t=10:00&a_c=Qqqqzzzz');
    expect(moved.status).toBe(301);
    expect((await get(moved.headers.get('location')!.replace('/api/chart-image', ''))).status).toBe(200);
  });

  it('limits each client to 60 images a minute, then answers 429 with Retry-After', async () => {
    const from = '198.51.100.77';
    for (let index = 0; index < 60; index += 1) expect((await get('?a_d=1990-02-30', from)).status).toBe(400);
    const refused = await get(CANONICAL, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(CANONICAL)).status).toBe(200);
  });

  it('answers HEAD as GET (some link previewers ask first)', async () => {
    const reply = await onRequestHead({
      request: new Request(`http://127.0.0.1/api/chart-image${CANONICAL}`, { method: 'HEAD' }),
      env: {},
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
  });

  it('refuses POST', () => {
    expect(onRequestPost().status).toBe(405);
  });
});

describe('the words on the image', () => {
  const chart = {
    planets: [
      { planet: 'Sun', sign: 'Aries' },
      { planet: 'Moon', sign: 'Leo' },
    ],
    ascendant: { longitude: 160, sign: 'Virgo', degree: 10 },
  } as never;

  it('names the Sun, the Moon and the rising sign, and leaves the rising sign out without a time', () => {
    expect(bigThree({ chart })).toEqual(['Sun Aries', 'Moon Leo', 'Rising Virgo']);
    const noTime = {
      moon: { ingress: { from: 'Leo', to: 'Virgo', time: '14:00', utc: '' } },
    } as never;
    expect(bigThree({ chart: { ...(chart as object), ascendant: undefined } as never, noTime })).toEqual([
      'Sun Aries',
      'Moon Leo/Virgo',
    ]);
  });

  it('titles the chart with the name as typed, shortened only when it does not fit', () => {
    expect(titleLines('Ann', () => true)).toEqual(["Ann's", 'birth chart']);
    expect(titleLines('', () => true)).toEqual(['A free', 'birth chart']);
    expect(titleLines('Mary Ann Evans', (line) => line.length <= 8)).toEqual(["Mary's", 'birth chart']);
    expect(titleLines('Bartholomew', (line) => line.length <= 8)).toEqual(["Barth…'s", 'birth chart']);
    expect(imageAlt('Ann', ['Sun Aries'])).toBe("Ann's birth chart wheel: Sun Aries");
    expect(imageAlt('')).toBe('A birth chart wheel');
  });

  it('writes a name with the glyphs it has: accents dropped, other scripts left out', () => {
    expect(writable(TITLE, 'Zoë-Marie  Ångström')).toBe('Zoe-Marie Angstrom');
    expect(writable(TITLE, 'O’Brien')).toBe('O’Brien');
    expect(writable(TITLE, '山田 Ann')).toBe(' Ann');
    expect(writable(TITLE, '山田')).toBe('');
  });
});
