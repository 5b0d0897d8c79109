/**
 * The weekly and monthly horoscopes (docs/horoscopes.md#weeks-and-months): the same library and
 * the same event sentences as the daily readings, framed with the day of the week or of the
 * month, around the Moon's path through the week or the Sun's through the month.
 */
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { ordinal, splitSentences } from '@/lib/astrology/narrative/grammar';
import { fillFragment, render } from '@/lib/astrology/narrative/template';
import {
  addDays,
  dayNumber,
  dayStartMs,
  DAY_MS,
  monthDay,
  monthEnd,
  monthStart,
  utcClock,
  utcDay,
  weekdayName,
} from './days';
import { horoscopeLibrary, type HoroscopeLibrary } from './library';
import type { Body, SkyFact } from './sky';
import type { SkyAlmanac } from './sky-day';
import { factWeight, solarHouse } from './weights';
import { areaOf, factHouses, factText, variant, type WriterContext } from './writer';
import { splitInTwo, type ListedFact } from './daily';
import { backgroundSentences } from './background';

export const WEEK_WORDS = { min: 180, max: 360 } as const;
export const MONTH_WORDS = { min: 220, max: 460 } as const;
const WEEK_EVENTS = 5;
const WEEK_TARGET = 240;
const WEEK_FILLERS = 3;
/** Words kept free for the advice while a week's events are chosen. */
const ADVICE_ROOM = 30;
const MONTH_ASPECTS = 2;
/** How far back a month looks for a planet's earlier entry into the same sign. */
const RETURN_WINDOW_DAYS = 62;

export interface PeriodReading {
  sign: ZodiacSign;
  /** First and last UTC day of the period. */
  first: string;
  last: string;
  paragraphs: string[];
  sentences: string[];
  words: number;
  listed: ListedFact[];
  /** Where the Moon is each day (weeks only): its sign and house at 00:00 UTC and any sign it enters. */
  moonDays: Array<{ day: string; signs: Array<{ sign: ZodiacSign; house: number; from: number }> }>;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A week's events: every lunation, and the planets' stations, ingresses and aspects. */
function weekFacts(facts: readonly SkyFact[]): SkyFact[] {
  return facts.filter((fact) => fact.kind === 'lunation' || planetFacts([fact]).length > 0);
}

/**
 * The sentences for events, by time; of two alike events (a planet's two ingresses, two Full
 * Moons) only the first says what it means, the second is named (writer.ts, `frameOnly`).
 */
function writeFacts(
  ctx: WriterContext,
  facts: readonly SkyFact[],
  known: (fact: SkyFact) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  return [...facts]
    .sort((a, b) => a.time - b.time)
    .map((fact) => {
      const key =
        fact.kind === 'lunation'
          ? `lunation:${fact.phase}`
          : fact.kind === 'ingress' || fact.kind === 'station'
            ? `${fact.kind}:${fact.body}`
            : `${fact.kind}:${fact.time}`;
      const frameOnly = seen.has(key) || known(fact);
      seen.add(key);
      return factText(ctx, fact, { frameOnly });
    });
}

/** Planet events worth a week or a month: lunations, stations, ingresses and aspects, no Moon ingress or Moon aspect. */
function planetFacts(facts: readonly SkyFact[]): SkyFact[] {
  return facts.filter(
    (fact) =>
      (fact.kind === 'lunation' && (fact.phase === 'new' || fact.phase === 'full')) ||
      fact.kind === 'station' ||
      (fact.kind === 'ingress' && fact.body !== 'Moon') ||
      (fact.kind === 'aspect' && !fact.bodies.includes('Moon')),
  );
}

const heaviestFirst = (a: SkyFact, b: SkyFact) => factWeight(b) - factWeight(a) || a.time - b.time;

export class PeriodHoroscopes {
  constructor(
    private readonly almanac: SkyAlmanac,
    private readonly library: HoroscopeLibrary = horoscopeLibrary,
  ) {}

  /** The week that starts on a Monday. */
  week(sign: ZodiacSign, monday: string): PeriodReading {
    const start = dayStartMs(monday);
    const end = start + 7 * DAY_MS;
    const ctx: WriterContext = {
      library: this.library,
      sign,
      turn: Math.floor(dayNumber(monday) / 7),
      timeText: (time) => `${utcClock(time)} UTC on ${weekdayName(utcDay(time))}`,
      areasUsed: new Set(),
    };
    const facts = this.almanac.facts(start, end);
    const { week } = this.library.periods;
    const moonAt = (time: number) => this.almanac.places(time).find((place) => place.body === 'Moon')!.sign;
    const [firstSign, lastSign] = [moonAt(start), moonAt(end - 1)];
    // The Moon's path, and what the house it spends the weekend in (Saturday noon) brings.
    const weekendSign = moonAt(start + 5.5 * DAY_MS);
    const weekendHouse = solarHouse(sign, weekendSign);
    const opening = [
      render(variant(ctx, week.moonPath, 'week:moon'), {
        sign: firstSign,
        house: ordinal(solarHouse(sign, firstSign)),
        endSign: lastSign,
        endHouse: ordinal(solarHouse(sign, lastSign)),
      }),
      render(variant(ctx, week.weekend, 'week:weekend'), { sign: weekendSign, house: ordinal(weekendHouse) }),
      variant(ctx, this.library.moon.byHouse[String(weekendHouse) as '1'], 'week:weekend:house'),
    ].join(' ');

    // The heaviest events of the week that fit, then background while the week is short.
    const candidates = weekFacts(facts).sort(heaviestFirst);
    const chosen: SkyFact[] = [];
    let words = wordCount(opening) + ADVICE_ROOM;
    for (const fact of candidates) {
      // A sixth event only for a week that would otherwise read short.
      if (chosen.length >= WEEK_EVENTS + (words < WEEK_TARGET - 40 ? 1 : 0)) break;
      const size = wordCount(factText(ctx, fact));
      if (words + size > WEEK_WORDS.max) continue;
      chosen.push(fact);
      words += size;
    }
    const middle = writeFacts(ctx, chosen);
    words = wordCount(opening) + ADVICE_ROOM + wordCount(middle.join(' '));
    let fillers = 0;
    for (const text of backgroundSentences(ctx, this.almanac, this.almanac.day(monday), 7)) {
      const wanted = fillers < WEEK_FILLERS ? words < WEEK_TARGET : words < WEEK_WORDS.min + 15;
      if (!wanted || words + wordCount(text) > WEEK_WORDS.max) continue;
      middle.push(text);
      words += wordCount(text);
      fillers += 1;
    }

    const focus =
      chosen.length > 0
        ? factHouses(sign, [...chosen].sort(heaviestFirst)[0]!)[0]!
        : solarHouse(sign, firstSign);
    const advice = variant(ctx, week.advice[String(focus) as '1'], 'week:advice');
    const moonDays = Array.from({ length: 7 }, (_, index) => {
      const day = addDays(monday, index);
      const sky = this.almanac.day(day);
      return {
        day,
        signs: sky.moon.map((stretch) => ({
          sign: stretch.sign,
          house: solarHouse(sign, stretch.sign),
          from: stretch.from,
        })),
      };
    });
    return this.reading(
      sign,
      monday,
      addDays(monday, 6),
      [opening, ...splitInTwo(middle), advice],
      chosen,
      moonDays,
    );
  }

  /** A calendar month, "YYYY-MM". */
  month(sign: ZodiacSign, month: string): PeriodReading {
    const first = monthStart(month);
    const last = monthEnd(month);
    const start = dayStartMs(first);
    const end = dayStartMs(last) + DAY_MS;
    const [year, number] = month.split('-').map(Number) as [number, number];
    const ctx: WriterContext = {
      library: this.library,
      sign,
      turn: year * 12 + number,
      timeText: (time) => `${utcClock(time)} UTC on ${monthDay(utcDay(time))}`,
      areasUsed: new Set(),
    };
    const { month: copy } = this.library.periods;
    const facts = this.almanac.facts(start, end);
    const chosen: SkyFact[] = [];

    // The Sun: the sign it starts the month in, and the one it moves on to.
    const sun = this.almanac.places(start).find((place) => place.body === 'Sun')!;
    const sunIngress = facts.find((fact) => fact.kind === 'ingress' && fact.body === 'Sun');
    const sunHouse = solarHouse(sign, sun.sign);
    const sunParts = [
      render(variant(ctx, copy.sunIn, 'month:sun'), {
        date: sunIngress ? monthDay(utcDay(sunIngress.time)) : monthDay(last),
        sign: sun.sign,
        house: ordinal(sunHouse),
        clause: variant(
          ctx,
          this.library.background.sun.byHouse[String(sunHouse) as '1'],
          'month:sun:clause',
        ),
      }),
    ];
    if (sunIngress && sunIngress.kind === 'ingress') {
      const house = solarHouse(sign, sunIngress.sign);
      sunParts.push(
        render(variant(ctx, copy.sunMoves, 'month:sun:moves'), {
          date: monthDay(utcDay(sunIngress.time)),
          sign: sunIngress.sign,
          house: ordinal(house),
        }),
        this.library.planets.inHouse.Sun[String(house) as '1'],
      );
      chosen.push(sunIngress);
    }

    const lunations = facts.filter(
      (fact) => fact.kind === 'lunation' && (fact.phase === 'new' || fact.phase === 'full'),
    );
    chosen.push(...lunations);
    const retrograde = this.monthRetrogrades(ctx, start, facts);
    // Stations and ingresses, then the heaviest aspects, heaviest first while the words allow.
    const candidates = [
      ...planetFacts(facts)
        .filter((fact) => fact.kind === 'station' || (fact.kind === 'ingress' && fact.body !== 'Sun'))
        .sort(heaviestFirst),
      ...planetFacts(facts)
        .filter((fact) => fact.kind === 'aspect')
        .sort(heaviestFirst)
        .slice(0, MONTH_ASPECTS),
    ];
    const returning = (fact: SkyFact) => this.returning(fact, start);
    const write = (list: readonly SkyFact[]) => writeFacts(ctx, list, returning);
    const size = () =>
      wordCount(
        [...sunParts, ...write(chosen.filter((fact) => fact !== sunIngress)), ...retrograde].join(' '),
      ) + ADVICE_ROOM;
    for (const fact of candidates) {
      chosen.push(fact);
      if (size() > MONTH_WORDS.max) chosen.pop();
    }
    const middle = write(chosen.filter((fact) => fact !== sunIngress && fact.kind !== 'lunation'));
    const newMoon = lunations.find((fact) => fact.kind === 'lunation' && fact.phase === 'new');
    const focus = newMoon ? factHouses(sign, newMoon)[0]! : sunHouse;
    const advice = variant(ctx, copy.advice[String(focus) as '1'], 'month:advice');
    const paragraphs = [
      sunParts.join(' '),
      write(lunations).join(' '),
      ...splitInTwo([...middle, ...retrograde]),
      advice,
    ];
    return this.reading(sign, first, last, paragraphs, chosen, []);
  }

  /**
   * True for a planet entering a sign it entered in the two months before: back in the sign it
   * left while retrograde, it has been read for that house already (last month's page did).
   */
  private returning(fact: SkyFact, monthStartMs: number): boolean {
    if (fact.kind !== 'ingress') return false;
    return this.almanac
      .facts(monthStartMs - RETURN_WINDOW_DAYS * DAY_MS, fact.time)
      .some(
        (earlier) => earlier.kind === 'ingress' && earlier.body === fact.body && earlier.sign === fact.sign,
      );
  }

  /**
   * Mercury, Venus or Mars retrograde in one sign through the whole month (a station or a change
   * of sign within the month is an event of its own).
   */
  private monthRetrogrades(ctx: WriterContext, start: number, facts: readonly SkyFact[]): string[] {
    const texts: string[] = [];
    const places = this.almanac.places(start);
    for (const body of ['Mercury', 'Venus', 'Mars'] as Body[]) {
      const place = places.find((item) => item.body === body)!;
      const changes = facts.some(
        (fact) => (fact.kind === 'station' || fact.kind === 'ingress') && fact.body === body,
      );
      if (!place.retrograde || changes) continue;
      const house = solarHouse(ctx.sign, place.sign);
      const slot = `month:retrograde:${body}`;
      const clauses = this.library.background.retrograde.byPlanet[body as 'Mercury'];
      const clause = fillFragment(variant(ctx, clauses, slot), {
        area: areaOf(ctx, house, slot, clauses.length),
      });
      texts.push(
        render(variant(ctx, this.library.periods.month.retrograde, `${slot}:frame`), {
          planet: body,
          house: ordinal(house),
          span: 'all month',
          clause,
        }),
      );
    }
    return texts;
  }

  private reading(
    sign: ZodiacSign,
    first: string,
    last: string,
    parts: string[],
    chosen: SkyFact[],
    moonDays: PeriodReading['moonDays'],
  ): PeriodReading {
    const paragraphs = parts.filter(Boolean);
    return {
      sign,
      first,
      last,
      paragraphs,
      sentences: paragraphs.flatMap((paragraph) => splitSentences(paragraph)),
      words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
      listed: [...chosen]
        .sort((a, b) => a.time - b.time)
        .map((fact) => ({ fact, houses: factHouses(sign, fact) })),
      moonDays,
    };
  }
}
