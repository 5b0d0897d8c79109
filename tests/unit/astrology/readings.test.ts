import { describe, expect, it } from 'vitest';
import { predictMarriage } from '@/lib/astrology/marriage';
import { seasonOf } from '@/lib/astrology/marriage-window';
import { readSoulmateGlimpse } from '@/lib/astrology/psychic';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { MONTH_NAMES } from '@/lib/content/dates';
import { letterValue, nameNumbers, numberHarmony, reduceNumber } from '@/lib/astrology/numerology';

const NOW = new Date('2026-11-22T02:00:00Z');

describe('marriage timing', () => {
  const result = predictMarriage(
    { name: 'Lea', birthDate: '1994-08-17', birthTime: '14:20', birthCity: 'Berlin, Germany' },
    NOW,
    resolveBirthCity,
  );
  const prediction = result.prediction!;

  it('picks a month 6 to 59 months ahead, as "Month Year", with its season and year', () => {
    const [monthName, year] = prediction.timeframe.split(' ');
    const monthIndex = MONTH_NAMES.indexOf(monthName as (typeof MONTH_NAMES)[number]);
    expect(monthIndex).toBeGreaterThanOrEqual(0);
    expect(Number(year)).toBe(prediction.year);
    const monthsAhead = (prediction.year - 2026) * 12 + monthIndex - 10;
    expect(monthsAhead).toBeGreaterThanOrEqual(6);
    expect(monthsAhead).toBeLessThanOrEqual(59);
    expect(prediction.season).toBe(seasonOf(monthIndex));
  });
  it('gives a confidence, a reading, influences and preparation', () => {
    expect(prediction.confidenceNote).toContain(`How sure this month is: ${prediction.confidence} of 100.`);
    expect(result.reading).toContain(prediction.timeframe);
    expect(result.keyInfluences.length).toBeGreaterThan(0);
    expect(result.preparation.length).toBeGreaterThanOrEqual(2);
    expect(result.aspects.every((a) => a.to.endsWith('(transit)'))).toBe(true);
  });
  it('is deterministic for the same input and month', () => {
    const again = predictMarriage(
      { name: 'Lea', birthDate: '1994-08-17', birthTime: '14:20', birthCity: 'Berlin, Germany' },
      new Date('2026-11-05T10:00:00Z'),
      resolveBirthCity,
    );
    expect(JSON.stringify(again)).toBe(JSON.stringify(result));
  });
});

describe('psychic soulmate glimpse', () => {
  it('answers HTML with headings, emphasis and a teaser, a confidence and an energy type', () => {
    const result = readSoulmateGlimpse(
      { name: '<b>Mia</b>', birthDate: '1996-02-02', birthTime: '06:00', birthCity: 'Madrid' },
      resolveBirthCity,
    );
    expect(result.glimpse).toMatch(/<h3>[^<]+<\/h3>/);
    expect(result.glimpse).toMatch(/<em>[^<]+<\/em>/);
    expect(result.glimpse).toMatch(/<p class="teaser">[^<]+<\/p>/);
    expect(result.glimpse).not.toContain('<b>');
    expect(result.confidence).toBeGreaterThanOrEqual(25);
    expect(result.confidence).toBeLessThanOrEqual(100);
    expect(result.confidenceNote).toContain(`How sure this portrait is: ${result.confidence} of 100.`);
    expect(result.energyType).toMatch(/\w+ \w+/);
    expect(result.charts.person.ascendant).toBeDefined();
  });
  it('is deterministic', () => {
    const input = { birthDate: '1980-10-10' };
    expect(JSON.stringify(readSoulmateGlimpse(input, resolveBirthCity))).toBe(
      JSON.stringify(readSoulmateGlimpse(input, resolveBirthCity)),
    );
  });
});

describe('Pythagorean numerology', () => {
  it('values letters 1–9 in cycles and reduces sums, keeping master numbers', () => {
    expect(['a', 'i', 'j', 'r', 's', 'z'].map(letterValue)).toEqual([1, 9, 1, 9, 1, 8]);
    expect(reduceNumber(29)).toBe(11);
    expect(reduceNumber(38)).toBe(11);
    expect(reduceNumber(1987)).toBe(7);
  });
  it('computes expression, heart and life-path numbers', () => {
    // JOHN = 1 + 6 + 8 + 5 = 20 → 2; vowel O = 6; consonants J, H, N = 14 → 5.
    // 1990-05-14: 1+9+9+0 = 19 → 1; 5; 1+4 = 5; 1 + 5 + 5 = 11.
    expect(nameNumbers('John', { year: 1990, month: 5, day: 14 })).toEqual({
      expression: 2,
      soulUrge: 6,
      personality: 5,
      lifePath: 11,
    });
  });
  it('rates numbers of the same triad as most harmonious', () => {
    expect(numberHarmony(1, 5)).toBe(1);
    expect(numberHarmony(3, 3)).toBe(0.85);
    expect(numberHarmony(1, 2)).toBe(0.45);
  });
});

describe('single-person readings without a name', () => {
  it('speak to the visitor directly and phrase notes without a name prefix', () => {
    const result = predictMarriage({ birthDate: '1985-03-09' }, NOW, resolveBirthCity);
    expect(result.person.name).toBe('You');
    expect(result.reading).not.toMatch(/^You,|\{name\}/);
    expect(result.notes[0]).toMatch(/^No birth time given/);
    const glimpse = readSoulmateGlimpse(
      { birthDate: '1985-03-09', birthCity: 'Xyzzyville' },
      resolveBirthCity,
    );
    expect(glimpse.places[0]!.message).toMatch(/^We could not find “Xyzzyville”/);
    expect(glimpse.notes[0]).toMatch(/^No birth time given/);
  });
});
