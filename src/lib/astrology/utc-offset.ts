/**
 * UTC offsets as people write them ("+01:00", "-5", "UTC+5:30", "+1:19:32") and as the site
 * states them ("UTC+1:19:32", "UTC−5"). Used by the manual offset field and by every answer that
 * names the offset a chart was cast on (docs/atlas.md).
 */

/** The widest offsets any clock has used: UTC−12 to UTC+14 (and a little room for mean times). */
export const MAX_OFFSET_SECONDS = 15 * 3600;

/**
 * Parses "+01:00", "-05:30", "+1", "−3:30", "UTC+1:19:32", "GMT-4" into seconds east of UTC,
 * or null when the text is not an offset or is beyond ±15 hours. A sign is required: "1:00"
 * alone could be a clock time.
 */
export function parseUtcOffset(text: string): number | null {
  const match = /^\s*(?:UTC|GMT)?\s*([+\-\u2212])\s*(\d{1,2})(?::?([0-5]\d))?(?::([0-5]\d))?\s*$/i.exec(text);
  if (!match) return null;
  const [, sign, hours, minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  if (total > MAX_OFFSET_SECONDS) return null;
  return (sign === '+' ? 1 : -1) * total || 0;
}

/** "UTC+1", "UTC+5:30", "UTC+1:19:32", "UTC−5" (with a true minus sign), "UTC+0". */
export function formatUtcOffset(seconds: number): string {
  const sign = seconds < 0 ? '\u2212' : '+';
  const total = Math.abs(Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  const tail = rest ? `:${two(minutes)}:${two(rest)}` : minutes ? `:${two(minutes)}` : '';
  return `UTC${sign}${hours}${tail}`;
}
