/**
 * The weekly and monthly horoscopes (docs/horoscopes.md#weeks-and-months), written from the span's
 * events and checked against them: every station, lunation, eclipse and planet ingress of the
 * span is read, or left to the table by a stated rule (`rankedOut`); every statement of where the
 * Moon or a planet is on a named day is generated from the ephemeris and recorded as a claim the
 * tests check (`claims`).
 *
 * A week leads with its story (its one or two heaviest events for the sign), then goes through
 * the days: Monday and Tuesday, Wednesday to Friday, the weekend, each with its events and what to
 * do with the Moon's house. A month has a through-line (the turning point, the arc from New to Full
 * Moon), its first half, the turning point, a second half in the weeks of the reader's calendar
 * (the named days in it read for the sign), best days for love, work and rest, and advice.
 * Their words are their own (period-events.ts), never the daily reading's.
 */
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { dayMonth, MONTH_NAMES, weekdayName } from '@/lib/content/dates';
import { ordinal, splitSentences } from '@/lib/astrology/narrative/grammar';
import { fillFragment, render } from '@/lib/astrology/narrative/template';
import { addDays, dayNumber, dayStartMs, DAY_MS, monthEnd, monthStart, utcDay, weekStart } from './days';
import type { ListedFact } from './daily';
import { europeanDay, isDayOff, namedDay, type NamedDay } from './calendar';
import { horoscopeLibrary, type HoroscopeLibrary } from './library';
import { actFor, capitalise, periodEvent, pickFresh, shortClause, natureOf, whereOf } from './period-events';
import { compareRanks, isRuler, rankFact, type Rank } from './rank';
import type { AspectFact, Body, IngressFact, SkyFact, VoidFact } from './sky';
import type { SkyAlmanac } from './sky-day';
import { plainText } from './time-words';
import { aspectFamily, solarHouse } from './weights';
import {
  areaOf,
  factHouses,
  houseTopic,
  pickMeaning,
  resolveTopics,
  theBody,
  timeValues,
  writerContext,
  type WriterContext,
} from './writer';

export const WEEK_WORDS = { min: 220, max: 450 } as const;
export const MONTH_WORDS = { min: 900, max: 2000 } as const;
/** A week shorter than this takes one more aspect between planets in each part (up to two). */
const WEEK_TARGET = 260;
/** A month reads aspects between planets, heaviest first, one per pair of houses, until it has this many words. */
const MONTH_TARGET = 1450;
/** …and never more than this many. */
const MONTH_ASPECTS = 14;
/** The second act reads at most this many aspects to the turning point's planet. */
const MONTH_TESTS = 6;
/** The month's turning point is looked for in these days of the month first. */
const TURNING_WINDOW = { from: 8, to: 24 } as const;
/** A void of course the week names in plain words: this many hours or more. */
const WEEK_VOID_HOURS = 12;

/** A statement the text makes about where a body is: in `sign` from `from` to `to` (an instant when equal). */
export interface Claim {
  body: Body;
  sign: ZodiacSign;
  from: number;
  to: number;
}

/** An event the text does not read, and the rule that leaves it to the table (docs/horoscopes.md#weeks-and-months). */
export interface RankedOut {
  fact: SkyFact;
  rule: 'moon-contact' | 'moon-ingress' | 'void' | 'quarter-moon' | 'aspect-beyond-limit';
}

export interface PeriodSection {
  heading?: string;
  /** Paragraphs with their time tokens (time-words.ts). */
  marked: string[];
}

export interface PeriodReading {
  sign: ZodiacSign;
  /** First and last UTC day of the period. */
  first: string;
  last: string;
  sections: PeriodSection[];
  /** Every paragraph as it reads in UTC. */
  paragraphs: string[];
  sentences: string[];
  words: number;
  /** The events of the span as the table lists them; `read` when the text reads them. */
  listed: ListedFact[];
  rankedOut: RankedOut[];
  claims: Claim[];
  meanings: string[];
  /** The texts the reading used (a month avoids its weeks' texts). */
  used: Set<string>;
  /** Where the Moon is each day (weeks only): its sign and house at 00:00 UTC and any sign it enters. */
  moonDays: Array<{ day: string; signs: Array<{ sign: ZodiacSign; house: number; from: number }> }>;
  /** Best days of a month (months only): the day, what it is best for, and the kind. */
  bestDays: Array<{ day: string; kind: BestKind; house: number }>;
}

type BestKind = 'love' | 'work' | 'rest';

/** Words as read; a house's description, not settled yet, counts as the three words it usually has. */
const wordCount = (text: string) =>
  plainText(text.replace(/\uE002\d+\uE003/g, ' of a b'))
    .split(/\s+/)
    .filter(Boolean).length;

const isQuarter = (fact: SkyFact) =>
  fact.kind === 'lunation' && (fact.phase === 'first-quarter' || fact.phase === 'last-quarter');

/** The events a week or month reads by name: New and Full Moons, stations, planet ingresses, aspects between planets. */
function planetEvent(fact: SkyFact): boolean {
  if (fact.kind === 'lunation') return !isQuarter(fact);
  if (fact.kind === 'station') return true;
  if (fact.kind === 'ingress') return fact.body !== 'Moon';
  return fact.kind === 'aspect' && fact.bodies[0] !== 'Moon';
}

/** The events every week and month must read (the rest may be ranked out by a rule). */
const mustRead = (fact: SkyFact) =>
  (fact.kind === 'lunation' && !isQuarter(fact)) ||
  fact.kind === 'station' ||
  (fact.kind === 'ingress' && fact.body !== 'Moon');

/** The table lists the span's planet events and all four lunations. */
const tableEvent = (fact: SkyFact) => planetEvent(fact) || isQuarter(fact);

/** Why an unread event is left to the table. */
function rankOutRule(fact: SkyFact): RankedOut['rule'] | undefined {
  if (isQuarter(fact)) return 'quarter-moon';
  if (fact.kind === 'void') return 'void';
  if (fact.kind === 'ingress' && fact.body === 'Moon') return 'moon-ingress';
  if (fact.kind === 'aspect') return fact.bodies[0] === 'Moon' ? 'moon-contact' : 'aspect-beyond-limit';
  return undefined;
}

interface Ranked {
  fact: SkyFact;
  rank: Rank;
  time: number;
}

const ranks = (sign: ZodiacSign, facts: readonly SkyFact[]): Ranked[] =>
  facts.map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time })).sort(compareRanks);

/** Where an event puts its bodies, as claims: a station's planet, an ingress either side, a lunation's Moon, an aspect's two. */
function eventClaims(fact: SkyFact): Claim[] {
  const at = (body: Body, sign: ZodiacSign, time = fact.time): Claim => ({
    body,
    sign,
    from: time,
    to: time,
  });
  switch (fact.kind) {
    case 'station':
      return [at(fact.body, fact.sign)];
    case 'ingress':
      return [at(fact.body, fact.fromSign, fact.time - 60_000), at(fact.body, fact.sign, fact.time + 60_000)];
    case 'lunation':
      return [at('Moon', fact.sign)];
    case 'aspect':
      return [at(fact.bodies[0], fact.signs[0]), at(fact.bodies[1], fact.signs[1])];
    case 'void':
      return [
        { body: 'Moon', sign: fact.sign, from: fact.time, to: fact.end - 60_000 },
        at('Moon', fact.nextSign, fact.end + 60_000),
      ];
  }
}

interface Stretch {
  sign: ZodiacSign;
  from: number;
  to: number;
}

/** A body's signs through a span: where it starts, and each sign it enters (the Moon's, or a planet's). */
function stretchesOf(
  almanac: SkyAlmanac,
  facts: readonly SkyFact[],
  start: number,
  end: number,
  body: Body = 'Moon',
): Stretch[] {
  const first = almanac.places(start).find((place) => place.body === body)!.sign;
  const stretches: Stretch[] = [{ sign: first, from: start, to: end }];
  for (const fact of facts) {
    if (fact.kind !== 'ingress' || fact.body !== body) continue;
    stretches[stretches.length - 1]!.to = fact.time;
    stretches.push({ sign: fact.sign, from: fact.time, to: end });
  }
  return stretches;
}

/** The longest of some stretches (where a body spends most of a span). */
const longest = (stretches: readonly Stretch[]): Stretch =>
  [...stretches].sort((a, b) => b.to - b.from - (a.to - a.from))[0]!;

/** The two houses an aspect links, as a key ("6-10"); other events have none. */
function housePair(sign: ZodiacSign, fact: SkyFact): string {
  if (fact.kind !== 'aspect') return '';
  const [a, b] = fact.signs.map((s) => solarHouse(sign, s)) as [number, number];
  return a <= b ? `${a}-${b}` : `${b}-${a}`;
}

/** Aspects in rank order, each linking a pair of houses no earlier one links (one meaning per pair on a page). */
function distinctPairs(sign: ZodiacSign, items: readonly Ranked[], seen: Set<string>): Ranked[] {
  return items.filter((item) => {
    const pair = housePair(sign, item.fact);
    if (seen.has(pair)) return false;
    seen.add(pair);
    return true;
  });
}

/** The house a period's advice speaks to: the theme's (an aspect's faster body's). */
const focusHouse = (sign: ZodiacSign, fact: SkyFact) => factHouses(sign, fact)[0]!;

/** How the Moon's contact counts for a best day: trines and sextiles help, squares and oppositions hinder. */
function aspectScore(fact: SkyFact): number {
  if (fact.kind !== 'aspect') return 0;
  const family = aspectFamily(fact.aspect);
  return family === 'flow' ? 2 : family === 'conjunction' ? 1 : -2;
}

/** What makes a good day for each: the Moon's houses, the bodies whose contacts count, a void's worth, a day off's. */
const BEST_DAY_RULES: Record<
  BestKind,
  { houses: Record<number, number>; bodies: readonly Body[]; voidScore: number; dayOff: number }
> = {
  love: {
    houses: { 5: 4, 7: 4, 1: 1, 11: 1 },
    bodies: ['Venus', 'Mars', 'Jupiter'],
    voidScore: -1,
    dayOff: 1,
  },
  work: {
    houses: { 6: 4, 10: 4, 2: 1, 3: 1 },
    bodies: ['Sun', 'Mercury', 'Mars', 'Saturn', 'Jupiter'],
    voidScore: -1.5,
    // Never a weekend, a bank holiday, Christmas Eve or New Year's Eve (calendar.ts).
    dayOff: -Infinity,
  },
  rest: { houses: { 12: 4, 4: 4, 8: 1 }, bodies: ['Venus', 'Neptune'], voidScore: 1, dayOff: 4 },
};

/** A second event joins the week's story at this weight or more (two stations, a station and a lunation). */
const STORY_PAIR = 10;

/**
 * How much an event shapes a sign's week (docs/horoscopes.md#the-week): an eclipse, then stations
 * (the slow planets' most), then New and Full Moons, angular ingresses, aspects to the sign's
 * ruler; more in the sign's own house, then its other angles, more for its ruler.
 */
function storyWeight(sign: ZodiacSign, item: Ranked): number {
  const { fact } = item;
  const house = fact.kind === 'void' ? 0 : factHouses(sign, fact)[0]!;
  const angle = house === 1 ? 4 : [4, 7, 10].includes(house) ? 2 : 0;
  const ruler =
    item.rank.reason === 'ruler aspect' ||
    (fact.kind === 'station' && item.rank.weight > 0 && isRuler(sign, fact.body))
      ? 2
      : 0;
  switch (fact.kind) {
    case 'lunation':
      return (fact.eclipse ? 14 : 9) + angle;
    case 'station':
      return (['Mercury', 'Venus', 'Mars'].includes(fact.body) ? 9 : 8) + angle + ruler;
    case 'ingress':
      return (['Sun', 'Mercury', 'Venus', 'Mars'].includes(fact.body) ? 4 : 8) + angle;
    case 'aspect':
      return 2 + ruler + (item.rank.tier === 1 ? 2 : 0);
    case 'void':
      return 0;
  }
}

/** Paragraphs of at most three items each. */
export function splitInTwo(parts: readonly string[]): string[] {
  const kept = parts.filter(Boolean);
  if (kept.length <= 3) return kept.length ? [kept.join(' ')] : [];
  const half = Math.ceil(kept.length / 2);
  return [kept.slice(0, half).join(' '), kept.slice(half).join(' ')];
}

export class PeriodHoroscopes {
  private readonly weeks = new Map<string, PeriodReading>();
  /** The signs the month being written reads Mercury, Venus and Mars in (monthFocus), as "Venus|Scorpio". */
  private focusSigns = new Set<string>();

  constructor(
    private readonly almanac: SkyAlmanac,
    private readonly library: HoroscopeLibrary = horoscopeLibrary,
  ) {}

  /** The week that starts on a Monday. */
  week(sign: ZodiacSign, monday: string): PeriodReading {
    const cacheKey = `${sign}|${monday}`;
    const known = this.weeks.get(cacheKey);
    if (known) return known;
    let reading = this.composeWeek(sign, monday, 0);
    // A week that reads short takes one more aspect between planets in each part.
    for (let extra = 1; reading.words < WEEK_TARGET && extra <= 2; extra += 1)
      reading = this.composeWeek(sign, monday, extra);
    // A week still short reads the Sun's season in the sign's house as its background.
    if (reading.words < WEEK_TARGET) reading = this.composeWeek(sign, monday, 2, true);
    this.weeks.set(cacheKey, reading);
    return reading;
  }

  /**
   * An event's sentences as the page reads them: its lead, its meaning, and what to do (a week says
   * it after an ingress as a sentence of its own; a month after every station, lunation and
   * ingress, in a frame of its own). `named` is the named day it falls on, if any.
   */
  private eventSentences(
    ctx: WriterContext,
    fact: SkyFact,
    kind: 'week' | 'month',
    named?: string,
    brief = false,
  ): string {
    const { lead, meaning } = periodEvent(ctx, fact, named);
    // `brief`: a second station the same way in the same house reads as a second push to the first's meaning.
    const parts = [lead, brief ? '' : meaning];
    const house = fact.kind === 'aspect' || fact.kind === 'void' ? 0 : solarHouse(ctx.sign, fact.sign);
    // A month has room for a second meaning of its stations and New and Full Moons, one its weeks did not use.
    // (Not an ingress on a named day: the day off's advice follows, and a working-life meaning would fight it.)
    if (kind === 'month' && !brief && house > 0 && !(named && fact.kind === 'ingress'))
      parts.push(this.secondMeaning(ctx, fact, house));
    if (kind === 'week' && named && fact.kind !== 'ingress' && house > 0)
      // An event on a named day ends with a line for the day as lived.
      parts.push(
        render(pickFresh(ctx, this.library.periods.month.holidayAct, 'month.holidayAct'), {
          clause: pickMeaning(
            ctx,
            this.library.periods.month.holidayClause[String(house) as '1'],
            `month.holidayClause.${house}`,
          ),
        }),
      );
    if (kind === 'week' && fact.kind === 'ingress')
      // On a named day the step is one for the day off (month.holidayClause), not the office.
      parts.push(
        `${capitalise(
          named
            ? pickMeaning(
                ctx,
                this.library.periods.month.holidayClause[String(house) as '1'],
                `month.holidayClause.${house}`,
              )
            : actFor(ctx, house),
        )}.`,
      );
    if (kind === 'month' && house > 0 && named)
      // On a named day the advice is for the day off, not the office.
      parts.push(
        render(pickFresh(ctx, this.library.periods.month.holidayAct, 'month.holidayAct'), {
          clause: pickMeaning(
            ctx,
            this.library.periods.month.holidayClause[String(house) as '1'],
            `month.holidayClause.${house}`,
          ),
        }),
      );
    else if (kind === 'month' && house > 0 && !isQuarter(fact))
      parts.push(
        render(
          fact.kind === 'ingress'
            ? pickFresh(ctx, this.library.periods.month.ingressAct, 'month.ingressAct')
            : pickFresh(ctx, this.library.periods.month.eventAct, 'month.eventAct'),
          {
            act: actFor(ctx, house),
          },
        ),
      );
    return parts.filter(Boolean).join(' ');
  }

  /**
   * Another meaning of a station or a New or Full Moon for its house, or what Mercury, Venus or Mars
   * bring to the house they enter, if the page and its weeks have one left.
   */
  private secondMeaning(ctx: WriterContext, fact: SkyFact, house: number): string {
    const events = this.library.periods.events;
    const key = String(house) as '1';
    // A station's meanings all say its dates; a second one would say them twice.
    const list =
      fact.kind === 'lunation' && (fact.phase === 'new' || fact.phase === 'full')
        ? events.lunation[fact.phase][key]
        : [];
    const month = this.library.periods.month;
    // An ingress into the sign the month's focus already reads (monthFocus) has its meaning there.
    const personal =
      fact.kind === 'ingress' && !fact.retrograde && !this.focusSigns.has(`${fact.body}|${fact.sign}`)
        ? { Sun: month.sun, Mercury: month.mercury, Venus: month.venus, Mars: month.mars }[
            fact.body as 'Mercury'
          ]?.[key]
        : undefined;
    const fresh = (personal ?? list).find((text) => !ctx.used.has(text) && !ctx.avoid?.has(text));
    if (!fresh) return '';
    ctx.used.add(fresh);
    return fresh;
  }

  private composeWeek(sign: ZodiacSign, monday: string, extra: number, background = false): PeriodReading {
    const start = dayStartMs(monday);
    const end = start + 7 * DAY_MS;
    const ctx = writerContext(this.library, sign, Math.floor(dayNumber(monday) / 7), 'week', monday);
    const copy = this.library.periods.week;
    const facts = this.almanac.facts(start, end);
    const ranked = ranks(sign, facts.filter(planetEvent));
    const claims: Claim[] = [];
    const read = new Set<SkyFact>();

    // The named days of the week (Christmas Eve, Boxing Day…): an event on one is said by its name,
    // when it falls on that date from the UK to Greece (calendar.ts europeanDay).
    const namedDays = Array.from({ length: 7 }, (_, index) => addDays(monday, index)).flatMap((day) => {
      const found = namedDay(day, this.library.periods.month.calendar);
      return found ? [{ day, ...found }] : [];
    });
    const nameOf = (time: number) => {
      const day = europeanDay(time);
      return namedDays.find((item) => item.day === day)?.name;
    };
    // The story: the week's one or two events that shape it for the sign (`storyWeight`).
    const story: string[] = [];
    const byStory = [...ranked].sort(
      (a, b) => storyWeight(sign, b) - storyWeight(sign, a) || a.time - b.time,
    );
    const [theme, next] = byStory;
    // The story's events, each named again on its own day with what to do that day.
    const storyItems: Ranked[] = [];
    if (theme && next && storyWeight(sign, next) >= STORY_PAIR) {
      const [first, second] = [theme, next].sort((a, b) => a.time - b.time) as [Ranked, Ranked];
      story.push(
        render(pickFresh(ctx, copy.storyTwo, 'week.storyTwo'), {
          First: capitalise(shortClause(ctx, first.fact, copy.storyShort, { when: true })),
          // Two stations one way in one house: the second "does the same", the house named once.
          second:
            first.fact.kind === 'station' &&
            second.fact.kind === 'station' &&
            first.fact.direction === second.fact.direction &&
            first.fact.sign === second.fact.sign
              ? `${second.fact.body} does the same ${timeValues(ctx, second.fact.time).time}`
              : shortClause(ctx, second.fact, copy.storyShort, { when: true }),
        }),
      );
      const houseOf = (fact: SkyFact) => factHouses(sign, fact)[0];
      // Two stations the same way in one house share one meaning (a second would say "since July"
      // again), and "does the same" has already said they fall together.
      const sameTurn =
        first.fact.kind === 'station' &&
        second.fact.kind === 'station' &&
        first.fact.direction === second.fact.direction &&
        houseOf(first.fact) === houseOf(second.fact);
      if (houseOf(first.fact) === houseOf(second.fact) && !sameTurn)
        story.push(pickFresh(ctx, copy.sameHouse, 'week.sameHouse'));
      storyItems.push(first, second);
      for (const item of sameTurn ? [first] : [first, second]) {
        const { meaning } = periodEvent(ctx, item.fact);
        story.push(meaning || this.eventSentences(ctx, item.fact, 'week', nameOf(item.time)));
      }
      read.add(first.fact);
      read.add(second.fact);
    } else if (theme) {
      story.push(this.eventSentences(ctx, theme.fact, 'week', nameOf(theme.time)));
      read.add(theme.fact);
    }

    // The days: each part's events in order, the Moon's house as what to do, a long void in plain words.
    const stretches = stretchesOf(this.almanac, facts, start, end);
    const parts = [
      { heading: copy.parts.early, from: start, to: start + 2 * DAY_MS },
      { heading: copy.parts.middle, from: start + 2 * DAY_MS, to: start + 5 * DAY_MS },
      { heading: copy.parts.weekend, from: start + 5 * DAY_MS, to: end },
    ];
    const pairs = new Set([...read].map((fact) => housePair(sign, fact)).filter(Boolean));
    const quarterMoons = background ? ranks(sign, facts.filter(isQuarter)) : [];
    const sections: PeriodSection[] = [{ marked: [story.join(' ')] }];
    // (Not in a week the Sun changes sign: its ingress says where it goes.)
    if (background && !facts.some((fact) => fact.kind === 'ingress' && fact.body === 'Sun')) {
      // The Sun's sign for most of the week, read for the sign's house (the month's own list: a
      // month avoids the text its week used, so the two never say the same sentence).
      const sun = longest(stretchesOf(this.almanac, facts, start, end, 'Sun'));
      const house = solarHouse(sign, sun.sign);
      claims.push({ body: 'Sun', sign: sun.sign, from: sun.from + 60_000, to: sun.to - 60_000 });
      sections[0]!.marked.push(
        `${render(pickFresh(ctx, copy.background, 'week.background'), { sign: sun.sign, where: whereOf(ctx, house) })} ${pickMeaning(
          ctx,
          this.library.periods.month.sun[String(house) as '1'],
          `month.sun.${house}`,
        )}`,
      );
    }
    for (const part of parts) {
      const inPart = (item: Ranked) => item.time >= part.from && item.time < part.to;
      const chosen = ranked.filter((item) => inPart(item) && mustRead(item.fact) && !read.has(item.fact));
      // A quiet week (one still short) also reads its quarter Moon, which a busier week leaves to the table.
      if (background) chosen.push(...quarterMoons.filter(inPart));
      // One aspect between planets a part, two in a week that would read short: the heaviest, a pair not yet read.
      const aspects = distinctPairs(
        sign,
        ranked.filter((item) => inPart(item) && item.fact.kind === 'aspect' && !read.has(item.fact)),
        pairs,
      ).slice(0, 1 + extra);
      if (chosen.length === 0 || extra > 0 || aspects[0]?.rank.tier === 1) chosen.push(...aspects);
      chosen.sort((a, b) => a.time - b.time);
      // Everything in the order it happens: the story's own days, the events, the Moon's change of sign, a long void.
      const storyDays = story.length > 0 ? storyItems.filter((item) => inPart(item)) : [];
      const timed = chosen.map((item) => {
        read.add(item.fact);
        return { time: item.time, text: this.eventSentences(ctx, item.fact, 'week', nameOf(item.time)) };
      });
      for (const item of storyDays) {
        if (item.fact.kind === 'void') continue;
        const house = factHouses(sign, item.fact)[0]!;
        timed.push({
          time: item.time,
          text: render(pickFresh(ctx, copy.storyDay, 'week.storyDay'), {
            ...(nameOf(item.time)
              ? { time: nameOf(item.time)!, Time: nameOf(item.time)! }
              : timeValues(ctx, item.time)),
            planet:
              item.fact.kind === 'lunation'
                ? `the ${item.fact.phase === 'new' ? 'New' : 'Full'} Moon`
                : item.fact.kind === 'aspect'
                  ? `${item.fact.bodies[0]} and ${item.fact.bodies[1]}`
                  : item.fact.body,
            act: actFor(ctx, house),
          }),
        });
      }
      // A named day with no event of its own is read by the Moon's house that day, in place of the part's Moon line.
      const holidays = namedDays.filter((item) => {
        const at = dayStartMs(item.day);
        return at >= part.from && at < part.to && ![...read].some((fact) => nameOf(fact.time) === item.name);
      });
      for (const holiday of holidays)
        timed.push({ time: dayStartMs(holiday.day), text: this.holidayMoon(ctx, holiday, claims) });
      if (holidays.length === 0) timed.push(this.moonPart(ctx, stretches, part.from, part.to, claims));
      // A void on a named day is left to the table: the day's own line says what it is for.
      const longVoid = facts.find(
        (fact): fact is VoidFact =>
          fact.kind === 'void' &&
          !nameOf(fact.time) &&
          fact.time >= part.from &&
          fact.time < part.to &&
          fact.end - fact.time >= WEEK_VOID_HOURS * 3_600_000,
      );
      if (longVoid) {
        read.add(longVoid);
        timed.push({
          time: longVoid.time,
          text: render(pickFresh(ctx, copy.void, 'week.void'), {
            ...timeValues(ctx, longVoid.time, 'from', 'from'),
            ...timeValues(ctx, longVoid.end, 'until', 'until'),
            voidAct: pickMeaning(
              ctx,
              copy.voidAct[String(solarHouse(sign, longVoid.sign)) as '1'],
              `week.voidAct.${solarHouse(sign, longVoid.sign)}`,
            ),
          }),
        });
      }
      const texts = timed.sort((a, b) => a.time - b.time).map((item) => item.text);
      sections.push({ heading: part.heading, marked: splitInTwo(texts) });
    }

    const focus = theme ? focusHouse(sign, theme.fact) : solarHouse(sign, stretches[0]!.sign);
    sections.push({ marked: [pickMeaning(ctx, copy.advice[String(focus) as '1'], `week.advice.${focus}`)] });
    for (const fact of read) claims.push(...eventClaims(fact));
    return this.reading(sign, monday, addDays(monday, 6), sections, facts, read, claims, ctx, {
      moonDays: this.moonDays(sign, monday),
      bestDays: [],
    });
  }

  /**
   * The Moon in a part of the week, as what to do: the sign it keeps the whole part, or the sign it
   * enters and keeps longest there. Recorded as a claim for the stretch the sentence names.
   */
  private moonPart(
    ctx: WriterContext,
    stretches: readonly Stretch[],
    from: number,
    to: number,
    claims: Claim[],
  ) {
    const copy = this.library.periods.week;
    const inside = stretches
      .filter((stretch) => stretch.to > from && stretch.from < to)
      .map((stretch) => ({ ...stretch, from: Math.max(stretch.from, from), to: Math.min(stretch.to, to) }));
    const whole = inside.length === 1 ? inside[0]! : undefined;
    const entered = longest(inside.filter((stretch) => stretch.from > from));
    const stretch = whole ?? entered;
    const house = solarHouse(ctx.sign, stretch.sign);
    claims.push({ body: 'Moon', sign: stretch.sign, from: stretch.from, to: stretch.to - 1 });
    const values = {
      sign: stretch.sign,
      house: ordinal(house),
      where: whereOf(ctx, house),
      of: houseTopic(ctx, house),
      act: actFor(ctx, house),
    };
    if (whole) return { time: from, text: render(pickFresh(ctx, copy.moonHere, 'week.moonHere'), values) };
    return {
      time: stretch.from,
      text: render(pickFresh(ctx, copy.moonEnters, 'week.moonEnters'), {
        ...values,
        ...timeValues(ctx, stretch.from),
      }),
    };
  }

  /** A calendar month, "YYYY-MM". */
  month(sign: ZodiacSign, month: string): PeriodReading {
    const first = monthStart(month);
    const last = monthEnd(month);
    const start = dayStartMs(first);
    const end = dayStartMs(last) + DAY_MS;
    const [year, number] = month.split('-').map(Number) as [number, number];
    // The month does not repeat its weeks: every text a week of the month used is avoided.
    const avoid = new Set<string>();
    for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7))
      for (const text of this.week(sign, monday).used) avoid.add(text);
    const ctx = writerContext(this.library, sign, year * 12 + number, 'month', first, avoid);
    const copy = this.library.periods.month;
    const facts = this.almanac.facts(start, end);
    const ranked = ranks(sign, facts.filter(planetEvent));
    const read = new Set<SkyFact>();
    const claims: Claim[] = [];
    const monthName = MONTH_NAMES[new Date(start).getUTCMonth()]!;
    const dayName = (day: number) => `${day} ${monthName}`;

    // The turning point: the heaviest event in the middle of the month, else the heaviest of all.
    const inWindow = (item: Ranked) => {
      const day = new Date(item.time).getUTCDate();
      return day >= TURNING_WINDOW.from && day <= TURNING_WINDOW.to;
    };
    const byStory = [...ranked].sort(
      (a, b) => storyWeight(sign, b) - storyWeight(sign, a) || a.time - b.time,
    );
    const turning = byStory.find((item) => item.rank.tier <= 1 && inWindow(item)) ?? byStory[0];

    // The opening: the Sun's passage, the through-line, the arc from New to Full Moon.
    const sun = this.almanac.places(start).find((place) => place.body === 'Sun')!;
    const sunIngress = facts.find(
      (fact): fact is IngressFact => fact.kind === 'ingress' && fact.body === 'Sun',
    );
    const sunHouse = solarHouse(sign, sun.sign);
    const intro: string[] = [];
    if (sunIngress)
      intro.push(
        render(pickMeaning(ctx, copy.passage[String(sunHouse) as '1'], `month.passage.${sunHouse}`), {
          month: monthName,
        }),
      );
    else
      intro.push(
        render(pickFresh(ctx, copy.stay, 'month.stay'), {
          month: monthName,
          house: ordinal(sunHouse),
          where: whereOf(ctx, sunHouse),
          of: houseTopic(ctx, sunHouse),
        }),
      );
    claims.push({ body: 'Sun', sign: sun.sign, from: start, to: (sunIngress?.time ?? end) - 60_000 });
    if (turning)
      intro.push(
        render(pickFresh(ctx, copy.throughLine, 'month.throughLine'), {
          ...timeValues(ctx, turning.time),
          date: dayName(new Date(turning.time).getUTCDate()),
          short: shortClause(ctx, turning.fact, this.library.periods.week.storyShort),
          // "The month turns on 13 December, when …": the date is said once, by the frame.
        }),
      );
    const newMoon = facts.find((fact) => fact.kind === 'lunation' && fact.phase === 'new');
    const fullMoon = facts.find((fact) => fact.kind === 'lunation' && fact.phase === 'full');
    if (newMoon?.kind === 'lunation' && fullMoon?.kind === 'lunation') {
      const newHouse = solarHouse(sign, newMoon.sign);
      const fullHouse = solarHouse(sign, fullMoon.sign);
      intro.push(
        render(
          pickFresh(ctx, newMoon.time < fullMoon.time ? copy.arc.newFirst : copy.arc.fullFirst, 'month.arc'),
          {
            ...timeValues(ctx, newMoon.time, 'at', 'newTime'),
            ...timeValues(ctx, fullMoon.time, 'at', 'fullTime'),
            newArea: this.library.houses[String(newHouse) as '1'].areas[0]!,
            fullArea: this.library.houses[String(fullHouse) as '1'].areas[1]!,
          },
        ),
      );
    }
    intro.push(...this.monthRetrogrades(ctx, { start, end }, facts, claims));
    // Mercury, Venus and Mars moving forward are read in the month's focus on love, energy and the mind.
    this.focusSigns = new Set();
    const focusTexts = this.monthFocus(ctx, { start, end }, facts, claims, monthName);
    // The Sun's first sign of the month heads the focus (its next sign is read where it enters).
    if (sunIngress)
      focusTexts.unshift(
        `${render(pickFresh(ctx, copy.sunLead, 'month.sunLead'), {
          until: dayMonth(sunIngress.time),
          sign: sun.sign,
          where: whereOf(ctx, sunHouse),
        })} ${copy.sun[String(sunHouse) as '1'].some((text) => !ctx.avoid?.has(text)) ? pickMeaning(ctx, copy.sun[String(sunHouse) as '1'], `month.sun.${sunHouse}`) : ''}`.trim(),
      );

    // What the month reads: every lunation, station and ingress, then aspects (one per pair of
    // houses, heaviest first) while the month is short of its words.
    // A month also reads its quarter Moons (the week leaves them to the table).
    const quarters = ranks(sign, facts.filter(isQuarter));
    const chosen = [...ranked.filter((item) => mustRead(item.fact) || item === turning), ...quarters];
    // At most two aspects of each kind: a page never repeats a frame, and the twelve signs' pages
    // of one month spread over the frames.
    const room = { flow: 6, friction: 6, together: 3 };
    // The second act: every later aspect to the turning point's planet (or to a planet that turns
    // in the same house within days of it) is read on its day as a test of what the turning point set going.
    const turningBodies = turning ? this.turningBodies(sign, turning, ranked) : [];
    const tests = turning
      ? ranked
          .filter(
            (item) =>
              item.fact.kind === 'aspect' &&
              new Date(item.time).getUTCDate() > new Date(turning.time).getUTCDate() &&
              item.fact.bodies.filter((body) => turningBodies.includes(body)).length === 1,
          )
          .sort((a, b) => a.time - b.time)
          .slice(0, MONTH_TESTS)
      : [];
    const aspects = distinctPairs(
      sign,
      ranked.filter((item) => item.fact.kind === 'aspect' && item !== turning && !tests.includes(item)),
      new Set(turning ? [housePair(sign, turning.fact)] : []),
    ).filter((item) => {
      if (item.fact.kind !== 'aspect') return false;
      const [a, b] = item.fact.signs;
      const kind = a === b ? 'together' : aspectFamily(item.fact.aspect) === 'friction' ? 'friction' : 'flow';
      room[kind] -= 1;
      return room[kind] >= 0;
    });
    const bestDays = this.bestDays(ctx, start, end, facts, claims);
    const names = copy.calendar;
    const days = Array.from({ length: new Date(end - DAY_MS).getUTCDate() }, (_, index) =>
      addDays(first, index),
    );
    const named = days.flatMap((day) => {
      const found = namedDay(day, names);
      return found ? [{ day, ...found }] : [];
    });
    const compose = (count: number) => {
      const trial = writerContext(this.library, sign, ctx.turn, 'month', first, avoid);
      trial.used = new Set(ctx.used);
      return this.monthBody(
        trial,
        chosen,
        aspects.slice(0, count),
        { turning, tests, turningBodies },
        named,
        days,
        monthName,
      );
    };
    // The body is written with as many aspects as the words need (each try on a fresh page memory).
    let count = 0;
    let body = compose(count);
    const introWords =
      wordCount(intro.join(' ')) + wordCount(focusTexts.join(' ')) + wordCount(bestDays.text) + 60;
    while (count < Math.min(MONTH_ASPECTS, aspects.length) && introWords + body.words < MONTH_TARGET) {
      count += 1;
      body = compose(count);
    }
    const trialCtx = body.ctx;
    for (const text of trialCtx.used) ctx.used.add(text);
    for (const meaning of trialCtx.meanings) ctx.meanings.add(meaning);
    for (const fact of body.read) read.add(fact);
    claims.push(...body.claims);

    const focus = turning ? focusHouse(sign, turning.fact) : sunHouse;
    // The through-line closes where it began: the turning point's house, looked back on from the month's end.
    if (turning && body.sections.length > 0)
      body.sections.at(-1)!.marked.push(
        turning.fact.kind === 'station' && turning.fact.direction === 'retrograde'
          ? render(pickFresh(ctx, copy.closeReview, 'month.closeReview'), {
              month: monthName,
              started: this.started(ctx, turning),
            })
          : render(pickMeaning(ctx, copy.close[String(focus) as '1'], `month.close.${focus}`), {
              month: monthName,
              date: dayName(new Date(turning.time).getUTCDate()),
            }),
      );
    const advice = [pickMeaning(ctx, copy.advice[String(focus) as '1'], `month.advice.${focus}`)];
    const sections: PeriodSection[] = [
      { marked: splitInTwo(intro) },
      ...(focusTexts.length > 0 ? [{ heading: copy.headings.focus, marked: focusTexts }] : []),
      ...body.sections,
      { heading: copy.headings.best, marked: [bestDays.text, advice.join(' ')] },
    ];
    for (const fact of read) claims.push(...eventClaims(fact));
    return this.reading(sign, first, last, sections, facts, read, claims, ctx, {
      moonDays: [],
      bestDays: bestDays.days,
    });
  }

  /**
   * The month's body in the weeks of the calendar (Monday to Sunday; a stub of under three days
   * joins its neighbour), the turning point's day a section of its own; a week holding a named day
   * is headed by its season and the week before by its run-up; every named day read for the sign.
   */
  private monthBody(
    ctx: WriterContext,
    chosen: readonly Ranked[],
    aspects: readonly Ranked[],
    story: { turning: Ranked | undefined; tests: readonly Ranked[]; turningBodies: readonly Body[] },
    named: ReadonlyArray<{ day: string } & NamedDay>,
    days: readonly string[],
    monthName: string,
  ) {
    const { turning, tests } = story;
    const copy = this.library.periods.month;
    const read = new Set<SkyFact>();
    const claims: Claim[] = [];
    const items = [...chosen, ...aspects, ...tests].sort((a, b) => a.time - b.time);
    const dayOf = (time: number) => new Date(time).getUTCDate();
    const dayName = (day: number) => `${day} ${monthName}`;
    const lastDay = days.length;
    const turningDay = turning ? dayOf(turning.time) : 0;
    // Stations read so far, by house and direction: a second of the same kind reads briefly.
    const stations = new Set<string>();
    const stationKey = (fact: SkyFact) =>
      fact.kind === 'station' ? `${solarHouse(ctx.sign, fact.sign)}|${fact.direction}` : '';
    if (turning) stations.add(stationKey(turning.fact));
    const namedOn = (day: number) => named.find((item) => Number(item.day.slice(8)) === day);

    /** A run of days: one text per day (its events in order, then its named day), so a paragraph never splits a day. */
    const run = (from: number, to: number, skip?: Ranked) => {
      const texts: Array<{ day: number; text: string }> = [];
      const inRun = items.filter(
        (item) => item !== skip && dayOf(item.time) >= from && dayOf(item.time) <= to,
      );
      for (let day = from; day <= to; day += 1) {
        const holiday = namedOn(day);
        const today = inRun.filter((item) => dayOf(item.time) === day);
        // On a named day the first event on it for readers from the UK to Greece (calendar.ts
        // europeanDay) says the day's name ("The Full Moon on Christmas Eve …"); the turning point's own day names it there.
        const takenByTurning =
          skip !== undefined && holiday !== undefined && europeanDay(skip.time) === holiday.day;
        const namedIndex =
          holiday && !takenByTurning ? today.findIndex((item) => europeanDay(item.time) === holiday.day) : -1;
        const parts = today.map((item, index) => {
          ctx.sameDayAs = index > 0 || skip ? utcDay(item.time) : undefined;
          read.add(item.fact);
          const name = index === namedIndex ? holiday!.name : undefined;
          if (tests.includes(item)) {
            ctx.sameDayAs = undefined;
            return this.testSentence(ctx, item.fact, turning!, story.turningBodies, name);
          }
          const again = stationKey(item.fact);
          const text = this.eventSentences(
            ctx,
            item.fact,
            'month',
            name,
            again !== '' && stations.has(again),
          );
          if (again) stations.add(again);
          ctx.sameDayAs = undefined;
          return text;
        });
        // A named day no event names is read by the Moon's house that day.
        if (holiday && namedIndex < 0 && !takenByTurning) parts.push(this.holidayMoon(ctx, holiday, claims));
        if (parts.length > 0) texts.push({ day, text: parts.join(' ') });
      }
      return { texts, events: inRun };
    };
    /** Which two houses a run's events touch most, heaviest events counting most. */
    const intro = (events: readonly Ranked[], span: string) => {
      if (events.length < 3) return [];
      const weights = new Map<number, number>();
      for (const item of events)
        for (const house of factHouses(ctx.sign, item.fact))
          weights.set(house, (weights.get(house) ?? 0) + item.rank.weight / item.rank.tier);
      const [a, b] = [...weights.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
      if (!a || !b) return [];
      return [
        render(pickFresh(ctx, copy.halfIntro, 'month.halfIntro'), {
          span,
          Span: capitalise(span),
          firstOf: this.library.houses[String(a[0]) as '1'].of,
          secondOf: this.library.houses[String(b[0]) as '1'].of,
        }),
      ];
    };
    const quiet = () => pickFresh(ctx, copy.quiet, 'month.quiet');

    // Calendar weeks either side of the turning point's day.
    const weeksOf = (from: number, to: number) => {
      const chunks: Array<{ from: number; to: number }> = [];
      for (let day = from; day <= to;) {
        let end = day;
        while (end < to && new Date(dayStartMs(days[end - 1]!)).getUTCDay() !== 0) end += 1;
        chunks.push({ from: day, to: end });
        day = end + 1;
      }
      const hasNamed = (chunk: { from: number; to: number }) =>
        named.some(
          (item) => Number(item.day.slice(8)) >= chunk.from && Number(item.day.slice(8)) <= chunk.to,
        );
      for (let index = chunks.length - 1; index > 0; index -= 1) {
        const chunk = chunks[index]!;
        if (chunk.to - chunk.from < 2 && !hasNamed(chunk)) {
          chunks[index - 1]!.to = chunk.to;
          chunks.splice(index, 1);
        }
      }
      if (chunks.length > 1 && chunks[0]!.to - chunks[0]!.from < 2 && !hasNamed(chunks[0]!)) {
        chunks[1]!.from = chunks[0]!.from;
        chunks.shift();
      }
      return chunks;
    };
    const seasonOf = (chunk: { from: number; to: number }) =>
      named.find((item) => Number(item.day.slice(8)) >= chunk.from && Number(item.day.slice(8)) <= chunk.to)
        ?.season;
    const sections: PeriodSection[] = [];
    const writeWeeks = (chunks: Array<{ from: number; to: number }>, span: string, opening?: string[]) =>
      chunks.forEach((chunk, index) => {
        const { texts, events } = run(chunk.from, chunk.to);
        const season = seasonOf(chunk);
        const nextSeason = chunks[index + 1] ? seasonOf(chunks[index + 1]!) : undefined;
        const range = {
          from: chunk.from === chunk.to ? dayName(chunk.from) : String(chunk.from),
          to: dayName(chunk.to),
        };
        const heading = season
          ? fillFragment(copy.headings.season, { season, ...range })
          : nextSeason
            ? fillFragment(copy.headings.runUp, { season: nextSeason, ...range })
            : fillFragment(copy.headings.first, range);
        const lead = index === 0 ? (opening ?? intro(events, span)) : [];
        const body = texts.length > 0 ? texts.map((item) => item.text) : [quiet()];
        // The second act's opening is a paragraph of its own; the week's days follow it.
        sections.push({
          heading,
          marked:
            opening && index === 0 ? [lead.join(' '), ...splitInTwo(body)] : splitInTwo([...lead, ...body]),
        });
      });
    if (turningDay > 1) writeWeeks(weeksOf(1, turningDay - 1), `before ${dayName(turningDay)}`);
    if (turning) {
      read.add(turning.fact);
      const holiday = namedOn(turningDay);
      const lead = this.eventSentences(
        ctx,
        turning.fact,
        'month',
        holiday && europeanDay(turning.time) === holiday.day ? holiday.name : undefined,
      );
      const { texts } = run(turningDay, turningDay, turning);
      sections.push({
        heading: fillFragment(copy.headings.turning, { date: dayName(turningDay) }),
        marked: [[lead, ...texts.map((item) => item.text)].join(' ')],
      });
    }
    if (turningDay < lastDay)
      writeWeeks(
        weeksOf(turningDay + 1, lastDay),
        `after ${dayName(turningDay)}`,
        turning ? this.secondAct(ctx, turning, tests, named, dayName(turningDay)) : undefined,
      );
    const words = sections.reduce(
      (sum, section) => sum + section.marked.reduce((total, text) => total + wordCount(text), 0),
      0,
    );
    return { sections, read, claims, words, ctx };
  }

  /**
   * The planets whose turn the month's second act follows: the turning point's own (a station's
   * or ingress's), and any other planet that stations the same way in the same house within three
   * days of it (Saturn and Neptune turning forward in one house two days apart are one story).
   */
  private turningBodies(sign: ZodiacSign, turning: Ranked, ranked: readonly Ranked[]): Body[] {
    const fact = turning.fact;
    if (fact.kind !== 'station' && fact.kind !== 'ingress') return [];
    const house = solarHouse(sign, fact.sign);
    const companions = ranked.flatMap((item) =>
      item.fact.kind === 'station' &&
      fact.kind === 'station' &&
      item.fact.body !== fact.body &&
      item.fact.direction === fact.direction &&
      solarHouse(sign, item.fact.sign) === house &&
      Math.abs(item.time - turning.time) <= 3 * DAY_MS
        ? [item.fact.body]
        : [],
    );
    return [fact.body, ...companions];
  }

  /**
   * The opening of the month's second half (docs/horoscopes.md#the-month): what the turning point
   * set going in its house, played out; the dates of the aspects that test it, and what the tests
   * ask, for the house most of them come from.
   */
  private secondAct(
    ctx: WriterContext,
    turning: Ranked,
    tests: readonly Ranked[],
    named: ReadonlyArray<{ day: string } & NamedDay>,
    date: string,
  ): string[] {
    const copy = this.library.periods.month;
    const house = focusHouse(ctx.sign, turning.fact);
    const key = String(house) as '1';
    // After a retrograde station the second act is the review going on, not a decision kept.
    const review = turning.fact.kind === 'station' && turning.fact.direction === 'retrograde';
    const parts = [
      review
        ? render(pickFresh(ctx, copy.secondActReview, 'month.secondActReview'), {
            date,
            started: this.started(ctx, turning),
          })
        : render(pickMeaning(ctx, copy.secondAct[key], `month.secondAct.${house}`), { date }),
    ];
    if (tests.length === 0) return parts;
    // The tone most of the tests share, and the house most of them come from: the list names only those.
    const tense = tests.filter(
      (item) => item.fact.kind === 'aspect' && aspectFamily(item.fact.aspect) === 'friction',
    );
    const tone = tense.length * 2 >= tests.length ? tense : tests.filter((item) => !tense.includes(item));
    // One test is read on its day only; the list and what the tests ask need two or more.
    if (tone.length < 2) return parts;
    const dated = tone.map((item) => {
      const fact = item.fact as AspectFact;
      const day = utcDay(item.time);
      const holiday = named.find((entry) => entry.day === day && europeanDay(item.time) === day);
      return `${holiday ? holiday.name : dayMonth(item.time)} (${theBody(fact.bodies[0])} and ${theBody(fact.bodies[1])})`;
    });
    const list = dated.length === 1 ? dated[0]! : `${dated.slice(0, -1).join(', ')} and ${dated.at(-1)}`;
    parts.push(render(pickFresh(ctx, copy.testDates, 'month.testDates'), { list }));
    const counts = new Map<number, number>();
    for (const item of tone) {
      const other = this.otherHouse(ctx.sign, item.fact as AspectFact, house);
      counts.set(other, (counts.get(other) ?? 0) + 1);
    }
    const from = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    const texts = tone === tense ? copy.testsTense[key] : copy.testsEasy[key];
    parts.push(
      render(pickMeaning(ctx, texts, `month.tests.${tone === tense ? 'tense' : 'easy'}.${house}`), {
        area: areaOf(ctx, from, 'month.tests'),
      }),
    );
    return parts;
  }

  /** The house an aspect's other planet (not the turning point's) stands in. */
  private otherHouse(sign: ZodiacSign, fact: AspectFact, turningHouse: number): number {
    const [a, b] = fact.signs.map((s) => solarHouse(sign, s)) as [number, number];
    return a === turningHouse ? b : a;
  }

  /** What the turning point started in its house, as a noun phrase: a step forward, or a review. */
  private started(ctx: WriterContext, turning: Ranked): string {
    const mode =
      turning.fact.kind === 'station' && turning.fact.direction === 'retrograde' ? 'review' : 'forward';
    return this.library.periods.month.started[mode][String(focusHouse(ctx.sign, turning.fact)) as '1'];
  }

  /**
   * One of the second act's tests on its day: the other planet against (or with) the turning one,
   * what the turning point started meeting the other planet's house, and what to do for it.
   */
  private testSentence(
    ctx: WriterContext,
    fact: SkyFact,
    turning: Ranked,
    turningBodies: readonly Body[],
    named?: string,
  ): string {
    if (fact.kind !== 'aspect') return '';
    const copy = this.library.periods.month;
    const turningIndex = turningBodies.includes(fact.bodies[0]) ? 0 : 1;
    const otherHouse = solarHouse(ctx.sign, fact.signs[1 - turningIndex]!);
    const house = focusHouse(ctx.sign, turning.fact);
    const tone = aspectFamily(fact.aspect) === 'friction' ? 'tense' : 'easy';
    return render(pickFresh(ctx, copy.testDay[tone], `month.testDay.${tone}`), {
      ...(named ? { time: `on ${named}`, Time: `On ${named}` } : timeValues(ctx, fact.time)),
      other: theBody(fact.bodies[1 - turningIndex]!),
      planet: theBody(fact.bodies[turningIndex]),
      started: this.started(ctx, turning),
      area: areaOf(ctx, otherHouse, 'month.testDay'),
      // What to do is for the turning point's house (on a named day, for the day off).
      // After a retrograde station, a step that finishes or reviews (week.voidAct), not one that begins.
      act: named
        ? pickMeaning(ctx, copy.holidayClause[String(house) as '1'], `month.holidayClause.${house}`)
        : turning.fact.kind === 'station' && turning.fact.direction === 'retrograde'
          ? pickMeaning(ctx, this.library.periods.week.voidAct[String(house) as '1'], `week.voidAct.${house}`)
          : actFor(ctx, house),
    });
  }

  /** A named day read for the sign: the Moon's sign and house that day, and what it means for a day off. */
  private holidayMoon(ctx: WriterContext, holiday: { day: string } & NamedDay, claims: Claim[]): string {
    const copy = this.library.periods.month;
    const from = dayStartMs(holiday.day);
    const to = from + DAY_MS;
    const facts = this.almanac.facts(from, to);
    const stretch = longest(stretchesOf(this.almanac, facts, from, to));
    const house = solarHouse(ctx.sign, stretch.sign);
    claims.push({ body: 'Moon', sign: stretch.sign, from: stretch.from, to: stretch.to - 1 });
    return render(pickFresh(ctx, copy.holidayMoon, 'month.holidayMoon'), {
      holiday: holiday.name,
      Holiday: holiday.name,
      sign: stretch.sign,
      house: ordinal(house),
      where: whereOf(ctx, house),
      of: houseTopic(ctx, house),
      clause: pickMeaning(ctx, copy.holidayClause[String(house) as '1'], `month.holidayClause.${house}`),
    });
  }

  /**
   * The best days of the month for love, work and rest (docs/horoscopes.md#the-month): days the Moon
   * spends mostly in one of the kind's houses, scored up by its easy contacts with the kind's
   * planets; work never on a weekend, a bank holiday, Christmas Eve or New Year's Eve; each said
   * with what it is best for.
   */
  private bestDays(
    ctx: WriterContext,
    start: number,
    end: number,
    facts: readonly SkyFact[],
    claims: Claim[],
  ): { text: string; days: PeriodReading['bestDays'] } {
    const best = this.library.periods.month.best;
    const candidates: Array<{
      day: number;
      house: number;
      sign: ZodiacSign;
      from: number;
      to: number;
      aspects: SkyFact[];
      voidHours: number;
      off: boolean;
      tension: Body[];
    }> = [];
    const stretches = stretchesOf(this.almanac, facts, start, end);
    for (let day = start; day < end; day += DAY_MS) {
      // The Moon's stretch that covers most of the day; only days it holds for 16 hours or more count.
      const main = stretches
        .map((stretch) => ({
          ...stretch,
          hours: (Math.min(stretch.to, day + DAY_MS) - Math.max(stretch.from, day)) / 3_600_000,
        }))
        .sort((a, b) => b.hours - a.hours)[0]!;
      if (main.hours < 16) continue;
      const from = Math.max(main.from, day);
      const to = Math.min(main.to, day + DAY_MS);
      candidates.push({
        day,
        house: solarHouse(ctx.sign, main.sign),
        sign: main.sign,
        from,
        to,
        aspects: facts.filter(
          (fact) =>
            fact.kind === 'aspect' && fact.bodies[0] === 'Moon' && fact.time >= from && fact.time < to,
        ),
        voidHours: facts
          .filter((fact): fact is VoidFact => fact.kind === 'void')
          .reduce(
            (sum, fact) => sum + Math.max(0, Math.min(fact.end, to) - Math.max(fact.time, from)) / 3_600_000,
            0,
          ),
        off: isDayOff(utcDay(day)),
        tension: facts.flatMap((fact) =>
          fact.kind === 'aspect' &&
          fact.bodies[0] !== 'Moon' &&
          aspectFamily(fact.aspect) === 'friction' &&
          utcDay(fact.time) === utcDay(day)
            ? [...fact.bodies]
            : [],
        ),
      });
    }
    const used = new Set<number>();
    const lines: string[] = [];
    const days: PeriodReading['bestDays'] = [];
    for (const kind of ['love', 'work', 'rest'] as const) {
      const rule = BEST_DAY_RULES[kind];
      const scored = candidates
        .map((item) => ({
          ...item,
          score:
            (rule.houses[item.house] ?? 0) +
            item.aspects.reduce(
              (sum, fact) =>
                sum +
                (fact.kind === 'aspect' && rule.bodies.includes(fact.bodies[1]) ? aspectScore(fact) : 0),
              0,
            ) +
            rule.voidScore * Math.min(1, item.voidHours / 6) +
            (item.off ? rule.dayOff : 0) -
            // A day the text calls tense for the kind's planets is not its best day.
            // (For love and work any tension between planets that day counts: the text reads it as a clash.)
            3 * item.tension.filter((body) => kind !== 'rest' || rule.bodies.includes(body)).length,
        }))
        .filter((item) => (rule.houses[item.house] ?? 0) > 0 && item.score > 0 && !used.has(item.day))
        .sort((a, b) => b.score - a.score || a.day - b.day);
      const picked: typeof scored = [];
      for (const item of scored) {
        if (picked.length >= 2) break;
        // Two different stretches of the Moon, so the two days say two different things.
        if (picked.some((other) => Math.abs(other.day - item.day) < 2 * DAY_MS)) continue;
        picked.push(item);
      }
      if (picked.length === 0) continue;
      picked.sort((a, b) => a.day - b.day);
      const texts = picked.map((item) => {
        used.add(item.day);
        days.push({ day: utcDay(item.day), kind, house: item.house });
        claims.push({ body: 'Moon', sign: item.sign, from: item.from, to: item.to - 1 });
        // Rest on a working day is an evening's rest, not a lie-in.
        const evening = kind === 'rest' && !item.off;
        const forList = ((evening ? best.evening : best.for[kind]) as Record<string, string[]>)[
          String(item.house)
        ]!;
        const what = pickMeaning(
          ctx,
          forList,
          `month.best.${evening ? 'evening' : `for.${kind}`}.${item.house}`,
        );
        return `${weekdayName(item.day)} ${new Date(item.day).getUTCDate()} ${MONTH_NAMES[new Date(item.day).getUTCMonth()]}, ${what}`;
      });
      lines.push(render(pickFresh(ctx, best[kind], `month.best.${kind}`), { days: texts.join('; ') }));
    }
    return { text: lines.join(' '), days };
  }

  /**
   * Mercury, Venus or Mars retrograde in one sign the whole month: what to review there (a station
   * or ingress in the month is an event of its own). Moving forward, they are read by monthFocus.
   */
  private monthRetrogrades(
    ctx: WriterContext,
    span: { start: number; end: number },
    facts: readonly SkyFact[],
    claims: Claim[],
  ): string[] {
    const copy = this.library.periods.month;
    const places = this.almanac.places(span.start);
    return (['Mercury', 'Venus', 'Mars'] as const).flatMap((body) => {
      const place = places.find((item) => item.body === body)!;
      const changes = facts.some(
        (fact) => (fact.kind === 'station' || fact.kind === 'ingress') && fact.body === body,
      );
      if (!place.retrograde || changes) return [];
      const house = solarHouse(ctx.sign, place.sign);
      claims.push({ body, sign: place.sign, from: span.start, to: span.end - 1 });
      return [
        render(pickFresh(ctx, copy.retrograde, `month.retrograde.${body}`), {
          planet: body,
          sign: place.sign,
          house: ordinal(house),
          where: whereOf(ctx, house),
          of: houseTopic(ctx, house),
          nature: natureOf(ctx, body),
        }),
      ];
    });
  }

  /**
   * Love and energy: the sign Venus and Mars each hold longest in the month, read for its house
   * (docs/horoscopes.md#the-month). A planet retrograde all month is read as a retrograde instead.
   */
  private monthFocus(
    ctx: WriterContext,
    span: { start: number; end: number },
    facts: readonly SkyFact[],
    claims: Claim[],
    monthName: string,
  ): string[] {
    const copy = this.library.periods.month;
    const places = this.almanac.places(span.start);
    return (['Mercury', 'Venus', 'Mars'] as const).flatMap((body) => {
      const place = places.find((item) => item.body === body)!;
      const stations = facts.some((fact) => fact.kind === 'station' && fact.body === body);
      if (place.retrograde && !stations) return [];
      const most = longest(stretchesOf(this.almanac, facts, span.start, span.end, body));
      this.focusSigns.add(`${body}|${most.sign}`);
      const house = solarHouse(ctx.sign, most.sign);
      claims.push({ body, sign: most.sign, from: most.from + 60_000, to: most.to - 60_000 });
      const texts = body === 'Venus' ? copy.venus : body === 'Mars' ? copy.mars : copy.mercury;
      return [
        `${render(pickFresh(ctx, copy.focusLead, `month.focusLead.${body}`), {
          planet: body,
          month: monthName,
          sign: most.sign,
          where: whereOf(ctx, house),
        })} ${pickMeaning(ctx, texts[String(house) as '1'], `month.${body}.${house}`)}`,
      ];
    });
  }

  private moonDays(sign: ZodiacSign, monday: string): PeriodReading['moonDays'] {
    return Array.from({ length: 7 }, (_, index) => {
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
  }

  private reading(
    sign: ZodiacSign,
    first: string,
    last: string,
    sections: PeriodSection[],
    facts: readonly SkyFact[],
    read: ReadonlySet<SkyFact>,
    claims: Claim[],
    ctx: WriterContext,
    extra: { moonDays: PeriodReading['moonDays']; bestDays: PeriodReading['bestDays'] },
  ): PeriodReading {
    // Each house is described where the page first names it.
    const settled = resolveTopics(
      this.library,
      sections.flatMap((section) => section.marked),
    );
    let next = 0;
    for (const section of sections)
      section.marked = section.marked.map(() => settled[next++]!).filter(Boolean);
    const kept = sections.filter((section) => section.marked.length > 0);
    const paragraphs = kept.flatMap((section) => section.marked).map(plainText);
    const listed = facts.filter(tableEvent);
    return {
      sign,
      first,
      last,
      sections: kept,
      paragraphs,
      sentences: paragraphs.flatMap((paragraph) => splitSentences(paragraph)),
      words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
      listed: listed.map((fact) => ({ fact, houses: factHouses(sign, fact), read: read.has(fact) })),
      rankedOut: facts.flatMap((fact) => {
        const rule = read.has(fact) ? undefined : rankOutRule(fact);
        return rule ? [{ fact, rule }] : [];
      }),
      claims,
      meanings: [...ctx.meanings],
      used: ctx.used,
      moonDays: extra.moonDays,
      bestDays: extra.bestDays,
    };
  }
}

/** Used by the rank helpers in tests: a span's facts for a sign, heaviest first. */
export const rankForSign = (sign: ZodiacSign, facts: readonly SkyFact[]) => ranks(sign, facts);
