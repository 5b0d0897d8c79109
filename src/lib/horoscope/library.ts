/**
 * The horoscope library (content/horoscope/*.json, docs/horoscopes.md#the-library): our own texts,
 * parsed once when the module loads so a missing house, phase or planet fails the build and the
 * tests instead of leaving a hole in a page. The content team edits the JSON; the shapes here
 * say what each file must hold.
 */
import { z } from 'zod';
import housesData from '../../../content/horoscope/houses.json';
import moonData from '../../../content/horoscope/moon.json';
import lunationsData from '../../../content/horoscope/lunations.json';
import aspectsData from '../../../content/horoscope/aspects.json';
import pairsData from '../../../content/horoscope/pairs.json';
import planetsData from '../../../content/horoscope/planets.json';
import adviceData from '../../../content/horoscope/advice.json';
import backgroundData from '../../../content/horoscope/background.json';
import periodsData from '../../../content/horoscope/periods.json';
import storyData from '../../../content/horoscope/story.json';
import dailyData from '../../../content/horoscope/daily.json';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { RESTRICTED_ACTS } from './advice-rules';

export const HOUSES = Array.from({ length: 12 }, (_, index) => String(index + 1));
const SLOW = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const PERSONAL = ['Sun', 'Mercury', 'Venus', 'Mars'] as const;
const STATIONING = ['Mercury', 'Venus', 'Mars', ...SLOW] as const;
const LUNATIONS = ['new', 'first-quarter', 'full', 'last-quarter'] as const;
const ORDINARY_PHASES = ['waxing-crescent', 'waxing-gibbous', 'waning-gibbous', 'waning-crescent'] as const;

const text = z.string().trim().min(1);
const texts = (min: number) => z.array(text).min(min);
/** Exactly these keys: a misspelt key is an error, not a silent gap. */
const keyed = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);

const houses = keyed(HOUSES, z.strictObject({ topic: text, of: text, areas: texts(3) }));

const moon = z.strictObject({
  stay: texts(3),
  move: texts(2),
  moveLate: texts(2),
  byHouse: keyed(HOUSES, texts(5)),
  void: keyed(HOUSES, texts(2)),
  voidStill: keyed(HOUSES, texts(1)),
  phases: keyed(ORDINARY_PHASES, texts(3)),
  preview: texts(2),
});

/**
 * "9-1": the two houses an aspect links, the faster body's first ("h-h" for two bodies in one
 * house); two meanings each (docs/horoscopes.md#houses-in-pairs). The side matters: when the Moon
 * squares two planets on either side of it, two signs see the same two houses, one from each end.
 */
const PAIR_KEYS = HOUSES.flatMap((a) =>
  HOUSES.filter((b) => [0, 2, 3, 4, 6, 8, 9, 10].includes((Number(b) - Number(a) + 12) % 12)).map(
    (b) => `${a}-${b}`,
  ),
);
const pairs = keyed(PAIR_KEYS, texts(2));

const lunations = z.strictObject({
  frames: keyed(LUNATIONS, texts(2)),
  eclipse: z.strictObject({ solar: texts(1), lunar: texts(1) }),
  new: keyed(HOUSES, texts(2)),
  full: keyed(HOUSES, texts(2)),
  quarters: z.strictObject({ 'first-quarter': texts(3), 'last-quarter': texts(3) }),
});

const families = z.strictObject({
  conjunction: texts(1).optional(),
  flow: texts(1).optional(),
  friction: texts(1).optional(),
});
const aspects = z.strictObject({
  // apart: with the aspect's name (weeks, months); flow and friction: in plain words (the daily).
  frames: z.strictObject({ apart: texts(2), together: texts(2), flow: texts(2), friction: texts(2) }),
  moonFrames: z.strictObject({ apart: texts(2), together: texts(2), flow: texts(2), friction: texts(2) }),
  ruler: texts(2),
  place: texts(2),
  slowPlace: keyed(SLOW, texts(2)),
  tones: z.record(z.string().regex(/^\w+\|\w+$/), families),
});

const planets = z.strictObject({
  ingressFrames: z.strictObject({ forward: texts(2), retrograde: texts(2) }),
  inHouse: keyed(PERSONAL, keyed(HOUSES, text)),
  slowInHouse: keyed(SLOW, texts(2)),
  stationFrames: z.strictObject({ retrograde: texts(2), direct: texts(2) }),
  stations: keyed(STATIONING, z.strictObject({ retrograde: texts(2), direct: texts(2) })),
});

const adviceEntry = z.strictObject({
  text,
  tone: z.enum(['easy', 'tense', 'any']),
  acts: z.array(z.string().regex(/^[a-z]+$/)).min(1),
});
const advice = keyed(HOUSES, z.array(adviceEntry).min(5));

const background = z.strictObject({
  frames: z.strictObject({ sun: texts(2), planet: texts(2), retrograde: texts(2), ahead: texts(2) }),
  sun: z.strictObject({ byHouse: keyed(HOUSES, texts(2)) }),
  retrograde: z.strictObject({
    byPlanet: z.strictObject({
      Mercury: keyed(HOUSES, text),
      Venus: keyed(HOUSES, text),
      Mars: keyed(HOUSES, text),
    }),
  }),
  planets: z.strictObject({
    byHouse: z.strictObject({
      Mercury: keyed(HOUSES, text),
      Venus: keyed(HOUSES, text),
      Mars: keyed(HOUSES, text),
    }),
  }),
});

const houseTexts = (keys: readonly string[]) => keyed(keys, texts(2));
const namedDay = z.strictObject({ name: text, season: text });
const periods = z.strictObject({
  week: z.strictObject({
    parts: z.strictObject({ early: text, middle: text, weekend: text }),
    storyTwo: texts(2),
    storyShort: z.strictObject({
      direct: text,
      retrograde: text,
      new: text,
      full: text,
      ingress: text,
      aspect: text,
    }),
    sameHouse: texts(2),
    storyDay: texts(2),
    moonHere: texts(3),
    moonEnters: texts(3),
    void: texts(2),
    /** What to do in a house while the Moon makes no contacts (a long void of course). */
    voidAct: keyed(HOUSES, texts(2)),
    background: texts(2),
    quiet: texts(2),
    advice: keyed(HOUSES, texts(3)),
  }),
  month: z.strictObject({
    passage: keyed(HOUSES, texts(2)),
    stay: texts(2),
    throughLine: texts(2),
    arc: z.strictObject({ newFirst: texts(2), fullFirst: texts(2) }),
    halfIntro: texts(2),
    headings: z.strictObject({
      first: text,
      turning: text,
      season: text,
      runUp: text,
      best: text,
      focus: text,
    }),
    quiet: texts(2),
    secondAct: keyed(HOUSES, texts(2)),
    testsTense: keyed(HOUSES, texts(2)),
    testsEasy: keyed(HOUSES, texts(2)),
    testDates: texts(3),
    close: keyed(HOUSES, texts(2)),
    focusLead: texts(2),
    venus: keyed(HOUSES, texts(2)),
    mars: keyed(HOUSES, texts(2)),
    mercury: keyed(HOUSES, texts(2)),
    sun: keyed(HOUSES, texts(2)),
    sunLead: texts(2),
    testDay: z.strictObject({ tense: texts(3), easy: texts(3) }),
    /** What a turning point started in each house, as a noun phrase: a step forward, or a review (a retrograde station). */
    started: z.strictObject({ forward: keyed(HOUSES, text), review: keyed(HOUSES, text) }),
    secondActReview: texts(2),
    closeReview: texts(2),
    holidayMoon: texts(2),
    holidayClause: houseTexts(HOUSES),
    best: z.strictObject({
      love: texts(2),
      work: texts(2),
      rest: texts(2),
      for: z.strictObject({
        love: houseTexts(['1', '5', '7', '11']),
        work: houseTexts(['2', '3', '6', '10']),
        rest: houseTexts(['4', '8', '12']),
      }),
      /** Rest on a working day: what an evening is best for. */
      evening: houseTexts(['4', '8', '12']),
    }),
    advice: keyed(HOUSES, texts(2)),
    ingressMeaning: texts(2),
    eventAct: texts(4),
    holidayAct: texts(2),
    ingressAct: texts(3),
    retrograde: texts(2),
    calendar: z.record(z.string().regex(/^(\d{2}-\d{2}|easter-?\d)$/), namedDay),
  }),
  /** What the week and month say of each kind of event: their own words, not the daily reading's. */
  events: z.strictObject({
    nature: keyed(STATIONING, texts(3)),
    where: keyed(HOUSES, texts(3)),
    act: keyed(HOUSES, texts(4)),
    station: z.strictObject({
      direct: houseTexts(HOUSES),
      retrograde: houseTexts(HOUSES),
      lead: z.strictObject({ direct: texts(3), retrograde: texts(3) }),
    }),
    lunation: z.strictObject({
      lead: z.strictObject({ new: texts(3), full: texts(3) }),
      new: houseTexts(HOUSES),
      full: houseTexts(HOUSES),
      eclipse: z.strictObject({ solar: texts(2), lunar: texts(2) }),
      quarter: z.strictObject({ 'first-quarter': texts(2), 'last-quarter': texts(2) }),
    }),
    ingress: z.strictObject({
      Sun: texts(2),
      Mercury: texts(2),
      Venus: texts(2),
      Mars: texts(2),
      slow: texts(2),
      back: texts(2),
    }),
    aspect: z.strictObject({ flow: texts(3), friction: texts(3), together: texts(2) }),
  }),
});

export const horoscopeLibrarySchema = z.strictObject({
  houses,
  moon,
  pairs,
  lunations,
  aspects,
  planets,
  advice,
  background,
  periods,
  /** For a daily theme: how the day's story shows up in the house it touches, plainly (docs/horoscopes.md#the-daily-reading). */
  story: keyed(HOUSES, texts(24)),
  /** The daily reading's own advice (docs/horoscopes.md#advice): for a named day, an aspect's pair of houses, a New or Full Moon. */
  daily: z.strictObject({
    namedDays: z.strictObject({ frames: z.record(z.string(), texts(2)), clauses: keyed(HOUSES, texts(3)) }),
    /** By pair of houses ("9-3", as pairs.json keys them): the next step an aspect's opening suggests. */
    pairAdvice: z.record(z.string().regex(/^\d{1,2}-\d{1,2}$/), text),
    lunationAdvice: z.strictObject({ new: keyed(HOUSES, text), full: keyed(HOUSES, text) }),
  }),
});

export type HoroscopeLibrary = z.infer<typeof horoscopeLibrarySchema>;
export type AdviceEntry = z.infer<typeof adviceEntry>;

/** Checks the library's cross-references the shapes cannot: pair keys, restricted acts. */
function checked(library: HoroscopeLibrary): HoroscopeLibrary {
  const bodies = new Set<string>(PLANETS);
  for (const key of Object.keys(library.aspects.tones)) {
    const [a, b] = key.split('|') as [string, string];
    if (!bodies.has(a) || !bodies.has(b) || PLANETS.indexOf(a as never) >= PLANETS.indexOf(b as never))
      throw new Error(`aspects.tones: "${key}" must name two bodies in the order ${PLANETS.join(', ')}`);
  }
  for (const [house, entries] of Object.entries(library.advice)) {
    const always = entries.filter(
      (entry) =>
        entry.tone === 'any' &&
        !entry.acts.some((act) => (RESTRICTED_ACTS as readonly string[]).includes(act)),
    );
    // Enough advice for any sky: a run of days on the same house never has to repeat itself.
    if (always.length < 5)
      throw new Error(`advice.${house}: needs 5 pieces of tone "any" that no sky rules out`);
  }
  return library;
}

export function parseHoroscopeLibrary(data: unknown): HoroscopeLibrary {
  return checked(horoscopeLibrarySchema.parse(data));
}

export const horoscopeLibrary: HoroscopeLibrary = parseHoroscopeLibrary({
  houses: housesData,
  moon: moonData,
  pairs: pairsData,
  lunations: lunationsData,
  aspects: aspectsData,
  planets: planetsData,
  advice: adviceData,
  background: backgroundData,
  periods: periodsData,
  story: storyData,
  daily: dailyData,
});
