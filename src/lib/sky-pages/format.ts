/**
 * What the event pages print besides dates (docs/sky-pages.md): ordinals, coordinates, durations,
 * percentages, and times on a given zone's clock (the eclipse table's cities, the visitor's place).
 * Dates and UTC times come from the site's one date module (src/lib/content/dates.ts).
 */

/** "1st", "2nd", "3rd", "11th", "12th". */
export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${{ 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th'}`;
}

/** "three", as British house style writes a count under ten in running text; "12" from ten on. */
export function countWord(value: number): string {
  return (
    ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][value] ?? String(value)
  );
}

/** "64.7° S, 86.7° E". */
export function latLong(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(1)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** "2 min 18 s", "36 s". */
export function minutesSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** "20:32" (or "20:27:41" with seconds): an instant on a time zone's clock, 24-hour (the caller says which zone). */
export function clockIn(iso: string | number, timeZone: string, withSeconds = false): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
}

/**
 * "91%"; "99.9%" for a partial eclipse so deep that whole percent would round it up to total, and
 * "0.3%" for one so slight that it would round down to none.
 */
export function percent(fraction: number): string {
  const value = fraction * 100;
  if (value > 0 && value < 1) return `${Math.max(0.1, Math.round(value * 10) / 10)}%`;
  return value > 99 && value < 100 ? `${Math.floor(value * 10) / 10}%` : `${Math.round(value)}%`;
}

/** "Monday 7 December": a day on a time zone's calendar. */
export function dayIn(iso: string | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
}
