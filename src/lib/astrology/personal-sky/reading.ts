/**
 * Today's personal reading (docs/personal-sky.md#the-reading): one sentence per strong transit,
 * from our own library (content/astrology/transits.json), checked when the module loads.
 */
import { z } from 'zod';
import library from '../../../../content/astrology/transits.json';
import { PLANET_NAMES } from '../contract';
import { pointOpeningSentence } from '../point-names';
import type { DayTransit } from './types';

const text = z.string().trim().min(5);
/** At most this many transits are read; the rest are listed. */
const READ_AT_MOST = 3;
/** As many wordings as transits read, so one reading never says a body's or an aspect's twice. */
const wordings = z.array(text).min(READ_AT_MOST);
const ASPECT_KEYS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

const schema = z.strictObject({
  natal: z.strictObject(Object.fromEntries([...PLANET_NAMES, 'Ascendant', 'MC'].map((key) => [key, text]))),
  transiting: z.strictObject(Object.fromEntries(PLANET_NAMES.map((key) => [key, wordings]))),
  links: z.strictObject(Object.fromEntries(ASPECT_KEYS.map((key) => [key, wordings]))),
  advice: z.strictObject(
    Object.fromEntries(ASPECT_KEYS.map((key) => [key, z.array(z.string().min(20)).min(READ_AT_MOST)])),
  ),
  quiet: z.string().min(20),
  framing: z.string().min(20),
});

const words = schema.parse(library) as {
  natal: Record<string, string>;
  transiting: Record<string, string[]>;
  links: Record<string, string[]>;
  advice: Record<string, string[]>;
  quiet: string;
  framing: string;
};

export const READING_FRAMING = words.framing;

/** "Mars squares your Venus" (present tense, third person). */
function headline(transit: DayTransit): string {
  const verb = {
    conjunction: 'meets',
    sextile: 'sextiles',
    square: 'squares',
    trine: 'trines',
    opposition: 'opposes',
  }[transit.aspect];
  return `${pointOpeningSentence(transit.transiting)} ${verb} your ${transit.natal === 'MC' ? 'Midheaven' : transit.natal}`;
}

/**
 * The day's reading: a sentence or two per strong transit, the same for the same day and chart.
 * Wordings turn with the day, and a body or aspect read again in the same reading (three Moon
 * contacts are common) takes its next wording, so no phrase is said twice.
 */
export function dayReading(transits: readonly DayTransit[], day: string): string[] {
  const read = transits.slice(0, READ_AT_MOST);
  if (read.length === 0) return [words.quiet];
  const turn = Number(day.slice(8, 10));
  const nth = <T>(list: readonly T[], offset: number): T => list[(turn + offset) % list.length]!;
  return read.map((transit, index) => {
    const earlier = read.slice(0, index);
    const sameBody = earlier.filter((other) => other.transiting === transit.transiting).length;
    const sameAspect = earlier.filter((other) => other.aspect === transit.aspect).length;
    const when = transit.exact ? `, exact at ${transit.exact.slice(11, 16)} UTC` : '';
    const theme = `${nth(words.transiting[transit.transiting]!, sameBody)} ${nth(words.links[transit.aspect]!, sameAspect)} ${words.natal[transit.natal]}`;
    // A different line on another day or for another contact of the same aspect, never random.
    const pick = nth(words.advice[transit.aspect]!, sameAspect);
    return `${headline(transit)}${when}: ${theme}. ${pick}`;
  });
}
