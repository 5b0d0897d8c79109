import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthYears,
  completeDob,
  dayChoices,
  daysInMonth,
  fitDayToMonth,
  isUnderAge,
} from '@/lib/quiz/age';
import {
  ANALYSIS_BAR_MS,
  ANALYSIS_DIALOG_AT_MS,
  ANALYSIS_GAP_MS,
  barPercent,
  barPhase,
} from '@/lib/quiz/analysis';
import type { StepOf } from '@/lib/quiz/definition';
import { confirmationMessage } from '@/lib/quiz/messages';
import { promoCode } from '@/lib/quiz/promo';
import {
  QUIZ_STORAGE_KEY,
  clearQuizState,
  isUnderAgeRemembered,
  loadQuizState,
  rememberUnderAge,
  saveQuizState,
} from '@/lib/quiz/session';

describe('date of birth', () => {
  it("offers adults' years only, from this year − 18 down to 1920", () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(89);
  });

  it('is reported only when day, month and year are all chosen', () => {
    expect(completeDob({ day: '4', month: '7' })).toBeNull();
    expect(completeDob({ day: '', month: '7', year: '1990' })).toBeNull();
    expect(completeDob({ day: '4', month: '7', year: '1990' })).toEqual({
      day: '4',
      month: '7',
      year: '1990',
    });
  });

  it('counts whole years, the birthday itself included', () => {
    const today = new Date(2026, 5, 15); // 15 June 2026
    expect(ageOn({ day: '15', month: '6', year: '2008' }, today)).toBe(18);
    expect(ageOn({ day: '16', month: '6', year: '2008' }, today)).toBe(17);
    expect(isUnderAge({ day: '15', month: '6', year: '2008' }, today)).toBe(false);
    expect(isUnderAge({ day: '16', month: '6', year: '2008' }, today)).toBe(true);
    expect(isUnderAge({ day: '1', month: '1', year: '1920' }, today)).toBe(false);
  });
});

const confirmation = (
  topic: 'keyQuality' | 'zodiac' | 'challenge',
  message: string,
  fallback: string,
): StepOf<'confirmation'> => ({
  id: topic,
  type: 'confirmation',
  topic,
  icon: 'heart',
  headline: 'h',
  message,
  fallback,
  cta: 'Continue',
});

describe('confirmation messages', () => {
  const quality = confirmation(
    'keyQuality',
    'People who value {value} in a soulmate are truly compassionate souls.',
    'compassion',
  );
  const zodiac = confirmation(
    'zodiac',
    '27% of {value} people also make decisions with their heart.',
    'cosmic',
  );
  const challenge = confirmation('challenge', "{value} isn't easy, and you're not alone.", 'Love');

  it('names the chosen quality, or compassion when there is none', () => {
    expect(confirmationMessage(quality, { keyQuality: 'Loyalty' })).toBe(
      'People who value loyalty in a soulmate are truly compassionate souls.',
    );
    expect(confirmationMessage(quality, {})).toBe(
      'People who value compassion in a soulmate are truly compassionate souls.',
    );
  });

  it('names the zodiac sign of the date of birth, or cosmic', () => {
    expect(confirmationMessage(zodiac, { dob: { day: '4', month: '7', year: '1990' } })).toBe(
      '27% of Cancer people also make decisions with their heart.',
    );
    expect(confirmationMessage(zodiac, { dob: { day: '20', month: '1', year: '1990' } })).toContain(
      'Aquarius',
    );
    expect(confirmationMessage(zodiac, {})).toBe(
      '27% of cosmic people also make decisions with their heart.',
    );
    expect(confirmationMessage(zodiac, { dob: 'garbage' })).toContain('cosmic');
  });

  it('names the chosen challenge', () => {
    expect(confirmationMessage(challenge, { challenge: 'Letting go of the past' })).toBe(
      "Letting go of the past isn't easy, and you're not alone.",
    );
  });
});

describe('analysis timing', () => {
  it('fills over 4 s with the dialog at half time, holding at 50% while asking', () => {
    expect(ANALYSIS_BAR_MS).toBe(4000);
    expect(ANALYSIS_DIALOG_AT_MS).toBe(2000);
    expect(ANALYSIS_GAP_MS).toBe(500);
    expect(barPercent(0, false)).toBe(0);
    expect(barPercent(1000, false)).toBe(25);
    expect(barPhase(1999, false)).toBe('filling');
    expect(barPhase(2000, false)).toBe('asking');
    expect(barPercent(3000, false)).toBe(50);
  });

  it('completes at once when answered, and waits for the answer however long it takes (WCAG 2.2.1)', () => {
    expect(barPhase(2100, true)).toBe('complete');
    expect(barPercent(2100, true)).toBe(100);
    for (const elapsed of [3999, 4000, 60_000, 3_600_000]) {
      expect(barPhase(elapsed, false), String(elapsed)).toBe('asking');
      expect(barPercent(elapsed, false), String(elapsed)).toBe(50);
    }
  });
});

describe('promo code', () => {
  it('is the brand in upper case followed by 93, one name on the quiz and the offer', () => {
    expect(promoCode('Astrelle')).toBe('ASTRELLE93');
    expect(promoCode('Star Path')).toBe('STARPATH93');
  });
});

describe('session storage', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      data,
    };
  }

  it('saves, restores and clears the quiz state', () => {
    const storage = memoryStorage();
    const state = {
      index: 7,
      direction: 'forward' as const,
      answers: { gender: 'female', dob: { day: '1', month: '2', year: '1990' } },
      adultsOnly: false,
    };
    saveQuizState(storage, state);
    expect(loadQuizState(storage)).toEqual(state);
    clearQuizState(storage);
    expect(loadQuizState(storage)).toBeNull();
  });

  it('ignores tampered or broken data instead of crashing', () => {
    const storage = memoryStorage();
    storage.setItem(QUIZ_STORAGE_KEY, '{not json');
    expect(loadQuizState(storage)).toBeNull();
    storage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ index: -1, direction: 'forward', answers: {}, adultsOnly: false }),
    );
    expect(loadQuizState(storage)).toBeNull();
    storage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ index: 2, direction: 'sideways', answers: {}, adultsOnly: false }),
    );
    expect(loadQuizState(storage)).toBeNull();
    expect(loadQuizState(undefined)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadQuizState(throwing)).toBeNull();
    expect(() =>
      saveQuizState(throwing, { index: 0, direction: 'forward', answers: {}, adultsOnly: false }),
    ).not.toThrow();
    expect(() => clearQuizState(throwing)).not.toThrow();
  });
});

describe('under-18 memory', () => {
  it('is kept for the session apart from the quiz state, so clearing the answers does not forget it', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    expect(isUnderAgeRemembered(storage)).toBe(false);
    rememberUnderAge(storage);
    clearQuizState(storage);
    expect(isUnderAgeRemembered(storage)).toBe(true);
    expect(isUnderAgeRemembered(undefined)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberUnderAge(throwing)).not.toThrow();
    expect(isUnderAgeRemembered(throwing)).toBe(false);
  });
});

describe('date of birth: only days that exist (docs/decisions.md#a-date-of-birth-that-exists)', () => {
  it('knows how many days each month has, leap years included', () => {
    expect(daysInMonth(1, 1990)).toBe(31);
    expect(daysInMonth(4, 1990)).toBe(30);
    expect(daysInMonth(2, 1990)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29); // divisible by 400
    expect(daysInMonth(2, 1900)).toBe(28); // divisible by 100, not 400
    expect(daysInMonth(2, 1996)).toBe(29);
    expect(daysInMonth(12, 2024)).toBe(31);
  });

  it('offers 31 days before a month is chosen, and 29 for February before the year is', () => {
    expect(dayChoices({})).toHaveLength(31);
    expect(dayChoices({ month: '2' })).toHaveLength(29);
    expect(dayChoices({ month: '2', year: '1991' })).toEqual(
      Array.from({ length: 28 }, (_, index) => String(index + 1)),
    );
  });

  it('clears a day the new month or year does not have, and never completes an impossible date', () => {
    expect(fitDayToMonth({ day: '31', month: '2' })).toEqual({ dob: { day: '', month: '2' }, cleared: true });
    expect(fitDayToMonth({ day: '29', month: '2', year: '1991' }).cleared).toBe(true);
    expect(fitDayToMonth({ day: '29', month: '2', year: '1992' }).cleared).toBe(false);
    expect(fitDayToMonth({ day: '30', month: '4', year: '1990' }).cleared).toBe(false);
    expect(completeDob({ day: '31', month: '2', year: '1990' })).toBeNull();
    expect(completeDob({ day: '31', month: '11', year: '1990' })).toBeNull();
    expect(completeDob({ day: '29', month: '2', year: '2000' })).toEqual({
      day: '29',
      month: '2',
      year: '2000',
    });
  });
});
