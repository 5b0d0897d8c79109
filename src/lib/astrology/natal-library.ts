/**
 * The birth chart's interpretation texts (content/astrology/natal.json, docs/natal-library.md):
 * the Sun, Moon, Ascendant, Mercury, Venus, Mars, Jupiter and Saturn by sign; the Sun, Moon,
 * Venus and Mars by house; the lunar nodes by sign; the chart ruler (by planet and by house);
 * and the pieces the tightest aspects are written from. Parsed once when the module loads, so a
 * missing or misspelt entry fails the build and the tests rather than showing a blank section.
 */
import { z } from 'zod';
import natal from '../../../content/astrology/natal.json';
import { PLANET_NAMES } from './contract';
import { ZODIAC_SIGNS, type ZodiacSign } from './zodiac';

export const SIGN_POINTS = [
  'Sun',
  'Moon',
  'Ascendant',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
] as const;
export const HOUSE_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'] as const;
/** The seven traditional rulers: one of them rules every chart through its Ascendant. */
export const RULER_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The bodies and angles whose aspects the reading describes. */
export const ASPECT_BODIES = [...PLANET_NAMES, 'Ascendant', 'MC'] as const;
/** The aspects the reading describes: the five majors and the quincunx. */
export const READ_ASPECTS = ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx'] as const;
export type SignPoint = (typeof SIGN_POINTS)[number];
export type HousePoint = (typeof HOUSE_POINTS)[number];
export type RulerPlanet = (typeof RULER_PLANETS)[number];
export type AspectBody = (typeof ASPECT_BODIES)[number];
export type ReadAspect = (typeof READ_ASPECTS)[number];

const HOUSE_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1));

const text = z.string().trim().min(40, 'is too short to be an interpretation');
const phrase = z.string().trim().min(3);

/** Exactly these keys, each with a value: a typo in a key is an error, not a silent gap. */
const exactRecord = (keys: readonly string[], value: z.ZodType<string> = text) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])));

export const natalLibrarySchema = z.strictObject({
  signs: z.strictObject(Object.fromEntries(SIGN_POINTS.map((point) => [point, exactRecord(ZODIAC_SIGNS)]))),
  houses: z.strictObject(
    Object.fromEntries(HOUSE_POINTS.map((point) => [point, exactRecord(HOUSE_NUMBERS)])),
  ),
  nodes: exactRecord(ZODIAC_SIGNS),
  nodesShared: z.array(text).min(2),
  nodesHouse: z.array(text).min(2),
  chartRuler: z.strictObject({
    lead: text,
    leadHouse: z.array(text).min(2),
    coRuler: text,
    readAbove: text,
    planets: exactRecord(RULER_PLANETS),
    houses: exactRecord(HOUSE_NUMBERS),
  }),
  aspects: z.strictObject({
    functions: exactRecord(ASPECT_BODIES, phrase),
    kinds: z.strictObject(Object.fromEntries(READ_ASPECTS.map((aspect) => [aspect, z.array(text).min(2)]))),
    notes: exactRecord(['outOfSign']),
  }),
});

export interface NatalLibrary {
  signs: Record<SignPoint, Record<ZodiacSign, string>>;
  houses: Record<HousePoint, Record<string, string>>;
  nodes: Record<ZodiacSign, string>;
  /** Without a birth time: the axis is the year group's (variants, chosen by the chart). */
  nodesShared: string[];
  /** With one: the year group's signs, the reader's own houses (variants, chosen by the chart). */
  nodesHouse: string[];
  chartRuler: {
    lead: string;
    leadHouse: string[];
    coRuler: string;
    /** When the ruler is the Sun or the Moon, read in its own section above: a pointer back to it. */
    readAbove: string;
    planets: Record<RulerPlanet, string>;
    houses: Record<string, string>;
  };
  aspects: {
    functions: Record<AspectBody, string>;
    kinds: Record<ReadAspect, string[]>;
    notes: Record<'outOfSign', string>;
  };
}

export function parseNatalLibrary(data: unknown): NatalLibrary {
  return natalLibrarySchema.parse(data) as NatalLibrary;
}

export const natalLibrary: NatalLibrary = parseNatalLibrary(natal);
