/**
 * Person 1 prefill for signed-in visitors (document 2 §3): name or full_name, birth_date and
 * zodiac_sign from the user's metadata. Pure, so the auth store (backend issue) can feed it.
 */
import { isZodiacSign, zodiacSignForIsoDate, type ZodiacSign } from '../astrology/zodiac';

export interface PersonPrefill {
  name: string;
  birthDate: string;
  zodiacSign: ZodiacSign | '';
}

export function personFromUserMetadata(metadata: Record<string, unknown> | null | undefined): PersonPrefill | null {
  if (!metadata) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(metadata.name) || text(metadata.full_name);
  const rawDate = text(metadata.birth_date);
  const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : '';
  const zodiacSign = birthDate ? zodiacSignForIsoDate(birthDate) : isZodiacSign(metadata.zodiac_sign) ? metadata.zodiac_sign : '';
  if (!name && !birthDate) return null;
  return { name, birthDate, zodiacSign };
}
