/**
 * What a horoscope needs from the sky, in its own small shapes (docs/horoscopes.md). The sky
 * engine (src/lib/astrology/sky, docs/sky-events.md) finds the events; `sky-source.ts` maps its
 * answers onto these, so the writing code depends on the few fields it reads and nothing else.
 */
import type { MajorAspectName, PlanetName } from '@/lib/astrology/contract';
import type { ZodiacSign } from '@/lib/astrology/zodiac';

export type Body = PlanetName;
export type LunationPhase = 'new' | 'first-quarter' | 'full' | 'last-quarter';

interface Timed {
  /** The exact instant, UTC milliseconds. */
  time: number;
  /** The event's name as the sky calendar gives it: "Full Moon in Gemini", "Venus trine Saturn". */
  summary: string;
}

/** A body enters a sign (backwards when retrograde). */
export interface IngressFact extends Timed {
  kind: 'ingress';
  body: Body;
  sign: ZodiacSign;
  fromSign: ZodiacSign;
  retrograde: boolean;
}

/** Two bodies at an exact major aspect; the faster body first. */
export interface AspectFact extends Timed {
  kind: 'aspect';
  bodies: [Body, Body];
  aspect: MajorAspectName;
  /** Each body's sign at the exact instant, in the same order. */
  signs: [ZodiacSign, ZodiacSign];
}

/** A planet stands still and turns retrograde or direct. */
export interface StationFact extends Timed {
  kind: 'station';
  body: Body;
  direction: 'retrograde' | 'direct';
  sign: ZodiacSign;
  /** Degree within the sign. */
  degree: number;
  /** When the other end of this retrograde loop falls (its direct station, or its retrograde one). */
  otherStation: number;
}

/** New, First Quarter, Full or Last Quarter Moon, possibly an eclipse. */
export interface LunationFact extends Timed {
  kind: 'lunation';
  phase: LunationPhase;
  /** The Moon's sign and degree. */
  sign: ZodiacSign;
  degree: number;
  /** The Sun's sign at that instant. */
  sunSign: ZodiacSign;
  eclipse?: {
    body: 'solar' | 'lunar';
    type: 'total' | 'annular' | 'partial' | 'penumbral';
    /** "Total Lunar Eclipse in Virgo". */
    summary: string;
  };
}

/** The Moon void of course: from its last exact aspect in a sign until it enters the next. */
export interface VoidFact extends Timed {
  kind: 'void';
  /** When the void ends: the Moon's ingress into `nextSign`. */
  end: number;
  sign: ZodiacSign;
  nextSign: ZodiacSign;
}

export type SkyFact = IngressFact | AspectFact | StationFact | LunationFact | VoidFact;

/** Where a body stands at an instant. */
export interface BodyPlace {
  body: Body;
  longitude: number;
  sign: ZodiacSign;
  retrograde: boolean;
}

/** The sky the horoscopes read: events in a span, and places at an instant. */
export interface SkySource {
  /**
   * Every fact whose exact instant lies in [fromMs, toMs), sorted by time; the Moon's aspects
   * included. A void of course counts from its start.
   */
  facts(fromMs: number, toMs: number): SkyFact[];
  /** Where each of the ten bodies stands at an instant. */
  places(atMs: number): BodyPlace[];
}
