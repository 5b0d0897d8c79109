/**
 * Turns the sky's events into a sign's sentences (docs/horoscopes.md#how-a-reading-is-written).
 * An aspect is written for the two houses it links in this sign's solar chart (content
 * pairs.json), a lunation, station or ingress for the house it falls in, the Moon's day for its
 * house; times are tokens the page writes in the reader's day (time-words.ts).
 *
 * Every text the library offers for one meaning is a different angle on it. Variants rotate
 * with the page's turn (the day number on daily pages), each list from its own starting point
 * per sign, so consecutive days never take the same meaning from the same list; a page records
 * which meanings it used (`meanings`), and a month avoids the texts its weeks used (`avoid`).
 */
import { PLANETS } from '@/lib/astrology/ephemeris';
import { dayMonth, MONTH_NAMES } from '@/lib/content/dates';
import type { MajorAspectName } from '@/lib/astrology/contract';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { ordinal } from '@/lib/astrology/narrative/grammar';
import { hashString } from '@/lib/astrology/narrative/pick';
import { render, type TemplateValue } from '@/lib/astrology/narrative/template';
import type { HoroscopeLibrary } from './library';
import { isRuler, RULERS } from './rank';
import type { AspectFact, Body, IngressFact, LunationFact, SkyFact, StationFact, VoidFact } from './sky';
import { utcDay } from './days';
import { timeToken, type TimeForm, type TimeSpan } from './time-words';
import { aspectFamily, solarHouse } from './weights';

/** Aspects as verbs: "Venus trines Saturn". */
export const ASPECT_VERB: Record<MajorAspectName, string> = {
  conjunction: 'meets',
  sextile: 'sextiles',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

const PERSONAL_INGRESS = new Set<Body>(['Sun', 'Mercury', 'Venus', 'Mars']);

/** Who the reading is for, when, and what the page has used so far. */
export interface WriterContext {
  library: HoroscopeLibrary;
  sign: ZodiacSign;
  /** Consecutive pages of one kind take consecutive turns (the day number for daily pages). */
  turn: number;
  /** How the page speaks of times: its own day, a week's weekdays, a month's dates. */
  span: TimeSpan;
  /** The page's first day (a daily page's day, a week's Monday, a month's 1st). */
  pageDay: string;
  /** Meanings used on this page ("pairs.1-9#0"): the bench's memory check reads them. */
  meanings: Set<string>;
  /** Texts picked on this page; a month passes its weeks' texts as `avoid`. */
  used: Set<string>;
  avoid?: ReadonlySet<string>;
  /** House wordings already on the page: the next mention takes another. */
  areasUsed: Set<string>;
  /**
   * How the page varies its wording from the other signs' pages of the same day (daily.ts): its
   * frames one step further along the rotation, and its theme without the bodies' shared tone.
   */
  style: { frameShift: number; tone: boolean; pairShift?: number; slowPlace?: boolean; ruler?: boolean };
  /**
   * A daily reading's memory (daily-memory.ts): for a pair of houses ("9-1"), the meaning to read,
   * or null when the sign read every meaning of the pair within the memory (the aspect then reads
   * the two bodies' tone instead).
   */
  pairPicks?: Map<string, number | null>;
  /**
   * How many more events the page may time ("this evening"); past it an event reads "today", so a
   * daily reading names at most two times of day (issue 50). Unset: no limit.
   */
  timeBudget?: number;
  /** In a month's run of events: the day of the event before, which the next one calls "the same day". */
  sameDayAs?: string;
}

export function writerContext(
  library: HoroscopeLibrary,
  sign: ZodiacSign,
  turn: number,
  span: TimeSpan,
  pageDay: string,
  avoid?: ReadonlySet<string>,
): WriterContext {
  return {
    library,
    sign,
    turn,
    span,
    pageDay,
    meanings: new Set(),
    used: new Set(),
    avoid,
    areasUsed: new Set(),
    style: { frameShift: 0, tone: true },
  };
}

/** The index this page takes from a list: consecutive turns take consecutive entries. */
function rotation(ctx: WriterContext, length: number, key: string): number {
  return (ctx.turn + hashString(`${ctx.sign}#${key}`)) % length;
}

/**
 * A text from a list that carries one meaning per entry (`key` names the list, "pairs.1-9"):
 * this page's turn of the rotation, or the next one the page may use.
 */
export function pickMeaning(ctx: WriterContext, texts: readonly string[], key: string, offset = 0): string {
  if (texts.length === 0) throw new Error(`No texts for ${key}`);
  // An offset reads a second entry of the same list: halfway round it, so consecutive days still differ.
  const start = (rotation(ctx, texts.length, key) + offset) % texts.length;
  const order = texts.map((_, step) => (start + step) % texts.length);
  const index =
    order.find((candidate) => !ctx.avoid?.has(texts[candidate]!) && !ctx.used.has(texts[candidate]!)) ??
    order.find((candidate) => !ctx.used.has(texts[candidate]!)) ??
    start;
  ctx.meanings.add(`${key}#${index}`);
  ctx.used.add(texts[index]!);
  return texts[index]!;
}

/** A frame (the sentence around a meaning): rotated the same way, not counted as a meaning. */
export function pickFrame(ctx: WriterContext, frames: readonly string[], key: string): string {
  const start = (rotation(ctx, frames.length, key) + ctx.style.frameShift) % frames.length;
  const order = frames.map((_, step) => frames[(start + step) % frames.length]!);
  // A frame not yet on the page, else one the page may use again, never one the month's weeks used.
  const frame =
    order.find((candidate) => !ctx.avoid?.has(candidate) && !ctx.used.has(candidate)) ??
    order.find((candidate) => !ctx.avoid?.has(candidate)) ??
    order[0]!;
  ctx.used.add(frame);
  return frame;
}

/** One of a house's wordings ("your money and possessions"), one the page has not used while another is left. */
export function areaOf(ctx: WriterContext, house: number, key: string): string {
  const areas = ctx.library.houses[String(house) as '1'].areas;
  // The sign's place in the zodiac sets the start, so two signs naming the same house on one day
  // mostly name it differently (the day's other signs are one to eleven places away).
  const start = (ctx.turn + ZODIAC_SIGNS.indexOf(ctx.sign) + hashString(key)) % areas.length;
  const order = areas.map((_, step) => areas[(start + step) % areas.length]!);
  const area = order.find((candidate) => !ctx.areasUsed.has(candidate)) ?? order[0]!;
  ctx.areasUsed.add(area);
  return area;
}

export const houseOf = (ctx: WriterContext, sign: ZodiacSign) => solarHouse(ctx.sign, sign);
/**
 * What a house is about, for templates that write "your {house} house{of}": " of travel and
 * study" the first time the page names the house, nothing after (the reader knows it by then).
 * Written as a marker that `resolveTopics` settles once the page's paragraphs are in order.
 */
export function houseTopic(_ctx: WriterContext, house: number): string {
  return `\uE002${house}\uE003`;
}

const TOPIC = /\uE002(\d+)\uE003/g;

/** The page's paragraphs with each house described at its first mention only. */
export function resolveTopics(library: HoroscopeLibrary, paragraphs: readonly string[]): string[] {
  const named = new Set<string>();
  return paragraphs.map((paragraph) =>
    paragraph.replace(TOPIC, (_whole, house: string) => {
      if (named.has(house)) return '';
      named.add(house);
      return ` of ${library.houses[house as '1'].of}`;
    }),
  );
}

/**
 * A time token for the page: {time} within a sentence, {Time} to start one. In a month's run of
 * events (`sameDayAs`), an event on the day of the one before reads "the same day", so three
 * events of 4 December do not each open with the date.
 */
export function timeValues(
  ctx: WriterContext,
  instant: number,
  form: TimeForm = 'at',
  prefix = 'time',
): Record<string, string> {
  const upper = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  if (form === 'at' && prefix === 'time' && ctx.sameDayAs !== undefined && ctx.sameDayAs === utcDay(instant))
    return { time: 'the same day', Time: 'The same day' };
  if (form === 'at' && prefix === 'time' && ctx.timeBudget !== undefined) {
    if (ctx.timeBudget <= 0) return { time: 'today', Time: 'Also today,' };
    ctx.timeBudget -= 1;
  }
  return {
    [prefix]: timeToken(instant, form, ctx.span, ctx.pageDay),
    [upper]: timeToken(instant, form, ctx.span, ctx.pageDay, { capital: true }),
  };
}

/** A body as the subject or object of a sentence: "the Sun", "the Moon", "Venus". */
export const theBody = (body: Body) => (body === 'Sun' || body === 'Moon' ? `the ${body}` : body);

/** The library's key for a pair of houses: the faster body's house first ("9-1"). */
export const pairKey = (a: number, b: number) => `${a}-${b}`;

/** The library's key for a pair of bodies: both names in the engine's planet order. */
export function bodyPairKey(a: Body, b: Body): string {
  return PLANETS.indexOf(a) <= PLANETS.indexOf(b) ? `${a}|${b}` : `${b}|${a}`;
}

/** What an event is written as: its opening sentence, and what it means for the sign. */
export interface EventText {
  lead: string;
  /** What it means, a sentence or two; empty when the lead says it all (an aspect). */
  meaning: string;
}

function fill(template: string, values: Readonly<Record<string, TemplateValue>>): string {
  return render(template, values);
}

function lunationText(ctx: WriterContext, fact: LunationFact): EventText {
  const { lunations } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const lead = fill(pickFrame(ctx, lunations.frames[fact.phase], `lunation.${fact.phase}.frame`), {
    ...timeValues(ctx, fact.time),
    sign: fact.sign,
    house: ordinal(house),
    of: houseTopic(ctx, house),
    sunHouse: ordinal(houseOf(ctx, fact.sunSign)),
  });
  const parts: string[] = [];
  if (fact.phase === 'new' || fact.phase === 'full') {
    const key = `lunations.${fact.phase}.${house}`;
    parts.push(pickMeaning(ctx, lunations[fact.phase][String(house) as '1'], key));
  } else {
    const key = `lunations.quarters.${fact.phase}`;
    parts.push(
      fill(pickMeaning(ctx, lunations.quarters[fact.phase], key), { area: areaOf(ctx, house, key) }),
    );
  }
  if (fact.eclipse) {
    const key = `lunations.eclipse.${fact.eclipse.body}`;
    parts.push(
      fill(pickMeaning(ctx, lunations.eclipse[fact.eclipse.body], key), {
        eclipse: fact.eclipse.type,
        area: areaOf(ctx, house, key),
      }),
    );
  }
  return { lead, meaning: parts.join(' ') };
}

/** "13 April": another date a reading names (a station's other end), in the site's one date style. */
export const britishDate = (instant: number): string => dayMonth(instant);

function stationText(ctx: WriterContext, fact: StationFact): EventText {
  const { planets } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const lead = fill(
    pickFrame(ctx, planets.stationFrames[fact.direction], `station.${fact.direction}.frame`),
    {
      ...timeValues(ctx, fact.time),
      planet: fact.body,
      sign: fact.sign,
      house: ordinal(house),
      of: houseTopic(ctx, house),
    },
  );
  const key = `planets.stations.${fact.body}.${fact.direction}`;
  const other = britishDate(fact.otherStation);
  const meaning = fill(pickMeaning(ctx, planets.stations[fact.body as 'Mercury'][fact.direction], key), {
    area: areaOf(ctx, house, key),
    until: other,
    since: other,
    sinceMonth: MONTH_NAMES[new Date(fact.otherStation).getUTCMonth()]!,
  });
  return { lead, meaning };
}

function ingressText(ctx: WriterContext, fact: IngressFact): EventText {
  const { planets } = ctx.library;
  const house = houseOf(ctx, fact.sign);
  const frames = fact.retrograde ? planets.ingressFrames.retrograde : planets.ingressFrames.forward;
  const lead = fill(pickFrame(ctx, frames, `ingress.${fact.retrograde ? 'back' : 'on'}.frame`), {
    ...timeValues(ctx, fact.time),
    planet: fact.body,
    thePlanet: theBody(fact.body),
    sign: fact.sign,
    fromSign: fact.fromSign,
    house: ordinal(house),
    of: houseTopic(ctx, house),
  });
  // A planet backing into a sign it has just left picks up where it was: the frame says so.
  if (fact.retrograde) return { lead, meaning: '' };
  // A month reads a planet's stay in its own words, so none of its weeks' sentences comes back.
  if (PERSONAL_INGRESS.has(fact.body) && ctx.span === 'month') {
    const { background, periods } = ctx.library;
    const clause =
      fact.body === 'Sun'
        ? pickMeaning(ctx, background.sun.byHouse[String(house) as '1'], `background.sun.${house}`)
        : background.planets.byHouse[fact.body as 'Mercury'][String(house) as '1'];
    if (fact.body !== 'Sun') ctx.meanings.add(`background.planets.${fact.body}.${house}`);
    const frame = pickFrame(ctx, periods.month.ingressMeaning, 'month.ingressMeaning');
    return { lead, meaning: fill(frame, { clause }) };
  }
  if (PERSONAL_INGRESS.has(fact.body)) {
    const text = planets.inHouse[fact.body as 'Sun'][String(house) as '1'];
    ctx.meanings.add(`planets.inHouse.${fact.body}.${house}`);
    ctx.used.add(text);
    return { lead, meaning: text };
  }
  const key = `planets.slowInHouse.${fact.body}`;
  const meaning = fill(pickMeaning(ctx, planets.slowInHouse[fact.body as 'Jupiter'], key), {
    area: areaOf(ctx, house, key),
  });
  return { lead, meaning };
}

/**
 * The meaning of the two houses an aspect links, for this sign (content pairs.json); undefined
 * when the page's memory says every meaning of the pair is spent (`pairPicks`).
 */
export function pairMeaning(ctx: WriterContext, houseA: number, houseB: number): string | undefined {
  const key = pairKey(houseA, houseB);
  const texts = ctx.library.pairs[key as '1-1'];
  if (!texts) throw new Error(`No meanings for houses ${key} in content/horoscope/pairs.json`);
  const pinned = ctx.pairPicks?.get(key);
  if (pinned === null) return undefined;
  if (pinned !== undefined) {
    ctx.meanings.add(`pairs.${key}#${pinned}`);
    ctx.used.add(texts[pinned]!);
    return texts[pinned]!;
  }
  return pickMeaning(ctx, texts, `pairs.${key}`, ctx.style.pairShift ?? 0);
}

/** True when a pair of houses ("9-1") has a meaning the page's memory has not spent. */
export function pairFresh(ctx: WriterContext, key: string): boolean {
  const texts = ctx.library.pairs[key as '1-1'] ?? [];
  return texts.some((text) => !ctx.avoid?.has(text) && !ctx.used.has(text));
}

/** A pair's meaning read again (its memory spent, no tone for the bodies): the rotation's. */
function spentPair(ctx: WriterContext, houseA: number, houseB: number): string {
  const key = pairKey(houseA, houseB);
  return pickMeaning(ctx, ctx.library.pairs[key as '1-1'], `pairs.${key}`);
}

/** How a pair of bodies feels in an aspect of its family ("you pick up on what is unsaid"). */
function toneClause(ctx: WriterContext, fact: AspectFact): string | undefined {
  const key = bodyPairKey(...fact.bodies);
  const texts = ctx.library.aspects.tones[key];
  if (!texts) return undefined;
  const family = aspectFamily(fact.aspect);
  const clauses = texts[family] ?? texts.conjunction ?? texts.flow ?? texts.friction;
  return clauses ? pickMeaning(ctx, clauses, `tones.${key}.${family}`) : undefined;
}

/**
 * An aspect, written for the two houses it links. As a theme it adds how the two bodies feel
 * together and, when one of them rules the sign, says so.
 */
function aspectText(ctx: WriterContext, fact: AspectFact, theme: boolean): EventText {
  const { aspects } = ctx.library;
  const [a, b] = fact.bodies;
  const [houseA, houseB] = fact.signs.map((sign) => houseOf(ctx, sign)) as [number, number];
  const moon = a === 'Moon';
  const together = houseA === houseB;
  const set = moon ? aspects.moonFrames : aspects.frames;
  // A day's page says how the two bodies get on in plain words ("work together"), not the aspect's name.
  const family = aspectFamily(fact.aspect);
  const plain = ctx.span === 'day' && family !== 'conjunction' ? family : undefined;
  const frames = together ? set.together : plain ? set[plain] : set.apart;
  const lead = fill(
    pickFrame(ctx, frames, `aspect.${moon ? 'moon' : 'planet'}.${together ? 'in' : (plain ?? 'apart')}`),
    {
      ...timeValues(ctx, fact.time),
      theA: theBody(a),
      theB: theBody(b),
      verb: ASPECT_VERB[fact.aspect],
      aspectNoun: fact.aspect,
      houseA: ordinal(houseA),
      houseB: ordinal(houseB),
      ofA: houseTopic(ctx, houseA),
      // Every meaning of the pair spent within the memory: how the two bodies feel together instead.
      pair: pairMeaning(ctx, houseA, houseB) ?? toneClause(ctx, fact) ?? spentPair(ctx, houseA, houseB),
    },
  );
  if (!theme) return { lead, meaning: '' };
  const parts: string[] = [];
  // How the two bodies feel together: for a contact between planets (the Moon's day says the Moon's).
  const tone = moon || !ctx.style.tone ? undefined : toneClause(ctx, fact);
  if (tone) parts.push(fill(tone, {}) + '.');
  // Where the bodies stand: the personal planet's house, else the slow planet's.
  const bodies: Array<[Body, number]> = moon
    ? [[b, houseB]]
    : [
        [a, houseA],
        [b, houseB],
      ];
  for (const [body, house] of bodies) {
    const place = placeSentence(ctx, body, house);
    if (place) {
      parts.push(place);
      break;
    }
  }
  const ruler = fact.bodies.find((body) => body !== 'Moon' && isRuler(ctx.sign, body));
  if (ruler && ctx.style.ruler !== false) {
    const name = theBody(ruler);
    const Ruler = name.charAt(0).toUpperCase() + name.slice(1);
    parts.push(fill(pickFrame(ctx, aspects.ruler, 'aspect.ruler'), { ruler: name, Ruler, sign: ctx.sign }));
  }
  return { lead, meaning: parts.join(' ') };
}

/**
 * Where a personal planet stands and what that means for the sign ("With Mercury in your 4th
 * house, family conversations fill your head"). The same words serve a quiet day's background,
 * so both may use them only on the days their parity allows: never two days running.
 */
export function placeSentence(ctx: WriterContext, body: Body, house: number): string | undefined {
  const { background, aspects } = ctx.library;
  if (!['Sun', 'Mercury', 'Venus', 'Mars'].includes(body)) {
    // A daily reading leaves the slow planets' standing background to the table (issue 50's cold read).
    if (body === 'Moon' || ctx.style.slowPlace === false) return undefined;
    const key = `aspects.slowPlace.${body}`;
    const area = areaOf(ctx, house, key);
    return fill(pickMeaning(ctx, aspects.slowPlace[body as 'Jupiter'], key), {
      house: ordinal(house),
      area,
      Area: area,
    });
  }
  if (!backgroundDay(ctx, body)) return undefined;
  const key = body === 'Sun' ? `background.sun.${house}` : `background.planets.${body}.${house}`;
  if ([...ctx.meanings].some((meaning) => meaning.startsWith(key))) return undefined;
  const clause =
    body === 'Sun'
      ? pickMeaning(ctx, background.sun.byHouse[String(house) as '1'], key)
      : background.planets.byHouse[body as 'Mercury'][String(house) as '1'];
  if (body !== 'Sun') ctx.meanings.add(key);
  return fill(pickFrame(ctx, aspects.place, 'aspect.place'), {
    thePlanet: theBody(body),
    house: ordinal(house),
    clause,
  });
}

/**
 * How many days apart a sign may read one background item: a planet's stay (the same clause, or
 * the Sun's two, for as long as it stays in the house) once a week, so no week reads it twice; the
 * Moon's, whose texts rotate, every other day.
 */
const PLANET_BACKGROUND_DAYS = 7;
const backgroundCycle = (key: string) =>
  ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(key)
    ? PLANET_BACKGROUND_DAYS
    : 2;

/**
 * True on the days a background item (a body, "moon.phase", …) may be read for this sign; with
 * `quiet`, also on the spare days of a planet's week (its 3rd and 5th), which a day that would
 * read short may use: never two days running, so the memory across days holds; and any day for
 * the items whose texts rotate with the day.
 */
export function onBackgroundDay(turn: number, sign: ZodiacSign, key: string, quiet = false): boolean {
  const cycle = backgroundCycle(key);
  const place = (turn + hashString(`${sign}#background.${key}`)) % cycle;
  if (place === 0) return true;
  // The Moon's and the slow planets' texts rotate daily, so a quiet day may read them on any day;
  // the Sun's and a personal planet's stay have one or two texts per house, so only on spare days.
  const fixedClause = ['Sun', 'Mercury', 'Venus', 'Mars'].includes(key);
  return quiet && (!fixedClause || place === 3 || place === 5);
}

/** True on the days a body's background may be read for this sign. */
export function backgroundDay(ctx: WriterContext, body: Body): boolean {
  return onBackgroundDay(ctx.turn, ctx.sign, body);
}

/** A void shorter than this is given its length rather than its end. */
const VOID_LENGTH_HOURS = 10;
const HOUR_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The Moon void of course, from its start to its entry into the next sign, read for its house. */
export function voidText(ctx: WriterContext, fact: VoidFact): EventText {
  const house = houseOf(ctx, fact.sign);
  // A void of a few hours is given its length ("from this morning for about five hours"), so its
  // two ends never read "from this morning until this morning", in any zone.
  const hours = (fact.end - fact.time) / 3_600_000;
  // A short void reads "for about five hours from this morning": its length, then its start.
  const length = `for about ${HOUR_WORDS[Math.max(2, Math.round(hours))]} hours`;
  const from = timeValues(ctx, fact.time, 'from', 'from');
  const lead = fill(pickMeaning(ctx, ctx.library.moon.void[String(house) as '1'], `moon.void.${house}`), {
    ...(hours < VOID_LENGTH_HOURS
      ? { from: length, From: length.charAt(0).toUpperCase() + length.slice(1), until: from.from! }
      : { ...from, ...timeValues(ctx, fact.end, 'until', 'until') }),
    nextSign: fact.nextSign,
  });
  return { lead, meaning: '' };
}

/** What a reading says about one event; `theme` gives an aspect its fuller reading. */
export function eventText(ctx: WriterContext, fact: SkyFact, { theme = false } = {}): EventText {
  switch (fact.kind) {
    case 'void':
      return voidText(ctx, fact);
    case 'lunation':
      return lunationText(ctx, fact);
    case 'station':
      return stationText(ctx, fact);
    case 'ingress':
      return ingressText(ctx, fact);
    case 'aspect':
      return aspectText(ctx, fact, theme);
  }
}

/** The solar houses an event falls in, as the table under a reading shows them. */
export function factHouses(sunSign: ZodiacSign, fact: SkyFact): number[] {
  switch (fact.kind) {
    case 'lunation':
      return fact.phase === 'new'
        ? [solarHouse(sunSign, fact.sign)]
        : [solarHouse(sunSign, fact.sign), solarHouse(sunSign, fact.sunSign)];
    case 'aspect':
      return [...new Set(fact.signs.map((sign) => solarHouse(sunSign, sign)))];
    default:
      return [solarHouse(sunSign, fact.sign)];
  }
}

/** The sign's ruler, as readings name it. */
export const rulerOf = (sign: ZodiacSign) => RULERS[sign][0]!;
