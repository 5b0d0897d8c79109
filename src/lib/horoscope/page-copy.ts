/**
 * The words of the horoscope pages around the readings (content/horoscope/pages.json): headings,
 * labels, the hub's method and framing, and the title and description templates, of which a page
 * takes the first that fits the snippet lengths (docs/constants.md).
 */
import { z } from 'zod';
import pagesData from '../../../content/horoscope/pages.json';
import { site } from '@/config/site';
import { fitPageTitle, fitTemplate } from '@/lib/seo/fit-template';
import { META_DESCRIPTION_LENGTH } from '@/lib/seo/limits';

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);

const pageCopySchema = z.strictObject({
  hub: z.strictObject({
    headline: text,
    intro: text,
    chooseHeading: text,
    moonLine: text,
    todayLine: text,
    methodHeading: text,
    method: texts,
    framingHeading: text,
    framing: text,
  }),
  day: z.strictObject({
    titles: z.strictObject({ today: texts, dated: texts }),
    descriptions: z.strictObject({ today: texts, dated: texts }),
    headings: z.strictObject({ today: text, dated: text }),
    skyHeading: text,
    skyCaption: text,
    columns: z.strictObject({ time: text, event: text, house: text }),
    moonLabel: text,
    phaseLabel: text,
    retrogradeLabel: text,
    noRetrograde: text,
    positionsHeading: text,
    framing: text,
    otherSigns: text,
    navLabel: text,
    yesterday: text,
    today: text,
    tomorrow: text,
    week: text,
    month: text,
    method: text,
  }),
  week: z.strictObject({
    titles: texts,
    descriptions: texts,
    heading: text,
    skyHeading: text,
    moonHeading: text,
    framing: text,
  }),
  month: z.strictObject({
    titles: texts,
    descriptions: texts,
    heading: text,
    skyHeading: text,
    framing: text,
  }),
  phases: z.record(z.string(), text),
  /** The links from every horoscope page to the sky calendar and the personal sky. */
  more: z.strictObject({
    heading: text,
    calendar: z.strictObject({ label: text, text }),
    mySky: z.strictObject({ label: text, text }),
  }),
});

export type HoroscopePageCopy = z.infer<typeof pageCopySchema>;

export const horoscopeCopy: HoroscopePageCopy = pageCopySchema.parse(pagesData);

/** A page title from templates, with room for the brand the layout appends. */
export function horoscopeTitle(templates: readonly string[], values: Record<string, string>): string {
  return fitPageTitle(templates, values, site.brandName);
}

/** A meta description from templates, within the snippet length. */
export function horoscopeDescription(templates: readonly string[], values: Record<string, string>): string {
  return fitTemplate(templates, values, META_DESCRIPTION_LENGTH);
}
