import { describe, expect, it } from 'vitest';
import {
  bandsWithin,
  matchLabel,
  SCORE_SCALE,
  scoreBand,
  scoreColour,
  scoreLevel,
  scoreTier,
} from '@/lib/calculators/score-bands';
import { nextProgress, PROGRESS_CAP } from '@/lib/calculators/progress';
import { isComplete, isSubmitDisabled, MISSING_MESSAGES } from '@/lib/calculators/validation';
import { EMPTY_PERSON, keepIdentity, toPersonInput, withBirthDate } from '@/lib/calculators/person-form';
import { decodeShare, encodeShare } from '@/lib/calculators/share-link';
import { personFromUserMetadata } from '@/lib/calculators/prefill';
import { CALCULATOR_PAGES, HUB_LINKS, calculatorPage, moreToolsFor } from '@/lib/calculators/pages';

const person = (over: Partial<typeof EMPTY_PERSON>) => ({ ...EMPTY_PERSON, ...over });

describe('the one score scale (docs/scores.md)', () => {
  it('names levels and colours at 80, 70, 60, 50 and 40', () => {
    expect([95, 80, 79, 70, 60, 50, 40, 39].map(scoreLevel)).toEqual([
      'Excellent',
      'Excellent',
      'Very Good',
      'Very Good',
      'Good',
      'Moderate',
      'Challenging',
      'Difficult',
    ]);
    expect(scoreColour(80)).not.toBe(scoreColour(79));
    expect(scoreColour(90)).toBe(scoreColour(80));
  });
  it('keeps Perfect Match for 90 and above and names every other row after its level', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 50, 49, 40, 39, 0].map(matchLabel)).toEqual([
      'Perfect Match',
      'Perfect Match',
      'Excellent Match',
      'Excellent Match',
      'Very Good Match',
      'Very Good Match',
      'Good Match',
      'Good Match',
      'Moderate Match',
      'Moderate Match',
      'Challenging Match',
      'Challenging Match',
      'Difficult Match',
      'Difficult Match',
    ]);
  });
  it('never lets the level word and the match label disagree', () => {
    for (let score = 0; score <= 100; score += 1) {
      const band = scoreBand(score);
      expect(band.label === 'Perfect Match' ? 'Excellent' : band.label.replace(' Match', '')).toBe(
        scoreLevel(score),
      );
      expect(score).toBeGreaterThanOrEqual(band.min);
      expect(score).toBeLessThanOrEqual(band.max);
    }
  });
  it('cuts the wording tiers at 80 and 60, on row boundaries', () => {
    expect([80, 79, 60, 59].map(scoreTier)).toEqual(['high', 'mid', 'mid', 'low']);
    for (const band of SCORE_SCALE) expect(scoreTier(band.min)).toBe(scoreTier(band.max));
  });
  it('covers 0–100 without gaps, rounds fractions and clamps the rest', () => {
    const sorted = [...SCORE_SCALE].sort((a, b) => a.min - b.min);
    expect(sorted[0]!.min).toBe(0);
    expect(sorted.at(-1)!.max).toBe(100);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.min).toBe(sorted[i - 1]!.max + 1);
    expect(scoreLevel(79.6)).toBe('Excellent');
    expect(scoreLevel(-5)).toBe('Difficult');
    expect(scoreLevel(140)).toBe('Excellent');
  });
  it('lists the rows a calculator can reach', () => {
    expect(bandsWithin(45, 98).map((band) => band.label)).toEqual([
      'Perfect Match',
      'Excellent Match',
      'Very Good Match',
      'Good Match',
      'Moderate Match',
      'Challenging Match',
    ]);
  });
});

describe('progress', () => {
  it('steps by 0–15 and caps at 90', () => {
    expect(nextProgress(0, () => 0)).toBe(0);
    expect(nextProgress(0, () => 0.999)).toBe(15);
    expect(nextProgress(85, () => 0.999)).toBe(PROGRESS_CAP);
  });
});

describe('validation', () => {
  const full = person({ name: 'Ann', birthDate: '1990-01-01', gender: 'female' });
  it('birth-date group needs only both dates', () => {
    expect(
      isComplete('birth-date', person({ birthDate: '1990-01-01' }), person({ birthDate: '1991-01-01' })),
    ).toBe(true);
    expect(isComplete('birth-date', person({ birthDate: '1990-01-01' }), person({}))).toBe(false);
  });
  it('star-chart group needs dates and genders; soulmate-name also names', () => {
    expect(isComplete('star-chart', full, person({ birthDate: '1990-01-01' }))).toBe(false);
    expect(isComplete('star-chart', full, { ...full, name: '' })).toBe(true);
    expect(isComplete('soulmate-name', full, { ...full, name: ' ' })).toBe(false);
    expect(isComplete('soulmate-name', full, full)).toBe(true);
  });
  it('single-person pages never disable the button, others do until complete or while busy', () => {
    expect(isSubmitDisabled('single', false, false)).toBe(false);
    expect(isSubmitDisabled('single', true, true)).toBe(true);
    expect(isSubmitDisabled('birth-date', false, false)).toBe(true);
    expect(isSubmitDisabled('birth-date', false, true)).toBe(false);
  });
  it('the birth chart needs only the birth date of one person, and keeps its button disabled until then', () => {
    const empty = { name: '', birthDate: '', gender: '' };
    expect(isComplete('birth-chart', empty)).toBe(false);
    expect(isComplete('birth-chart', { ...empty, birthDate: '1990-03-14' })).toBe(true);
    expect(isSubmitDisabled('birth-chart', false, false)).toBe(true);
    expect(MISSING_MESSAGES['birth-chart']).toBe('Please enter your birth date');
  });
  it('carries the exact toast texts', () => {
    expect(MISSING_MESSAGES['birth-date']).toBe('Please enter birth dates for both people');
    expect(MISSING_MESSAGES.single).toBe('Please enter your birth date and gender');
  });
});

describe('person form', () => {
  it('derives the sign from the birth date', () => {
    expect(withBirthDate(EMPTY_PERSON, '1990-03-21').zodiacSign).toBe('Aries');
    expect(withBirthDate(EMPTY_PERSON, '').zodiacSign).toBe('');
  });
  it('reset keeps name, date, sign and gender and clears time and city', () => {
    const filled = person({
      name: 'Ann',
      birthDate: '1990-03-21',
      zodiacSign: 'Aries',
      gender: 'female',
      birthTime: '10:00',
      birthCity: 'Oslo, Norway',
    });
    expect(keepIdentity(filled)).toEqual(
      person({ name: 'Ann', birthDate: '1990-03-21', zodiacSign: 'Aries', gender: 'female' }),
    );
  });
  it('sends Person 1 when no name was given and gender only when asked', () => {
    const input = toPersonInput(person({ birthDate: '1990-03-21', gender: 'male' }), 'Person 1', false);
    expect(input.name).toBe('Person 1');
    expect('gender' in input).toBe(false);
    expect(toPersonInput(person({ gender: 'male' }), 'Person 2', true).gender).toBe('male');
  });
});

describe('share link', () => {
  it('round-trips two people, place included', () => {
    const a = withBirthDate(
      person({
        name: 'Ann Lee',
        birthTime: '07:30',
        birthCity: 'Oslo, Norway',
        gender: 'female',
        birthPlace: { name: 'Oslo, Norway', latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo' },
      }),
      '1990-03-21',
    );
    const b = withBirthDate(person({ gender: 'male' }), '1988-12-25');
    const decoded = decodeShare(encodeShare([a, b]), 2);
    expect(decoded).toEqual([a, b]);
  });
  it('returns null without shared inputs and drops malformed fields', () => {
    expect(decodeShare('?utm_source=x', 2)).toBeNull();
    const [p] = decodeShare('?a_d=1990-13&a_t=25h&a_g=robot&a_n=Ann&a_pl=999|0|Nowhere|x', 1)!;
    expect(p).toEqual(person({ name: 'Ann' }));
  });
});

describe('prefill from user metadata', () => {
  it('reads name or full_name and birth_date', () => {
    const none = { birthTime: '', birthCity: '', gender: '' };
    expect(personFromUserMetadata({ full_name: 'Ann', birth_date: '1990-03-21' })).toEqual({
      name: 'Ann',
      birthDate: '1990-03-21',
      zodiacSign: 'Aries',
      ...none,
    });
    expect(personFromUserMetadata({ name: 'Bo', zodiac_sign: 'Leo' })).toEqual({
      name: 'Bo',
      birthDate: '',
      zodiacSign: 'Leo',
      ...none,
    });
    expect(personFromUserMetadata({})).toBeNull();
  });
});

describe('pages', () => {
  it('has the fourteen pages and nine hub links', () => {
    expect(CALCULATOR_PAGES).toHaveLength(14);
    expect(new Set(CALCULATOR_PAGES.map((p) => p.path)).size).toBe(14);
    expect(HUB_LINKS.map((key) => calculatorPage(key).path)).toContain('/when-will-i-get-married-astrology');
  });
  it('suggests other calculators, never the page itself, and only ones that exist', () => {
    const zodiac = moreToolsFor(calculatorPage('zodiac-compatibility'))!;
    expect(zodiac.heading).toBe('Explore More Compatibility Tools');
    expect(zodiac.keys).toHaveLength(5);
    expect(zodiac.keys).not.toContain('zodiac-compatibility');
    expect(moreToolsFor(calculatorPage('free-psychic-soulmate-reading'))!.heading).toBe('More free readings');
    expect(moreToolsFor(calculatorPage('love-calculator-by-name'))!.heading).toBe(
      'Try the birth-chart calculators',
    );
    expect(moreToolsFor(calculatorPage('star-chart-compatibility'))).toBeNull();
    for (const page of CALCULATOR_PAGES) {
      for (const key of moreToolsFor(page)?.keys ?? []) expect(() => calculatorPage(key)).not.toThrow();
    }
  });
});
