/**
 * The sample days, weeks and months the horoscope tests read (the bench reads a whole year:
 * `npm run bench:readings`): three runs of consecutive days, one with a solar eclipse, one with a
 * Mercury station, one quiet stretch; the weeks and months around them. One almanac is shared.
 */
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { DailyHoroscopes, type DailyReading } from '@/lib/horoscope/daily';
import { addDays, daysBetween } from '@/lib/horoscope/days';
import { PeriodHoroscopes } from '@/lib/horoscope/periods';
import { SkyAlmanac } from '@/lib/horoscope/sky-day';
import { engineSky } from '@/lib/horoscope/sky-source';

export const almanac = new SkyAlmanac(engineSky);
export const daily = new DailyHoroscopes(almanac);
export const periods = new PeriodHoroscopes(almanac);

/** Runs of consecutive days: the 12 August 2026 eclipse, the 29 June 2026 Mercury station, early December 2026. */
export const DAY_RUNS = [
  daysBetween('2026-08-09', '2026-08-14'),
  daysBetween('2026-06-26', '2026-07-01'),
  daysBetween('2026-12-05', '2026-12-10'),
];
export const SAMPLE_DAYS = DAY_RUNS.flat();

export const readingsOf = (day: string): DailyReading[] =>
  ZODIAC_SIGNS.map((sign) => daily.reading(sign, day));

export const MONDAYS = ['2026-06-29', '2026-08-10', '2026-12-07', '2027-03-15'];
export const MONTHS = ['2026-08', '2026-12', '2027-01'];

export const previousDay = (day: string) => addDays(day, -1);
