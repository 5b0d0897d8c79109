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
export const PROGRESS_KEYS = [
  'peaksToday',
  'peakedToday',
  'peaksTomorrow',
  'peaksSoon',
  'building',
  'easing',
  'fading',
  'between',
  'returning',
  'stationSoon',
  'stationTomorrow',
  'stationToday',
  'stationPast',
  'inForce',
] as const;
export type Progress = (typeof PROGRESS_KEYS)[number];

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
  window: record(WINDOW_KEYS, variants),
  bodies: record(MOVING, byNature(variants)),
  /** What a natal point is, and nothing about what a contact does to it (the body's sentence says that). */
  points: record(NATAL_POINTS, z.array(line).min(3)),
  /** A contact already told, in a few words that keep its meaning: "Neptune's fog over {point}". */
  brief: record(MOVING, byNature(variants)),
  /** Where a told contact has got to today (docs/personal-sky.md#from-one-day-to-the-next). */
  progress: record(PROGRESS_KEYS, variants),
  /** What an ongoing contact still means today, after its progress: "so {area} is still hazy". */
  lasting: record(MOVING, byNature(variants)),
  lastingAreas: record(NATAL_POINTS, line),
  backdrop: z.array(line).min(5),
  update: z.array(line).min(5),
  /** A passing contact before the day it is told (its peak): on its way in. */
  approach: z.array(line).min(3),
  /** A contact told on an earlier day, on a day its standing changes (docs/personal-sky.md#from-one-day-to-the-next). */
  moved: z.array(line).min(2),
  movedToo: z.array(line).min(2),
  /** The day's story when it is a slow contact told again a week on, behind a backdrop. */
  retold: z.array(line).min(2),
  news: z.array(line).min(2),
  clauses: record(NATAL_POINTS, byNature(variants)),
  moon: z.strictObject({
    signs: record(
      ZODIAC_SIGNS,
      z.strictObject({ tone: line, lines: variants, advice: z.array(line).min(3) }),
    ),
    changes: line,
    changed: line,
    shapes: z.array(line).min(2),
    verbs: record(ASPECT_KEYS, variants),
    /** The same, for a contact already past when the reader looks. */
    pastVerbs: record(ASPECT_KEYS, variants),
    pastShapes: z.array(line).min(2),
    earlier: line,
    none: z.array(line).min(3),
    later: line,
  }),
  also: z.array(line).min(2),
  /** What a further transit brings, by the transiting body, and the part of life it brings it to. */
  alsoTones: record(MOVING, byNature(variants)),
  alsoAreas: record(NATAL_POINTS, variants),
  comingUp: z.array(line).min(3),
  ahead: z.array(line).min(7),
  advice: record(MOVING, byNature(variants)),
  /** A tip for the part of you a contact touches, by kind: one more wording beside the body's. */
  pointAdvice: record(NATAL_POINTS, byNature(line)),
  tableKey: record([...ASPECT_KEYS, 'orb', 'applying', 'separating'], line),
  quiet: z.array(line).min(3),
  framing: line,
});

type ByNature<T> = Record<Nature, T>;

export interface MySkyWords {
  openers: string[];
  plain: Record<MajorAspectName, string[]>;
  window: Record<(typeof WINDOW_KEYS)[number], string[]>;
  bodies: Record<string, ByNature<string[]>>;
  points: Record<string, string[]>;
  brief: Record<string, ByNature<string[]>>;
  progress: Record<Progress, string[]>;
  lasting: Record<string, ByNature<string[]>>;
  lastingAreas: Record<string, string>;
  backdrop: string[];
  update: string[];
  approach: string[];
  moved: string[];
  movedToo: string[];
  retold: string[];
  news: string[];
  clauses: Record<string, ByNature<string[]>>;
  moon: {
    signs: Record<ZodiacSign, { tone: string; lines: string[]; advice: string[] }>;
    changes: string;
    changed: string;
    shapes: string[];
    verbs: Record<MajorAspectName, string[]>;
    pastVerbs: Record<MajorAspectName, string[]>;
    pastShapes: string[];
    earlier: string;
    none: string[];
    later: string;
  };
  also: string[];
  alsoTones: Record<string, ByNature<string[]>>;
  alsoAreas: Record<string, string[]>;
  comingUp: string[];
  ahead: string[];
  advice: Record<string, ByNature<string[]>>;
  pointAdvice: Record<string, ByNature<string>>;
  tableKey: Record<string, string>;
  quiet: string[];
  framing: string;
}

export const mySkyWords = schema.parse(library) as unknown as MySkyWords;
