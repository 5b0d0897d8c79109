import { describe, expect, it } from 'vitest';
import { onRequestPost as romantic } from '../../../functions/api/romantic-compatibility';
import { onRequestPost as marriage } from '../../../functions/api/marriage-prediction';
import { onRequestPost as soulmate } from '../../../functions/api/soulmate-reading';
import { jsonPost } from '../../support/requests';

const context = (path: string, body: unknown) => ({
  request: jsonPost(`http://127.0.0.1/api/${path}`, body),
  env: {},
});

/** Odd but well-formed people: each must get 200 or 400, never 500. */
const ODD_PEOPLE: unknown[] = [
  null,
  42,
  'Anna',
  [],
  {},
  { birthDate: null },
  {
    birthDate: '1900-01-01',
    birthTime: '00:00',
    birthPlace: { name: 'North Pole', latitude: 90, longitude: 0, timezone: 'UTC' },
  },
  {
    birthDate: '1900-01-01',
    birthTime: '23:59',
    birthPlace: { name: 'South Pole', latitude: -90, longitude: 180, timezone: 'Antarctica/McMurdo' },
  },
  {
    birthDate: '1969-07-20',
    birthTime: '20:17',
    birthPlace: { name: 'Equator', latitude: 0, longitude: -180, timezone: 'Pacific/Kiritimati' },
  },
  {
    birthDate: '2000-01-01',
    birthTime: '12:00',
    birthPlace: { name: 'Arctic', latitude: 66.9, longitude: 25.7, timezone: 'Europe/Helsinki' },
  },
  { birthDate: '2000-01-01', name: '💫 Ünïcødé <script>', birthCity: ',,,,' },
  { birthDate: '2000-01-01', birthCity: '   ' },
  { birthDate: '2000-01-01', birthTime: '12:00:59', birthCity: 'x' },
  { birthDate: '2000-01-01', birthPlace: { name: 'X', latitude: 'north', longitude: 0, timezone: 'UTC' } },
  { birthDate: '2000-01-01', birthPlace: null },
  { birthDate: '2000-01-01', zodiacSign: null, gender: null },
  { birthDate: new Date().toISOString().slice(0, 10), birthTime: '23:59', birthCity: 'Honolulu' },
];

describe('no input makes the calculator functions answer 500', () => {
  for (const [i, person] of ODD_PEOPLE.entries()) {
    it(`odd person #${i} gets 200 or 400`, async () => {
      const statuses = [
        (
          await romantic(
            context('romantic-compatibility', { person1: person, person2: { birthDate: '1990-01-01' } }),
          )
        ).status,
        (
          await romantic(
            context('romantic-compatibility', {
              person1: person,
              person2: person,
              analysisType: 'name-compatibility',
            }),
          )
        ).status,
        (await marriage(context('marriage-prediction', { person }))).status,
        (await soulmate(context('soulmate-reading', { person }))).status,
      ];
      for (const status of statuses) expect([200, 400]).toContain(status);
    });
  }
});
