/**
 * Today's personal reading (docs/personal-sky.md#the-reading), from our own words
 * (reading-words.ts): the strongest transit active today leads, with its dates; then the Moon's
 * sign and its exact contacts of the day, in the order of the reader's day; then up to two more
 * active transits, a slow one still to come, and one line of advice. Contacts are named in plain
 * words ("Mercury sitting on your Mars"), never with a glossary bracket: the table under the
 * reading keeps the technical names and its key explains them. No wording is used twice.
 */
import type { PlanetName } from '../contract';
import { capitalize, joinAnd } from '../narrative/grammar';
import { hashString } from '../narrative/pick';
import { render } from '../narrative/template';
import { pointInSentence } from '../point-names';
import { moonDay } from './moon-day';
import { transitName } from './names';
import { OUTER_PLANETS } from './orbs';
import { closeness, datePhrase, dayPart, isToday, whenPhrase, type ReaderDay } from './reader-time';
import { mySkyWords as words, natureOf } from './reading-words';
import type { DayTransit, MajorTransit, NatalPoint, NatalPosition } from './types';
import { transitWindow, type TransitWindow } from './window';

export const READING_FRAMING = words.framing;

/** At most this many further transits after the lead. */
const ALSO_AT_MOST = 2;
/** The reading's length in words (docs/personal-sky.md#the-reading); the bench and the tests hold it. */
export const READING_WORDS = { min: 150, max: 250 } as const;

/** "your Venus", "your Midheaven". */
const yourPoint = (point: NatalPoint) => `your ${point === 'MC' ? 'Midheaven' : point}`;

export interface ReadingInput extends ReaderDay {
  transits: readonly DayTransit[];
  natal: readonly NatalPosition[];
  /** The visitor's day, "YYYY-MM-DD": the wordings turn with it. */
  day: string;
  /** The instant today's orbs are given for (ms). */
  reference: number;
  /** The year's major transits (year.ts): the next to begin is named when there is room. */
  year: readonly MajorTransit[];
}

type Reader = ReaderDay & { day: string; reference: number };

/** A text's runs of five words, case and punctuation ignored (the bench's and the tests' measure). */
function runsOf(text: string): string[] {
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return tokens.slice(4).map((_, i) => tokens.slice(i, i + 5).join(' '));
}

/** A transit with its span. */
interface Placed {
  transit: DayTransit;
  window: TransitWindow | undefined;
}

/**
 * One reading's state: the wordings and day parts it has used, so no phrase is said twice and
 * a day part is named once.
 */
class Voice {
  private readonly used = new Set<string>();
  private readonly parts = new Set<string>();
  private readonly runs = new Set<string>();
  constructor(private readonly seed: string) {}

  /** Remembers what has been said, as runs of five words. */
  said(text: string): string {
    for (const run of runsOf(text)) this.runs.add(run);
    return text;
  }

  /** The first of some wordings that repeats no five-word run said so far, remembered as said. */
  fresh(candidates: readonly string[]): string {
    return this.said(
      candidates.find((text) => runsOf(text).every((run) => !this.runs.has(run))) ?? candidates[0]!,
    );
  }

  /** A wording from a list, turning with the day, never one this reading has used. */
  pick(list: readonly string[], slot: string, unless?: (text: string) => boolean): string {
    const start = hashString(`${this.seed}#${slot}`) % list.length;
    const order = list.map((_, i) => list[(start + i) % list.length]!);
    const chosen =
      order.find((text) => !this.used.has(text) && !unless?.(text)) ??
      order.find((text) => !this.used.has(text)) ??
      order[0]!;
    this.used.add(chosen);
    return chosen;
  }

  /**
   * A part of the reader's day ("this morning") the first time the reading names it; after that
   * "a little later", so one reading never says "this morning" three times.
   */
  part(part: string, index: number): string {
    // "Early this morning" and "this morning" are one stretch of the day.
    const stretch = part.replace(/^early /, '');
    if (!this.parts.has(stretch)) {
      this.parts.add(stretch);
      return part;
    }
    return LATER[index % LATER.length]!;
  }
}

/** What a day part becomes once the reading has named it. */
const LATER = ['a little later', 'soon after', 'later on'] as const;

/**
 * A contact in plain words ("Mercury sitting on your Mars"), in a wording the reading has not
 * used yet; the table keeps the technical name.
 */
function named(voice: Voice, transit: Pick<DayTransit, 'transiting' | 'aspect' | 'natal'>): string {
  const values = { body: pointInSentence(transit.transiting), point: yourPoint(transit.natal) };
  return voice.fresh(words.plain[transit.aspect].map((plain) => render(plain, values)));
}

/** The lead's dates: when it took hold, when it is exact, when it lets go. */
function windowSentence(transit: DayTransit, window: TransitWindow, reader: Reader): string {
  const when = (ms: number) => whenPhrase(ms, reader);
  const span = {
    start: when(window.start),
    end: when(window.end),
    from: spanDate(window.start, reader),
    until: spanDate(window.end, reader),
  };
  if (window.exact.length > 1)
    return render(words.window.loop, {
      ...span,
      body: pointInSentence(transit.transiting),
      count: window.exact.length === 2 ? 'twice' : 'three times',
      passes: joinAnd(window.exact.map((time) => datePhrase(time, reader))),
    });
  if (window.exact.length === 0) {
    const station = window.stations[0];
    if (!station) return render(words.window.longRunning, span);
    return render(station.time < reader.reference ? words.window.nearMissPast : words.window.nearMiss, {
      ...span,
      Body: capitalize(pointInSentence(transit.transiting)),
      station: when(station.time),
      closest: closeness(window.closest),
      direction: station.turns === 'direct' ? 'forwards again' : 'backwards',
    });
  }
  const exact = window.exact[0]!;
  if (isToday(exact, reader))
    return render(exact < reader.reference ? words.window.exactTodayPast : words.window.exactToday, {
      ...span,
      today: dayPart(exact, reader),
    });
  if (exact < reader.dayStart) return render(words.window.easing, { ...span, exact: when(exact) });
  if (window.openStart) return render(words.window.longRunning, span);
  const template = window.start < reader.dayStart ? words.window.building : words.window.buildingNew;
  return render(template, { ...span, exact: when(exact) });
}

/** A contact that stays near exact without reaching it (a station short of the degree), in two wordings. */
const NEAR_MISS = ['hovering just short of its peak', 'lingering near its peak'] as const;

/** "peaking tomorrow", "peaking this evening", "past its peak on Friday and now easing"; the nth such sentence. */
function shortWhen({ window }: Placed, reader: Reader, index: number): string {
  const next = window?.exact.find((time) => time >= reader.dayStart);
  if (next !== undefined) return `peaking ${whenPhrase(next, reader)}`;
  if (window && window.exact.length > 0)
    return `past its peak ${whenPhrase(window.exact.at(-1)!, reader)} and now easing`;
  // A station within a tenth of a degree: to the reader that is the peak, and the table says 0.0°.
  if (window && window.closest < 0.1) return 'at its peak now';
  return NEAR_MISS[index % NEAR_MISS.length]!;
}

/**
 * A span's edge: the reader's own words near today ("yesterday", "Friday", "23 December"), and
 * only the part of the month when it is more than a month away ("late January"): a reading of
 * weeks-long contacts needs no exact far dates (the year list has them).
 */
function spanDate(ms: number, reader: Reader): string {
  if (Math.abs(ms - reader.dayStart) < 31 * 86_400_000) return datePhrase(ms, reader);
  const date = new Date(ms);
  const day = date.getUTCDate();
  const part = day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late';
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const year = Math.abs(ms - reader.dayStart) > 183 * 86_400_000 ? ` ${date.getUTCFullYear()}` : '';
  return `${part}-${month}${year}`.replace(/^(early|late)-/, '$1 ');
}

const firstWord = (text: string) => text.split(' ')[0];

/** The lead paragraph: the transit, its dates, what the body brings and what it touches in you. */
function leadParagraph(voice: Voice, { transit, window }: Placed, reader: Reader): string {
  const nature = natureOf(transit.aspect);
  const opener = voice.pick(words.openers, 'opener').replace('{transit}', named(voice, transit));
  // What that part of the chart is comes before what the planet does to it, so "this side of
  // you" in the planet's sentence points back to something the reader has just been told.
  const point = voice.pick(words.points[transit.natal]![nature], 'point');
  // Two sentences in a row never open with the same word ("With Neptune…", "With the peak…").
  const body = render(
    voice.pick(
      words.bodies[transit.transiting]![nature],
      'body',
      (text) => firstWord(text) === firstWord(point),
    ),
    { point: yourPoint(transit.natal) },
  );
  return [`${opener}.`, window ? windowSentence(transit, window, reader) : '', point, body]
    .filter(Boolean)
    .join(' ');
}

/** The Moon's sign today, or its change of sign and when. */
function moonSignSentence(voice: Voice, reader: Reader): string {
  const { sign, change } = moonDay(reader.dayStart, reader.dayEnd);
  if (!change) return voice.pick(words.moon.signs[sign].lines, 'moon-sign');
  return render(words.moon.changes, {
    from: sign,
    to: change.sign,
    // Not remembered as a stretch of the day: the contacts after it are in time order among
    // themselves, and a contact before the change must not be called "a little later".
    when: dayPart(change.time, reader),
    toneFrom: words.moon.signs[sign].tone,
    toneTo: words.moon.signs[change.sign].tone,
  });
}

/** The sign the Moon spends most of the reader's day in (its advice closes a quiet day). */
function moonSignOfDay(reader: Reader) {
  const { sign, change } = moonDay(reader.dayStart, reader.dayEnd);
  return change && change.time < (reader.dayStart + reader.dayEnd) / 2 ? change.sign : sign;
}

/** The verb phrases for a contact ("forms a trine to your Venus"), each wording the library has. */
const verbPhrases = (transit: DayTransit) =>
  words.moon.verbs[transit.aspect].map((verb) => `${verb} ${yourPoint(transit.natal)}`);

/**
 * The Moon's paragraph: its sign, then every exact contact of the day in order. The first
 * `withClauses` contacts say what they bring; any later ones are listed.
 */
function moonParagraph(voice: Voice, reader: Reader, contacts: readonly DayTransit[], withClauses: number) {
  const sign = voice.said(moonSignSentence(voice, reader));
  if (contacts.length === 0) return `${sign} ${words.moon.none}`;
  const sentences = contacts.slice(0, withClauses).map((transit, index) => {
    const when = voice.part(dayPart(Date.parse(transit.exact!), reader), index);
    // The verbs turn from one contact to the next ("faces", then "stands opposite").
    const verbs = verbPhrases(transit).map((_, i, all) => all[(i + index) % all.length]!);
    const clause = voice.pick(
      words.clauses[transit.natal]![natureOf(transit.aspect)],
      `moon-${transit.natal}`,
    );
    const { shapes } = words.moon;
    const first = (index + hashString(reader.day)) % shapes.length;
    // Every wording of the verb in every shape, so the first that repeats nothing can be said.
    return voice.fresh(
      verbs.flatMap((verb) =>
        shapes.map((_, i) =>
          capitalize(
            shapes[(first + i) % shapes.length]!.replace('{When}', when)
              .replace('{verb}', verb)
              .replace('{clause}', clause),
          ),
        ),
      ),
    );
  });
  // Listed contacts take their shortest wording ("trines your Pluto"), so the list stays a list.
  const later = contacts
    .slice(withClauses)
    .map((transit) => voice.fresh([...verbPhrases(transit)].sort((a, b) => a.length - b.length)));
  if (later.length > 0) sentences.push(voice.said(words.moon.later.replace('{contacts}', joinAnd(later))));
  return [sign, ...sentences].join(' ');
}

/** One more active transit, in a sentence. */
function alsoSentence(
  voice: Voice,
  placed: Placed,
  index: number,
  reader: Reader,
  avoidOpening?: string,
): string {
  const { transit } = placed;
  // What the transiting body brings, to which part of you: "inspiration and gentleness to the way
  // you act" (the natal point's own clauses are the Moon's, read for a passing mood).
  const tone = voice.pick(
    words.alsoTones[transit.transiting]![natureOf(transit.aspect)],
    `tone-${transit.transiting}`,
  );
  const area = voice.pick(words.alsoAreas[transit.natal]!, `area-${transit.natal}`);
  const clause = `${tone} to ${area}`;
  const values = {
    Body: capitalize(pointInSentence(transit.transiting)),
    body: pointInSentence(transit.transiting),
    point: yourPoint(transit.natal),
    when: shortWhen(placed, reader, index),
    clause,
  };
  const { also } = words;
  const first = (hashString(`${transit.transiting}${transit.natal}`) + index) % also.length;
  // The verbs turn with the sentence, so two further contacts of one kind read differently.
  const verbs = words.moon.verbs[transit.aspect];
  const turned = verbs.map((_, i) => verbs[(i + index) % verbs.length]!);
  const candidates = turned.flatMap((verb) =>
    also.map((_, i) => render(also[(first + i) % also.length]!, { ...values, verb })),
  );
  // Two sentences in a row never open with the same word ("Meanwhile…", "Meanwhile…").
  const fresh = candidates.filter((text) => firstWord(text) !== avoidOpening);
  return voice.fresh(fresh.length > 0 ? fresh : candidates);
}

/**
 * Today's transits other than the Moon's, with their spans: active today (the span touches the
 * reader's day), or one slow transit still building, whose span begins later, which the reading
 * says plainly rather than reading it as in force.
 */
function placeTransits(input: ReadingInput): { active: Placed[]; coming: Placed | undefined } {
  const natalAt = new Map(input.natal.map((position) => [position.point, position.longitude]));
  const active: Placed[] = [];
  let coming: Placed | undefined;
  for (const transit of input.transits) {
    if (transit.transiting === 'Moon') continue;
    if (active.length > ALSO_AT_MOST && coming) break;
    const window = transitWindow(
      transit.transiting,
      natalAt.get(transit.natal)!,
      transit.aspect,
      // A contact exact earlier today may be out of orb by now: its span is the one around the pass.
      transit.exact ? Date.parse(transit.exact) : input.reference,
    );
    const touches = window && window.start < input.dayEnd && window.end >= input.dayStart;
    if (transit.exact || touches) active.push({ transit, window });
    else if (
      !coming &&
      window?.exact.length &&
      transit.applying &&
      OUTER_PLANETS.includes(transit.transiting as PlanetName)
    )
      coming = { transit, window };
  }
  return { active, coming };
}

const countWords = (paragraphs: readonly string[]) =>
  paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

interface Shape {
  also: number;
  coming: boolean;
  ahead: boolean;
  moonClauses: number;
}

/**
 * The next of the year's major transits to take hold after today, other than one this reading
 * already reads (a retrograde loop's later span of today's lead would read as the same story).
 */
function nextMajor(input: ReadingInput, read: readonly DayTransit[]): MajorTransit | undefined {
  const isRead = (transit: MajorTransit) =>
    read.some(
      (other) =>
        other.transiting === transit.transiting &&
        other.natal === transit.natal &&
        other.aspect === transit.aspect,
    );
  // A return (a birthday) is not a transit that "takes hold": the look-ahead names transits only.
  return input.year
    .filter(
      (transit) => transit.kind !== 'return' && Date.parse(transit.start) >= input.dayEnd && !isRead(transit),
    )
    .sort((a, b) => a.start.localeCompare(b.start))[0];
}

/**
 * The day's reading, one string per paragraph: the same for the same chart, day and moment.
 * Wordings turn with the day, and none is used twice in one reading.
 */
export function dayReading(input: ReadingInput): string[] {
  const reader: Reader = input;
  const { active, coming } = placeTransits(input);
  const moonContacts = input.transits
    .filter(
      (transit) =>
        transit.transiting === 'Moon' && transit.exact && isToday(Date.parse(transit.exact), reader),
    )
    .sort((a, b) => a.exact!.localeCompare(b.exact!));
  const [lead, ...others] = active;
  // After the lead, a slow planet's contact (weeks long) is read before a fast one's (a day or two).
  const slow = (placed: Placed) => OUTER_PLANETS.includes(placed.transit.transiting as PlanetName);
  const rest = [...others.filter(slow), ...others.filter((placed) => !slow(placed))];
  // The next major transit, unless it is one already read or said to be coming.
  const ahead = nextMajor(
    input,
    [...active, ...(coming ? [coming] : [])].map(({ transit }) => transit),
  );
  const build = ({ also, coming: withComing, ahead: withAhead, moonClauses }: Shape) => {
    const voice = new Voice(input.day);
    const first = voice.said(lead ? leadParagraph(voice, lead, reader) : words.quiet);
    const moon = moonParagraph(voice, reader, moonContacts, moonClauses);
    const closing = [
      ...rest
        .slice(0, also)
        .reduce<string[]>(
          (said, placed, index) => [
            ...said,
            alsoSentence(voice, placed, index, reader, said.length ? firstWord(said.at(-1)!) : undefined),
          ],
          [],
        ),
      withComing && coming
        ? render(words.comingUp, {
            transit: named(voice, coming.transit),
            start: datePhrase(coming.window!.start, reader),
            exact: whenPhrase(coming.window!.exact[0]!, reader),
          })
        : '',
      withAhead && ahead
        ? render(words.ahead, {
            transit:
              ahead.kind === 'return' ? transitName(ahead).replace(/^Your /, 'your ') : named(voice, ahead),
            start: whenPhrase(Date.parse(ahead.start), reader),
            exact: whenPhrase(Date.parse(ahead.exact[0]!), reader),
          })
        : '',
      lead
        ? words.advice[lead.transit.transiting]![natureOf(lead.transit.aspect)]
        : words.moon.signs[moonSignOfDay(reader)].advice,
    ].filter(Boolean);
    return [first, moon, closing.join(' ')];
  };
  // The fullest reading that fits: every Moon contact said and both further transits; then
  // fewer further transits, then the slow one to come, then the later Moon contacts only listed;
  // a second transit of the day goes only when no shorter Moon paragraph makes room for it.
  const shapes: Shape[] = [];
  const clauseCounts: number[] = [];
  // At least two Moon contacts keep their meaning while a further transit is kept; past that the
  // later ones are listed, all but the first on a crowded day.
  for (
    let clauses = Math.min(4, moonContacts.length);
    clauses >= Math.min(1, moonContacts.length);
    clauses -= 1
  )
    clauseCounts.push(clauses);
  const keepsTwo = clauseCounts.filter((clauses) => clauses >= Math.min(2, moonContacts.length));
  for (const choices of [
    [
      [ALSO_AT_MOST, true, true],
      [ALSO_AT_MOST, true, false],
      [1, true, true],
      [1, true, false],
      [1, false, false],
    ],
    [
      [0, true, true],
      [0, true, false],
      [0, false, false],
    ],
  ] as const)
    for (const clauses of choices[0]![0] === 0 ? clauseCounts : keepsTwo)
      for (const [also, withComing, withAhead] of choices)
        shapes.push({ also, coming: withComing, ahead: withAhead, moonClauses: clauses });
  for (const shape of shapes) {
    const paragraphs = build(shape);
    if (countWords(paragraphs) <= READING_WORDS.max) return paragraphs;
  }
  return build(shapes.at(-1)!);
}
