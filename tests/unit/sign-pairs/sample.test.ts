import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS, zodiacSignForIsoDate } from '@/lib/astrology/zodiac';
import { pairOf } from '@/lib/sign-pairs/pairs';
import { sampleCouples, samplePeople, type SampleDefinition } from '@/lib/sign-pairs/sample';

const small: SampleDefinition = {
  seed: 7,
  firstYear: 1950,
  lastYear: 2005,
  peoplePerSign: 40,
  couplesPerPair: 60,
};

describe('the seeded sample', () => {
  it('draws the same people and couples from the same seed', () => {
    expect(samplePeople(small)).toEqual(samplePeople(small));
    const pair = pairOf('Taurus', 'Scorpio');
    expect(sampleCouples(pair, small)).toEqual(sampleCouples(pair, small));
  });

  it('draws other people from another seed, and other couples for another pair', () => {
    expect(samplePeople({ ...small, seed: 8 }).Aries).not.toEqual(samplePeople(small).Aries);
    expect(sampleCouples(pairOf('Aries', 'Leo'), small)).not.toEqual(
      sampleCouples(pairOf('Aries', 'Virgo'), small),
    );
  });

  it('fills every sign with real dates of that sign in the years asked, at a valid time of day', () => {
    const people = samplePeople(small);
    for (const sign of ZODIAC_SIGNS) {
      expect(people[sign]).toHaveLength(small.peoplePerSign);
      for (const person of people[sign]) {
        expect(zodiacSignForIsoDate(person.birthDate)).toBe(sign);
        const year = Number(person.birthDate.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(1950);
        expect(year).toBeLessThanOrEqual(2005);
        expect(person.birthTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
  });

  it('spreads the draws over the whole range of years and hours', () => {
    const all = Object.values(samplePeople(small)).flat();
    const years = all.map((person) => Number(person.birthDate.slice(0, 4)));
    const hours = all.map((person) => Number(person.birthTime.slice(0, 2)));
    expect(Math.min(...years)).toBeLessThan(1955);
    expect(Math.max(...years)).toBeGreaterThan(2000);
    expect(new Set(hours).size).toBe(24);
  });

  it('forms the asked number of couples, never a person with themselves', () => {
    const couples = sampleCouples(pairOf('Virgo', 'Virgo'), small);
    expect(couples).toHaveLength(small.couplesPerPair);
    for (const [a, b] of couples) {
      expect(a).not.toBe(b);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(small.peoplePerSign);
    }
  });
});
