/**
 * What a week or a month says about one event (docs/horoscopes.md#weeks-and-months), in the
 * periods' own words (content/horoscope/periods.json `events`), never the daily reading's: a
 * station for the house it falls in and the planet's nature, a lunation for its house, an ingress
 * for the life area it enters, an aspect between planets for the two areas it links, in plain
 * words ("work together", "clash"). The week and the month share these lists; a month avoids the
 * texts its weeks used (`writerContext`'s `avoid`), so no sentence of a week comes back in its month.
 */
import { dayMonth, MONTH_NAMES } from '@/lib/content/dates';
import { ordinal } from '@/lib/astrology/narrative/grammar';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { hashString } from '@/lib/astrology/narrative/pick';
import { render } from '@/lib/astrology/narrative/template';
import type { Body, SkyFact, StationFact } from './sky';
import { isRuler } from './rank';
import { aspectFamily, solarHouse } from './weights';
import { areaOf, houseTopic, pickMeaning, theBody, timeValues, type WriterContext } from './writer';

const PERSONAL_INGRESS = ['Sun', 'Mercury', 'Venus', 'Mars'] as const;
type PersonalBody = (typeof PERSONAL_INGRESS)[number];

/** "13 April", with the year when it is not the event's own year ("13 April 2027"). */
export function dateFrom(eventTime: number, other: number): string {
  const year = new Date(other).getUTCFullYear();
  return year === new Date(eventTime).getUTCFullYear() ? dayMonth(other) : `${dayMonth(other)} ${year}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A frame not yet on this page, in the page's rotation. Unlike the daily reading's `pickFrame` it
 * ignores what the month's weeks used: a period's frames carry their own time words (weekdays in a
 * week, dates in a month), so the same frame never makes the same sentence in both.
 */
export function pickFresh(ctx: WriterContext, frames: readonly string[], key: string): string {
  // Consecutive signs take consecutive frames, so the twelve readings of one week spread evenly over them.
  const start = (ctx.turn + ZODIAC_SIGNS.indexOf(ctx.sign) + hashString(key)) % frames.length;
  const order = frames.map((_, step) => frames[(start + step) % frames.length]!);
  const frame = order.find((candidate) => !ctx.used.has(candidate)) ?? order[0]!;
  ctx.used.add(frame);
  return frame;
}

/**
 * How a week or month names a house: "your career house", "the reputation sector of your chart"
 * (content/horoscope/periods.json `events.where`), not a bare number (the table gives the numbers).
 * Each sign starts from its own place in the list, and the page takes a wording it has not used.
 */
export function whereOf(ctx: WriterContext, house: number): string {
  const names = ctx.library.periods.events.where[String(house) as '1'];
  const start = (ctx.turn + ZODIAC_SIGNS.indexOf(ctx.sign) + house) % names.length;
  const order = names.map((_, step) => names[(start + step) % names.length]!);
  const name = order.find((candidate) => !ctx.areasUsed.has(candidate)) ?? order[0]!;
  ctx.areasUsed.add(name);
  return name;
}

/** What a planet stands for, in one of its wordings: each sign starts from its own. */
export function natureOf(ctx: WriterContext, body: Body): string {
  const names = ctx.library.periods.events.nature[body as 'Saturn'];
  return names[(ctx.turn + ZODIAC_SIGNS.indexOf(ctx.sign)) % names.length]!;
}

/** A house's act ("answer the messages you have been putting off"), one the page has not used yet. */
export function actFor(ctx: WriterContext, house: number): string {
  return pickMeaning(ctx, ctx.library.periods.events.act[String(house) as '1'], `periods.act.${house}`);
}

/** What a station's meanings say: the planet's nature, the month its loop began ("since July"), the date it ends. */
export function stationMeaningValues(ctx: WriterContext, fact: StationFact) {
  const since = `since ${MONTH_NAMES[new Date(fact.otherStation).getUTCMonth()]!}`;
  return {
    since,
    Since: capitalise(since),
    date: dateFrom(fact.time, fact.otherStation),
    nature: natureOf(ctx, fact.body),
  };
}

/** A station's values: the planet, its house, the month its loop began ("since July"), the date it ends. */
function stationValues(ctx: WriterContext, fact: StationFact, named?: string) {
  const house = solarHouse(ctx.sign, fact.sign);
  return {
    house,
    values: {
      ...whenValues(ctx, fact.time, named),
      planet: fact.body,
      sign: fact.sign,
      house: ordinal(house),
      where: whereOf(ctx, house),
      of: houseTopic(ctx, house),
      ...stationMeaningValues(ctx, fact),
    },
  };
}

/**
 * The time words for an event: the usual token, or on a named day its name ("on Christmas Eve"),
 * which the page keeps as written (the day, not the hour, is what the reader plans around).
 */
function whenValues(ctx: WriterContext, time: number, named?: string): Record<string, string> {
  return named ? { time: `on ${named}`, Time: `On ${named}` } : timeValues(ctx, time);
}

export interface PeriodEventText {
  lead: string;
  meaning: string;
}

/**
 * An event's lead (what happens, when, where) and its meaning for the sign. `act` adds what to do
 * with an ingress (the week says it as its own sentence; the month inside its own frame).
 */
export function periodEvent(ctx: WriterContext, fact: SkyFact, named?: string): PeriodEventText {
  const events = ctx.library.periods.events;
  switch (fact.kind) {
    case 'station': {
      const { house, values } = stationValues(ctx, fact, named);
      const lead = render(
        pickFresh(ctx, events.station.lead[fact.direction], `periods.station.lead.${fact.direction}`),
        values,
      );
      const meaning = render(
        pickMeaning(
          ctx,
          events.station[fact.direction][String(house) as '1'],
          `periods.station.${fact.direction}.${house}`,
        ),
        values,
      );
      return { lead, meaning };
    }
    case 'lunation': {
      const house = solarHouse(ctx.sign, fact.sign);
      if (fact.phase === 'first-quarter' || fact.phase === 'last-quarter') {
        const lead = render(
          pickFresh(ctx, events.lunation.quarter[fact.phase], `periods.quarter.${fact.phase}`),
          {
            ...whenValues(ctx, fact.time, named),
            sign: fact.sign,
            house: ordinal(house),
            where: whereOf(ctx, house),
            of: houseTopic(ctx, house),
            act: actFor(ctx, house),
          },
        );
        return { lead, meaning: '' };
      }
      const phase = fact.phase === 'new' ? 'new' : 'full';
      const lead = render(pickFresh(ctx, events.lunation.lead[phase], `periods.lunation.lead.${phase}`), {
        ...whenValues(ctx, fact.time, named),
        sign: fact.sign,
        house: ordinal(house),
        where: whereOf(ctx, house),
        of: houseTopic(ctx, house),
      });
      const meanings = [
        pickMeaning(ctx, events.lunation[phase][String(house) as '1'], `periods.lunation.${phase}.${house}`),
      ];
      if (fact.eclipse)
        meanings.push(
          pickMeaning(
            ctx,
            events.lunation.eclipse[fact.eclipse.body],
            `periods.eclipse.${fact.eclipse.body}`,
          ),
        );
      return { lead, meaning: meanings.join(' ') };
    }
    case 'ingress': {
      const house = solarHouse(ctx.sign, fact.sign);
      const frames = fact.retrograde
        ? events.ingress.back
        : (PERSONAL_INGRESS as readonly Body[]).includes(fact.body)
          ? events.ingress[fact.body as PersonalBody]
          : events.ingress.slow;
      const lead = render(pickFresh(ctx, frames, `periods.ingress.${fact.body}`), {
        ...whenValues(ctx, fact.time, named),
        planet: fact.body,
        sign: fact.sign,
        house: ordinal(house),
        where: whereOf(ctx, house),
        of: houseTopic(ctx, house),
        area: areaOf(ctx, house, `periods.ingress.${fact.body}`),
      });
      return { lead, meaning: '' };
    }
    case 'aspect': {
      const [houseA, houseB] = fact.signs.map((sign) => solarHouse(ctx.sign, sign)) as [number, number];
      const family = aspectFamily(fact.aspect);
      const kind = houseA === houseB ? 'together' : family === 'friction' ? 'friction' : 'flow';
      const lead = render(pickFresh(ctx, events.aspect[kind], `periods.aspect.${kind}`), {
        ...whenValues(ctx, fact.time, named),
        a: theBody(fact.bodies[0]),
        b: theBody(fact.bodies[1]),
        house: ordinal(houseA),
        where: whereOf(ctx, houseA),
        of: houseTopic(ctx, houseA),
        areaA: areaOf(ctx, houseA, 'periods.aspect.a'),
        areaB: areaOf(ctx, houseB, 'periods.aspect.b'),
      });
      return { lead, meaning: '' };
    }
    case 'void':
      throw new Error('A void of course is read by its own frame');
  }
}

/**
 * The event as a short clause for a story line: "Saturn turns forward in Aries, your 1st house",
 * with `when` its time after a comma ("…, late on Thursday").
 */
export function shortClause(
  ctx: WriterContext,
  fact: SkyFact,
  frames: Readonly<Record<'direct' | 'retrograde' | 'new' | 'full' | 'ingress' | 'aspect', string>>,
  { when = false } = {},
): string {
  if (fact.kind === 'void') throw new Error('A void of course has no story line');
  const house =
    fact.kind === 'aspect' ? solarHouse(ctx.sign, fact.signs[0]) : solarHouse(ctx.sign, fact.sign);
  const key =
    fact.kind === 'station'
      ? fact.direction
      : fact.kind === 'lunation'
        ? fact.phase === 'new'
          ? 'new'
          : 'full'
        : fact.kind;
  // A clause inside a sentence: "the Sun", not the capital a sentence start would give it.
  const clause = render(frames[key], {
    // The sign's own ruler is named as such: for Capricorn, Saturn's station is its ruler's.
    planet:
      fact.kind === 'station' && isRuler(ctx.sign, fact.body)
        ? `${fact.body}, your ruling planet,`
        : theBody(fact.kind === 'aspect' ? fact.bodies[0] : fact.kind === 'lunation' ? 'Moon' : fact.body),
    other: fact.kind === 'aspect' ? theBody(fact.bodies[1]) : '',
    sign: fact.kind === 'aspect' ? fact.signs[0] : fact.sign,
    house: ordinal(house),
    where: whereOf(ctx, house),
  }).replace(/^The /, 'the ');
  if (!when) return clause;
  return `${clause}${fact.kind === 'aspect' ? ' ' : ', '}${timeValues(ctx, fact.time).time}`;
}

export { capitalise };
