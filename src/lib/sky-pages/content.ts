/**
 * The words of the event pages (content/sky-pages/, docs/sky-pages.md#the-words): parsed once
 * when the module loads, so a missing house, sign or phase fails the build and the tests instead
 * of leaving a hole in a page. The content team edits the JSON; the shapes here say what each
 * file must hold.
 */
import { z } from 'zod';
import mercury from '../../../content/sky-pages/retrogrades/mercury.json';
import venus from '../../../content/sky-pages/retrogrades/venus.json';
import mars from '../../../content/sky-pages/retrogrades/mars.json';
import jupiter from '../../../content/sky-pages/retrogrades/jupiter.json';
import saturn from '../../../content/sky-pages/retrogrades/saturn.json';
import uranus from '../../../content/sky-pages/retrogrades/uranus.json';
import neptune from '../../../content/sky-pages/retrogrades/neptune.json';
import pluto from '../../../content/sky-pages/retrogrades/pluto.json';
import lunationsData from '../../../content/sky-pages/lunations.json';
import eclipsesData from '../../../content/sky-pages/eclipses.json';
import moonTodayData from '../../../content/sky-pages/moon-today.json';
import pagesData from '../../../content/sky-pages/pages.json';
import periodsData from '../../../content/sky-pages/retrograde-periods.json';
import loopHousesData from '../../../content/sky-pages/loop-houses.json';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { RETROGRADE_PLANETS, type RetrogradePlanet } from './retrogrades';

export const HOUSES = Array.from({ length: 12 }, (_, index) => String(index + 1));
const FULL_MOON_NAMES = [
  'Wolf',
  'Snow',
  'Worm',
  'Pink',
  'Flower',
  'Strawberry',
  'Buck',
  'Sturgeon',
  'Corn',
  'Harvest',
  "Hunter's",
  'Beaver',
  'Cold',
  'Blue',
] as const;
const DAY_PHASES = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;

const text = z.string().trim().min(1);
/** Exactly these keys: a misspelt key is an error, not a silent gap. */
const keyed = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);

const retrograde = z.strictObject({
  planet: z.enum(RETROGRADE_PLANETS as unknown as [RetrogradePlanet, ...RetrogradePlanet[]]),
  intro: text,
  /**
   * Per solar house where the planet turns retrograde: `notes`, sentences that each stand alone
   * (a page with several loops shares them out, so no two loops print the same one:
   * docs/sky-pages.md#each-loop-its-own-words), and `backInto`, the clause that ends the sentence
   * the page writes when the loop backs over the sign's edge into the house before.
   */
  houses: keyed(HOUSES, z.strictObject({ notes: z.array(text).min(2), backInto: text })),
});

const dignityKinds = [
  'rulership',
  'exaltation',
  'detriment',
  'fall',
  'detrimentAndFall',
  'rulershipAndExaltation',
];
const retrogradePeriods = z.strictObject({
  natures: keyed(RETROGRADE_PLANETS, text),
  opening: text,
  stays: text,
  crosses: text,
  revisits: text,
  lastLap: text,
  dignity: keyed(dignityKinds, text),
  signs: keyed(ZODIAC_SIGNS, text),
  elements: z.strictObject({
    same: text,
    sameBack: text,
    themes: keyed(['fire', 'earth', 'air', 'water'], text),
  }),
  reading: z.strictObject({
    opening: z.array(text).min(1),
    crossing: z.array(text).min(1),
    crossingPlain: z.array(text).min(1),
  }),
});

/**
 * What a loop goes back over for each sign: one sentence per sign the planet turns back in and
 * the reader's solar house (144), a sentence for the signs the planet rules, and the sentences
 * for a reader whose Sun the loop's degrees touch (docs/sky-pages.md#retrogrades-by-sign).
 */
const loopHouses = z.strictObject({
  about: text,
  signs: keyed(ZODIAC_SIGNS, keyed(HOUSES, text)),
  ruler: z.array(text).min(1),
  /** Variants, so the loops of one page do not repeat one another (chosen by the loop's slot). */
  sun: z.strictObject({ conjunct: z.array(text).min(6), opposite: z.array(text).min(6) }),
});

const lunations = z.strictObject({
  names: keyed(FULL_MOON_NAMES, text),
  signs: z.strictObject({ new: keyed(ZODIAC_SIGNS, text), full: keyed(ZODIAC_SIGNS, text) }),
  houses: z.strictObject({ new: keyed(HOUSES, text), full: keyed(HOUSES, text) }),
  /**
   * For a lunation on a named day of the reader's calendar (src/lib/horoscope/calendar.ts), by
   * its season ("Christmas"): what it means in each house on that day, in place of the house's
   * second sentence (docs/sky-pages.md#lunations).
   */
  seasons: z.record(z.string(), z.strictObject({ new: keyed(HOUSES, text), full: keyed(HOUSES, text) })),
});

const eclipses = z.strictObject({
  kinds: z.strictObject({
    solar: keyed(['total', 'annular', 'partial', 'hybrid'], text),
    lunar: keyed(['total', 'partial', 'penumbral'], text),
  }),
  astrology: z.strictObject({ solar: text, lunar: text }),
  /**
   * Per solar house of the eclipse (the Sun's for a solar eclipse, the Moon's for a lunar one):
   * what begins or ends there, read across the axis to the opposite house.
   */
  houses: z.strictObject({ solar: keyed(HOUSES, text), lunar: keyed(HOUSES, text) }),
  safety: text,
});

const moonToday = z.strictObject({
  phases: keyed(DAY_PHASES, text),
  signs: keyed(ZODIAC_SIGNS, text),
  void: text,
});

const retrogradeTexts = [mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto].map((data) =>
  retrograde.parse(data),
);

/** Each planet's retrograde words, by planet. */
export const retrogradeWords: Record<RetrogradePlanet, z.infer<typeof retrograde>> = Object.fromEntries(
  RETROGRADE_PLANETS.map((planet) => {
    const found = retrogradeTexts.find((entry) => entry.planet === planet);
    if (!found) throw new Error(`content/sky-pages/retrogrades: no file for ${planet}`);
    return [planet, found];
  }),
) as Record<RetrogradePlanet, z.infer<typeof retrograde>>;

export const lunationWords = lunations.parse(lunationsData);
/** The words each retrograde loop is told in, from its own facts (src/lib/sky-pages/loop-story.ts). */
export const periodWords = retrogradePeriods.parse(periodsData) as z.infer<typeof retrogradePeriods> & {
  dignity: Record<
    'rulership' | 'exaltation' | 'detriment' | 'fall' | 'detrimentAndFall' | 'rulershipAndExaltation',
    string
  >;
  natures: Record<RetrogradePlanet, string>;
  signs: Record<(typeof ZODIAC_SIGNS)[number], string>;
  elements: { themes: Record<'fire' | 'earth' | 'air' | 'water', string> };
};
/** What a retrograde loop goes back over, by the sign it turns in and the reader's house. */
export const loopHouseWords = loopHouses.parse(loopHousesData) as z.infer<typeof loopHouses> & {
  signs: Record<(typeof ZODIAC_SIGNS)[number], Record<string, string>>;
};
export const eclipseWords = eclipses.parse(eclipsesData);
export const moonTodayWords = moonToday.parse(moonTodayData);
/** Headings, labels and title templates: checked where they are used (every page builds in the tests). */
export const pageWords = pagesData;
