/**
 * The birth chart's interpretation texts (content/astrology/natal.json, docs/natal-library.md):
 * the Sun, Moon, Ascendant, Venus and Mars by sign, and the Sun, Moon, Venus and Mars by house.
 * Parsed once when the module loads, so a missing or misspelt entry fails the build and the
 * tests rather than showing a blank section to a visitor.
 */
import { z } from 'zod';
import natal from '../../../content/astrology/natal.json';
import { ZODIAC_SIGNS, type ZodiacSign } from './zodiac';

export const SIGN_POINTS = ['Sun', 'Moon', 'Ascendant', 'Venus', 'Mars'] as const;
export const HOUSE_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'] as const;
export type SignPoint = (typeof SIGN_POINTS)[number];
export type HousePoint = (typeof HOUSE_POINTS)[number];

const HOUSE_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1));

const text = z.string().trim().min(40, 'is too short to be an interpretation');

/** Exactly these keys, each with a text: a typo in a key is an error, not a silent gap. */
const exactRecord = (keys: readonly string[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])));

export const natalLibrarySchema = z.strictObject({
  signs: z.strictObject(Object.fromEntries(SIGN_POINTS.map((point) => [point, exactRecord(ZODIAC_SIGNS)]))),
  houses: z.strictObject(
    Object.fromEntries(HOUSE_POINTS.map((point) => [point, exactRecord(HOUSE_NUMBERS)])),
  ),
});

export interface NatalLibrary {
  signs: Record<SignPoint, Record<ZodiacSign, string>>;
  houses: Record<HousePoint, Record<string, string>>;
}

export function parseNatalLibrary(data: unknown): NatalLibrary {
  return natalLibrarySchema.parse(data) as NatalLibrary;
}

export const natalLibrary: NatalLibrary = parseNatalLibrary(natal);
