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
  /** The lunation pages' years. */
  lunationYears: number[];
  /** Every loop of Mercury…Pluto whose retrograde overlaps the event years or the year after, by retrograde station. */
  loops: RetrogradePeriod[];
  /** The eclipses of the index years. */
  eclipses: EclipseFacts[];
  /** The New and Full Moons of the lunation years, named, with their eclipses. */
  lunations: Lunation[];
  /** All four phases of the lunation years, for the calendars. */
  phases: LunationEvent[];
  /** The Moon on each day of /moon-phase-today's editions. */
  moonDays: MoonDay[];
  /** What each city sees of an eclipse (computed when a page first asks, then kept). */
  cityViews(eclipse: EclipseEvent): CityView[];
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
  // From December before: the first Full Moon's name can depend on the one before it.
  const lunationEvents = skyEvents(
    new Date(yearStartMs(lunationYears[0]!) - 31 * 86_400_000),
    lunationSpan.to,
    {
      kinds: ['lunation'],
    },
  ).filter((event): event is LunationEvent => event.kind === 'lunation');
  const inLunationYears = inYears(lunationYears);

  const views = new Map<string, CityView[]>();
  return {
    today,
    eventYears,
    indexYears,
    lunationYears,
    // A year further, so a year page without a loop can name the next one.
    loops: retrogradePeriods(eventSpan.from, new Date(yearStartMs(eventYears.at(-1)! + 2))),
    eclipses: eclipseEvents.map(eclipseFacts),
    lunations: namedLunations([...lunationEvents, ...eclipseEvents]).filter((lunation) =>
      inLunationYears(lunation.event),
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
