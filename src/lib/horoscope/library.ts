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
import planetsData from '../../../content/horoscope/planets.json';
import adviceData from '../../../content/horoscope/advice.json';
import backgroundData from '../../../content/horoscope/background.json';
import periodsData from '../../../content/horoscope/periods.json';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { RESTRICTED_ACTS } from './advice-rules';

export const HOUSES = Array.from({ length: 12 }, (_, index) => String(index + 1));
const SLOW = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const PERSONAL = ['Sun', 'Mercury', 'Venus', 'Mars'] as const;
const STATIONING = ['Mercury', 'Venus', 'Mars', ...SLOW] as const;
const ORDINARY_PHASES = ['waxing-crescent', 'waxing-gibbous', 'waning-gibbous', 'waning-crescent'] as const;
const LUNATIONS = ['new', 'first-quarter', 'full', 'last-quarter'] as const;

const text = z.string().trim().min(1);
const texts = (min: number) => z.array(text).min(min);
/** Exactly these keys: a misspelt key is an error, not a silent gap. */
const keyed = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);

const houses = keyed(HOUSES, z.strictObject({ topic: text, areas: texts(3) }));

const moon = z.strictObject({
  stay: texts(5),
  move: texts(5),
  signFrames: texts(4),
  signs: keyed(ZODIAC_SIGNS, texts(3)),
  byHouse: keyed(HOUSES, texts(5)),
  phases: keyed(ORDINARY_PHASES, texts(4)),
  void: texts(3),
});

const lunations = z.strictObject({
  frames: keyed(LUNATIONS, texts(2)),
  eclipse: z.strictObject({ solar: texts(1), lunar: texts(1) }),
  new: keyed(HOUSES, texts(1)),
  full: keyed(HOUSES, texts(1)),
  quarters: z.strictObject({ 'first-quarter': texts(3), 'last-quarter': texts(3) }),
});

const families = z.strictObject({
  conjunction: texts(1).optional(),
  flow: texts(1).optional(),
  friction: texts(1).optional(),
});
const aspects = z.strictObject({
  frames: z.strictObject({ apart: texts(3), together: texts(2) }),
  moonFrames: z.strictObject({ apart: texts(2), together: texts(2) }),
  pairs: z.record(z.string().regex(/^\w+\|\w+$/), families),
});

const planets = z.strictObject({
  ingressFrames: z.strictObject({ forward: texts(2), retrograde: texts(2) }),
  inHouse: keyed(PERSONAL, keyed(HOUSES, text)),
  slowInHouse: keyed(SLOW, texts(1)),
  stationFrames: z.strictObject({ retrograde: texts(2), direct: texts(2) }),
  stations: keyed(STATIONING, z.strictObject({ retrograde: texts(1), direct: texts(1) })),
});

const adviceEntry = z.strictObject({
  text,
  tone: z.enum(['easy', 'tense', 'any']),
  acts: z.array(z.string().regex(/^[a-z]+$/)).min(1),
});
const advice = keyed(HOUSES, z.array(adviceEntry).min(5));

const background = z.strictObject({
  sun: z.strictObject({ frames: texts(2), byHouse: keyed(HOUSES, texts(2)) }),
  retrograde: z.strictObject({
    frames: texts(2),
    byPlanet: z.strictObject({ Mercury: texts(2), Venus: texts(2), Mars: texts(2) }),
  }),
  ahead: z.strictObject({ frames: texts(3) }),
  planets: z.strictObject({
    frames: texts(2),
    byHouse: z.strictObject({
      Mercury: keyed(HOUSES, text),
      Venus: keyed(HOUSES, text),
      Mars: keyed(HOUSES, text),
    }),
  }),
});

const periods = z.strictObject({
  week: z.strictObject({ moonPath: texts(3), weekend: texts(3), advice: keyed(HOUSES, texts(3)) }),
  month: z.strictObject({
    sunIn: texts(2),
    sunMoves: texts(2),
    retrograde: texts(2),
    advice: keyed(HOUSES, texts(2)),
  }),
});

export const horoscopeLibrarySchema = z.strictObject({
  houses,
  moon,
  lunations,
  aspects,
  planets,
  advice,
  background,
  periods,
});

export type HoroscopeLibrary = z.infer<typeof horoscopeLibrarySchema>;
export type AdviceEntry = z.infer<typeof adviceEntry>;

/** Checks the library's cross-references the shapes cannot: pair keys, restricted acts. */
function checked(library: HoroscopeLibrary): HoroscopeLibrary {
  const bodies = new Set<string>(PLANETS);
  for (const key of Object.keys(library.aspects.pairs)) {
    const [a, b] = key.split('|') as [string, string];
    if (!bodies.has(a) || !bodies.has(b) || PLANETS.indexOf(a as never) >= PLANETS.indexOf(b as never))
      throw new Error(`aspects.pairs: "${key}" must name two bodies in the order ${PLANETS.join(', ')}`);
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
  lunations: lunationsData,
  aspects: aspectsData,
  planets: planetsData,
  advice: adviceData,
  background: backgroundData,
  periods: periodsData,
});
