/**
 * The opening of a New or Full Moon page, written for its own date (docs/sky-pages.md#lunations):
 * the time on the UK clock and the day it falls on there (Christmas Eve, Halloween…), how close
 * it is to a solstice or equinox (the engine's Sun ingress), the Moon's (or, at a New Moon, the
 * Sun's) condition in its sign, and whether the Moon is near its nearest or farthest.
 */
import { GeoMoon, MakeTime } from 'astronomy-engine';
import type { LunationEvent } from '@/lib/astrology/sky';
import { bodyIngresses } from '@/lib/astrology/sky/ingresses';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { formatZodiacDegree } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { dayMonth, utcTime, weekdayDayMonth } from '@/lib/content/dates';
import { pageWords } from './content';
import { clockIn, countWord } from './format';
import { zoneDate } from './zone-day';

const copy = pageWords.lunations.lead;
const DAY_MS = 86_400_000;
const AU_KM = 149_597_870.7;
/** Nearer than this the Moon is called a supermoon (its perigee ranges over about 356,500–370,000 km). */
export const SUPERMOON_KM = 362_000;
/** Farther than this it is near its apogee (about 404,000–406,700 km). */
export const MICROMOON_KM = 404_000;
const HOME_ZONE = 'Europe/London';

type Dignity = 'rulership' | 'exaltation' | 'detriment' | 'fall';
/** The Moon's dignities (a Full Moon is read by the Moon's sign) and the Sun's (a New Moon's). */
const DIGNITIES: Record<'full' | 'new', Record<Dignity, ZodiacSign>> = {
  full: { rulership: 'Cancer', exaltation: 'Taurus', detriment: 'Capricorn', fall: 'Scorpio' },
  new: { rulership: 'Leo', exaltation: 'Aries', detriment: 'Aquarius', fall: 'Libra' },
};

/** The Moon's distance from the Earth's centre at an instant, km. */
export function moonDistanceKm(time: number): number {
  const moon = GeoMoon(MakeTime(new Date(time)));
  return Math.hypot(moon.x, moon.y, moon.z) * AU_KM;
}

/** The solstice or equinox within a week of the lunation, with how many whole days separate them. */
export function nearSeason(time: number): { sign: ZodiacSign; days: number; after: boolean } | undefined {
  const ingress = bodyIngresses('Sun', time - 8 * DAY_MS, time + 8 * DAY_MS).find((item) =>
    ['Aries', 'Cancer', 'Libra', 'Capricorn'].includes(item.sign),
  );
  if (!ingress) return undefined;
  const days = Math.round(Math.abs(time - ingress.time) / DAY_MS);
  return days <= 7 ? { sign: ingress.sign, days, after: time > ingress.time } : undefined;
}

/**
 * `partner`: for a New Moon the Full Moon after it, for a Full Moon the New Moon before it, when
 * the page knows it.
 */
export function lunationLead(event: LunationEvent, partner?: LunationEvent): string[] {
  if (event.phase !== 'full' && event.phase !== 'new') return [];
  const phase = event.phase;
  const homeDay = zoneDate(event.time, HOME_ZONE);
  const time = clockIn(event.utc, HOME_ZONE);
  const occasion = (copy.occasions as Record<string, string>)[homeDay.slice(5)];
  const sunSign = ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(event.sign) + 6) % 12]!;
  const sentences = [
    fill(copy[phase], {
      weekdayDate: weekdayDayMonth(`${homeDay}T12:00:00Z`),
      time,
      utcNote:
        homeDay === event.utc.slice(0, 10)
          ? ''
          : fill(copy.homeOtherDay, { utc: utcTime(event.utc), date: dayMonth(event.utc) }),
      occasion: occasion ? fill(copy.occasion, { name: occasion }) : '',
      degree: formatZodiacDegree(event.sign, event.degree),
      sunSign,
    }),
  ];
  const season = nearSeason(event.time);
  if (season) {
    const name = (copy.seasons as Record<string, string>)[season.sign]!;
    sentences.push(
      season.days === 0
        ? fill(copy.seasonSame, { season: name })
        : fill(copy.season, {
            days: season.days === 1 ? 'a day' : `${countWord(season.days)} days`,
            when: season.after ? 'after' : 'before',
            season: name,
          }),
    );
  }
  const dignity = (Object.entries(DIGNITIES[phase]) as Array<[Dignity, ZodiacSign]>).find(
    ([, sign]) => sign === event.sign,
  )?.[0];
  if (dignity) sentences.push(fill(copy.dignity[phase][dignity], { sign: event.sign }));
  if (partner) {
    const partnerDay = zoneDate(partner.time, HOME_ZONE);
    const partnerOccasion = (copy.occasions as Record<string, string>)[partnerDay.slice(5)];
    sentences.push(
      fill(copy.following[phase], {
        date: weekdayDayMonth(`${partnerDay}T12:00:00Z`),
        sign: partner.sign,
        occasion: partnerOccasion ? fill(copy.occasion, { name: partnerOccasion }) : '',
      }),
    );
    if (phase === 'new' && partnerOccasion)
      sentences.push(fill(copy.following.newOccasion, { name: partnerOccasion }));
  }
  const km = moonDistanceKm(event.time);
  const rounded = Math.round(km / 100) * 100;
  if (km < SUPERMOON_KM && phase === 'full')
    sentences.push(fill(copy.distance.near, { km: rounded.toLocaleString('en-GB') }));
  if (km > MICROMOON_KM && phase === 'full')
    sentences.push(fill(copy.distance.far, { km: rounded.toLocaleString('en-GB') }));
  return sentences;
}
