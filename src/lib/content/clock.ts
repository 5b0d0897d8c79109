/**
 * The site's clock (docs/site.md#dates-and-times): the 24-hour clock, written "14:05". Part of the
 * one date-and-time module (dates.ts re-exports it), kept apart because the calculators' birth-time
 * field needs only this.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** "14:05": hours and minutes on the 24-hour clock. */
export function clock(hours: number, minutes: number): string {
  return `${two(hours)}:${two(minutes)}`;
}

/**
 * A clock time as a visitor types it, on the 24-hour clock ("14:30", "1430", "9:05", "14.30"),
 * written the site's way ("14:30"); null for anything else ("2:30 PM", "25:00"), which a form then
 * names as a problem rather than guess at.
 */
export function parseClock(text: string): string | null {
  const match = /^\s*(\d{1,2})[:.h]?(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? clock(hours, minutes) : null;
}
