/**
 * The one way we write iCalendar files (RFC 5545): the sky calendar's feed and the personal
 * transits. ical-generator does the format (CRLF, folding at 75 octets, escaping); this module
 * fixes our choices: times in UTC, every event transparent (a sky event never makes anyone
 * look busy), a daily refresh hint for subscribers.
 */
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

export interface CalendarFileEvent {
  /** Globally unique and stable across rebuilds: "<event id>@<site host>". */
  uid: string;
  start: Date;
  /** Omitted for an instant (RFC 5545: the event then ends when it starts). */
  end?: Date;
  summary: string;
  description: string;
  url?: string;
}

export interface CalendarFile {
  name: string;
  description: string;
  /** The page the calendar belongs to. */
  url: string;
  /** When this file was made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly CalendarFileEvent[];
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export function calendarFile(file: CalendarFile): string {
  const calendar = ical({
    name: file.name,
    // ical-generator writes the calendar's description (X-WR-CALDESC) unescaped; RFC 5545 TEXT
    // needs commas and semicolons escaped, so it goes in as an extra property, which it escapes.
    x: [['X-WR-CALDESC', file.description]],
    url: file.url,
    prodId: { company: 'Astrelle', product: 'Sky', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: calendar apps fetch the feed again after a day.
    ttl: 86_400,
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end ?? null,
      stamp: file.stamp,
      summary: event.summary,
      description: event.description,
      url: event.url ?? null,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString()}\r\n`;
}
