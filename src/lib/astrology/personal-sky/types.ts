/** The personal sky's answer (docs/personal-sky.md): today's transits and the year's major ones. */
import type { BirthClock, MajorAspectName, PlanetName } from '../contract';
import type { ZodiacSign } from '../zodiac';

/**
 * A natal point a transit can touch: the ten planets and, with a birth time and place, the
 * angles; the date-range list also reads the lunar nodes.
 */
export type NatalPoint = PlanetName | 'Ascendant' | 'MC' | 'North Node' | 'South Node';

export interface NatalPosition {
  point: NatalPoint;
  longitude: number;
  sign: ZodiacSign;
  degree: number;
}

/** A transit of today: in orb at some moment of the visitor's day. */
export interface DayTransit {
  transiting: PlanetName;
  natal: NatalPoint;
  aspect: MajorAspectName;
  /** Distance from exact at the reference instant (the request's "now" within the day, else midday), degrees. */
  orb: number;
  applying: boolean;
  /** When it is exact, if that falls within the day (ISO, UTC). */
  exact?: string;
  /** The transiting body's sign and degree at the reference instant. */
  sign: ZodiacSign;
  degree: number;
  /** How much it counts in the reading: tighter, slower and more personal counts more. */
  weight: number;
}

/** A major transit of the coming year: from entering orb to leaving it, with every exact pass. */
export interface MajorTransit {
  /** Stable across requests for the same person: the calendar UID is made from it. */
  id: string;
  transiting: PlanetName;
  natal: NatalPoint;
  aspect: MajorAspectName;
  /** 'return' when a planet comes back to its own natal place (solar, Jupiter and Saturn returns). */
  kind: 'transit' | 'return';
  /** Enters orb (ISO, UTC); may lie before today. */
  start: string;
  /** Each exact pass (one, or three with a retrograde loop). */
  exact: string[];
  /** Leaves orb; may lie after the twelve months. */
  end: string;
}

export interface PersonalSky {
  /** The visitor's day, "YYYY-MM-DD", and its span in UTC. */
  day: string;
  dayStart: string;
  dayEnd: string;
  timeZone: string;
  /** The instant today's orbs and positions are given for: the request's, within the day, else midday (ISO, UTC). */
  reference: string;
  natal: NatalPosition[];
  timeKnown: boolean;
  /** The clock the birth time was read on (docs/atlas.md); absent without a birth time. */
  clock?: BirthClock;
  today: DayTransit[];
  /** A few sentences about today's strongest transits. */
  reading: string[];
  /** What the reading is: computed positions, words for reflection. */
  framing: string;
  year: MajorTransit[];
  /** The twelve months the year list covers. */
  yearStart: string;
  yearEnd: string;
  notes: string[];
}

/** The transits between two dates (docs/personal-sky.md#transits-between-two-dates). */
export interface TransitRange {
  /** The dates asked for ("YYYY-MM-DD") and their span in UTC, in the visitor's zone. */
  from: string;
  to: string;
  rangeStart: string;
  rangeEnd: string;
  timeZone: string;
  natal: NatalPosition[];
  timeKnown: boolean;
  clock?: BirthClock;
  /** Windows overlapping the dates, by their first exact pass; a window may begin before or end after them. */
  transits: MajorTransit[];
  notes: string[];
}
