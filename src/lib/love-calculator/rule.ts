/**
 * The love calculator by name (docs/constants.md#love-calculator-by-name): a playful percentage computed in the browser
 * from the letters of two first names. No call, no storage; the same names always give the
 * same number.
 */
import type { Gender } from '../astrology/contract';

export const LOVE_MIN_PERCENT = 45;
export const LOVE_MAX_PERCENT = 98;
export const LOVE_BASE_FLOOR = 30;
export const LOVE_DIFFERENCE_WEIGHT = 40;
export const LOVE_BONUS_DIFFERENT_GENDERS = 15;
export const LOVE_BONUS_SAME_GENDER = 5;

/** Sum of letter values a=1 … z=26; accents are folded ("é" counts as "e"), other characters ignored. */
export function letterSum(name: string): number {
  const folded = name.normalize('NFD').toLowerCase();
  let sum = 0;
  for (const char of folded) {
    const code = char.charCodeAt(0);
    if (code >= 97 && code <= 122) sum += code - 96;
  }
  return sum;
}

/** The first word of what was typed ("Anna Maria" → "Anna"); the rule reads first names. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Base = max(30, 100 − 40 × difference ÷ larger sum), rounded. */
export function baseScore(sum1: number, sum2: number): number {
  const larger = Math.max(sum1, sum2);
  const ratio = larger === 0 ? 0 : Math.abs(sum1 - sum2) / larger;
  return Math.round(Math.max(LOVE_BASE_FLOOR, 100 - LOVE_DIFFERENCE_WEIGHT * ratio));
}

/** The love percentage for two first names and genders, clamped to 45–98. */
export function lovePercentage(
  name1: string,
  gender1: Gender | '',
  name2: string,
  gender2: Gender | '',
): number {
  const base = baseScore(letterSum(firstName(name1)), letterSum(firstName(name2)));
  const bonus = gender1 !== gender2 ? LOVE_BONUS_DIFFERENT_GENDERS : LOVE_BONUS_SAME_GENDER;
  return Math.min(LOVE_MAX_PERCENT, Math.max(LOVE_MIN_PERCENT, base + bonus));
}
