/**
 * What the retrograde pages show (docs/sky-pages.md#retrogrades): the loops as cards (shadow,
 * both stations, shadow's end, each with its UTC instant and degree), where the planet stands in
 * its cycle on the build day, and each sign's reading of a loop, written for the solar houses
 * the loop moves through for that sign. Pages only lay these out.
 */
import { signOfLongitude } from '@/lib/astrology/angles';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { formatZodiacDegree, type RetrogradePeriod } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { loopHouseWords, pageWords, periodWords, retrogradeWords } from './content';
import { dignityIn, signCrossing } from './loop-story';
import { birthdayRange, sunBirthdays, type BirthdaySpan } from './sun-birthdays';
import { countWord, ordinal } from './format';
import { dateRange, dayMonth, longDate } from '@/lib/content/dates';
import { isRetrogradeIn, loopHouses, loopId, type RetrogradePlanet } from './retrogrades';

const copy = pageWords.retrograde;
const DAY_MS = 86_400_000;

export interface LoopMoment {
  label: string;
  /** ISO instant for <time datetime>. */
  iso: string;
  /** "14°32′ Scorpio" where the planet stands. */
  degree: string;
}

export interface LoopCard {
  id: string;
  planet: RetrogradePlanet;
  /** "24 October – 13 November 2026". */
  dates: string;
  /** "Scorpio", or "Pisces and Aquarius" when the loop backs over a sign's edge. */
  signs: string;
  /** Whole days from station to station. */
  days: number;
  moments: LoopMoment[];
}

export interface SignReading {
  sign: ZodiacSign;
  /** "your 12th house, then your 11th". */
  houses: string;
  text: string;
  /** The part written for this planet in this house (the notes and the backing-out clause), without the dated frame. */
  written: string;
}

/** The signs a loop is retrograde in, as the card names them: where it turns, then where it turns direct. */
function loopSignNames(loop: RetrogradePeriod): string {
  const { sign: turns } = loop.stationRetrograde;
  const { sign: direct } = loop.stationDirect;
  return turns === direct ? turns : `${turns} and ${direct}`;
}

export function loopCard(loop: RetrogradePeriod): LoopCard {
  const { labels } = copy;
  const degreeOf = (longitude: number) => {
    const { sign, degree } = signOfLongitude(longitude);
    return formatZodiacDegree(sign, degree);
  };
  return {
    id: loopId(loop),
    planet: loop.body,
    dates: dateRange(loop.stationRetrograde.utc, loop.stationDirect.utc),
    signs: loopSignNames(loop),
    days: Math.round((loop.stationDirect.time - loop.stationRetrograde.time) / DAY_MS),
    moments: [
      // The shadow begins where the planet will later turn direct, and ends where it turned back.
      {
        label: labels.shadowBegins,
        iso: loop.shadow.enters.utc,
        degree: degreeOf(loop.stationDirect.longitude),
      },
      {
        label: labels.stationsRetrograde,
        iso: loop.stationRetrograde.utc,
        degree: formatZodiacDegree(loop.stationRetrograde.sign, loop.stationRetrograde.degree),
      },
      {
        label: labels.stationsDirect,
        iso: loop.stationDirect.utc,
        degree: formatZodiacDegree(loop.stationDirect.sign, loop.stationDirect.degree),
      },
      {
        label: labels.shadowEnds,
        iso: loop.shadow.leaves.utc,
        degree: degreeOf(loop.stationRetrograde.longitude),
      },
    ],
  };
}

/** Which of a page's loops this is: the notes of a house are shared out among them. */
export interface LoopSlot {
  index: number;
  of: number;
  /** An earlier loop on the page turns back in the same sign, and has told what it goes over there. */
  signTold?: boolean;
  /** Signs whose words another loop of the page already uses (where they turn back, where earlier ones back into). */
  signsUsed?: readonly ZodiacSign[];
}

/** The slots of a page's loops, in order: which share the notes, and which repeat a sign already told. */
export function loopSlots(loops: readonly RetrogradePeriod[]): LoopSlot[] {
  return loops.map((loop, index) => ({
    index,
    of: loops.length,
    signTold: loops
      .slice(0, index)
      .some((earlier) => earlier.stationRetrograde.sign === loop.stationRetrograde.sign),
    signsUsed: [
      ...loops.map((other) => other.stationRetrograde.sign),
      ...loops.slice(0, index).map((earlier) => earlier.stationDirect.sign),
    ],
  }));
}

/** A planet's own notes for a house that one loop prints: its share of them, at most two. */
const NOTES_PER_LOOP = 2;

/**
 * The sentences only true of one sign for this loop: the planet rules the sign, and the loop's
 * degrees pass over (or opposite) the Sun of readers born on certain days.
 */
function touches(loop: RetrogradePeriod, sign: ZodiacSign, spans: SunSpans, slot: LoopSlot): string[] {
  const { ruler, sun } = loopHouseWords;
  const planet = loop.body;
  const sentences: string[] = [];
  const dignity = dignityIn(planet, sign);
  const house = ordinal(loopHouses(loop, sign).turns);
  if (!slot.signTold && (dignity === 'rulership' || dignity === 'rulershipAndExaltation'))
    sentences.push(fill(ruler[ZODIAC_SIGNS.indexOf(sign) % ruler.length]!, { planet, house }));
  for (const [kind, list] of [
    ['conjunct', spans.conjunct],
    ['opposite', spans.opposite],
  ] as const) {
    const index = list.findIndex((item) => item.sign === sign);
    const span = list[index];
    // Each loop of a page takes its own pair of variants, and a loop's two signs one each.
    const variants = sun[kind];
    if (span)
      sentences.push(
        fill(variants[(slot.index * 2 + index) % variants.length]!, {
          planet,
          range: birthdayRange(span.from, span.to),
        }),
      );
  }
  return sentences;
}

interface SunSpans {
  conjunct: BirthdaySpan[];
  opposite: BirthdaySpan[];
}

/** The birthdays whose Sun sits on the loop's degrees, and opposite them, in the loop's year. */
export function loopSunSpans(loop: RetrogradePeriod): SunSpans {
  const start = loop.stationDirect.longitude;
  const end = loop.stationRetrograde.longitude;
  const year = new Date(loop.stationRetrograde.time).getUTCFullYear();
  return {
    conjunct: sunBirthdays(start, end, year),
    opposite: sunBirthdays(start + 180, end + 180, year),
  };
}

/**
 * Each sign's reading of one loop, written for its own dates (docs/sky-pages.md#retrogrades-by-sign): an
 * opening with the loop's sign, house and dates; what the loop goes back over for this sign
 * (written for the sign the planet is in and the reader's house); the planet's own notes for
 * the house that fall to this loop's slot; when the loop backs over a sign's edge, the day it
 * does and what that brings in the house before; and what the loop touches only for this sign
 * (the planet rules it, or its degrees cross the Sun of readers born on certain days).
 */
export function signReadings(loop: RetrogradePeriod, slot: LoopSlot = { index: 0, of: 1 }): SignReading[] {
  const words = retrogradeWords[loop.body];
  const { reading } = periodWords;
  const crossing = signCrossing(loop);
  const spans = loopSunSpans(loop);
  const turnsIn = loop.stationRetrograde.sign;
  return ZODIAC_SIGNS.map((sign) => {
    const { turns, backInto } = loopHouses(loop, sign);
    const house = words.houses[String(turns)]!;
    const notes = house.notes.filter((_, index) => index % slot.of === slot.index).slice(0, NOTES_PER_LOOP);
    // A second loop in the same sign on one page (Mercury twice in Capricorn in 2030) leaves it out.
    const goesOver = slot.signTold ? '' : loopHouseWords.signs[turnsIn][String(turns)]!;
    const sentences = [
      fill(reading.opening[(turns + slot.index) % reading.opening.length]!, {
        planet: loop.body,
        sign: turnsIn,
        house: ordinal(turns),
        start: dayMonth(loop.stationRetrograde.utc),
        end: longDate(loop.stationDirect.utc),
      }),
      ...(goesOver ? [goesOver] : []),
      ...notes,
    ];
    // The wordings turn with the house, as the openings do, so twelve signs do not share one frame.
    const pickFor = (list: readonly string[]) => list[(turns + slot.index) % list.length]!;
    if (backInto && crossing) {
      const values = {
        planet: loop.body,
        date: dayMonth(crossing.time),
        dayCount: countWord(crossing.dayCount),
        previous: loop.stationDirect.sign,
        house: ordinal(backInto),
      };
      // The house's clause is told by the page's first loop that backs into it; a later loop
      // gives the day alone, so no clause is printed twice on a page.
      sentences.push(
        slot.index === 0
          ? fill(pickFor(reading.crossing), { ...values, clause: house.backInto })
          : fill(pickFor(reading.crossingPlain), values),
      );
      // A later loop says what the sign it backs into brings to that house, in the sign's own words.
      if (slot.index > 0 && slot.signsUsed && !slot.signsUsed.includes(loop.stationDirect.sign))
        sentences.push(loopHouseWords.signs[loop.stationDirect.sign][String(backInto)]!);
    }
    const own = touches(loop, sign, spans, slot);
    sentences.push(...own);
    return {
      sign,
      houses:
        fill(copy.labels.turns, { house: ordinal(turns) }) +
        (backInto ? `, ${fill(copy.labels.backInto, { house: ordinal(backInto) })}` : ''),
      text: sentences.join(' '),
      written: [goesOver, ...notes, backInto ? house.backInto : ''].join(' ').trim(),
    };
  });
}

/** The loops of a planet whose retrograde falls in any of `years`, in time order. */
export function planetLoops(
  loops: readonly RetrogradePeriod[],
  planet: RetrogradePlanet,
  years: readonly number[],
) {
  return loops.filter((loop) => loop.body === planet && years.some((year) => isRetrogradeIn(loop, year)));
}

/**
 * The loop a reader cares about on `today`: the one whose shadow they are in, or else the next.
 * Undefined when none is left in the loops given.
 */
export function currentOrNextLoop(
  loops: readonly RetrogradePeriod[],
  today: number,
): RetrogradePeriod | undefined {
  return loops.find((loop) => loop.shadow.leaves.time >= today);
}

/** One sentence: where the planet stands in its retrograde cycle on `today`. */
export function retrogradeStatus(
  planet: RetrogradePlanet,
  loops: readonly RetrogradePeriod[],
  today: number,
  lastYear: number,
): string {
  const loop = currentOrNextLoop(loops, today);
  const { status } = copy;
  if (!loop) return fill(status.none, { planet, last: lastYear });
  const values = {
    planet,
    stationRetrograde: longDate(loop.stationRetrograde.utc),
    stationDirect: longDate(loop.stationDirect.utc),
    shadowEnds: longDate(loop.shadow.leaves.utc),
    degree: formatZodiacDegree(loop.stationRetrograde.sign, loop.stationRetrograde.degree),
    sign: loop.stationRetrograde.sign,
  };
  if (today >= loop.stationDirect.time) return fill(status.postShadow, values);
  if (today >= loop.stationRetrograde.time) return fill(status.retrograde, values);
  if (today >= loop.shadow.enters.time) return fill(status.preShadow, values);
  return fill(status.next, values);
}

/** How often the planet turns back in the loops given: "three times … for 20 to 24 days each time". */
export function loopCount(planet: RetrogradePlanet, loops: readonly RetrogradePeriod[]): string {
  const days = loops.map((loop) =>
    Math.round((loop.stationDirect.time - loop.stationRetrograde.time) / DAY_MS),
  );
  if (loops.length === 1) return fill(copy.count.one, { planet });
  return fill(copy.count.many, {
    planet,
    count: countWord(loops.length),
    shortest: Math.min(...days),
    longest: Math.max(...days),
  });
}

/** A year page's loops, or when the planet rests all year, the nearest loop before it and after it. */
export function yearLoops(
  loops: readonly RetrogradePeriod[],
  planet: RetrogradePlanet,
  year: number,
): { inYear: boolean; loops: RetrogradePeriod[] } {
  const own = loops.filter((loop) => loop.body === planet);
  const inYear = own.filter((loop) => isRetrogradeIn(loop, year));
  if (inYear.length > 0) return { inYear: true, loops: inYear };
  const start = Date.UTC(year, 0, 1);
  const before = own.filter((loop) => loop.stationDirect.time < start).at(-1);
  const after = own.find((loop) => loop.stationRetrograde.time >= start);
  return { inYear: false, loops: [before, after].filter((loop): loop is RetrogradePeriod => Boolean(loop)) };
}
