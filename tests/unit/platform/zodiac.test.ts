import { describe, expect, it } from 'vitest';
import { signElement, signModality, zodiacSignFor, zodiacSignForIsoDate } from '@/lib/astrology/zodiac';

describe('zodiacSignFor: every sign edge of the date table', () => {
  const edges: Array<[number, number, string, number, number, string]> = [
    [1, 19, 'Capricorn', 1, 20, 'Aquarius'],
    [2, 18, 'Aquarius', 2, 19, 'Pisces'],
    [3, 20, 'Pisces', 3, 21, 'Aries'],
    [4, 19, 'Aries', 4, 20, 'Taurus'],
    [5, 20, 'Taurus', 5, 21, 'Gemini'],
    [6, 20, 'Gemini', 6, 21, 'Cancer'],
    [7, 22, 'Cancer', 7, 23, 'Leo'],
    [8, 22, 'Leo', 8, 23, 'Virgo'],
    [9, 22, 'Virgo', 9, 23, 'Libra'],
    [10, 22, 'Libra', 10, 23, 'Scorpio'],
    [11, 21, 'Scorpio', 11, 22, 'Sagittarius'],
    [12, 21, 'Sagittarius', 12, 22, 'Capricorn'],
  ];
  for (const [m1, d1, before, m2, d2, after] of edges) {
    it(`${m1}/${d1} is ${before} and ${m2}/${d2} is ${after}`, () => {
      expect(zodiacSignFor(m1, d1)).toBe(before);
      expect(zodiacSignFor(m2, d2)).toBe(after);
    });
  }
  it('wraps Capricorn across the new year', () => {
    expect(zodiacSignFor(12, 31)).toBe('Capricorn');
    expect(zodiacSignFor(1, 1)).toBe('Capricorn');
  });
  it('is empty when the day or month is missing or out of range', () => {
    expect(zodiacSignFor('', 5)).toBe('');
    expect(zodiacSignFor(5, undefined)).toBe('');
    expect(zodiacSignFor(13, 1)).toBe('');
    expect(zodiacSignFor(1, 0)).toBe('');
  });
  it('reads ISO dates from a date input', () => {
    expect(zodiacSignForIsoDate('1990-03-21')).toBe('Aries');
    expect(zodiacSignForIsoDate('')).toBe('');
  });
  it('knows elements and modalities', () => {
    expect(signElement('Leo')).toBe('fire');
    expect(signElement('Pisces')).toBe('water');
    expect(signModality('Libra')).toBe('cardinal');
    expect(signModality('Virgo')).toBe('mutable');
  });
});
