/**
 * The weekly and monthly horoscopes (docs/horoscopes.md#weeks-and-months), written from the span's
 * events and checked against them: every station, lunation, eclipse and planet ingress of the
 * span is read, or left to the table by a stated rule (`rankedOut`); every statement of where the
 * Moon or a planet is on a named day is generated from the ephemeris and recorded as a claim the
 * tests check (`claims`). A week opens with its theme and follows the Moon through the reader's
 * houses; a month has a shape: the Sun's passage, the first half, the turning point, the second
 * half and the best days for love, work and rest.
 */
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { MONTH_NAMES } from '@/lib/content/dates';
import { ASPECT_WORD, joinAnd, ordinal, splitSentences } from '@/lib/astrology/narrative/grammar';
import { fillFragment, render } from '@/lib/astrology/narrative/template';
import { addDays, dayNumber, dayStartMs, DAY_MS, monthEnd, monthStart, utcDay, weekStart } from './days';
import type { ListedFact } from './daily';
import { horoscopeLibrary, type HoroscopeLibrary } from './library';
import { compareRanks, rankFact, type Rank } from './rank';
import type { Body, IngressFact, SkyFact, VoidFact } from './sky';
import type { SkyAlmanac } from './sky-day';
import { plainText, timeToken } from './time-words';
import { aspectFamily, solarHouse } from './weights';
import {
  britishDate,
  eventText,
  factHouses,
  houseTopic,
  pickFrame,
  pickMeaning,
  resolveTopics,
  theBody,
  timeValues,
  writerContext,
  type WriterContext,
} from './writer';

export const WEEK_WORDS = { min: 220, max: 450 } as const;
export const MONTH_WORDS = { min: 600, max: 900 } as const;
/** A week reads its two heaviest aspects between planets, up to four while its events take fewer words than this. */
const WEEK_ASPECTS = { usual: 2, most: 4 } as const;
const WEEK_EVENT_WORDS = 140;
/** A week under this many words also reads the Moon's longest stay and its heaviest contacts. */
const WEEK_TARGET = 280;
/** A month reads at most this many aspects between planets: its lunations, stations and ingresses come first. */
const MONTH_ASPECTS = 6;
/** The month's turning point is looked for in these days of the month first. */
const TURNING_WINDOW = { from: 8, to: 24 } as const;
const MONTH_TARGET = 720;
/** A month under this many words is written again with more aspects. */
const MONTH_SHORT = 660;

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
  rule: 'moon-contact' | 'void' | 'quarter-in-month' | 'moon-ingress-in-month' | 'aspect-beyond-limit';
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
}

/** Words as read; a house's description, not settled yet, counts as the three words it usually has. */
const wordCount = (text: string) =>
  plainText(text.replace(/\uE002\d+\uE003/g, ' of a b'))
    .split(/\s+/)
    .filter(Boolean).length;

/** The events a week or month can read: lunations, stations, planet ingresses, aspects between planets. */
function planetEvent(fact: SkyFact): boolean {
  if (fact.kind === 'lunation' || fact.kind === 'station') return true;
  if (fact.kind === 'ingress') return fact.body !== 'Moon';
  return fact.kind === 'aspect' && fact.bodies[0] !== 'Moon';
}

/** The events every week and month must read (the rest may be ranked out). */
const mustRead = (fact: SkyFact) =>
  fact.kind === 'lunation' || fact.kind === 'station' || (fact.kind === 'ingress' && fact.body !== 'Moon');

interface Ranked {
  fact: SkyFact;
  rank: Rank;
  time: number;
}

/** An event's sentences: its lead, and its meaning when it has one. */
function eventSentences(ctx: WriterContext, fact: SkyFact, theme = false): string {
  const { lead, meaning } = eventText(ctx, fact, { theme });
  return [lead, meaning].filter(Boolean).join(' ');
}

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
      return [at('Moon', fact.sign)];
  }
}

/** The Moon's signs through a span: where it starts, and each sign it enters. */
function moonStretches(
  almanac: SkyAlmanac,
  facts: readonly SkyFact[],
  start: number,
  end: number,
): Array<{ sign: ZodiacSign; from: number; to: number; ingress?: IngressFact }> {
  const first = almanac.places(start).find((place) => place.body === 'Moon')!.sign;
  const stretches: Array<{ sign: ZodiacSign; from: number; to: number; ingress?: IngressFact }> = [
    { sign: first, from: start, to: end },
  ];
  for (const fact of facts) {
    if (fact.kind !== 'ingress' || fact.body !== 'Moon') continue;
    stretches[stretches.length - 1]!.to = fact.time;
    stretches.push({ sign: fact.sign, from: fact.time, to: end, ingress: fact });
  }
  return stretches;
}

export class PeriodHoroscopes {
  private readonly weeks = new Map<string, PeriodReading>();

  constructor(
    private readonly almanac: SkyAlmanac,
    private readonly library: HoroscopeLibrary = horoscopeLibrary,
  ) {}

  /** The week that starts on a Monday. */
  week(sign: ZodiacSign, monday: string): PeriodReading {
    const cacheKey = `${sign}|${monday}`;
    const known = this.weeks.get(cacheKey);
    if (known) return known;
    // A week that reads short takes one more aspect and one more of the Moon's contacts at a time.
    let reading = this.composeWeek(sign, monday, 0);
    for (let extra = 1; reading.words < WEEK_WORDS.min + 10 && extra <= 4; extra += 1)
      reading = this.composeWeek(sign, monday, extra);
    this.weeks.set(cacheKey, reading);
    return reading;
  }

  private composeWeek(sign: ZodiacSign, monday: string, extra: number): PeriodReading {
    const start = dayStartMs(monday);
    const end = start + 7 * DAY_MS;
    const ctx = writerContext(this.library, sign, Math.floor(dayNumber(monday) / 7), 'week', monday);
    const { week } = this.library.periods;
    const facts = this.almanac.facts(start, end);
    const ranked = facts
      .filter(planetEvent)
      .map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time }))
      .sort(compareRanks);
    const claims: Claim[] = [];
    const read = new Set<SkyFact>();

    // The theme: the week's heaviest event for the sign.
    const theme = ranked[0];
    const opening: string[] = [];
    if (theme) {
      opening.push(eventSentences(ctx, theme.fact, true));
      read.add(theme.fact);
    }

    // The Moon's path through the houses, each step from the ephemeris.
    const stretches = moonStretches(this.almanac, facts, start, end);
    const [firstStretch, ...steps] = stretches;
    const firstHouse = solarHouse(sign, firstStretch!.sign);
    const startText = fillFragment(pickFrame(ctx, week.moonStart, 'week.moonStart'), {
      sign: firstStretch!.sign,
      house: ordinal(firstHouse),
      of: houseTopic(ctx, firstHouse),
    });
    // "your 9th house (travel and study) on Monday afternoon, your 10th (career and reputation) early
    // on Thursday and …": each step names what the house is about, so the path is the sign's own.
    const stepTexts = steps.map((stretch, index) => {
      const house = solarHouse(sign, stretch.sign);
      return fillFragment(week.moonStep, {
        house: `${index === 0 ? '' : 'your '}${ordinal(house)}${index === 0 ? ' house' : ''} (${this.library.houses[String(house) as '1'].of})`,
        time: timeToken(stretch.from, 'at', 'week', monday),
      });
    });
    const path = render(pickFrame(ctx, week.moonSteps, 'week.moonSteps'), {
      start: startText,
      steps: joinAnd(stepTexts),
    });
    for (const stretch of stretches) {
      claims.push({ body: 'Moon', sign: stretch.sign, from: stretch.from, to: stretch.to });
      if (stretch.ingress) read.add(stretch.ingress);
    }

    // Every lunation, station and ingress; then the heaviest aspects between planets.
    const pairs = new Set(theme ? [housePair(sign, theme.fact)] : []);
    const aspects = distinctPairs(
      sign,
      ranked.filter((item) => item.fact.kind === 'aspect' && item.fact !== theme?.fact),
      pairs,
    );
    const chosen = [...ranked.filter((item) => mustRead(item.fact) && item.fact !== theme?.fact)].sort(
      (a, b) => a.time - b.time,
    );
    // The heaviest aspects between planets: two, or up to four in a week that would read short.
    const eventWords = () =>
      wordCount(
        chosen
          .map((item) => eventSentences(writerContext(this.library, sign, 0, 'week', monday), item.fact))
          .join(' '),
      );
    for (const aspect of aspects) {
      const count = chosen.filter((item) => item.fact.kind === 'aspect').length;
      if (
        count >= WEEK_ASPECTS.most + extra ||
        (count >= WEEK_ASPECTS.usual + extra && eventWords() > WEEK_EVENT_WORDS)
      )
        break;
      chosen.push(aspect);
    }
    chosen.sort((a, b) => a.time - b.time);
    const middle = chosen.map((item) => {
      read.add(item.fact);
      return eventSentences(ctx, item.fact);
    });

    // A quiet week also reads the Moon: its longest stay before the weekend, then its heaviest contacts.
    const extras: string[] = [];
    const weekWords = () => wordCount([...opening, path, ...middle, ...extras].join(' ')) + 70;
    if (weekWords() < WEEK_TARGET + extra * 20) {
      const midweek = stretches
        .filter((stretch) => stretch.from < start + 5 * DAY_MS)
        .sort(
          (a, b) =>
            Math.min(b.to, start + 5 * DAY_MS) - b.from - (Math.min(a.to, start + 5 * DAY_MS) - a.from),
        )[0]!;
      const house = solarHouse(sign, midweek.sign);
      extras.push(
        render(pickFrame(ctx, week.midweek, 'week.midweek'), {
          ...timeValues(ctx, Math.max(midweek.from, start), 'from', 'from'),
          sign: midweek.sign,
          house: ordinal(house),
        }) +
          ' ' +
          pickMeaning(ctx, this.library.moon.byHouse[String(house) as '1'], `moon.byHouse.${house}`),
      );
    }
    const moonContacts = distinctPairs(
      sign,
      facts
        .filter((fact) => fact.kind === 'aspect' && fact.bodies[0] === 'Moon')
        .map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time }))
        .sort(compareRanks),
      pairs,
    );
    // The Moon's heaviest contacts, read in the order they come.
    const contacts: Array<{ time: number; text: string }> = [];
    for (const contact of moonContacts) {
      if (weekWords() + wordCount(contacts.map((item) => item.text).join(' ')) >= WEEK_TARGET + extra * 20)
        break;
      if (extras.length + contacts.length >= 3 + extra) break;
      read.add(contact.fact);
      contacts.push({ time: contact.time, text: eventSentences(ctx, contact.fact) });
    }
    extras.push(...contacts.sort((a, b) => a.time - b.time).map((item) => item.text));

    // The weekend: the Moon on Saturday and Sunday, read for its house.
    const saturday = start + 5 * DAY_MS;
    const weekend = stretches.filter((stretch) => stretch.to > saturday);
    const weekendText = this.weekend(ctx, weekend, saturday);

    const focus = theme ? focusHouse(sign, theme.fact) : firstHouse;
    const advice = pickMeaning(ctx, week.advice[String(focus) as '1'], `week.advice.${focus}`);
    for (const fact of read) claims.push(...eventClaims(fact));

    const sections: PeriodSection[] = [
      { marked: [opening.join(' '), path].filter(Boolean) },
      ...(middle.length > 0 ? [{ marked: splitInTwo(middle) }] : []),
      ...(extras.length > 0 ? [{ marked: [extras.join(' ')] }] : []),
      { marked: [weekendText, advice] },
    ];
    const reading = this.reading(sign, monday, addDays(monday, 6), sections, facts, read, claims, ctx, {
      moonDays: this.moonDays(sign, monday),
      rankedOut: (fact) =>
        fact.kind === 'void'
          ? 'void'
          : fact.kind === 'aspect'
            ? fact.bodies[0] === 'Moon'
              ? 'moon-contact'
              : 'aspect-beyond-limit'
            : undefined,
    });
    return reading;
  }

  /** The weekend's Moon: one sign both days, or the sign it enters. */
  private weekend(
    ctx: WriterContext,
    stretches: Array<{ sign: ZodiacSign; from: number; to: number }>,
    saturday: number,
  ): string {
    const { week } = this.library.periods;
    const [first, second] = stretches;
    const house = solarHouse(ctx.sign, first!.sign);
    // The Moon in the weekend's longer stretch gives the meaning.
    const longest = stretches.reduce((best, stretch) =>
      Math.min(stretch.to, saturday + 2 * DAY_MS) - Math.max(stretch.from, saturday) >
      Math.min(best.to, saturday + 2 * DAY_MS) - Math.max(best.from, saturday)
        ? stretch
        : best,
    );
    const longestHouse = solarHouse(ctx.sign, longest.sign);
    const meaning = pickMeaning(
      ctx,
      this.library.moon.byHouse[String(longestHouse) as '1'],
      `moon.byHouse.${longestHouse}`,
    );
    if (!second) {
      const lead = render(pickFrame(ctx, week.weekendOne, 'week.weekendOne'), {
        sign: first!.sign,
        house: ordinal(house),
        of: houseTopic(ctx, house),
      });
      return `${lead} ${meaning}`;
    }
    const nextHouse = solarHouse(ctx.sign, second.sign);
    const lead = render(pickFrame(ctx, week.weekendTwo, 'week.weekendTwo'), {
      ...timeValues(ctx, second.from),
      sign: first!.sign,
      house: ordinal(house),
      nextSign: second.sign,
      nextHouse: ordinal(nextHouse),
      of: houseTopic(ctx, nextHouse),
    });
    return `${lead} ${meaning}`;
  }

  /** A calendar month, "YYYY-MM". */
  month(sign: ZodiacSign, month: string): PeriodReading {
    // A month that reads short takes two more aspects at a time (their words are known only once written).
    let reading = this.composeMonth(sign, month, 0);
    for (let extra = 2; reading.words < MONTH_SHORT && extra <= 12; extra += 2)
      reading = this.composeMonth(sign, month, extra);
    // A month still short reads its aspects of a pair already read and closes with a second piece of advice.
    if (reading.words < MONTH_WORDS.min + 10) reading = this.composeMonth(sign, month, 12, true);
    return reading;
  }

  private composeMonth(
    sign: ZodiacSign,
    month: string,
    extraAspects: number,
    moreAdvice = false,
  ): PeriodReading {
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
    const ranked = facts
      .filter((fact) => planetEvent(fact) && !(fact.kind === 'lunation' && isQuarter(fact)))
      .map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time }))
      .sort(compareRanks);
    const read = new Set<SkyFact>();
    const claims: Claim[] = [];
    const monthName = MONTH_NAMES[new Date(start).getUTCMonth()]!;

    // The Sun's passage: the house it opens the month in and the one it moves to.
    const sun = this.almanac.places(start).find((place) => place.body === 'Sun')!;
    const sunIngress = facts.find(
      (fact): fact is IngressFact => fact.kind === 'ingress' && fact.body === 'Sun',
    );
    const sunHouse = solarHouse(sign, sun.sign);
    const intro: string[] = [];
    if (sunIngress) {
      intro.push(
        render(pickMeaning(ctx, copy.passage[String(sunHouse) as '1'], `month.passage.${sunHouse}`), {
          month: monthName,
        }),
      );
    } else {
      intro.push(
        render(pickFrame(ctx, copy.stay, 'month.stay'), {
          month: monthName,
          house: ordinal(sunHouse),
          of: houseTopic(ctx, sunHouse),
        }),
      );
    }
    intro.push(
      render(pickFrame(ctx, copy.sunIn, 'month.sunIn'), {
        date: britishDate(sunIngress?.time ?? end),
        sign: sun.sign,
        house: ordinal(sunHouse),
        clause: pickMeaning(
          ctx,
          this.library.background.sun.byHouse[String(sunHouse) as '1'],
          `background.sun.${sunHouse}`,
        ),
      }),
    );
    claims.push({ body: 'Sun', sign: sun.sign, from: start, to: (sunIngress?.time ?? end) - 60_000 });
    // Mercury, Venus and Mars when they keep to one sign, moving forward, all month.
    const places = this.almanac.places(start);
    for (const body of ['Mercury', 'Venus', 'Mars'] as const) {
      const place = places.find((item) => item.body === body)!;
      const changes = facts.some(
        (fact) => (fact.kind === 'station' || fact.kind === 'ingress') && fact.body === body,
      );
      if (place.retrograde || changes) continue;
      const house = solarHouse(sign, place.sign);
      ctx.meanings.add(`background.planets.${body}.${house}`);
      intro.push(
        render(pickFrame(ctx, copy.stays, `month.stays.${body}`), {
          planet: body,
          sign: place.sign,
          house: ordinal(house),
          clause: this.library.background.planets.byHouse[body][String(house) as '1'],
        }),
      );
      claims.push({ body, sign: place.sign, from: start, to: end - 1 });
    }

    // The lunar arc: the New Moon and the Full Moon of the month, in the order they come.
    const newMoon = facts.find((fact) => fact.kind === 'lunation' && fact.phase === 'new');
    const fullMoon = facts.find((fact) => fact.kind === 'lunation' && fact.phase === 'full');
    if (newMoon && fullMoon && newMoon.kind === 'lunation' && fullMoon.kind === 'lunation') {
      const arcs = newMoon.time < fullMoon.time ? copy.arc.newFirst : copy.arc.fullFirst;
      intro.push(
        render(pickFrame(ctx, arcs, 'month.arc'), {
          ...timeValues(ctx, newMoon.time, 'at', 'newTime'),
          ...timeValues(ctx, fullMoon.time, 'at', 'fullTime'),
          newHouse: ordinal(solarHouse(sign, newMoon.sign)),
          fullHouse: ordinal(solarHouse(sign, fullMoon.sign)),
        }),
      );
    }

    // The turning point: the heaviest event in the middle of the month, else the heaviest of all.
    const inWindow = (item: Ranked) => {
      const day = new Date(item.time).getUTCDate();
      return day >= TURNING_WINDOW.from && day <= TURNING_WINDOW.to;
    };
    const turning = ranked.find((item) => item.rank.tier <= 2 && inWindow(item)) ?? ranked[0];

    // What the halves read: every lunation, station and ingress, then aspects while the words allow.
    const must = ranked.filter((item) => mustRead(item.fact) && item !== turning);
    // One aspect per pair of houses; a month that would still read short takes the others too
    // (the pair's other meaning: a page never uses a text twice).
    const monthAspects = ranked.filter((item) => item.fact.kind === 'aspect' && item !== turning);
    const aspects = moreAdvice
      ? monthAspects
      : distinctPairs(sign, monthAspects, new Set(turning ? [housePair(sign, turning.fact)] : []));
    const chosen = [...must];
    const bestDays = this.bestDays(ctx, start, end, facts, claims);
    const retrogrades = this.monthRetrogrades(ctx, start, end, facts, claims);
    const draft = () => {
      const trial = writerContext(this.library, sign, ctx.turn, 'month', first, avoid);
      return (
        wordCount([...intro, ...chosen.map((item) => eventSentences(trial, item.fact))].join(' ')) +
        wordCount([bestDays, ...retrogrades].join(' ')) +
        120
      );
    };
    for (const aspect of aspects) {
      // Six aspects at most, more only while the month would fall short of its words.
      const count = chosen.filter((item) => item.fact.kind === 'aspect').length;
      if (count >= MONTH_ASPECTS + extraAspects || (count >= MONTH_ASPECTS && draft() >= MONTH_TARGET)) break;
      chosen.push(aspect);
      if (draft() > MONTH_WORDS.max) chosen.pop();
    }
    chosen.sort((a, b) => a.time - b.time);

    const write = (items: readonly Ranked[], dayBefore?: string) => {
      const texts = items.map((item, index) => {
        read.add(item.fact);
        ctx.sameDayAs = index > 0 ? utcDay(items[index - 1]!.time) : dayBefore;
        return eventSentences(ctx, item.fact);
      });
      ctx.sameDayAs = undefined;
      return texts;
    };
    const sections: PeriodSection[] = [{ marked: [intro.join(' ')] }];
    // The turning point's day reads the turning point first, then whatever else happens that day.
    const turningDay = turning ? new Date(turning.time).getUTCDate() : 15;
    const dayOf = (item: Ranked) => new Date(item.time).getUTCDate();
    const before = chosen.filter((item) => dayOf(item) < turningDay);
    const sameDay = chosen.filter((item) => dayOf(item) === turningDay);
    const after = chosen.filter((item) => dayOf(item) > turningDay);
    const lastDay = new Date(end - DAY_MS).getUTCDate();
    const dayName = (day: number) => `${day} ${monthName}`;
    const half = (items: Ranked[], from: number, to: number, span: string): PeriodSection => {
      const texts = write(items);
      if (texts.length === 0) texts.push(pickFrame(ctx, copy.quiet, 'month.quiet'));
      // Which two houses the half's events touch most, heaviest events counting most.
      const weights = new Map<number, number>();
      for (const item of items)
        for (const house of factHouses(sign, item.fact))
          weights.set(house, (weights.get(house) ?? 0) + item.rank.weight / item.rank.tier);
      const [first, second] = [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      if (items.length >= 3 && first && second)
        texts.unshift(
          render(pickFrame(ctx, copy.halfIntro, 'month.halfIntro'), {
            span,
            Span: span.charAt(0).toUpperCase() + span.slice(1),
            first: ordinal(first[0]),
            second: ordinal(second[0]),
            firstOf: this.library.houses[String(first[0]) as '1'].of,
            secondOf: this.library.houses[String(second[0]) as '1'].of,
          }),
        );
      return {
        heading: fillFragment(copy.headings.first, {
          from: from === to ? dayName(from) : String(from),
          to: dayName(to),
        }),
        marked: splitInTwo(texts),
      };
    };
    if (turningDay > 1) sections.push(half(before, 1, turningDay - 1, `before ${dayName(turningDay)}`));
    if (turning) {
      read.add(turning.fact);
      sections.push({
        heading: fillFragment(copy.headings.turning, { date: dayName(turningDay) }),
        marked: [
          [eventSentences(ctx, turning.fact, true), ...write(sameDay, utcDay(turning.time))].join(' '),
        ],
      });
    }
    if (turningDay < lastDay)
      sections.push(half(after, turningDay + 1, lastDay, `after ${dayName(turningDay)}`));
    if (retrogrades.length > 0) sections[sections.length - 1]!.marked.push(retrogrades.join(' '));
    const focus = turning ? focusHouse(sign, turning.fact) : sunHouse;
    sections.push({
      heading: copy.headings.best,
      marked: [
        bestDays,
        [
          pickMeaning(ctx, copy.advice[String(focus) as '1'], `month.advice.${focus}`),
          ...(moreAdvice && focus !== sunHouse
            ? [pickMeaning(ctx, copy.advice[String(sunHouse) as '1'], `month.advice.${sunHouse}`)]
            : moreAdvice
              ? [pickMeaning(ctx, copy.advice[String(focus) as '1'], `month.advice.${focus}`, 1)]
              : []),
        ].join(' '),
      ],
    });
    for (const fact of read) claims.push(...eventClaims(fact));
    return this.reading(sign, first, last, sections, facts, read, claims, ctx, {
      moonDays: [],
      rankedOut: (fact) =>
        isQuarter(fact)
          ? 'quarter-in-month'
          : fact.kind === 'ingress' && fact.body === 'Moon'
            ? 'moon-ingress-in-month'
            : fact.kind === 'void'
              ? 'void'
              : fact.kind === 'aspect'
                ? fact.bodies[0] === 'Moon'
                  ? 'moon-contact'
                  : 'aspect-beyond-limit'
                : undefined,
    });
  }

  /**
   * The best days of the month for love, work and rest, from the Moon's house through each day
   * and its contacts (docs/horoscopes.md#the-month): the two best-scoring days of each, with why.
   */
  private bestDays(
    ctx: WriterContext,
    start: number,
    end: number,
    facts: readonly SkyFact[],
    claims: Claim[],
  ): string {
    const best = this.library.periods.month.best;
    const days: Array<{
      day: number;
      house: number;
      sign: ZodiacSign;
      from: number;
      to: number;
      aspects: SkyFact[];
      voidHours: number;
    }> = [];
    const stretches = moonStretches(this.almanac, facts, start, end);
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
      days.push({
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
      });
    }
    const used = new Set<number>();
    const lines: string[] = [];
    for (const kind of ['love', 'work', 'rest'] as const) {
      const rule = BEST_DAY_RULES[kind];
      const scored = days
        .map((item) => {
          const aspect = item.aspects
            .filter((fact) => fact.kind === 'aspect' && rule.bodies.includes(fact.bodies[1]))
            .sort((a, b) => aspectScore(b) - aspectScore(a))[0];
          const score =
            (rule.houses[item.house] ?? 0) +
            item.aspects.reduce(
              (sum, fact) =>
                sum +
                (fact.kind === 'aspect' && rule.bodies.includes(fact.bodies[1]) ? aspectScore(fact) : 0),
              0,
            ) +
            rule.voidScore * Math.min(1, item.voidHours / 6);
          return { ...item, score, aspect };
        })
        // A best day is a day in one of the kind's houses, made better or worse by the Moon's contacts.
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
      const items = picked.map((item) => {
        used.add(item.day);
        claims.push({ body: 'Moon', sign: item.sign, from: item.from, to: item.to - 1 });
        const extra =
          item.aspect && item.aspect.kind === 'aspect' && aspectScore(item.aspect) > 0
            ? fillFragment(best.extraAspect, {
                aspect: ASPECT_WORD[item.aspect.aspect],
                body: theBody(item.aspect.bodies[1]),
              })
            : kind === 'rest' && item.voidHours >= 6
              ? best.extraVoid
              : '';
        return fillFragment(best.dayWith, {
          time: timeToken(item.day + DAY_MS / 2, 'at', 'month', ctx.pageDay),
          house: ordinal(item.house),
          extra: extra ? ` ${extra}` : '',
        });
      });
      // "on 4 December, with the Moon in your 7th house sextile Jupiter, and on 19 December, …"
      const list = items.length === 2 ? `${items[0]}, and ${items[1]}` : items[0]!;
      lines.push(render(pickFrame(ctx, best[kind], `month.best.${kind}`), { days: list }));
    }
    return lines.join(' ');
  }

  /** Mercury, Venus or Mars retrograde in one sign the whole month (a station or ingress is an event of its own). */
  private monthRetrogrades(
    ctx: WriterContext,
    start: number,
    end: number,
    facts: readonly SkyFact[],
    claims: Claim[],
  ): string[] {
    const texts: string[] = [];
    const places = this.almanac.places(start);
    for (const body of ['Mercury', 'Venus', 'Mars'] as const) {
      const place = places.find((item) => item.body === body)!;
      const changes = facts.some(
        (fact) => (fact.kind === 'station' || fact.kind === 'ingress') && fact.body === body,
      );
      if (!place.retrograde || changes) continue;
      const house = solarHouse(ctx.sign, place.sign);
      ctx.meanings.add(`background.retrograde.${body}.${house}`);
      claims.push({ body, sign: place.sign, from: start, to: end - 1 });
      const clause = this.library.background.retrograde.byPlanet[body][String(house) as '1'];
      texts.push(
        render(pickFrame(ctx, this.library.periods.month.retrograde, `month.retrograde.${body}`), {
          planet: body,
          house: ordinal(house),
          span: 'all month',
          clause,
        }),
      );
    }
    return texts;
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
    extra: {
      moonDays: PeriodReading['moonDays'];
      rankedOut: (fact: SkyFact) => RankedOut['rule'] | undefined;
    },
  ): PeriodReading {
    // Each house is described where the page first names it.
    const settled = resolveTopics(
      this.library,
      sections.flatMap((section) => section.marked),
    );
    let next = 0;
    for (const section of sections)
      section.marked = section.marked.map(() => settled[next++]!).filter(Boolean);
    const paragraphs = sections.flatMap((section) => section.marked).map(plainText);
    // The table lists the span's planet events and lunations; the Moon's signs are in its day-by-day list.
    const listed = facts.filter(planetEvent);
    return {
      sign,
      first,
      last,
      sections,
      paragraphs,
      sentences: paragraphs.flatMap((paragraph) => splitSentences(paragraph)),
      words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
      listed: listed.map((fact) => ({ fact, houses: factHouses(sign, fact), read: read.has(fact) })),
      rankedOut: facts.flatMap((fact) => {
        const rule = read.has(fact) ? undefined : extra.rankedOut(fact);
        return rule ? [{ fact, rule }] : [];
      }),
      claims,
      meanings: [...ctx.meanings],
      used: ctx.used,
      moonDays: extra.moonDays,
    };
  }
}

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

const isQuarter = (fact: SkyFact) =>
  fact.kind === 'lunation' && (fact.phase === 'first-quarter' || fact.phase === 'last-quarter');

/** The house a period's advice speaks to: the theme's (an aspect's faster body's). */
function focusHouse(sign: ZodiacSign, fact: SkyFact): number {
  return factHouses(sign, fact)[0]!;
}

/** How the Moon's contact counts for a best day: trines and sextiles help, squares and oppositions hinder. */
function aspectScore(fact: SkyFact): number {
  if (fact.kind !== 'aspect') return 0;
  const family = aspectFamily(fact.aspect);
  return family === 'flow' ? 2 : family === 'conjunction' ? 1 : -2;
}

/** What makes a good day for each: the Moon's houses, the bodies whose contacts count, a void's worth. */
const BEST_DAY_RULES: Record<
  'love' | 'work' | 'rest',
  { houses: Record<number, number>; bodies: readonly Body[]; voidScore: number }
> = {
  love: { houses: { 5: 4, 7: 4, 1: 1, 11: 1 }, bodies: ['Venus', 'Mars', 'Jupiter'], voidScore: -1 },
  work: {
    houses: { 6: 4, 10: 4, 2: 1, 3: 1 },
    bodies: ['Sun', 'Mercury', 'Mars', 'Saturn', 'Jupiter'],
    voidScore: -1.5,
  },
  rest: { houses: { 12: 4, 4: 4, 8: 1 }, bodies: ['Venus', 'Neptune'], voidScore: 1 },
};

/** Paragraphs of at most three items each. */
export function splitInTwo(parts: readonly string[]): string[] {
  if (parts.length <= 3) return [parts.join(' ')];
  const half = Math.ceil(parts.length / 2);
  return [parts.slice(0, half).join(' '), parts.slice(half).join(' ')];
}

/** Used by the rank helpers in tests: a span's facts for a sign, heaviest first. */
export const rankForSign = (sign: ZodiacSign, facts: readonly SkyFact[]) =>
  facts.map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time })).sort(compareRanks);
