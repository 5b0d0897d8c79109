/**
 * What a person column of a calculator form holds, and how it becomes the request body of
 * docs/calculators.md#what-is-sent.
 */
import type { BirthPlace, Gender, PersonInput } from '../astrology/contract';
import { parseUtcOffset } from '../astrology/utc-offset';
import { zodiacSignForIsoDate, type ZodiacSign } from '../astrology/zodiac';

export interface PersonForm {
  name: string;
  birthDate: string;
  birthTime: string;
  birthCity: string;
  /** Set when the city was picked from the autocomplete, cleared when the text is edited. */
  birthPlace?: BirthPlace;
  /** A UTC offset from a birth record ("+01:00"), overriding the atlas; '' for none (docs/atlas.md). */
  utcOffset: string;
  gender: Gender | '';
  zodiacSign: ZodiacSign | '';
}

export const EMPTY_PERSON: PersonForm = {
  name: '',
  birthDate: '',
  birthTime: '',
  birthCity: '',
  utcOffset: '',
  gender: '',
  zodiacSign: '',
};

/** A new form with the birth date changed and the sign recomputed (docs/calculators.md#the-form). */
export function withBirthDate(person: PersonForm, birthDate: string): PersonForm {
  return { ...person, birthDate, zodiacSign: zodiacSignForIsoDate(birthDate) };
}

/**
 * The reset rule (docs/calculators.md#the-form): keep name, birth date, sign and gender; clear birth time and
 * city. Two-person pages clear person 2 entirely.
 */
export function keepIdentity(person: PersonForm): PersonForm {
  return {
    ...EMPTY_PERSON,
    name: person.name,
    birthDate: person.birthDate,
    zodiacSign: person.zodiacSign,
    gender: person.gender,
  };
}

/** The request body for one person; `fallbackName` is "Person 1"/"Person 2" when no name was typed. */
export function toPersonInput(person: PersonForm, fallbackName: string, withGender: boolean): PersonInput {
  const input: PersonInput = {
    name: person.name.trim() || fallbackName,
    birthDate: person.birthDate,
    birthTime: person.birthTime,
    birthCity: person.birthCity.trim(),
    zodiacSign: person.zodiacSign,
  };
  if (person.birthPlace) input.birthPlace = person.birthPlace;
  // Sent only when it reads as an offset: the field says so under itself otherwise.
  if (parseUtcOffset(person.utcOffset) !== null) input.utcOffset = person.utcOffset.trim();
  if (withGender) input.gender = person.gender;
  return input;
}
