/**
 * Required fields, disabled submit and the Missing Information toasts (docs/calculators.md#the-form),
 * the birth-date range (1800 to today) every calculator form holds its date fields to, and the
 * birth chart's own rule (one person, only the birth date required).
 */
import { MIN_BIRTH_YEAR, parseIsoDate } from '../astrology/birth-date';
import type { FormGroup } from './pages';

export interface PersonFields {
  name: string;
  birthDate: string;
  gender: string;
}

export const MISSING_TITLE = 'Missing Information';

export const MISSING_MESSAGES: Record<Exclude<FormGroup, 'love-name'>, string> = {
  'birth-date': 'Please enter birth dates for both people',
  'star-chart': 'Please enter birth dates and gender for both people',
  'soulmate-name': 'Please enter names, birth dates and gender for both people',
  single: 'Please enter your birth date and gender',
  'birth-chart': 'Please enter your birth date',
};

const filled = (value: string) => value.trim() !== '';

/** Whether every field the group requires is filled (person2 is ignored on single-person pages). */
export function isComplete(group: FormGroup, person1: PersonFields, person2?: PersonFields): boolean {
  const people =
    group === 'single' || group === 'birth-chart'
      ? [person1]
      : [person1, person2 ?? { name: '', birthDate: '', gender: '' }];
  return people.every((person) => {
    switch (group) {
      case 'birth-date':
      case 'birth-chart':
        return filled(person.birthDate);
      case 'star-chart':
      case 'single':
        return filled(person.birthDate) && filled(person.gender);
      case 'soulmate-name':
        return filled(person.name) && filled(person.birthDate) && filled(person.gender);
      case 'love-name':
        return filled(person.name) && filled(person.gender);
    }
  });
}

/**
 * Whether the submit button shows as disabled. The single-person pages never disable it (the
 * spec does not), so the toast explains what is missing instead.
 */
export function isSubmitDisabled(group: FormGroup, busy: boolean, complete: boolean): boolean {
  if (busy) return true;
  if (group === 'single') return false;
  return !complete;
}

/** The earliest birth date the forms and the engine accept. */
export const MIN_BIRTH_DATE = `${MIN_BIRTH_YEAR}-01-01`;

/** Shown under a birth date outside the range, in the form itself (never as a server error). */
export const BIRTH_DATE_RANGE_MESSAGE = `Enter a date from ${MIN_BIRTH_YEAR} to today.`;

/** Today on the visitor's own calendar, "YYYY-MM-DD": the latest birth date the form offers. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The message for a birth date outside 1800 to `today`, or null when it is in range or empty
 * (an empty date is the Missing Information toast's to report).
 */
export function birthDateProblem(value: string, today: string): string | null {
  if (value === '') return null;
  const date = parseIsoDate(value);
  if (!date || value < MIN_BIRTH_DATE || value > today) return BIRTH_DATE_RANGE_MESSAGE;
  return null;
}
