import { describe, expect, it } from 'vitest';
import { SIGN_SYMBOLS, signElement, zodiacSignForIsoDate } from '@/lib/astrology/zodiac';

/** Every sign's first and last day as the date table fixes them (docs/constants.md#zodiac-signs). */
const EDGES: Array<[string, string, string]> = [
  ['Aquarius', '01-20', '02-18'],
  ['Pisces', '02-19', '03-20'],
  ['Aries', '03-21', '04-19'],
  ['Taurus', '04-20', '05-20'],
  ['Gemini', '05-21', '06-20'],
  ['Cancer', '06-21', '07-22'],
  ['Leo', '07-23', '08-22'],
  ['Virgo', '08-23', '09-22'],
  ['Libra', '09-23', '10-22'],
  ['Scorpio', '10-23', '11-21'],
  ['Sagittarius', '11-22', '12-21'],
  ['Capricorn', '12-22', '01-19'],
];

describe('Sun sign at every sign edge', () => {
  for (const [sign, first, last] of EDGES) {
    it(`${sign} runs ${first} to ${last}`, () => {
      expect(zodiacSignForIsoDate(`1995-${first}`)).toBe(sign);
      expect(zodiacSignForIsoDate(`1995-${last}`)).toBe(sign);
    });
  }
  it('gives the neighbouring sign one day outside each edge', () => {
    expect(zodiacSignForIsoDate('1995-01-19')).toBe('Capricorn');
    expect(zodiacSignForIsoDate('1995-02-19')).toBe('Pisces');
    expect(zodiacSignForIsoDate('1995-12-21')).toBe('Sagittarius');
  });
  it('is empty for a missing date and every sign has a symbol and element', () => {
    expect(zodiacSignForIsoDate('')).toBe('');
    for (const [sign] of EDGES) {
      expect(SIGN_SYMBOLS[sign as keyof typeof SIGN_SYMBOLS]).toMatch(/./u);
      expect(['fire', 'earth', 'air', 'water']).toContain(signElement(sign as keyof typeof SIGN_SYMBOLS));
    }
  });
});
