import { describe, expect, it } from 'vitest';
import {
  onRequestPost as romantic,
  onRequestGet as romanticGet,
} from '../../../functions/api/romantic-compatibility';
import { onRequestPost as marriage } from '../../../functions/api/marriage-prediction';
import { onRequestPost as soulmate } from '../../../functions/api/soulmate-reading';
import { onRequestPost as birthChart } from '../../../functions/api/birth-chart';
import { onRequestGet as geocode } from '../../../functions/api/geocode';
import type {
  CompatibilityResult,
  GeocodeResult,
  MarriagePredictionResult,
  PsychicGlimpseResult,
} from '@/lib/astrology/contract';
import { ANNA, OLIVER } from '../../support/birth-people';
import { jsonPost } from '../../support/requests';

const context = (request: Request) => ({ request, env: {} });
const post = (path: string, body: unknown) => jsonPost(`http://127.0.0.1/api/${path}`, body);

const tomorrowPlusOne = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** Bodies that must be refused, with the field the message has to name. */
const BAD_PEOPLE: Array<[string, Record<string, unknown>, RegExp]> = [
  ['a missing birth date', { name: 'X' }, /^person\.birthDate: /],
  [
    'a date in the wrong format',
    { birthDate: '08/07/1992' },
    /^person\.birthDate: must be a date written YYYY-MM-DD/,
  ],
  ['31 February', { birthDate: '1992-02-31' }, /^person\.birthDate: 1992-02-31 is not a real calendar date/],
  ['a date before 1800', { birthDate: '1799-12-31' }, /^person\.birthDate: must be in 1800 or later/],
  ['a date in the future', { birthDate: tomorrowPlusOne() }, /^person\.birthDate: cannot be in the future/],
  ['an impossible time', { birthDate: '1992-07-08', birthTime: '25:61' }, /^person\.birthTime: /],
  [
    'an unknown zodiac sign',
    { birthDate: '1992-07-08', zodiacSign: 'Ophiuchus' },
    /^person\.zodiacSign: must be one of the twelve zodiac signs/,
  ],
  [
    'an unknown gender',
    { birthDate: '1992-07-08', gender: 'robot' },
    /^person\.gender: must be male, female or other/,
  ],
  ['a name that is not text', { birthDate: '1992-07-08', name: 42 }, /^person\.name: /],
  [
    'a UTC offset that is not one',
    { birthDate: '1992-07-08', utcOffset: '+25:00' },
    /^person\.utcOffset: must be a UTC offset such as \+01:00/,
  ],
  [
    'a place with an unknown zone',
    {
      birthDate: '1992-07-08',
      birthPlace: { name: 'X', latitude: 1, longitude: 2, timezone: 'Nowhere/Land' },
    },
    /^person\.birthPlace\.timezone: is not a known IANA time zone/,
  ],
  [
    'a place off the globe',
    { birthDate: '1992-07-08', birthPlace: { name: 'X', latitude: 91, longitude: 2, timezone: 'UTC' } },
    /^person\.birthPlace\.latitude: /,
  ],
];

async function expect400(reply: Response, message: RegExp) {
  expect(reply.status).toBe(400);
  expect(reply.headers.get('content-type')).toContain('application/json');
  expect((await reply.json()).error).toMatch(message);
}

describe('/api/romantic-compatibility', () => {
  it('answers a reading for two valid people', async () => {
    const reply = await romantic(context(post('romantic-compatibility', { person1: ANNA, person2: OLIVER })));
    expect(reply.status).toBe(200);
    const result = (await reply.json()) as CompatibilityResult;
    expect(result.person1).toEqual({
      name: 'Anna',
      named: true,
      label: 'Your chart',
      zodiacSign: 'Cancer',
      birthDate: '1992-07-08',
      clock: {
        utc: '1992-07-08T06:15:00.000Z',
        offset: 'UTC+3',
        offsetSeconds: 10800,
        source: 'zone',
        daylightSaving: true,
        statement: 'UTC+3, Riga summer time',
      },
    });
    expect(result.compatibilityScore).toBeGreaterThan(0);
    // Said once, in the reading's own words (the notes leave it out).
    expect(result.timeNote).toMatch(/^Oliver's birth time is not given/);
  });
  it('answers the name reading for the soulmate-by-name call', async () => {
    const reply = await romantic(
      context(
        post('romantic-compatibility', {
          person1: ANNA,
          person2: OLIVER,
          analysisType: 'name-compatibility',
          focusAreas: ['name-vibration', 'numerology', 'energetic-harmony'],
        }),
      ),
    );
    expect(reply.status).toBe(200);
    expect(
      ((await reply.json()) as CompatibilityResult).nameReading?.focusAreas.numerology.score,
    ).toBeGreaterThan(0);
  });
  for (const [label, person, message] of BAD_PEOPLE) {
    it(`refuses ${label} with 400 naming the field`, async () => {
      const pattern = new RegExp(message.source.replace('^person', '^person2'));
      await expect400(
        await romantic(context(post('romantic-compatibility', { person1: ANNA, person2: person }))),
        pattern,
      );
    });
  }
  it('refuses a missing partner, a wrong analysis type, unknown focus areas and unnamed name readings', async () => {
    await expect400(await romantic(context(post('romantic-compatibility', { person1: ANNA }))), /^person2: /);
    await expect400(
      await romantic(
        context(post('romantic-compatibility', { person1: ANNA, person2: OLIVER, analysisType: 'tarot' })),
      ),
      /^analysisType: /,
    );
    await expect400(
      await romantic(
        context(
          post('romantic-compatibility', { person1: ANNA, person2: OLIVER, focusAreas: ['palmistry'] }),
        ),
      ),
      /^focusAreas\.0: /,
    );
    await expect400(
      await romantic(
        context(
          post('romantic-compatibility', {
            person1: ANNA,
            person2: { ...OLIVER, name: '' },
            analysisType: 'name-compatibility',
          }),
        ),
      ),
      /^person2\.name: is required for a name reading/,
    );
  });
  it('casts the composite and Davison charts when asked, and refuses a coupleCharts that is not true or false', async () => {
    const reply = await romantic(
      context(post('romantic-compatibility', { person1: ANNA, person2: OLIVER, coupleCharts: true })),
    );
    expect(reply.status).toBe(200);
    const { coupleCharts } = (await reply.json()) as CompatibilityResult;
    expect(coupleCharts?.composite.chart.planets).toHaveLength(10);
    expect(coupleCharts?.davison.utc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const bad of ['yes', 1, null, { composite: true }])
      await expect400(
        await romantic(
          context(post('romantic-compatibility', { person1: ANNA, person2: OLIVER, coupleCharts: bad })),
        ),
        /^coupleCharts: must be true or false/,
      );
  });
  it('refuses broken JSON and a non-object body', async () => {
    await expect400(await romantic(context(post('romantic-compatibility', '{"person1":'))), /not valid JSON/);
    await expect400(await romantic(context(post('romantic-compatibility', '[1,2]'))), /./);
  });
  it('answers 405 to GET', async () => {
    expect(romanticGet().status).toBe(405);
  });
});

describe('/api/marriage-prediction, /api/soulmate-reading and /api/birth-chart', () => {
  it('answer their readings for a valid person', async () => {
    const m = await marriage(context(post('marriage-prediction', { person: ANNA })));
    expect(m.status).toBe(200);
    expect(((await m.json()) as MarriagePredictionResult).prediction?.timeframe).toMatch(
      /^[A-Z][a-z]+ \d{4}$/,
    );
    const s = await soulmate(context(post('soulmate-reading', { person: OLIVER })));
    expect(s.status).toBe(200);
    expect(((await s.json()) as PsychicGlimpseResult).glimpse).toContain('<h3>');
  });
  for (const [label, person, message] of BAD_PEOPLE) {
    it(`refuse ${label} with 400 naming the field`, async () => {
      await expect400(await marriage(context(post('marriage-prediction', { person }))), message);
      await expect400(await soulmate(context(post('soulmate-reading', { person }))), message);
      await expect400(await birthChart(context(post('birth-chart', { person }))), message);
    });
  }
  it('refuse a body without a person', async () => {
    await expect400(await marriage(context(post('marriage-prediction', {}))), /^person: /);
    await expect400(await soulmate(context(post('soulmate-reading', { person1: ANNA }))), /^person: /);
  });
});

describe('/api/geocode', () => {
  const get = (query: string) => geocode(context(new Request(`http://127.0.0.1/api/geocode${query}`)));
  it('answers at most 10 places with coordinates and time zones', async () => {
    const reply = await get('?q=san');
    expect(reply.status).toBe(200);
    const { results } = (await reply.json()) as GeocodeResult;
    expect(results).toHaveLength(10);
    expect(results[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        timezone: expect.any(String),
        city: expect.any(String),
        region: expect.any(String),
        country: expect.any(String),
        population: expect.any(Number),
      }),
    );
  });
  it('counts the namesakes of the typed name, so the form can ask for a pick', async () => {
    const portland = (await (await get('?q=Portland')).json()) as GeocodeResult;
    expect(portland.namesakes).toBeGreaterThan(1);
    const maine = (await (await get('?q=Portland%2C%20Maine')).json()) as GeocodeResult;
    expect(maine).toMatchObject({ namesakes: 1, results: [{ name: 'Portland, Maine, United States' }] });
  });
  it('refuses a missing, too short or too long query with 400 naming q', async () => {
    await expect400(await get(''), /^q: /);
    await expect400(await get('?q=a'), /^q: must be at least 2 characters/);
    await expect400(await get(`?q=${'x'.repeat(101)}`), /^q: must be at most 100 characters/);
  });
});
