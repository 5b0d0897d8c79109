/**
 * The words of My Sky's reading (content/astrology/my-sky.json), checked when the module loads so
 * a gap or a misspelt key fails the build rather than showing a blank (docs/personal-sky.md#the-reading).
 */
import { z } from 'zod';
import library from '../../../../content/astrology/my-sky.json';
import type { MajorAspectName } from '../contract';
import { PLANET_NAMES } from '../contract';
import { ZODIAC_SIGNS, type ZodiacSign } from '../zodiac';

export const NATURES = ['conjunction', 'hard', 'easy'] as const;
/** How an aspect works: a fusion, a friction (square, opposition) or a flow (trine, sextile). */
export type Nature = (typeof NATURES)[number];
export const natureOf = (aspect: MajorAspectName): Nature =>
  aspect === 'conjunction' ? 'conjunction' : aspect === 'trine' || aspect === 'sextile' ? 'easy' : 'hard';

const ASPECT_KEYS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
const NATAL_POINTS = [...PLANET_NAMES, 'Ascendant', 'MC'] as const;
const MOVING = PLANET_NAMES.filter((planet) => planet !== 'Moon');
const WINDOW_KEYS = [
  'building',
  'buildingNew',
  'exactToday',
  'exactTodayPast',
  'easing',
  'loop',
  'nearMiss',
  'nearMissPast',
  'longRunning',
] as const;

const line = z.string().trim().min(3);
const variants = z.array(line).min(2);
const record = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);
const byNature = <T extends z.ZodType>(value: T) => record(NATURES, value);

const schema = z.strictObject({
  about: line,
  openers: z.array(line).min(3),
  /** A contact in plain words, "{body} sitting on {point}": the prose never glosses an aspect word. */
  plain: record(ASPECT_KEYS, variants),
  window: record(WINDOW_KEYS, line),
  bodies: record(MOVING, byNature(variants)),
  points: record(NATAL_POINTS, byNature(variants)),
  clauses: record(NATAL_POINTS, byNature(variants)),
  moon: z.strictObject({
    signs: record(ZODIAC_SIGNS, z.strictObject({ tone: line, lines: variants, advice: line })),
    changes: line,
    shapes: z.array(line).min(2),
    verbs: record(ASPECT_KEYS, variants),
    none: line,
    later: line,
  }),
  also: z.array(line).min(2),
  /** What a further transit brings, by the transiting body, and the part of life it brings it to. */
  alsoTones: record(MOVING, byNature(variants)),
  alsoAreas: record(NATAL_POINTS, variants),
  comingUp: line,
  ahead: line,
  advice: record(MOVING, byNature(line)),
  tableKey: record([...ASPECT_KEYS, 'orb', 'applying', 'separating'], line),
  quiet: line,
  framing: line,
});

type ByNature<T> = Record<Nature, T>;

export interface MySkyWords {
  openers: string[];
  plain: Record<MajorAspectName, string[]>;
  window: Record<(typeof WINDOW_KEYS)[number], string>;
  bodies: Record<string, ByNature<string[]>>;
  points: Record<string, ByNature<string[]>>;
  clauses: Record<string, ByNature<string[]>>;
  moon: {
    signs: Record<ZodiacSign, { tone: string; lines: string[]; advice: string }>;
    changes: string;
    shapes: string[];
    verbs: Record<MajorAspectName, string[]>;
    none: string;
    later: string;
  };
  also: string[];
  alsoTones: Record<string, ByNature<string[]>>;
  alsoAreas: Record<string, string[]>;
  comingUp: string;
  ahead: string;
  advice: Record<string, ByNature<string>>;
  tableKey: Record<string, string>;
  quiet: string;
  framing: string;
}

export const mySkyWords = schema.parse(library) as unknown as MySkyWords;
