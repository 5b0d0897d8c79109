/**
 * Each retrograde loop told for its own dates (docs/sky-pages.md#each-loop-its-own-words): the
 * signs it turns in, the planet's condition there, the day it backs over a sign's edge, the
 * degrees it revisits and, for the slow planets, whether it is the last loop in the sign. Facts
 * come from the engine (stations, shadows, ingresses); the words from
 * content/sky-pages/retrograde-periods.json.
 */
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { formatZodiacDegree, type RetrogradePeriod } from '@/lib/astrology/sky';
import { bodyIngresses } from '@/lib/astrology/sky/ingresses';
import { signOfLongitude } from '@/lib/astrology/angles';
import { signElement, type ZodiacSign } from '@/lib/astrology/zodiac';
import { dayMonth, longDate } from '@/lib/content/dates';
import { joinList } from '@/lib/content/text';
import { periodWords } from './content';
import { countWord } from './format';
import type { RetrogradePlanet } from './retrogrades';

const DAY_MS = 86_400_000;

type Dignity = keyof typeof periodWords.dignity;

/** Where each planet is strongest and weakest (traditional dignities; the modern rulers for the outer three). */
const DIGNITIES: Record<
  RetrogradePlanet,
  Partial<Record<'rulership' | 'exaltation' | 'detriment' | 'fall', ZodiacSign[]>>
> = {
  Mercury: {
    rulership: ['Gemini', 'Virgo'],
    exaltation: ['Virgo'],
    detriment: ['Sagittarius', 'Pisces'],
    fall: ['Pisces'],
  },
  Venus: {
    rulership: ['Taurus', 'Libra'],
    exaltation: ['Pisces'],
    detriment: ['Scorpio', 'Aries'],
    fall: ['Virgo'],
  },
  Mars: {
    rulership: ['Aries', 'Scorpio'],
    exaltation: ['Capricorn'],
    detriment: ['Libra', 'Taurus'],
    fall: ['Cancer'],
  },
  Jupiter: {
    rulership: ['Sagittarius', 'Pisces'],
    exaltation: ['Cancer'],
    detriment: ['Gemini', 'Virgo'],
    fall: ['Capricorn'],
  },
  Saturn: {
    rulership: ['Capricorn', 'Aquarius'],
    exaltation: ['Libra'],
    detriment: ['Cancer', 'Leo'],
    fall: ['Aries'],
  },
  Uranus: { rulership: ['Aquarius'], detriment: ['Leo'] },
  Neptune: { rulership: ['Pisces'], detriment: ['Virgo'] },
  Pluto: { rulership: ['Scorpio'], detriment: ['Taurus'] },
};

/** The planet's condition in a sign, as the words name it, or undefined where it is peregrine. */
export function dignityIn(planet: RetrogradePlanet, sign: ZodiacSign): Dignity | undefined {
  const has = (kind: 'rulership' | 'exaltation' | 'detriment' | 'fall') =>
    DIGNITIES[planet][kind]?.includes(sign) ?? false;
  if (has('rulership') && has('exaltation')) return 'rulershipAndExaltation';
  if (has('detriment') && has('fall')) return 'detrimentAndFall';
  return (['rulership', 'exaltation', 'detriment', 'fall'] as const).find(has);
}

/** When the loop backs over a sign's edge: the instant it does, and how many days after the retrograde station. */
export interface SignCrossing {
  time: number;
  dayCount: number;
}

export function signCrossing(loop: RetrogradePeriod): SignCrossing | undefined {
  if (loop.stationRetrograde.sign === loop.stationDirect.sign) return undefined;
  const crossing = bodyIngresses(loop.body, loop.stationRetrograde.time, loop.stationDirect.time).find(
    (ingress) => ingress.retrograde,
  );
  if (!crossing) return undefined;
  return {
    time: crossing.time,
    dayCount: Math.round((crossing.time - loop.stationRetrograde.time) / DAY_MS),
  };
}

/** The slow planets (Jupiter on) whose loops in one sign last years: is this the last, and when does it leave? */
const SLOW: readonly RetrogradePlanet[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

function lastLap(loop: RetrogradePeriod, next: RetrogradePeriod | undefined) {
  if (!SLOW.includes(loop.body) || !next) return undefined;
  const leaves = bodyIngresses(loop.body, loop.shadow.leaves.time, next.stationRetrograde.time).find(
    (ingress) => !ingress.retrograde && ingress.fromSign === loop.stationRetrograde.sign,
  );
  return leaves ? { next: leaves.sign, date: longDate(leaves.time) } : undefined;
}

const degreeOf = (longitude: number) => {
  const { sign, degree } = signOfLongitude(longitude);
  return formatZodiacDegree(sign, degree);
};

/** The planet's loop after this one, among the loops given (for "the last retrograde in Aries"). */
export function nextLoop(
  loops: readonly RetrogradePeriod[],
  loop: RetrogradePeriod,
): RetrogradePeriod | undefined {
  return loops.find(
    (other) => other.body === loop.body && other.stationRetrograde.time > loop.stationDirect.time,
  );
}

/**
 * The paragraph that opens a loop: its stations, the planet's condition in its sign, what the
 * sign brings, when it backs over a sign's edge, the degrees it revisits, and for a slow planet
 * whether this is its last loop in the sign, as two paragraphs (what the sign means, then where
 * the loop goes). `next` is the planet's following loop, when known.
 */
export function loopStory(
  loop: RetrogradePeriod,
  next?: RetrogradePeriod,
  /** What a sign means for the planet, already told by an earlier loop on the page: not told twice. */
  told: Set<string> = new Set(),
): string[] {
  const words = periodWords;
  const planet = loop.body;
  const sign = loop.stationRetrograde.sign;
  const previous = loop.stationDirect.sign;
  const days = Math.round((loop.stationDirect.time - loop.stationRetrograde.time) / DAY_MS);
  const sentences = [
    fill(words.opening, {
      planet,
      degree: formatZodiacDegree(sign, loop.stationRetrograde.degree),
      start: longDate(loop.stationRetrograde.utc),
      directDegree: formatZodiacDegree(previous, loop.stationDirect.degree),
      end: longDate(loop.stationDirect.utc),
      days,
    }),
  ];
  const tellSign = (about: ZodiacSign) => {
    if (told.has(about)) return;
    told.add(about);
    const dignity = dignityIn(planet, about);
    if (dignity)
      sentences.push(fill(words.dignity[dignity], { planet, sign: about, nature: words.natures[planet] }));
    sentences.push(words.signs[about]);
  };
  tellSign(sign);
  // A second paragraph: where the loop goes, rather than what its sign means.
  const first = sentences.splice(0);
  const crossing = signCrossing(loop);
  if (crossing) {
    sentences.push(
      fill(words.crosses, {
        date: dayMonth(crossing.time),
        dayCount: countWord(crossing.dayCount),
        planet,
        sign,
        previous,
      }),
    );
    tellSign(previous);
  } else {
    sentences.push(
      fill(words.stays, {
        sign,
        directDegree: formatZodiacDegree(previous, loop.stationDirect.degree),
        degree: formatZodiacDegree(sign, loop.stationRetrograde.degree),
      }),
    );
  }
  sentences.push(
    fill(words.revisits, {
      from: degreeOf(loop.stationDirect.longitude),
      to: degreeOf(loop.stationRetrograde.longitude),
      shadowBegins: dayMonth(loop.shadow.enters.utc),
      stationRetrograde: dayMonth(loop.stationRetrograde.utc),
    }),
  );
  const last = lastLap(loop, next);
  if (last) sentences.push(fill(words.lastLap, { planet, sign, ...last }));
  return [first.join(' '), sentences.join(' ')];
}

/**
 * One sentence for a year with several loops, when they share an element: "All three of
 * Mercury's retrogrades in 2027 begin in water signs (…) and back into air signs (…)".
 */
export function yearTheme(
  planet: RetrogradePlanet,
  year: number,
  loops: readonly RetrogradePeriod[],
): string | undefined {
  if (loops.length < 2) return undefined;
  const turns = loops.map((loop) => loop.stationRetrograde.sign);
  const backs = loops.map((loop) => loop.stationDirect.sign);
  const element = signElement(turns[0]!);
  if (!turns.every((sign) => signElement(sign) === element)) return undefined;
  if (new Set(turns).size < turns.length) return undefined;
  const { elements } = periodWords;
  const values = { planet, year, count: countWord(loops.length), element, signs: joinList(turns) };
  const backElement = signElement(backs[0]!);
  const allCross = loops.every((loop) => loop.stationRetrograde.sign !== loop.stationDirect.sign);
  if (allCross && backElement !== element && backs.every((sign) => signElement(sign) === backElement)) {
    return fill(elements.sameBack, {
      ...values,
      backElement,
      backSigns: joinList(backs),
      theme: elements.themes[element],
      backTheme: elements.themes[backElement],
    });
  }
  return fill(elements.same, values);
}
