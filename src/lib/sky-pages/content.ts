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
   * Per solar house where the planet turns retrograde: `reading` for the whole loop, and
   * `backInto`, added when the loop backs over the sign's edge into the previous house before
   * it turns direct (it names that house).
   */
  houses: keyed(HOUSES, z.strictObject({ reading: text, backInto: text })),
});

const lunations = z.strictObject({
  names: keyed(FULL_MOON_NAMES, text),
  signs: z.strictObject({ new: keyed(ZODIAC_SIGNS, text), full: keyed(ZODIAC_SIGNS, text) }),
  houses: z.strictObject({ new: keyed(HOUSES, text), full: keyed(HOUSES, text) }),
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
  terms: keyed(['greatest', 'saros', 'gamma', 'obscuration', 'umbra'], text),
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
export const eclipseWords = eclipses.parse(eclipsesData);
export const moonTodayWords = moonToday.parse(moonTodayData);
/** Headings, labels and title templates: checked where they are used (every page builds in the tests). */
export const pageWords = pagesData;
