/** The calendar day a spread is drawn for (docs/tarot.md): the visitor's own day, checked by the server. */

/** The browser's local date as 'YYYY-MM-DD'. */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The day the cards are drawn for. The visitor's own calendar day, so the draw changes at their
 * midnight; any real date within a day of the UTC date covers every time zone. A day outside that
 * (a wrong device clock, a hand-made request) falls back to the UTC date rather than failing.
 */
export function spreadDay(clientDay: string | undefined, now: number): string {
  const today = isoDay(now);
  if (!clientDay || !/^\d{4}-\d{2}-\d{2}$/.test(clientDay)) return today;
  const time = Date.parse(`${clientDay}T00:00:00Z`);
  if (Number.isNaN(time) || isoDay(time) !== clientDay) return today;
  const offset = Math.round((time - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return Math.abs(offset) <= 1 ? clientDay : today;
}
