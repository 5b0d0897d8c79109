import { expect, test } from '@playwright/test';
import type {
  CompatibilityResult,
  GeocodeResult,
  MarriagePredictionResult,
  PsychicGlimpseResult,
} from '@/lib/astrology/contract';
import { ANNA, OLIVER } from '../support/birth-people';

test.describe('astrology functions through wrangler', () => {
  test('romantic compatibility answers a full reading, the same twice', async ({ request }) => {
    const first = await request.post('/api/romantic-compatibility', {
      data: { person1: ANNA, person2: OLIVER },
    });
    expect(first.status()).toBe(200);
    const result = (await first.json()) as CompatibilityResult;
    expect(result.sign1).toBe('Cancer');
    expect(result.charts.person1.houses).toHaveLength(12);
    expect(result.compatibilityScore).toBeGreaterThan(0);
    const second = await request.post('/api/romantic-compatibility', {
      data: { person1: ANNA, person2: OLIVER },
    });
    expect(await second.text()).toBe(JSON.stringify(result));
  });

  test('the worker runtime applies historical time-zone rules (reference chart: Ascendant 20°42′ Aquarius)', async ({
    request,
  }) => {
    // 9 June 1963 00:00 CDT at Owensboro; Swiss Ephemeris Ascendant 320.6967°, MC 246.5877° (see tests/unit/astrology/ephemeris.test.ts).
    const owensboro = {
      name: 'Owensboro',
      latitude: 37.77422,
      longitude: -87.11333,
      timezone: 'America/Chicago',
    };
    const reply = await request.post('/api/soulmate-reading', {
      data: { person: { birthDate: '1963-06-09', birthTime: '00:00', birthPlace: owensboro } },
    });
    expect(reply.status()).toBe(200);
    const { charts } = (await reply.json()) as PsychicGlimpseResult;
    expect(Math.abs(charts.person.ascendant!.longitude - 320.6967)).toBeLessThan(0.1);
    expect(Math.abs(charts.person.mc!.longitude - 246.5877)).toBeLessThan(0.1);
  });

  test('marriage prediction and soulmate reading answer their results', async ({ request }) => {
    const marriage = await request.post('/api/marriage-prediction', { data: { person: ANNA } });
    expect(marriage.status()).toBe(200);
    expect(((await marriage.json()) as MarriagePredictionResult).prediction?.timeframe).toMatch(
      /^[A-Z][a-z]+ \d{4}$/,
    );
    const glimpse = await request.post('/api/soulmate-reading', { data: { person: ANNA } });
    expect(glimpse.status()).toBe(200);
    expect(((await glimpse.json()) as PsychicGlimpseResult).glimpse).toContain('<em>');
  });

  test('geocode answers places for the autocomplete', async ({ request }) => {
    const reply = await request.get('/api/geocode?q=riga');
    expect(reply.status()).toBe(200);
    const { results } = (await reply.json()) as GeocodeResult;
    expect(results[0]).toMatchObject({ country: 'Latvia', timezone: 'Europe/Riga' });
  });

  test('bad bodies answer 400 JSON naming the field', async ({ request }) => {
    const impossible = await request.post('/api/romantic-compatibility', {
      data: { person1: ANNA, person2: { birthDate: '1990-02-31' } },
    });
    expect(impossible.status()).toBe(400);
    expect((await impossible.json()).error).toMatch(/^person2\.birthDate: /);
    const gender = await request.post('/api/marriage-prediction', {
      data: { person: { ...ANNA, gender: 'robot' } },
    });
    expect(gender.status()).toBe(400);
    expect((await gender.json()).error).toMatch(/^person\.gender: /);
    const broken = await request.post('/api/soulmate-reading', {
      headers: { 'content-type': 'application/json' },
      data: '{"person":',
    });
    expect(broken.status()).toBe(400);
    expect(broken.headers()['content-type']).toContain('application/json');
    const geocode = await request.get('/api/geocode');
    expect(geocode.status()).toBe(400);
    expect((await geocode.json()).error).toMatch(/^q: /);
  });
});
