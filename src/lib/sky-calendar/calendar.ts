/**
 * The sky calendar's content for a month (docs/sky-calendar.md): the events of the month from
 * the sky-events engine, grouped by UTC day, with the month's highlights (lunations, eclipses)
 * and every retrograde loop that touches it.
 */
import {
  eventSummary,
  formatZodiacDegree,
  retrogradePeriods,
  skyEvents,
  type RetrogradePeriod,
  type SkyEvent,
} from '@/lib/astrology/sky';
import { utcTime, weekdayDayMonth } from '@/lib/content/dates';
import { eventPageHref } from '@/lib/sky-pages/links';
import { addMonths, monthStart } from './months';

/** What the calendar lists: everything but the Moon's aspects (about 45 a month, too many to read). */
export const CALENDAR_KINDS = [
  'ingress',
  'aspect',
  'station',
  'lunation',
  'eclipse',
  'void-of-course',
] as const;

export interface CalendarEntry {
  id: string;
  /** "14:32 UTC". */
  time: string;
  /** ISO instant for the <time> element. */
  datetime: string;
  summary: string;
  /** Where it happens, and for a void its end: "at 14°32′ Gemini", "until the Moon enters Leo at 18:40". */
  detail: string;
  kind: SkyEvent['kind'];
  /** The event's own page, if it has one: a New or Full Moon, an eclipse, a station (docs/sky-pages.md#links). */
  href?: string;
}

export interface CalendarDay {
  /** "2026-12-01". */
  day: string;
  /** "Tuesday 1 December". */
  label: string;
  entries: CalendarEntry[];
}

export interface CalendarMonth {
  month: string;
  days: CalendarDay[];
  highlights: CalendarEntry[];
  retrogrades: RetrogradePeriod[];
}

const dayLabel = (day: string) => weekdayDayMonth(day);

/** Where the event happens, in a few words. */
export function eventDetail(event: SkyEvent): string {
  switch (event.kind) {
    case 'ingress':
      return event.body === 'Moon' ? '' : `from ${event.fromSign}`;
    case 'aspect':
      return event.positions.map((p) => `${p.body} ${formatZodiacDegree(p.sign, p.degree)}`).join(', ');
    case 'station':
    case 'lunation':
    case 'eclipse':
      return `at ${formatZodiacDegree(event.sign, event.degree)}`;
    case 'void-of-course':
      return `after the Moon ${aspectWord(event.lastAspect.aspect)} ${event.lastAspect.body}, until it enters ${event.nextSign} at ${utcTime(event.end.utc)}${event.end.utc.slice(0, 10) === event.utc.slice(0, 10) ? '' : ` on ${dayLabel(event.end.utc.slice(0, 10))}`}`;
  }
}

function aspectWord(aspect: string): string {
  return {
    conjunction: 'meets',
    sextile: 'sextiles',
    square: 'squares',
    trine: 'trines',
    opposition: 'opposes',
  }[aspect]!;
}

export function calendarEntry(event: SkyEvent): CalendarEntry {
  return {
    id: event.id,
    time: utcTime(event.utc),
    datetime: event.utc,
    summary: eventSummary(event),
    detail: eventDetail(event),
    kind: event.kind,
    href: eventPageHref(event),
  };
}

/** The sky over several months, computed once: one engine run for the whole span. */
export interface CalendarSpan {
  events: SkyEvent[];
  /** Every retrograde loop whose shadow touches the span. */
  retrogrades: RetrogradePeriod[];
}

/** The events and loops of [first month, first month + count). */
export function calendarSpan(firstMonth: string, count: number): CalendarSpan {
  const from = monthStart(firstMonth);
  const to = monthStart(addMonths(firstMonth, count));
  // A shadow starts up to about five months before its loop (Pluto) and ends as long after.
  const margin = 200 * 86_400_000;
  const loops = retrogradePeriods(new Date(from.getTime() - margin), new Date(to.getTime() + margin));
  return {
    events: skyEvents(from, to, { kinds: CALENDAR_KINDS }),
    retrogrades: loops.filter((loop) => touches(loop, from.getTime(), to.getTime())),
  };
}

/** Does the loop's shadow overlap [from, to)? */
function touches(loop: RetrogradePeriod, from: number, to: number): boolean {
  return loop.shadow.enters.time < to && loop.shadow.leaves.time >= from;
}

/** One month of the calendar, from a span that covers it. */
export function calendarMonth(month: string, span: CalendarSpan): CalendarMonth {
  const { events } = span;
  const from = monthStart(month).getTime();
  const to = monthStart(addMonths(month, 1)).getTime();
  // A void that began in the previous month is listed on the day it began only; it shows on the first day here too.
  const inMonth = events.filter((event) =>
    event.kind === 'void-of-course'
      ? event.end.time > from && event.time < to
      : event.time >= from && event.time < to,
  );
  const byDay = new Map<string, CalendarEntry[]>();
  for (const event of inMonth) {
    const day = event.time < from ? `${month}-01` : event.utc.slice(0, 10);
    const entry = calendarEntry(event);
    if (event.time < from) {
      entry.detail = `since ${dayLabel(event.utc.slice(0, 10))} ${entry.time}, ${entry.detail}`;
      // Listed from the month's first instant, and its <time> says so.
      entry.time = utcTime(from);
      entry.datetime = new Date(from).toISOString().replace('.000Z', 'Z');
    }
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return {
    month,
    days: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, entries]) => ({ day, label: dayLabel(day), entries })),
    highlights: inMonth.filter((e) => e.kind === 'lunation' || e.kind === 'eclipse').map(calendarEntry),
    retrogrades: span.retrogrades.filter((loop) => touches(loop, from, to)),
  };
}
