/**
 * What the New and Full Moon pages show (docs/sky-pages.md#lunations): the lunation's heading,
 * title and description within the snippet lengths, and where it falls in each sign's solar
 * houses.
 */
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { formatZodiacDegree } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { solarHouse } from '@/lib/horoscope/weights';
import { fitPageTitle, fitTemplate } from '@/lib/seo/fit-template';
import { META_DESCRIPTION_LENGTH } from '@/lib/seo/limits';
import { lunationWords, pageWords } from './content';
import { longDate, shortDate, utcTime } from '@/lib/content/dates';
import type { Lunation } from './lunations';
import { namedDay } from '@/lib/horoscope/calendar';
import { horoscopeLibrary } from '@/lib/horoscope/library';
import { splitSentences } from '@/lib/content/text';
import { zoneDate } from './zone-day';

/** The calendar a UK reader keeps (the lunation pages' lead tells the time on the UK clock). */
const HOME_ZONE = 'Europe/London';

const copy = pageWords.lunations;

export interface LunationMeta {
  heading: string;
  /** "the Cold Moon", for a Full Moon. */
  subheading?: string;
  title: string;
  description: string;
}

export function lunationMeta(lunation: Lunation, brandName: string): LunationMeta {
  const { event, name } = lunation;
  const values = {
    sign: event.sign,
    date: longDate(event.utc),
    day: shortDate(event.utc),
    time: utcTime(event.utc).replace(' UTC', ''),
    degree: formatZodiacDegree(event.sign, event.degree),
    name: name ?? '',
  };
  return {
    heading: fill(copy.heading[event.phase], values),
    subheading: name ? fill(copy.namedHeading, values) : undefined,
    title: fitPageTitle(copy.title[event.phase], values, brandName),
    description: fitTemplate(copy.description[event.phase], values, META_DESCRIPTION_LENGTH),
  };
}

export interface LunationSignRow {
  sign: ZodiacSign;
  house: number;
  text: string;
}

/** The named day of the reader's calendar the lunation falls on, on the UK clock, if any. */
export function lunationDay(lunation: Lunation) {
  return namedDay(zoneDate(lunation.event.time, HOME_ZONE), horoscopeLibrary.periods.month.calendar);
}

/**
 * Where the lunation falls for each sign: the Moon's sign counted from the reader's sign. On a
 * named day with words of its own (Christmas), the house's first sentence is followed by what
 * the lunation means there on that day, in place of the general second sentence.
 */
export function lunationSignRows(lunation: Lunation): LunationSignRow[] {
  const phase = lunation.event.phase;
  const season = lunationDay(lunation)?.season;
  const seasonal = season ? lunationWords.seasons[season]?.[phase] : undefined;
  return ZODIAC_SIGNS.map((sign) => {
    const house = solarHouse(sign, lunation.event.sign);
    const general = lunationWords.houses[phase][String(house)]!;
    const onTheDay = seasonal?.[String(house)];
    const text = onTheDay ? `${splitSentences(general)[0]} ${onTheDay}` : general;
    return { sign, house, text };
  });
}
