/**
 * The sky the event pages are built from, computed once per build (docs/sky-pages.md#build-cost):
 * the retrograde loops, eclipses and lunations of their years, and the Moon's days for
 * /moon-phase-today, which reuse the sky calendar's events of the same build.
 */
import { skyPagesSky, type SkyPagesSky } from '../lib/sky-pages/sky';
import { skyCalendarBuild } from './sky-calendar-span';

let built: SkyPagesSky | undefined;

export function skyPagesBuild(): SkyPagesSky {
  if (!built) {
    const { today, span } = skyCalendarBuild();
    built = skyPagesSky(today, span.events);
  }
  return built;
}
