/**
 * "Add my transits to my calendar" (docs/personal-sky.md#the-private-calendar-link): the year's
 * major transits as iCalendar, one event per exact pass, for the birth data a private link seals.
 * Nothing is stored, so the file is made afresh on every fetch; it names no one.
 */
import { calendarFile, type CalendarFileEvent } from '@/lib/ical/calendar-file';
import { transitName } from './names';
import type { PersonalSky } from './types';

const dayOf = (utc: string) => utc.slice(0, 10);

export function personalFeed(
  sky: PersonalSky,
  options: { siteUrl: string; pageUrl: string; stamp: Date; feedId: string },
): string {
  const host = new URL(options.siteUrl).host;
  const events: CalendarFileEvent[] = sky.year.flatMap((transit) =>
    transit.exact.map((exact, pass) => {
      const passes = transit.exact.length > 1 ? ` (pass ${pass + 1} of ${transit.exact.length})` : '';
      return {
        // The link's random feed id: stable for one link, shared by no other, telling nothing.
        uid: `${transit.id}-${pass + 1}-${options.feedId}@${host}`,
        start: new Date(exact),
        summary: `${transitName(transit)}${passes}`,
        description: `Exact at ${exact.slice(11, 16)} UTC on ${dayOf(exact)}. In orb (within 1°) from ${dayOf(transit.start)} to ${dayOf(transit.end)}.`,
        url: options.pageUrl,
      };
    }),
  );
  return calendarFile({
    name: 'My transits',
    description:
      'The major transits to your birth chart for the next twelve months, computed from the real sky. Times in UTC.',
    url: options.pageUrl,
    stamp: options.stamp,
    events,
  });
}
