/**
 * The English of generated readings (docs/readings.md): possessives, verb agreement with
 * "you", how aspects are phrased, and how text is cut into sentences for the repetition checks.
 * Articles are in articles.ts, apart, because their word list should not reach the islands
 * that only need the lighter helpers here.
 */
import type { AspectName } from '../contract';

/** "Ada" → "Ada's", "Jonas" → "Jonas's" (the house style adds 's to every singular name). */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** Verbs whose form after "you" is not the third-person form less its s. */
const BASE_FORMS: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', goes: 'go' };

/**
 * The form of a verb after "you" (or any plural subject), from its third-person singular
 * form as templates write it: needs → need, carries → carry, pushes → push, is → are.
 */
export function pluralVerb(thirdPerson: string): string {
  const known = BASE_FORMS[thirdPerson];
  if (known) return known;
  if (/[^aeiou]ies$/.test(thirdPerson)) return `${thirdPerson.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|zz)es$/.test(thirdPerson)) return thirdPerson.slice(0, -2);
  return thirdPerson.endsWith('s') ? thirdPerson.slice(0, -1) : thirdPerson;
}

/**
 * How astrologers name an aspect between two bodies: "Sun conjunct Jupiter", "Moon opposite
 * Saturn", "Venus trine Mars".
 */
export const ASPECT_WORD: Record<AspectName, string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
  quincunx: 'quincunx',
  'semi-sextile': 'semi-sextile',
  'semi-square': 'semi-square',
  sesquiquadrate: 'sesquiquadrate',
};

/** "Sun conjunct Jupiter". */
export function aspectPhrase(bodyA: string, aspect: AspectName, bodyB: string): string {
  return `${bodyA} ${ASPECT_WORD[aspect]} ${bodyB}`;
}

/** The aspect as a noun, bodies joined by an en dash: "Ascendant–Venus square". */
export function aspectNoun(bodyA: string, aspect: AspectName, bodyB: string): string {
  return `${bodyA}–${bodyB} ${aspect}`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A degree within a sign as astrologers write it: 0.2 → "0°12′", 29.99 → "29°59′" (never 30°). */
export function formatDegree(degree: number): string {
  const totalMinutes = Math.min(30 * 60 - 1, Math.floor(degree * 60 + 1e-9));
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}

/** The text with its first letter in upper case ("the Lovers…" opening a sentence, "Your chart"). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Upper-cases the first letter of the text and of every sentence in it. */
export function capitaliseSentences(text: string): string {
  return text.replace(
    /(^\s*|[.!?]\s+)([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The sentences of a text, for the checks that no reading repeats itself: cut after . ! or ?
 * (and a closing quote, if any) followed by a space and a capital letter, a digit or a quote;
 * decimals ("0.5°") stay whole.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’']?)\s+(?=[A-Z0-9"“‘'])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
