/**
 * The sky the calendar pages and the feed are built from, computed once per build: the build
 * day's month and the three after it (docs/sky-calendar.md#addresses).
 */
import { calendarSpan, type CalendarSpan } from '../lib/sky-calendar/calendar';
import { addMonths, buildDay, monthOf } from '../lib/sky-calendar/months';

/** The months with a page of their own: this one and the next two (a week of failed rebuilds at a month's end still finds its month). */
export const MONTH_PAGES = 3;
/** The feed runs one month further: at least the next three months from any day. */
export const FEED_MONTHS = 4;

let built: { today: string; firstMonth: string; span: CalendarSpan } | undefined;

export function skyCalendarBuild() {
  if (!built) {
    const today = buildDay();
    const firstMonth = monthOf(today);
    built = { today, firstMonth, span: calendarSpan(firstMonth, FEED_MONTHS) };
  }
  return built;
}

export const pageMonths = (firstMonth: string) =>
  Array.from({ length: MONTH_PAGES }, (_, index) => addMonths(firstMonth, index));
