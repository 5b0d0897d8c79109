/**
 * The sky of one build for the event pages (docs/sky-pages.md#build-cost): every engine search
 * the pages need, run once and shared. Created by src/collections/sky-pages-build.ts.
 */
import {
  retrogradePeriods,
  skyEvents,
  type EclipseEvent,
  type LunationEvent,
  type RetrogradePeriod,
  type SkyEvent,
} from '@/lib/astrology/sky';
import { monthYear } from '@/lib/content/dates';
import { addDays } from '@/lib/horoscope/days';
import { ECLIPSE_CITIES, type EclipseCity } from './cities';
import { eclipseFacts, type EclipseFacts } from './eclipse-facts';
import { localLunarEclipse, localSolarEclipse, type LocalEclipse } from './local-eclipse';
import { namedLunations, type Lunation } from './lunations';
import { moonDay, type MoonDay } from './moon-day';
import {
  ECLIPSE_INDEX_YEARS,
  EVENT_PAGE_YEARS,
  LUNATION_PAGE_YEARS,
  yearsFrom,
  yearsSpan,
  yearStartMs,
} from './years';

/** How many days /moon-phase-today is written for: the build's day and a week of editions (docs/horoscopes.md#always-today). */
export const MOON_TODAY_DAYS = 8;

export interface CityView {
  city: EclipseCity;
  local: LocalEclipse;
}

export interface SkyPagesSky {
  /** The build's UTC day. */
  today: string;
  /** The retrograde and eclipse pages' years. */
  eventYears: number[];
  /** The eclipse index's years. */
  indexYears: number[];
  /** The phase calendars' years. */
  lunationYears: number[];
  /** The lunation pages' window, "December 2026" to "November 2027". */
  lunationMonths: { from: string; to: string };
  /** Every loop of Mercury…Pluto whose retrograde overlaps the event years or the year after, by retrograde station. */
  loops: RetrogradePeriod[];
  /** The eclipses of the index years. */
  eclipses: EclipseFacts[];
  /** The New and Full Moons with a page: those of the build's month and the eleven after it, named, with their eclipses. */
  lunations: Lunation[];
  /** The New and Full Moons of the twelve months before those: their addresses redirect to the hubs. */
  pastLunations: Lunation[];
  /** Every New and Full Moon named, from a year before the window to the end of the calendars' years. */
  namedLunations: Lunation[];
  /** All four phases of the lunation years, for the calendars. */
  phases: LunationEvent[];
  /** The Moon on each day of /moon-phase-today's editions. */
  moonDays: MoonDay[];
  /** What each city sees of an eclipse (computed when a page first asks, then kept). */
  cityViews(eclipse: EclipseEvent): CityView[];
}

const YEAR_MS = 365.25 * 86_400_000;
const YEAR_AND_A_MONTH_MS = YEAR_MS + 31 * 86_400_000;

/** The New and Full Moon pages' window: from the build's month to twelve months on (docs/sky-pages.md#lunations). */
export function lunationWindow(today: string): { from: number; to: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return { from: Date.UTC(year, month, 1), to: Date.UTC(year + 1, month, 1) };
}

const inYears = (years: readonly number[]) => (event: { time: number }) =>
  event.time >= yearStartMs(years[0]!) && event.time < yearStartMs(years.at(-1)! + 1);

/**
 * The sky for a build on `today`. `nearEvents` are the sky calendar's events (ingresses, voids,
 * lunations of its months: docs/sky-calendar.md), which already cover the week of
 * /moon-phase-today; they are reused rather than searched again.
 */
export function skyPagesSky(today: string, nearEvents: readonly SkyEvent[]): SkyPagesSky {
  const eventYears = yearsFrom(today, EVENT_PAGE_YEARS);
  const indexYears = yearsFrom(today, ECLIPSE_INDEX_YEARS);
  const lunationYears = yearsFrom(today, LUNATION_PAGE_YEARS);

  const eventSpan = yearsSpan(eventYears);
  const indexSpan = yearsSpan(indexYears);
  const eclipseEvents = skyEvents(indexSpan.from, indexSpan.to, { kinds: ['eclipse'] }).filter(
    (event): event is EclipseEvent => event.kind === 'eclipse',
  );
  const lunationSpan = yearsSpan(lunationYears);
  const window = lunationWindow(today);
  // From a year and a month before the window: the past year's addresses, and the first Full
  // Moon's name, which can depend on the one before it.
  const lunationEvents = skyEvents(new Date(window.from - YEAR_AND_A_MONTH_MS), lunationSpan.to, {
    kinds: ['lunation'],
  }).filter((event): event is LunationEvent => event.kind === 'lunation');
  const inLunationYears = inYears(lunationYears);
  const named = namedLunations([...lunationEvents, ...eclipseEvents]);

  const views = new Map<string, CityView[]>();
  return {
    today,
    eventYears,
    indexYears,
    lunationYears,
    lunationMonths: { from: monthYear(window.from), to: monthYear(window.to - 86_400_000) },
    // A year further, so a year page without a loop can name the next one.
    loops: retrogradePeriods(eventSpan.from, new Date(yearStartMs(eventYears.at(-1)! + 2))),
    eclipses: eclipseEvents.map(eclipseFacts),
    lunations: named.filter(({ event }) => event.time >= window.from && event.time < window.to),
    namedLunations: named,
    pastLunations: named.filter(
      ({ event }) => event.time >= window.from - YEAR_MS && event.time < window.from,
    ),
    phases: lunationEvents.filter(inLunationYears),
    moonDays: Array.from({ length: MOON_TODAY_DAYS }, (_, index) =>
      moonDay(addDays(today, index), [...nearEvents, ...lunationEvents]),
    ),
    cityViews(eclipse) {
      let found = views.get(eclipse.id);
      if (!found) {
        const local = eclipse.eclipse === 'solar' ? localSolarEclipse : localLunarEclipse;
        found = ECLIPSE_CITIES.map((city) => ({ city, local: local(eclipse.time, city) }));
        views.set(eclipse.id, found);
      }
      return found;
    },
  };
}
