/**
 * The horoscopes of one build: the sky read once and shared by every page Astro renders, and the
 * window of days, weeks and months the build writes (editions.ts). Created on first use.
 */
import { DailyHoroscopes } from './daily';
import { buildDay, buildWindow, type BuildWindow } from './editions';
import { PeriodHoroscopes } from './periods';
import { SkyAlmanac } from './sky-day';
import { engineSky } from './sky-source';

export interface HoroscopeBuild {
  window: BuildWindow;
  almanac: SkyAlmanac;
  daily: DailyHoroscopes;
  periods: PeriodHoroscopes;
}

let current: HoroscopeBuild | undefined;

export function horoscopeBuild(): HoroscopeBuild {
  if (!current) {
    const almanac = new SkyAlmanac(engineSky);
    current = {
      window: buildWindow(buildDay()),
      almanac,
      daily: new DailyHoroscopes(almanac),
      periods: new PeriodHoroscopes(almanac),
    };
  }
  return current;
}
