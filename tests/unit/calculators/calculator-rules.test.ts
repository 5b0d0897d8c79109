import { describe, expect, it } from 'vitest';
import { interpretationLabel, scoreColour, scoreLevel } from '../../../src/lib/calculators/score-bands';
import { nextProgress, PROGRESS_CAP } from '../../../src/lib/calculators/progress';
import { isComplete, isSubmitDisabled, MISSING_MESSAGES } from '../../../src/lib/calculators/validation';
import {
  EMPTY_PERSON,
  keepIdentity,
  toPersonInput,
  withBirthDate,
} from '../../../src/lib/calculators/person-form';
import { decodeShare, encodeShare } from '../../../src/lib/calculators/share-link';
import { personFromUserMetadata } from '../../../src/lib/calculators/prefill';
import { CALCULATOR_PAGES, HUB_LINKS, calculatorPage } from '../../../src/lib/calculators/pages';

const person = (over: Partial<typeof EMPTY_PERSON>) => ({ ...EMPTY_PERSON, ...over });

describe('score bands', () => {
  it('names levels at 80, 70, 60, 50 and 40', () => {
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
  });
  it('interprets 90/75/60', () => {
    expect([100, 90, 89, 75, 74, 60, 59, 0].map(interpretationLabel)).toEqual([
      'Perfect Match',
      'Perfect Match',
      'Excellent Match',
      'Excellent Match',
      'Good Match',
      'Good Match',
      'Challenging',
      'Challenging',
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

describe('validation (document 2 §5)', () => {
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
});
