/**
 * What "Your sky today" shows, from the function's answer (docs/personal-sky.md): names, local
 * and UTC times, orbs, windows, and the private calendar link's addresses. Browser-safe.
 */
import { formatZodiacDegree } from '@/lib/astrology/sky/summary';
import { transitName } from '@/lib/astrology/personal-sky/names';
import { clockSentence } from '@/lib/astrology/place-reading';
import type { MajorTransit, PersonalSky } from '@/lib/astrology/personal-sky/types';
import { shortDate, shortDayMonth, timeBesideUtc, visitorTime, weekdayDayMonth } from '@/lib/content/dates';
import type { SavedChart } from './saved-chart';

export interface SkyRow {
  key: string;
  name: string;
  detail: string;
}

const degrees = (value: number) => {
  const minutes = Math.round(value * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
};

export function personalSkyView(sky: PersonalSky, saved: SavedChart, options: { timeZone: string }) {
  // The site's one style: UTC, and the visitor's time beside it ("14:32 UTC (15:32 CET)").
  const clock = (utc: string) => timeBesideUtc(utc, { timeZone: options.timeZone });
  // A visitor on UTC reads each time once, and needs no note about zones.
  const onUtc = ['2000-01-01T00:00:00Z', '2000-07-01T12:34:00Z'].every(
    (utc) => visitorTime(utc, { timeZone: options.timeZone }) === null,
  );
  const date = (utc: string, year = true) => (year ? shortDate(utc) : shortDayMonth(utc));
  const dayName = weekdayDayMonth(sky.day);
  const place = saved.birthPlace?.name ?? saved.birthCity;
  return {
    todayHeading: `Your sky on ${dayName}`,
    natalLine: `${saved.name ? `${saved.name}: born` : 'Born'} ${shortDate(saved.birthDate)}${saved.birthTime ? ` at ${saved.birthTime}` : ''}${place ? `, ${place}` : ''}${sky.timeKnown ? '' : ' (no birth time: no angles or houses)'}.${sky.clock ? ` ${clockSentence(sky.clock)}` : ''}`,
    /** When the orbs and the transiting bodies' degrees below are measured, and how times read. */
    asOf: `Orbs and positions as of ${clock(sky.reference)}${onUtc ? '' : `; times in UTC with yours (${sky.timeZone}) beside them`}.`,
    reading: sky.reading,
    framing: sky.framing,
    today: sky.today.map((transit): SkyRow => ({
      key: `${transit.transiting}-${transit.aspect}-${transit.natal}`,
      name: transitName(transit),
      detail: [
        transit.exact
          ? `exact at ${clock(transit.exact)}`
          : `orb ${degrees(transit.orb)}, ${transit.applying ? 'applying' : 'separating'}`,
        `${transit.transiting} at ${formatZodiacDegree(transit.sign, transit.degree)}`,
      ].join(' · '),
    })),
    year: sky.year.map((transit): SkyRow => ({
      key: transit.id,
      name: transitName(transit),
      detail: `from ${date(transit.start)} to ${date(transit.end)} · exact ${transit.exact.map((time) => date(time, false)).join(', ')}`,
    })),
  };
}

/**
 * The rows of the transits between two dates (docs/personal-sky.md#transits-between-two-dates):
 * each window with its exact passes, times in UTC with the visitor's beside them.
 */
export function rangeRows(transits: readonly MajorTransit[], timeZone: string): SkyRow[] {
  const at = (utc: string) => `${shortDayMonth(utc)}, ${timeBesideUtc(utc, { timeZone })}`;
  return transits.map((transit) => ({
    key: transit.id,
    name: transitName(transit),
    detail: `in orb ${shortDate(transit.start)} to ${shortDate(transit.end)} · exact ${transit.exact.map(at).join('; ')}`,
  }));
}

/** A private calendar link's two addresses on this site: the file, and the same as a subscription. */
export function calendarLinks(origin: string, feedPath: string): { ics: string; webcal: string } {
  const ics = `${origin}${feedPath}`;
  return { ics, webcal: ics.replace(/^https?:/, 'webcal:') };
}
