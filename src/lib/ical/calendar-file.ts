/**
 * The one way we write iCalendar files (RFC 5545): the sky calendar's feed and the personal
 * transits. ical-generator does the format (CRLF, folding at 75 octets, escaping); this module
 * fixes our choices: times in UTC, every event transparent (a sky event never makes anyone
 * look busy), a daily refresh hint for subscribers.
 *
 * Every value reaches the file through this module's gate (docs/security.md#calendar-files), so
 * no text, whoever typed it, can end a property and start another (a planted "BEGIN:VEVENT"):
 * - text (names, summaries, descriptions) goes through ical-generator's RFC 5545 escaping
 *   (`\`, `;`, `,` escaped; a line break written as `\n`), including the two calendar properties
 *   ical-generator itself writes raw (NAME and X-WR-CALNAME), which get its `escape` here;
 * - names and summaries are one line: any line break or control character becomes a space;
 * - UIDs and URLs are not text: a UID keeps only the characters ours are made of, a URL must
 *   parse as http(s) and is written as the URL parser prints it (no space or line break).
 */
import ical, { escape, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

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

/** The longest name or summary a file carries; longer ones are cut (a calendar shows a line). */
export const MAX_LINE_CHARS = 200;

// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A name or summary as one line: control characters and line breaks become spaces, trimmed, capped. */
export function oneLine(text: string): string {
  return Array.from(text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim())
    .slice(0, MAX_LINE_CHARS)
    .join('');
}

/** A description: line breaks kept (escaped as \n by the library), other control characters dropped. */
function paragraphText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .trim()
  );
}

/** A UID: the letters, digits and `@ . _ -` ours are made of; anything else becomes `-`. */
function uidValue(uid: string): string {
  const safe = uid.replace(/[^A-Za-z0-9@._-]/g, '-').slice(0, 255);
  if (!safe) throw new Error('A calendar event needs a UID.');
  return safe;
}

/** An http(s) URL as the URL parser writes it, or an error: never text that could break a line. */
function uriValue(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Not a web address: ${url}`);
  return parsed.href;
}

export function calendarFile(file: CalendarFile): string {
  const name = oneLine(file.name);
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME as given: escaped here (the gate above).
    name: escape(name, false),
    // It writes X-WR-CALDESC unescaped too; as an extra property it is escaped.
    x: [['X-WR-CALDESC', paragraphText(file.description)]],
    url: uriValue(file.url),
    prodId: { company: 'Astrelle', product: 'Sky', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: calendar apps fetch the feed again after a day.
    ttl: 86_400,
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: uidValue(event.uid),
      start: event.start,
      end: event.end ?? null,
      stamp: file.stamp,
      summary: oneLine(event.summary),
      description: paragraphText(event.description),
      url: event.url === undefined ? null : uriValue(event.url),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString()}\r\n`;
}
