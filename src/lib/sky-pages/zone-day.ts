/**
 * The local calendar day of a place, in UTC instants (docs/sky-pages.md#the-moon-today): when a
 * time zone's day starts and ends. Browser-safe (Intl only), for the moonrise and moonset of the
 * visitor's own day.
 */

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** "2026-12-07": the zone's calendar date at an instant. */
export function zoneDate(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/**
 * The UTC instant the zone's clocks read 00:00 on `day` ("2026-12-07"). Twice round, so a change
 * of offset during the day before is caught; where midnight is skipped (a few zones move their
 * clocks at 00:00), the first instant of the day.
 */
export function zoneMidnight(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return zoneDate(instant, timeZone) === day ? instant : instant + 3_600_000;
}
