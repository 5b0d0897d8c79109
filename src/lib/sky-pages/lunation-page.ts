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

/** Where the lunation falls for each sign: the Moon's sign counted from the reader's sign. */
export function lunationSignRows(lunation: Lunation): LunationSignRow[] {
  return ZODIAC_SIGNS.map((sign) => {
    const house = solarHouse(sign, lunation.event.sign);
    return { sign, house, text: lunationWords.houses[lunation.event.phase][String(house)]! };
  });
}
