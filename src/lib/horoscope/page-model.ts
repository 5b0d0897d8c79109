/**
 * What a horoscope page shows, ready for its template (docs/horoscopes.md#addresses): titles,
 * headings, the reading, the rows of the sky under it, and the links around it. The templates
 * only lay these out.
 */
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { ordinal, formatDegree } from '@/lib/astrology/narrative/grammar';
import { fillFragment } from '@/lib/astrology/narrative/template';
import {
  dateRange,
  longDate,
  shortDayMonth,
  shortWeekdayDayMonth,
  weekdayDate,
  weekdayDayMonth,
} from '@/lib/content/dates';
import { signOfLongitude } from '@/lib/astrology/angles';
import type { DailyReading, ListedFact } from './daily';
import { addDays, monthDay, monthName, utcClock, utcDay, weekdayName } from './days';
import { dayPath, monthPath, todayPath, weekPath, type BuildWindow } from './editions';
import { horoscopeCopy, horoscopeDescription, horoscopeTitle } from './page-copy';
import type { PeriodReading } from './periods';
import type { BodyPlace } from './sky';
import { solarHouse } from './weights';

export type DayMode = 'today' | 'dated';

/** One row of the table under a reading. */
export interface SkyRow {
  /** ISO instant for <time datetime>, to the minute. */
  iso: string;
  /** "14:32 UTC", or with the day on weekly and monthly pages. */
  when: string;
  event: string;
  houses: string;
}

export interface Link {
  label: string;
  href: string;
  current?: boolean;
}

const houseList = (houses: readonly number[]) => houses.map((house) => ordinal(house)).join(', ');
const isoMinute = (time: number) => `${new Date(time).toISOString().slice(0, 16)}Z`;

/** "Saturday 28 November 2026". */
export function fullDate(day: string): string {
  return weekdayDate(day);
}

/** The rows for the events a reading rests on. */
export function skyRows(listed: readonly ListedFact[], when: (time: number) => string): SkyRow[] {
  return listed.map(({ fact, houses }) => {
    let event = fact.summary;
    if (fact.kind === 'lunation' && fact.eclipse)
      event = `${event}, ${fact.eclipse.summary.replace(/ in \w+$/, '').toLowerCase()}`;
    if (fact.kind === 'void') event = `${event}, until ${when(fact.end)}`;
    return { iso: isoMinute(fact.time), when: when(fact.time), event, houses: houseList(houses) };
  });
}

/** Where each body stands, for the positions list: "6°12′ Sagittarius", its house, ℞ when retrograde. */
export function positionRows(sign: ZodiacSign, places: readonly BodyPlace[]) {
  return places.map((place) => {
    const { degree } = signOfLongitude(place.longitude);
    const house = solarHouse(sign, place.sign);
    return {
      body: place.body,
      place: `${formatDegree(degree)} ${place.sign}`,
      house: ordinal(house),
      retrograde: place.retrograde,
    };
  });
}

export interface DailyPageModel {
  title: string;
  description: string;
  heading: string;
  /** The page's canonical address. */
  path: string;
  crumb: string;
  dateText: string;
  reading: DailyReading;
  rows: SkyRow[];
  moonLine: string;
  phase: string;
  retrograde: string;
  nav: Link[];
  otherSigns: Link[];
  otherSignsHeading: string;
  framing: string;
}

/** A day's page: the moving today page (on its day), or the dated page of any day. */
export function dailyPageModel(
  sign: ZodiacSign,
  reading: DailyReading,
  mode: DayMode,
  window: BuildWindow,
): DailyPageModel {
  const copy = horoscopeCopy.day;
  const { day } = reading;
  const moon = reading.moon.reduce((best, stretch) =>
    stretch.to - stretch.from >= best.to - best.from ? stretch : best,
  );
  const values = {
    sign,
    weekday: weekdayName(day),
    date: longDate(day),
    monthDay: monthDay(day),
    moon: moon.sign,
    house: ordinal(moon.house),
  };
  const exists = (candidate: string) => window.days.includes(candidate);
  const yesterday = addDays(day, -1);
  const tomorrow = addDays(day, 1);
  const nav: Link[] = [
    ...(exists(yesterday) ? [{ label: copy.yesterday, href: dayPath(sign, yesterday) }] : []),
    { label: copy.today, href: todayPath(sign), current: mode === 'today' },
    ...(exists(tomorrow) ? [{ label: copy.tomorrow, href: dayPath(sign, tomorrow) }] : []),
    { label: copy.week, href: weekPath(sign) },
    { label: copy.month, href: monthPath(sign) },
  ];
  const others = ZODIAC_SIGNS.map((other) => ({
    label: other,
    href: mode === 'today' ? todayPath(other) : dayPath(other, day),
    current: other === sign,
  }));
  const moonLine = reading.moon
    .map((stretch, index) => {
      const where = `${stretch.sign} (your ${ordinal(stretch.house)} house)`;
      if (reading.moon.length === 1) return `${where} all day`;
      return index === 0 ? `${where} until ${utcClock(stretch.to)} UTC` : `then ${where}`;
    })
    .join(', ');
  const retrograde =
    reading.retrograde.length === 0
      ? copy.noRetrograde
      : reading.retrograde.map((item) => `${item.body} in ${item.sign} (${ordinal(item.house)})`).join(', ');
  return {
    title: horoscopeTitle(copy.titles[mode], values),
    description: horoscopeDescription(copy.descriptions[mode], values),
    heading: fillFragment(copy.headings[mode], values),
    path: mode === 'today' ? todayPath(sign) : dayPath(sign, day),
    crumb: mode === 'today' ? sign : longDate(day),
    dateText: fullDate(day),
    reading,
    rows: skyRows(reading.listed, (time) => {
      const clock = `${utcClock(time)} UTC`;
      const other = utcDay(time);
      return other === day ? clock : `${clock}, ${monthDay(other)}`;
    }),
    moonLine,
    phase: horoscopeCopy.phases[reading.phase] ?? reading.phase,
    retrograde,
    nav,
    otherSigns: others,
    otherSignsHeading: fillFragment(copy.otherSigns, { date: monthDay(day) }),
    framing: fillFragment(copy.framing, { date: longDate(day) }),
  };
}

/** "23–29 November 2026" or "30 November – 6 December 2026". */
export function weekRange(first: string, last: string): string {
  return dateRange(first, last);
}

export interface PeriodPageModel {
  title: string;
  description: string;
  heading: string;
  path: string;
  crumb: string;
  reading: PeriodReading;
  rows: SkyRow[];
  moonDays: Array<{ day: string; label: string; text: string }>;
  nav: Link[];
  otherSigns: Link[];
  framing: string;
}

function periodNav(sign: ZodiacSign, current: 'week' | 'month'): Link[] {
  const copy = horoscopeCopy.day;
  return [
    { label: copy.today, href: todayPath(sign) },
    { label: copy.week, href: weekPath(sign), current: current === 'week' },
    { label: copy.month, href: monthPath(sign), current: current === 'month' },
  ];
}

export function weekPageModel(sign: ZodiacSign, reading: PeriodReading): PeriodPageModel {
  const copy = horoscopeCopy.week;
  const range = weekRange(reading.first, reading.last);
  const values = { sign, range, start: longDate(reading.first) };
  return {
    title: horoscopeTitle(copy.titles, values),
    description: horoscopeDescription(copy.descriptions, values),
    heading: fillFragment(copy.heading, values),
    path: weekPath(sign),
    crumb: horoscopeCopy.day.week,
    reading,
    rows: skyRows(reading.listed, (time) => `${shortWeekdayDayMonth(utcDay(time))}, ${utcClock(time)} UTC`),
    moonDays: reading.moonDays.map(({ day, signs }) => ({
      day,
      label: weekdayDayMonth(day),
      text: signs
        .map((item, index) =>
          index === 0
            ? `${item.sign}, your ${ordinal(item.house)} house`
            : `from ${utcClock(item.from)} UTC ${item.sign}, your ${ordinal(item.house)}`,
        )
        .join('; '),
    })),
    nav: periodNav(sign, 'week'),
    otherSigns: ZODIAC_SIGNS.map((other) => ({
      label: other,
      href: weekPath(other),
      current: other === sign,
    })),
    framing: fillFragment(copy.framing, values),
  };
}

export function monthPageModel(sign: ZodiacSign, month: string, reading: PeriodReading): PeriodPageModel {
  const copy = horoscopeCopy.month;
  const values = { sign, month: monthName(month) };
  return {
    title: horoscopeTitle(copy.titles, values),
    description: horoscopeDescription(copy.descriptions, values),
    heading: fillFragment(copy.heading, values),
    path: monthPath(sign),
    crumb: monthName(month),
    reading,
    rows: skyRows(reading.listed, (time) => `${shortDayMonth(utcDay(time))}, ${utcClock(time)} UTC`),
    moonDays: [],
    nav: periodNav(sign, 'month'),
    otherSigns: ZODIAC_SIGNS.map((other) => ({
      label: other,
      href: monthPath(other),
      current: other === sign,
    })),
    framing: fillFragment(copy.framing, values),
  };
}
