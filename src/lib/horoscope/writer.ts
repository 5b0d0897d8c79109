/**
 * Turns one sky event into the sentences a horoscope says about it, for one sign
 * (docs/horoscopes.md#how-a-reading-is-written). Every sentence names the time of the event or a
 * house of the reader's solar chart, so no two signs ever read the same sentence on the same day;
 * variants rotate with the day (`turn`), so the same sign does not read it again a few days later.
 */
import { PLANETS } from '@/lib/astrology/ephemeris';
import type { MajorAspectName } from '@/lib/astrology/contract';
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { ASPECT_WORD, formatDegree, ordinal } from '@/lib/astrology/narrative/grammar';
import { hashString } from '@/lib/astrology/narrative/pick';
import { render } from '@/lib/astrology/narrative/template';
import { monthDay, utcDay } from './days';
import type { HoroscopeLibrary } from './library';
import type { AspectFact, Body, IngressFact, LunationFact, SkyFact, StationFact, VoidFact } from './sky';
import { aspectFamily, solarHouse } from './weights';

/** Aspects as verbs, for frames like "Venus in your 4th house trines Saturn". */
const ASPECT_VERB: Record<MajorAspectName, string> = {
  conjunction: 'meets',
  sextile: 'sextiles',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

const PERSONAL_INGRESS = new Set<Body>(['Sun', 'Mercury', 'Venus', 'Mars']);

/** Who the reading is for and which turn of the rotation this page takes. */
export interface WriterContext {
  library: HoroscopeLibrary;
  sign: ZodiacSign;
  /** Consecutive pages of one kind take consecutive turns (the day number for daily pages). */
  turn: number;
  /** How a time is written: "14:32 UTC", or "14:32 UTC on Thursday" on a weekly page. */
  timeText: (time: number) => string;
  /** A house's wordings already written on this page: the next mention takes another. */
  areasUsed?: Set<string>;
}

/** The variant for this page: consecutive turns take consecutive variants, each slot and sign from its own start. */
export function variant<T>(ctx: WriterContext, variants: readonly T[], slot: string): T {
  if (variants.length === 0) throw new Error(`No variants for ${slot}`);
  return variants[(ctx.turn + hashString(`${ctx.sign}#${slot}`)) % variants.length]!;
}

/** A second, independent rotation for a slot's inner choice (a house's wording inside a frame). */
function innerVariant<T>(ctx: WriterContext, variants: readonly T[], slot: string, outer: number): T {
  const turn = Math.floor((ctx.turn + hashString(`${ctx.sign}#${slot}`)) / outer);
  return variants[turn % variants.length]!;
}

export function houseOf(ctx: WriterContext, sign: ZodiacSign): number {
  return solarHouse(ctx.sign, sign);
}

/**
 * One of a house's wordings ("your money and possessions"), rotating with the page; one the
 * page has already used is passed over while another is left.
 */
export function areaOf(ctx: WriterContext, house: number, slot: string, outer = 1): string {
  const areas = ctx.library.houses[String(house) as '1'].areas;
  const first = areas.indexOf(innerVariant(ctx, areas, `${slot}#area`, outer));
  const order = areas.map((_, step) => areas[(first + step) % areas.length]!);
  const area = order.find((candidate) => !ctx.areasUsed?.has(candidate)) ?? order[0]!;
  ctx.areasUsed?.add(area);
  return area;
}

const houseWord = (house: number) => ordinal(house);

/** A body as the subject or object of a sentence: "the Sun", "the Moon", "Venus". */
export const theBody = (body: Body) => (body === 'Sun' || body === 'Moon' ? `the ${body}` : body);

function lunationText(ctx: WriterContext, fact: LunationFact, frameOnly: boolean): string {
  const { lunations } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const sunHouse = houseOf(ctx, fact.sunSign);
  const slot = `lunation:${fact.phase}`;
  const frames = lunations.frames[fact.phase];
  const values = {
    time: ctx.timeText(fact.time),
    degree: formatDegree(fact.degree),
    sign: fact.sign,
    house: houseWord(house),
    sunHouse: houseWord(sunHouse),
  };
  const parts = [render(variant(ctx, frames, `${slot}:frame`), values)];
  if (frameOnly) return parts[0]!;
  if (fact.phase === 'new' || fact.phase === 'full') {
    parts.push(variant(ctx, lunations[fact.phase][String(house) as '1'], `${slot}:house`));
  } else {
    const templates = lunations.quarters[fact.phase];
    parts.push(render(variant(ctx, templates, slot), { area: areaOf(ctx, house, slot, templates.length) }));
  }
  if (fact.eclipse) {
    const templates = lunations.eclipse[fact.eclipse.body];
    parts.push(
      render(variant(ctx, templates, `${slot}:eclipse`), {
        eclipse: fact.eclipse.type,
        area: areaOf(ctx, house, `${slot}:eclipse`, templates.length),
      }),
    );
  }
  return parts.join(' ');
}

function stationText(ctx: WriterContext, fact: StationFact, frameOnly: boolean): string {
  const { planets } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const slot = `station:${fact.body}:${fact.direction}`;
  const frame = render(variant(ctx, planets.stationFrames[fact.direction], `${slot}:frame`), {
    planet: fact.body,
    time: ctx.timeText(fact.time),
    degree: formatDegree(fact.degree),
    sign: fact.sign,
    house: houseWord(house),
  });
  if (frameOnly) return frame;
  const meanings = planets.stations[fact.body as 'Mercury'][fact.direction];
  const other = monthDay(utcDay(fact.otherStation));
  const meaning = render(variant(ctx, meanings, slot), {
    area: areaOf(ctx, house, slot, meanings.length),
    until: other,
    since: other,
  });
  return `${frame} ${meaning}`;
}

function ingressText(ctx: WriterContext, fact: IngressFact, frameOnly: boolean): string {
  const { planets } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const slot = `ingress:${fact.body}`;
  const frames = fact.retrograde ? planets.ingressFrames.retrograde : planets.ingressFrames.forward;
  const frame = render(variant(ctx, frames, `${slot}:frame`), {
    planet: fact.body,
    thePlanet: theBody(fact.body),
    time: ctx.timeText(fact.time),
    sign: fact.sign,
    fromSign: fact.fromSign,
    house: houseWord(house),
  });
  // A planet backing into a sign it has just left picks up where it was: the frame says so.
  if (fact.retrograde || frameOnly) return frame;
  if (PERSONAL_INGRESS.has(fact.body))
    return `${frame} ${planets.inHouse[fact.body as 'Sun'][String(house) as '1']}`;
  const meanings = planets.slowInHouse[fact.body as 'Jupiter'];
  return `${frame} ${render(variant(ctx, meanings, slot), { area: areaOf(ctx, house, slot, meanings.length) })}`;
}

/** The library's key for a pair of bodies: both names in the engine's planet order. */
export function pairKey(a: Body, b: Body): string {
  return PLANETS.indexOf(a) <= PLANETS.indexOf(b) ? `${a}|${b}` : `${b}|${a}`;
}

/** The pair's words for an aspect family; a family the library lacks falls back to the nearest one. */
function pairClause(ctx: WriterContext, fact: AspectFact, slot: string): string {
  const texts = ctx.library.aspects.pairs[pairKey(...fact.bodies)];
  if (!texts) throw new Error(`No texts for ${pairKey(...fact.bodies)} in content/horoscope/aspects.json`);
  const family = aspectFamily(fact.aspect);
  const clauses = texts[family] ?? texts.conjunction ?? texts.flow ?? texts.friction;
  if (!clauses) throw new Error(`No ${family} texts for ${pairKey(...fact.bodies)}`);
  return variant(ctx, clauses, `${slot}:clause`);
}

function aspectText(ctx: WriterContext, fact: AspectFact): string {
  const { aspects, houses } = ctx.library;
  const [a, b] = fact.bodies;
  const [houseA, houseB] = fact.signs.map((sign) => houseOf(ctx, sign)) as [number, number];
  const slot = `aspect:${a}:${b}:${fact.aspect}`;
  const together = houseA === houseB;
  const moon = a === 'Moon';
  const frames = moon
    ? together
      ? aspects.moonFrames.together
      : aspects.moonFrames.apart
    : together
      ? aspects.frames.together
      : aspects.frames.apart;
  return render(variant(ctx, frames, `${slot}:frame`), {
    a,
    b,
    theA: theBody(a),
    theB: theBody(b),
    aspect: ASPECT_WORD[fact.aspect],
    aspectNoun: fact.aspect,
    verb: ASPECT_VERB[fact.aspect],
    time: ctx.timeText(fact.time),
    houseA: houseWord(houseA),
    houseB: houseWord(houseB),
    areaA: areaOf(ctx, houseA, `${slot}:a`, frames.length),
    areaB: areaOf(ctx, houseB, `${slot}:b`, frames.length),
    topicA: houses[String(houseA) as '1'].topic,
    clause: pairClause(ctx, fact, slot),
  });
}

/**
 * The void-of-course Moon, from its start (or the start of the page's span) to its end; times
 * outside the span say which day ("09:12 UTC tomorrow").
 */
function voidText(ctx: WriterContext, fact: VoidFact): string {
  const house = houseOf(ctx, fact.sign);
  const frames = ctx.library.moon.void;
  return render(variant(ctx, frames, 'void'), {
    from: ctx.timeText(fact.time),
    until: ctx.timeText(fact.end),
    nextSign: fact.nextSign,
    house: houseWord(house),
    area: areaOf(ctx, house, 'void', frames.length),
  });
}

/**
 * What a reading says about one event (the Moon's own ingresses are the lead's business). With
 * `frameOnly`, a lunation, station or ingress is named without its meaning: a week or a month
 * writes the meaning for the first of two alike events only (a planet's second ingress in a
 * month would otherwise read, for another sign, what the first one read for this sign).
 */
export function factText(ctx: WriterContext, fact: SkyFact, { frameOnly = false } = {}): string {
  switch (fact.kind) {
    case 'void':
      return voidText(ctx, fact);
    case 'lunation':
      return lunationText(ctx, fact, frameOnly);
    case 'station':
      return stationText(ctx, fact, frameOnly);
    case 'ingress':
      return ingressText(ctx, fact, frameOnly);
    case 'aspect':
      return aspectText(ctx, fact);
  }
}

/** The solar houses an event falls in, as the list under a reading shows them. */
export function factHouses(sunSign: ZodiacSign, fact: SkyFact): number[] {
  switch (fact.kind) {
    case 'void':
      return [solarHouse(sunSign, fact.sign)];
    case 'lunation':
      return fact.phase === 'new'
        ? [solarHouse(sunSign, fact.sign)]
        : [solarHouse(sunSign, fact.sign), solarHouse(sunSign, fact.sunSign)];
    case 'station':
      return [solarHouse(sunSign, fact.sign)];
    case 'ingress':
      return [solarHouse(sunSign, fact.sign)];
    case 'aspect':
      return [...new Set(fact.signs.map((sign) => solarHouse(sunSign, sign)))];
  }
}
