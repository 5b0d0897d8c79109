/** The calendar day a spread is drawn for (docs/tarot.md): the visitor's own day, checked by the server. */
import { isVisitorDay } from '@/lib/http/visitor-day';

/** The browser's local date as 'YYYY-MM-DD'. */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day the cards are drawn for. The visitor's own calendar day, so the draw changes at their
 * midnight; any real date within a day of the UTC date covers every time zone (isVisitorDay). A
 * day outside that (a wrong device clock, a hand-made request) falls back to the UTC date rather
 * than failing.
 */
export function spreadDay(clientDay: string | undefined, now: number): string {
  const today = new Date(now).toISOString().slice(0, 10);
  return clientDay && isVisitorDay(clientDay, now) ? clientDay : today;
}
