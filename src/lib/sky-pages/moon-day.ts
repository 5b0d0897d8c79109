/**
 * The Moon on one UTC day, as /moon-phase-today shows it (docs/sky-pages.md#the-moon-today): its
 * phase, how much of it is lit, its age, its sign (and when it changes sign), the void-of-course
 * windows of the day and the next New and Full Moons. The events are the sky-events engine's;
 * the lit fraction and the phase angle are astronomy-engine's, at noon UTC.
 */
import { Body, Illumination, MakeTime, MoonPhase, SearchMoonPhase } from 'astronomy-engine';
import {
  bodyPosition,
  type IngressEvent,
  type LunationEvent,
  type SkyEvent,
  type VoidOfCourseEvent,
} from '@/lib/astrology/sky';
import type { ZodiacSign } from '@/lib/astrology/zodiac';

const DAY_MS = 86_400_000;

/** The eight phases a day can be named by. */
export type MoonPhaseName =
  | 'new'
  | 'waxing-crescent'
  | 'first-quarter'
  | 'waxing-gibbous'
  | 'full'
  | 'waning-gibbous'
  | 'last-quarter'
  | 'waning-crescent';

export interface MoonDay {
  /** "2026-12-07". */
  day: string;
  /**
   * A day with an exact New, First Quarter, Full or Last Quarter Moon is named by it; any other
   * by the Moon's elongation from the Sun at noon UTC (0–90° waxing crescent, and so on).
   */
  phase: MoonPhaseName;
  /** The exact lunation of the day, if there is one. */
  lunation?: LunationEvent;
  /** The Moon's elongation east of the Sun at noon UTC, 0–360°. */
  elongation: number;
  /** The lit fraction of the Moon's disc at noon UTC, 0–1. */
  illumination: number;
  /** Days since the last New Moon, at noon UTC. */
  ageDays: number;
  /** The Moon's sign at 00:00 UTC, and the ingress during the day if it changes sign. */
  sign: ZodiacSign;
  ingress?: IngressEvent;
  /** Void-of-course periods that overlap the day. */
  voids: VoidOfCourseEvent[];
  /** The next New and Full Moons after the day's noon (from the events given). */
  nextNew?: LunationEvent;
  nextFull?: LunationEvent;
}

const NAME_BY_LUNATION: Record<LunationEvent['phase'], MoonPhaseName> = {
  new: 'new',
  'first-quarter': 'first-quarter',
  full: 'full',
  'last-quarter': 'last-quarter',
};

/** The name of an ordinary day's phase from the elongation. */
export function phaseByElongation(elongation: number): MoonPhaseName {
  if (elongation < 90) return 'waxing-crescent';
  if (elongation < 180) return 'waxing-gibbous';
  if (elongation < 270) return 'waning-gibbous';
  return 'waning-crescent';
}

/**
 * The Moon on `day`, from the engine's events of a span covering it (Moon ingresses, lunations
 * and voids from at least the day before to some weeks after, for the next New and Full Moon).
 */
export function moonDay(day: string, events: readonly SkyEvent[]): MoonDay {
  const start = Date.parse(`${day}T00:00:00Z`);
  const end = start + DAY_MS;
  const noon = start + DAY_MS / 2;
  const at = MakeTime(new Date(noon));
  const lunations = events.filter((event): event is LunationEvent => event.kind === 'lunation');
  const lunation = lunations.find((event) => event.time >= start && event.time < end);
  const elongation = MoonPhase(at);
  const lastNew = SearchMoonPhase(0, at, -30);
  const ingress = events.find(
    (event): event is IngressEvent =>
      event.kind === 'ingress' && event.body === 'Moon' && event.time >= start && event.time < end,
  );
  return {
    day,
    phase: lunation ? NAME_BY_LUNATION[lunation.phase] : phaseByElongation(elongation),
    lunation,
    elongation,
    illumination: Illumination(Body.Moon, at).phase_fraction,
    ageDays: lastNew ? (noon - lastNew.date.getTime()) / DAY_MS : 0,
    sign: ingress ? ingress.fromSign : bodyPosition('Moon', new Date(start)).sign,
    ingress,
    voids: events.filter(
      (event): event is VoidOfCourseEvent =>
        event.kind === 'void-of-course' && event.time < end && event.end.time > start,
    ),
    nextNew: lunations.find((event) => event.phase === 'new' && event.time > noon),
    nextFull: lunations.find((event) => event.phase === 'full' && event.time > noon),
  };
}
