/**
 * "Add my transits to my calendar" (docs/personal-sky.md#the-private-calendar-link): the year's
 * major transits as iCalendar, one event per transit, spanning its window (DTSTART when it comes
 * within 1°, DTEND when it leaves), its exact passes in the description, for the birth data a
 * private link seals. Nothing is stored, so the file is made afresh on every fetch; it names no one.
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
  const at = (utc: string) => `${dayOf(utc)} ${utc.slice(11, 16)} UTC`;
  const events: CalendarFileEvent[] = sky.year.map((transit) => {
    const passes = transit.exact.length;
    const exact =
      passes === 1
        ? `Exact on ${at(transit.exact[0]!)}.`
        : `Exact ${passes} times, as the planet turns back and forward: ${transit.exact.map(at).join('; ')}.`;
    return {
      // The link's random feed id: stable for one link, shared by no other, telling nothing.
      uid: `${transit.id}-${options.feedId}@${host}`,
      start: new Date(transit.start),
      end: new Date(transit.end),
      summary: transitName(transit),
      description: `In orb (within 1°) from ${at(transit.start)} to ${at(transit.end)}. ${exact}`,
      url: options.pageUrl,
    };
  });
  return calendarFile({
    name: 'My transits',
    description:
      'The major transits to your birth chart for the next twelve months, computed from the real sky. Times in UTC.',
    url: options.pageUrl,
    stamp: options.stamp,
    events,
  });
}
