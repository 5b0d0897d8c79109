/**
 * "Add my transits to my calendar" (docs/personal-sky.md#the-function): the year's major
 * transits as iCalendar, one event per exact pass. The address carries the birth data; nothing is
 * stored, so the file is made afresh on every fetch.
 */
import { calendarFile, type CalendarFileEvent } from '@/lib/ical/calendar-file';
import { transitName } from './names';
import type { PersonalSky } from './types';

const dayOf = (utc: string) => utc.slice(0, 10);

/** A short, stable tag for one person's birth data, so two people's feeds never share a UID. */
export function personTag(birthData: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < birthData.length; i += 1) {
    hash ^= birthData.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function personalFeed(
  sky: PersonalSky,
  options: { siteUrl: string; pageUrl: string; stamp: Date; tag: string; name?: string },
): string {
  const host = new URL(options.siteUrl).host;
  const events: CalendarFileEvent[] = sky.year.flatMap((transit) =>
    transit.exact.map((exact, pass) => {
      const passes = transit.exact.length > 1 ? ` (pass ${pass + 1} of ${transit.exact.length})` : '';
      return {
        uid: `${transit.id}-${pass + 1}-${options.tag}@${host}`,
        start: new Date(exact),
        summary: `${transitName(transit)}${passes}`,
        description: `Exact at ${exact.slice(11, 16)} UTC on ${dayOf(exact)}. In orb (within 1°) from ${dayOf(transit.start)} to ${dayOf(transit.end)}.`,
        url: options.pageUrl,
      };
    }),
  );
  return calendarFile({
    name: options.name ? `${options.name}'s transits` : 'My transits',
    description:
      'The major transits to your birth chart for the next twelve months, computed from the real sky. Times in UTC.',
    url: options.pageUrl,
    stamp: options.stamp,
    events,
  });
}
