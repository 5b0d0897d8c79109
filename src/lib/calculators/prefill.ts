/**
 * Person 1 prefill for signed-in visitors (docs/calculators.md#the-form): name or full_name, birth_date and
 * zodiac_sign from the user's metadata, plus birth_time, birth_city and gender where the
 * metadata has them. Pure: the island feeds it the metadata of the stored session.
 */
import type { Gender } from '../astrology/contract';
import { isZodiacSign, zodiacSignForIsoDate, type ZodiacSign } from '../astrology/zodiac';
import type { PersonForm } from './person-form';

export interface PersonPrefill {
  name: string;
  birthDate: string;
  zodiacSign: ZodiacSign | '';
  birthTime: string;
  birthCity: string;
  gender: Gender | '';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "07:30" or Postgres-style "07:30:00"; the form's time input takes hours and minutes. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MAX_TEXT = 120;

export function personFromUserMetadata(
  metadata: Record<string, unknown> | null | undefined,
): PersonPrefill | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');
  const name = text(metadata.name) || text(metadata.full_name);
  const rawDate = text(metadata.birth_date);
  const birthDate = DATE.test(rawDate) && zodiacSignForIsoDate(rawDate) ? rawDate : '';
  const zodiacSign = birthDate
    ? zodiacSignForIsoDate(birthDate)
    : isZodiacSign(metadata.zodiac_sign)
      ? metadata.zodiac_sign
      : '';
  const rawTime = text(metadata.birth_time);
  const birthTime = TIME.test(rawTime) ? rawTime.slice(0, 5) : '';
  const birthCity = text(metadata.birth_city);
  const gender = metadata.gender === 'male' || metadata.gender === 'female' ? metadata.gender : '';
  if (!name && !birthDate && !zodiacSign && !birthTime && !birthCity && !gender) return null;
  return { name, birthDate, zodiacSign, birthTime, birthCity, gender };
}

/**
 * The form with the prefill put only into fields that are still empty: what the visitor typed
 * stays. The sign goes with the birth date it belongs to (or alone when no date is known).
 */
export function fillEmptyFields(person: PersonForm, prefill: PersonPrefill): PersonForm {
  const next = { ...person };
  if (!next.name) next.name = prefill.name;
  if (!next.birthDate && prefill.birthDate) {
    next.birthDate = prefill.birthDate;
    next.zodiacSign = prefill.zodiacSign;
  } else if (!next.birthDate && !next.zodiacSign) next.zodiacSign = prefill.zodiacSign;
  if (!next.birthTime) next.birthTime = prefill.birthTime;
  if (!next.birthCity) next.birthCity = prefill.birthCity;
  if (!next.gender) next.gender = prefill.gender;
  return next;
}
