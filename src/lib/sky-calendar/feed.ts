/** The sky calendar's subscribable feed (docs/sky-calendar.md#the-feed): the calendar's events as iCalendar. */
import type { SkyEvent } from '@/lib/astrology/sky';
import { calendarFile, type CalendarFileEvent } from '@/lib/ical/calendar-file';
import { calendarEntry } from './calendar';
import { monthOf } from './months';

export const SKY_CALENDAR_PATH = '/sky-calendar';
export const SKY_FEED_PATH = '/sky-calendar.ics';

export const monthPath = (month: string) => `${SKY_CALENDAR_PATH}/${month}`;

/** The feed's address as a subscription link: webcal: is https: for calendar apps. */
export function webcalUrl(siteUrl: string): string {
  return `${siteUrl.replace(/^https?:/, 'webcal:')}${SKY_FEED_PATH}`;
}

export interface FeedOptions {
  siteUrl: string;
  brand: string;
  /** When the file was made: every event's DTSTAMP. */
  stamp: Date;
  /** The months that have a page; an event elsewhere links to the calendar itself. */
  pageMonths: readonly string[];
}

/** The page that lists the event: its month's page (a void, the month it ends in), else the calendar. */
function eventPage(event: SkyEvent, options: FeedOptions): string {
  const month = monthOf(event.kind === 'void-of-course' ? event.end.utc : event.utc);
  return options.pageMonths.includes(month)
    ? `${options.siteUrl}${monthPath(month)}#${event.id}`
    : `${options.siteUrl}${SKY_CALENDAR_PATH}`;
}

function feedEvent(event: SkyEvent, options: FeedOptions): CalendarFileEvent {
  const { siteUrl } = options;
  const entry = calendarEntry(event);
  const url = eventPage(event, options);
  const when = `Exact at ${entry.time} UTC on ${event.utc.slice(0, 10)}.`;
  return {
    uid: `${event.id}@${new URL(siteUrl).host}`,
    start: new Date(event.time),
    end: event.kind === 'void-of-course' ? new Date(event.end.time) : undefined,
    summary: entry.summary,
    description: [
      event.kind === 'void-of-course' ? `From ${entry.time} UTC, ${entry.detail}.` : when,
      entry.detail && event.kind !== 'void-of-course' ? capitalise(entry.detail) + '.' : '',
      url,
    ]
      .filter(Boolean)
      .join('\n'),
    url,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function skyFeed(events: readonly SkyEvent[], options: FeedOptions): string {
  return calendarFile({
    name: `${options.brand} sky calendar`,
    description:
      'Lunations, eclipses, ingresses, stations, exact aspects and void-of-course Moons, computed from the real sky. Times in UTC.',
    url: `${options.siteUrl}${SKY_CALENDAR_PATH}`,
    stamp: options.stamp,
    events: events.map((event) => feedEvent(event, options)),
  });
}
