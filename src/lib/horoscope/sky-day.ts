/**
 * One UTC day of sky as the daily horoscope reads it (docs/horoscopes.md): the events of the
 * day, the Moon's sign or signs, its phase, and which planets are retrograde. The almanac asks
 * the sky source for a month of events at a time and keeps them, so the twelve signs and the
 * days around each one share one computation.
 */
import { normalizeDegrees } from '@/lib/astrology/angles';
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { dayStartMs, DAY_MS, monthOf, monthStart, nextMonth } from './days';
import type { Body, BodyPlace, LunationFact, SkyFact, SkySource, VoidFact } from './sky';

export type MoonPhaseName =
  | 'new'
  | 'waxing-crescent'
  | 'first-quarter'
  | 'waxing-gibbous'
  | 'full'
  | 'waning-gibbous'
  | 'last-quarter'
  | 'waning-crescent';

/** A stretch of the day the Moon spends in one sign. */
export interface MoonStretch {
  sign: ZodiacSign;
  from: number;
  to: number;
}

export interface SkyDay {
  day: string;
  start: number;
  end: number;
  /** The day's events, by time. */
  facts: SkyFact[];
  /** The void-of-course Moon periods that overlap the day (one may have begun the day before). */
  voids: VoidFact[];
  /** One stretch, or two when the Moon changes sign during the day. */
  moon: MoonStretch[];
  phase: MoonPhaseName;
  /** The planets retrograde at noon UTC. */
  retrograde: Body[];
  /** Every body's place at noon UTC. */
  noon: BodyPlace[];
}

/** The phase on a day: the lunation's own name on its day, else waxing or waning, crescent or gibbous, at noon. */
export function phaseOfDay(lunation: LunationFact | undefined, noon: readonly BodyPlace[]): MoonPhaseName {
  if (lunation) return lunation.phase;
  const sun = noon.find((place) => place.body === 'Sun')!.longitude;
  const moon = noon.find((place) => place.body === 'Moon')!.longitude;
  const elongation = normalizeDegrees(moon - sun);
  if (elongation < 90) return 'waxing-crescent';
  if (elongation < 180) return 'waxing-gibbous';
  if (elongation < 270) return 'waning-gibbous';
  return 'waning-crescent';
}

export class SkyAlmanac {
  private readonly months = new Map<string, SkyFact[]>();
  private readonly days = new Map<string, SkyDay>();

  constructor(private readonly source: SkySource) {}

  /** Every fact in [fromMs, toMs), read from whole cached months. */
  facts(fromMs: number, toMs: number): SkyFact[] {
    const found: SkyFact[] = [];
    for (let month = monthOf(new Date(fromMs).toISOString()); ; month = nextMonth(month)) {
      const start = dayStartMs(monthStart(month));
      if (start >= toMs) break;
      for (const fact of this.monthFacts(month))
        if (fact.time >= fromMs && fact.time < toMs) found.push(fact);
    }
    return found;
  }

  places(atMs: number): BodyPlace[] {
    return this.source.places(atMs);
  }

  day(day: string): SkyDay {
    const known = this.days.get(day);
    if (known) return known;
    const start = dayStartMs(day);
    const end = start + DAY_MS;
    const facts = this.facts(start, end);
    const noon = this.source.places(start + DAY_MS / 2);
    const moonAtStart = this.source.places(start).find((place) => place.body === 'Moon')!.sign;
    const moon: MoonStretch[] = [{ sign: moonAtStart, from: start, to: end }];
    for (const fact of facts) {
      if (fact.kind !== 'ingress' || fact.body !== 'Moon') continue;
      moon[moon.length - 1]!.to = fact.time;
      moon.push({ sign: fact.sign, from: fact.time, to: end });
    }
    const lunation = facts.find((fact): fact is LunationFact => fact.kind === 'lunation');
    // A void lasts at most a few days: one that overlaps the day began at most three days before.
    const voids = this.facts(start - 3 * DAY_MS, end).filter(
      (fact): fact is VoidFact => fact.kind === 'void' && fact.end > start,
    );
    const result: SkyDay = {
      day,
      start,
      end,
      facts: facts.filter((fact) => fact.kind !== 'void'),
      voids,
      moon,
      phase: phaseOfDay(lunation, noon),
      retrograde: noon.filter((place) => place.retrograde).map((place) => place.body),
      noon,
    };
    this.days.set(day, result);
    return result;
  }

  private monthFacts(month: string): SkyFact[] {
    let facts = this.months.get(month);
    if (!facts) {
      facts = this.source.facts(dayStartMs(monthStart(month)), dayStartMs(monthStart(nextMonth(month))));
      this.months.set(month, facts);
    }
    return facts;
  }
}

/** The stretch of the day the Moon spends longest in (the later one on a tie). */
export function mainMoonStretch(day: SkyDay): MoonStretch {
  return day.moon.reduce((best, stretch) =>
    stretch.to - stretch.from >= best.to - best.from ? stretch : best,
  );
}
