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
import { fillFragment, render } from '../narrative/template';
import { pointInSentence } from '../point-names';
import { moonDay } from './moon-day';
import { OUTER_PLANETS } from './orbs';
import {
  closeness,
  datePhrase,
  dayPart,
  daysAway,
  isToday,
  localDay,
  whenPhrase,
  type ReaderDay,
} from './reader-time';
import { mySkyWords as words, natureOf, PROGRESS_KEYS, type Nature, type Progress } from './reading-words';
import type { DayTransit, MajorTransit, NatalPoint, NatalPosition } from './types';
import { transitWindow, type TransitWindow } from './window';

export const READING_FRAMING = words.framing;

/** At most this many further transits after the lead (one more when the words allow). */
const ALSO_AT_MOST = 2;
/**
 * A slow contact is told in full the day it takes hold and every this many days after; a reader
 * who comes on the days between hears what has moved (docs/personal-sky.md#from-one-day-to-the-next).
 */
export const RETELL_DAYS = 7;
/** The kinder contact first among near equals when the day's story is chosen (the table keeps them all). */
export const KINDNESS: Record<Nature, number> = { easy: 1.3, conjunction: 1.1, hard: 1 };
/** The reading's length in words (docs/personal-sky.md#the-reading); the bench and the tests hold it. */
export const READING_WORDS = { min: 100, max: 250 } as const;
/** A day that tells nothing new is shorter: what has moved, and the Moon. */
export const QUIET_DAY_WORDS = 40;

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

/** Where a contact stands as the words put it: before its peak, at it today, after it, between two passes, at a standstill, or in force with no peak in its span. */
export type Timing = 'before' | 'today' | 'after' | 'between' | 'station' | 'open';

/**
 * What a reading says about one contact, kept beside the words so the tests and the bench can check
 * the words against the table by what they mean rather than by their text.
 */
export interface Statement {
  /** "Neptune/Sun/square". */
  contact: string;
  /** told: explained in full; update: what has moved since it was told; moon: a Moon contact of the day; ahead: one still to come. */
  role: 'told' | 'update' | 'moon' | 'ahead';
  nature: Nature;
  timing?: Timing;
}

export const contactKey = (transit: Pick<DayTransit, 'transiting' | 'natal' | 'aspect'>) =>
  `${transit.transiting}/${transit.natal}/${transit.aspect}`;

/**
 * One reading's state: the wordings and day parts it has used, so no phrase is said twice and
 * a day part is named once, and what it has said about each contact.
 */
class Voice {
  private readonly used = new Set<string>();
  private readonly parts = new Set<string>();
  private readonly runs = new Set<string>();
  readonly statements: Statement[] = [];
  /** The reader's day number: wordings turn with it, so two days running never pick the same one. */
  constructor(private readonly dayNumber: number) {}

  /** Remembers what has been said, as runs of five words. */
  said(text: string): string {
    for (const run of runsOf(text)) this.runs.add(run);
    return text;
  }

  note(transit: DayTransit, role: Statement['role'], timing?: Timing): void {
    this.statements.push({
      contact: contactKey(transit),
      role,
      nature: natureOf(transit.aspect),
      ...(timing ? { timing } : {}),
    });
  }

  /** A list rotated by the day and the slot: the first wording moves on by one each day. */
  turned<T>(list: readonly T[], slot: string): T[] {
    const n = list.length;
    const start = (((this.dayNumber + hashString(slot)) % n) + n) % n;
    return list.map((_, i) => list[(start + i) % n]!);
  }

  /** The first of some wordings that repeats no five-word run said so far, remembered as said. */
  fresh(candidates: readonly string[], slot?: string): string {
    const order = slot ? this.turned(candidates, slot) : candidates;
    return this.said(order.find((text) => runsOf(text).every((run) => !this.runs.has(run))) ?? order[0]!);
  }

  /** A wording from a list, turning with the day, never one this reading has used. */
  pick(list: readonly string[], slot: string, unless?: (text: string) => boolean): string {
    const order = this.turned(list, slot);
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
  return voice.fresh(
    words.plain[transit.aspect].map((plain) => fillFragment(plain, values)),
    `plain-${contactKey(transit)}`,
  );
}

/** The lead's dates: when it took hold, when it is exact, when it lets go; and where that puts it. */
function windowSentence(
  voice: Voice,
  transit: DayTransit,
  window: TransitWindow,
  reader: Reader,
): [string, Timing] {
  // Each form in two wordings, turning with the day.
  const forms = Object.fromEntries(
    Object.entries(words.window).map(([form, list]) => [form, voice.turned(list, 'window')[0]!]),
  ) as Record<keyof typeof words.window, string>;
  const when = (ms: number) => whenPhrase(ms, reader);
  const span = {
    Body: capitalize(pointInSentence(transit.transiting)),
    start: when(window.start),
    end: when(window.end),
    from: spanDate(window.start, reader),
    until: spanDate(window.end, reader),
  };
  if (window.exact.length > 1)
    return [
      render(forms.loop, {
        ...span,
        body: pointInSentence(transit.transiting),
        count: window.exact.length === 2 ? 'twice' : 'three times',
        passes: joinAnd(window.exact.map((time) => datePhrase(time, reader))),
      }),
      window.exact.some((time) => isToday(time, reader)) ? 'today' : 'between',
    ];
  if (window.exact.length === 0) {
    const station = window.stations[0];
    if (!station) return [render(forms.longRunning, span), 'open'];
    return [
      render(station.time < reader.reference ? forms.nearMissPast : forms.nearMiss, {
        ...span,
        Body: capitalize(pointInSentence(transit.transiting)),
        station: when(station.time),
        closest: closeness(window.closest),
        direction: station.turns === 'direct' ? 'forwards again' : 'backwards',
      }),
      'station',
    ];
  }
  const exact = window.exact[0]!;
  if (isToday(exact, reader))
    return [
      render(exact < reader.reference ? forms.exactTodayPast : forms.exactToday, {
        ...span,
        today: dayPart(exact, reader),
      }),
      'today',
    ];
  if (exact < reader.dayStart) return [render(forms.easing, { ...span, exact: when(exact) }), 'after'];
  if (window.openStart) return [render(forms.longRunning, span), 'before'];
  const template = window.start < reader.dayStart ? forms.building : forms.buildingNew;
  return [render(template, { ...span, exact: when(exact) }), 'before'];
}

/** A peak earlier today, in a few wordings so two sentences in a row do not share one. */
const PEAKED = ['at its peak', 'strongest', 'closest'] as const;

/** A contact that stays near exact without reaching it (a station short of the degree), in two wordings. */
const NEAR_MISS = ['hovering just short of its peak', 'lingering near its peak'] as const;

/** "peaking tomorrow", "peaking this evening", "past its peak on Friday and now easing"; the nth such sentence. */
function shortWhen({ window }: Placed, reader: Reader, index: number): [string, Timing] {
  const next = window?.exact.find((time) => time >= reader.dayStart);
  // A peak earlier today is told as a moment, not as still to come.
  if (next !== undefined && next < reader.reference)
    return [`${PEAKED[index % PEAKED.length]} ${dayPart(next, reader)}`, 'today'];
  if (next !== undefined)
    return [`peaking ${whenPhrase(next, reader)}`, isToday(next, reader) ? 'today' : 'before'];
  if (window && window.exact.length > 0)
    return [`past its peak ${whenPhrase(window.exact.at(-1)!, reader)} and now easing`, 'after'];
  // A station within a tenth of a degree: to the reader that is the peak, and the table says 0.0°.
  if (window && window.closest < 0.1) return ['at its peak now', 'station'];
  return [NEAR_MISS[index % NEAR_MISS.length]!, 'station'];
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

/**
 * A told contact in full: the transit named, its dates, what that part of the chart is and, in
 * the same sentence, what the body does to it, so the two are one explanation and cannot pull
 * two ways ("your drive supported" beside "Neptune softens your Mars").
 */
function toldLead(voice: Voice, { transit, window }: Placed, reader: Reader, opener: string): string {
  const nature = natureOf(transit.aspect);
  const [dates, timing] = window ? windowSentence(voice, transit, window, reader) : ['', 'open' as Timing];
  voice.note(transit, 'told', timing);
  const name = named(voice, transit);
  const point = `${voice.pick(words.points[transit.natal]!, `point-${transit.natal}`)}.`;
  // The body's sentence that repeats none of the contact's name ("Mercury at odds with your Mercury").
  const body = voice.fresh(
    words.bodies[transit.transiting]![nature].map((text) =>
      render(text, { point: yourPoint(transit.natal) }),
    ),
    `body-${contactKey(transit)}`,
  );
  return [`${opener.replace('{transit}', name)}.`, dates, point, body].filter(Boolean).join(' ');
}

/** "Neptune's fog over your Sun": a told contact in a few words that keep its meaning. */
const briefName = (voice: Voice, transit: DayTransit) =>
  fillFragment(
    voice.pick(words.brief[transit.transiting]![natureOf(transit.aspect)], `brief-${contactKey(transit)}`),
    {
      point: yourPoint(transit.natal),
    },
  );

/** Where a contact told on an earlier day has got to today, and what that is. */
function progressClause(voice: Voice, placed: Placed, reader: Reader): [string[], Timing] {
  // Each stage in two wordings, turning with the day: the first is today's, the other a fallback
  // when the first would repeat words already said.
  const [stage, values, timing] = progressStage(placed, reader);
  const wordings = voice.turned(words.progress[stage], `progress-${contactKey(placed.transit)}`);
  return [wordings.map((wording) => fillFragment(wording, values)), timing];
}

type Values = Record<string, string>;

/** Which stage a contact told on an earlier day has reached today, with the values its words need. */
function progressStage({ transit, window }: Placed, reader: Reader): [Progress, Values, Timing] {
  const p = Object.fromEntries(PROGRESS_KEYS.map((key) => [key, key])) as Record<Progress, Progress>;
  const render = (stage: Progress, values: Values) => [stage, values] as const;
  if (!window) return ['inForce', { end: 'a while yet', count: 'a while' }, 'open'];
  const when = (ms: number) => whenPhrase(ms, reader);
  const ends = daysAway(window.end, reader);
  const values = {
    body: pointInSentence(transit.transiting),
    end: when(window.end),
    count: howLong(Math.max(1, ends)),
  };
  const today = window.exact.find((time) => isToday(time, reader));
  if (today !== undefined)
    return [
      ...render(today < reader.reference ? p.peakedToday : p.peaksToday, { today: dayPart(today, reader) }),
      'today',
    ];
  // A standstill within a day either side is the news, ahead of any peak weeks away.
  const turning = window.stations.find((station) => Math.abs(daysAway(station.time, reader)) <= 1);
  if (turning) {
    const away = daysAway(turning.time, reader);
    return [
      away < 0 ? p.stationPast : away === 0 ? p.stationToday : p.stationTomorrow,
      {
        ...values,
        count: howLong(Math.max(1, away)),
        station: when(turning.time),
        stationDate: datePhrase(turning.time, reader),
        direction: turning.turns === 'direct' ? 'forwards' : 'backwards',
      },
      'station',
    ];
  }
  const next = window.exact.find((time) => time >= reader.dayEnd);
  const last = window.exact.filter((time) => time < reader.dayStart).at(-1);
  const count = (ms: number) => howLong(daysAway(ms, reader));
  if (next !== undefined && last !== undefined)
    return transit.applying
      ? [...render(p.returning, { exact: when(next), count: count(next) }), 'between']
      : [...render(p.between, { last: when(last), exact: when(next), count: count(next) }), 'between'];
  if (next !== undefined) {
    const away = daysAway(next, reader);
    const template = away === 1 ? p.peaksTomorrow : away < 7 ? p.peaksSoon : p.building;
    return [...render(template, { exact: when(next), count: count(next) }), 'before'];
  }
  if (last !== undefined)
    return [...render(ends <= 1 ? p.fading : p.easing, { ...values, exact: when(last) }), 'after'];
  const station = window.stations[0];
  if (!station) return [...render(p.inForce, values), 'open'];
  const away = daysAway(station.time, reader);
  const template =
    away < 0 ? p.stationPast : away === 0 ? p.stationToday : away === 1 ? p.stationTomorrow : p.stationSoon;
  return [
    ...render(template, {
      ...values,
      count: howLong(away),
      station: when(station.time),
      stationDate: datePhrase(station.time, reader),
      direction: station.turns === 'direct' ? 'forwards' : 'backwards',
    }),
    'station',
  ];
}

const NUMBERS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
];

/** "three days", "twelve days", "about three weeks": close dates by the day, so the words move daily. */
function howLong(days: number): string {
  if (days < 14) return days === 1 ? 'a day' : `${NUMBERS[days]} days`;
  const weeks = Math.round(days / 7);
  return weeks > 8
    ? `about ${NUMBERS[Math.min(12, Math.round(days / 30))]} months`
    : `about ${NUMBERS[weeks]} weeks`;
}

/** A told contact on a later day: what it is in a few words, and what has moved. */
function updateSentence(
  voice: Voice,
  placed: Placed,
  reader: Reader,
  frames: readonly string[],
  slot: string,
  avoidOpening?: string,
) {
  const { transit } = placed;
  const contact = briefName(voice, transit);
  const [progressWordings, timing] = progressClause(voice, placed, reader);
  voice.note(transit, 'update', timing);
  const lasting = fillFragment(
    voice.pick(
      words.lasting[transit.transiting]![natureOf(transit.aspect)],
      `lasting-${contactKey(transit)}`,
    ),
    { area: words.lastingAreas[transit.natal]! },
  );
  // Today's frame with today's wording first; the others only when these would repeat words.
  // A contact past its peak is not "still" anything: its sentence ends on where it stands.
  const turnedFrames = voice
    .turned(frames, slot)
    .map((frame) => (timing === 'after' ? frame.replace(/[,;] \{lasting\}/, '') : frame));
  const candidates = progressWordings.flatMap((progress) =>
    turnedFrames.map((frame) => render(frame, { Contact: capitalize(contact), contact, progress, lasting })),
  );
  // Two sentences in a row never open with the same word ("Keep in mind…", "Keep in mind…").
  const fresh = candidates.filter((text) => firstWord(text) !== avoidOpening);
  return voice.fresh(fresh.length > 0 ? fresh : candidates);
}

/** The Moon's sign today, or its change of sign and when. */
function moonSignSentence(voice: Voice, reader: Reader): string {
  const { sign, change } = moonDay(reader.dayStart, reader.dayEnd);
  if (!change) return voice.pick(words.moon.signs[sign].lines, 'moon-sign');
  return render(change.time < reader.reference ? words.moon.changed : words.moon.changes, {
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
const verbPhrases = (transit: DayTransit, past = false) =>
  (past ? words.moon.pastVerbs : words.moon.verbs)[transit.aspect].map(
    (verb) => `${verb} ${yourPoint(transit.natal)}`,
  );

/**
 * The Moon's paragraph: its sign, then every exact contact of the day in order. The first
 * `withClauses` contacts say what they bring; any later ones are listed. A contact already past
 * when the reader looks is told in the past ("In the small hours it clashed with your Venus"), so
 * nobody reading at breakfast is told to look out for the small hours.
 */
function moonParagraph(voice: Voice, reader: Reader, all: readonly DayTransit[], withClauses: number) {
  const sign = voice.said(moonSignSentence(voice, reader));
  if (all.length === 0) return `${sign} ${voice.said(voice.pick(words.moon.none, 'moon-none'))}`;
  // Of the contacts already past, only the strongest is said (in the past); of those to come, the
  // first few with what they bring. The table keeps every one.
  const gone = all.filter((transit) => Date.parse(transit.exact!) < reader.reference);
  const strongestGone = [...gone].sort((a, b) => b.weight - a.weight)[0];
  const contacts = all.filter((transit) => !gone.includes(transit) || transit === strongestGone);
  const sentences = contacts.slice(0, withClauses).map((transit, index) => {
    voice.note(transit, 'moon');
    const exact = Date.parse(transit.exact!);
    const past = exact < reader.reference;
    const when = voice.part(dayPart(exact, reader), index);
    // The verbs turn from one contact to the next ("faces", then "stands opposite").
    const verbs = verbPhrases(transit, past).map((_, i, all) => all[(i + index) % all.length]!);
    const clause = voice.pick(
      words.clauses[transit.natal]![natureOf(transit.aspect)],
      `moon-${transit.natal}`,
    );
    const shapes = past ? words.moon.pastShapes : words.moon.shapes;
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
  return [sign, ...sentences].filter(Boolean).join(' ');
}

/** One more contact told today, in a sentence: what the body brings, to which part of you. */
function alsoSentence(
  voice: Voice,
  placed: Placed,
  index: number,
  reader: Reader,
  avoidOpening?: string,
): string {
  const { transit } = placed;
  const [when, timing] = shortWhen(placed, reader, index);
  voice.note(transit, 'told', timing);
  const area = voice.pick(words.alsoAreas[transit.natal]!, `area-${transit.natal}`);
  const clause = fillFragment(
    voice.pick(words.alsoTones[transit.transiting]![natureOf(transit.aspect)], `tone-${contactKey(transit)}`),
    { area },
  );
  const values = {
    Body: capitalize(pointInSentence(transit.transiting)),
    body: pointInSentence(transit.transiting),
    point: yourPoint(transit.natal),
    when,
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
    if (active.length > ALSO_AT_MOST + 2 && coming) break;
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

/**
 * Whether a contact is told in full today (docs/personal-sky.md#from-one-day-to-the-next): a
 * passing contact of the Sun, Mercury, Venus or Mars on the day of its peak (or, with none, the
 * day it takes hold); a slow one on the day it takes hold and every seventh day after. On the
 * days between, a reader who came yesterday hears only what has moved.
 */
export function isToldToday(placed: Placed, reader: ReaderDay): boolean {
  return toldDay(placed, reader) === 0;
}

/**
 * Days from the day a contact is told to today: 0 when it is told today, negative while a passing
 * contact is still on its way to its peak.
 */
function toldDay({ transit, window }: Placed, reader: ReaderDay): number {
  if (!window) return 0;
  const today = localDay(reader.dayStart, reader);
  if (!OUTER_PLANETS.includes(transit.transiting as PlanetName)) {
    const peak = window.exact.find((time) => time >= reader.dayStart) ?? window.exact.at(-1);
    return today - localDay(peak ?? window.start, reader);
  }
  if (window.start >= reader.dayStart) return 0;
  // A window older than the walk's reach has no true start: it is retold on one day of the week.
  const since = window.openStart ? today : today - localDay(window.start, reader);
  return since % RETELL_DAYS;
}

/** Whether a contact's standing changes today or tomorrow: it peaks, stands still or lets go. */
function hasNews({ window }: Placed, reader: Reader): boolean {
  if (!window) return false;
  const near = (ms: number) => {
    const away = daysAway(ms, reader);
    return away >= 0 && away <= 1;
  };
  return (
    window.exact.some(near) ||
    window.stations.some(
      (station) => daysAway(station.time, reader) >= -1 && daysAway(station.time, reader) <= 1,
    ) ||
    near(window.end)
  );
}

/** A tip about "the slow part" fits only a slow planet's contact (a day's passing contact has none). */
const fitsBody = (tip: string, body: PlanetName) =>
  !/\bslow part\b/i.test(tip) || OUTER_PLANETS.includes(body);

/** How much a contact counts in choosing the day's story: its weight, with a kinder contact put first among near equals. */
const storyWeight = ({ transit }: Placed) => transit.weight * KINDNESS[natureOf(transit.aspect)];
const byStory = (a: Placed, b: Placed) => storyWeight(b) - storyWeight(a);

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
 * Whether something still to come is worth a sentence today: the day before it begins, else on
 * one day of the week, so a reader who comes daily does not hear it every day.
 */
function aheadToday(start: number, reader: Reader): boolean {
  return daysAway(start, reader) === 1 || localDay(reader.dayStart, reader) % RETELL_DAYS === 3;
}

/** The reading, with what it said about each contact (the tests' and the bench's view). */
export interface DayReading {
  paragraphs: string[];
  statements: Statement[];
}

/**
 * The day's reading, one string per paragraph: the same for the same chart, day and moment.
 * Wordings turn with the day, and none is used twice in one reading.
 */
export function dayReading(input: ReadingInput): string[] {
  return writeDay(input).paragraphs;
}

/**
 * The day's reading and its statements. The story of the day is the strongest contact active today
 * (a kinder one first among near equals), told in full on its day and otherwise in one sentence
 * that still says what it is and where it stands. Further contacts follow: those told today in a
 * sentence each, the rest in a line of news; the tip comes from the day's story and agrees with it.
 */
export function writeDay(input: ReadingInput): DayReading {
  const reader: Reader = input;
  const dayNumber = localDay(input.dayStart, input);
  const { active, coming } = placeTransits(input);
  const moonContacts = input.transits
    .filter(
      (transit) =>
        transit.transiting === 'Moon' && transit.exact && isToday(Date.parse(transit.exact), reader),
    )
    .sort((a, b) => a.exact!.localeCompare(b.exact!));
  // The day's story is its strongest contact (a kinder one first among near equals), whether or
  // not it was told on an earlier day: memory changes only how it is said, never whether it leads
  // (docs/personal-sky.md#from-one-day-to-the-next).
  const lead = [...active].sort(byStory)[0];
  const leadTold = lead !== undefined && isToldToday(lead, reader);
  const told = active.filter((placed) => placed !== lead && isToldToday(placed, reader)).sort(byStory);
  const known = active.filter((placed) => placed !== lead && !isToldToday(placed, reader)).sort(byStory);
  // A contact told on an earlier day comes back only on a day its standing changes (it peaks,
  // stands still or lets go today or tomorrow); otherwise the table keeps it.
  const moved = known.filter((placed) => hasNews(placed, reader));
  // After the story: contacts told today (a kinder one first), then those with news.
  const rest = [...told, ...moved];
  const ahead = nextMajor(
    input,
    [...active, ...(coming ? [coming] : [])].map(({ transit }) => transit),
  );
  const build = ({ also, coming: withComing, ahead: withAhead, moonClauses }: Shape) => {
    const voice = new Voice(dayNumber);
    // The tip follows the day's story: the contact told today; else the strongest of the Moon's
    // contacts still to come (the day's news); else the Moon's sign. A contact told on an earlier
    // day had its tip then.
    const nextMoon = moonContacts
      .filter((transit) => Date.parse(transit.exact!) >= reader.reference)
      .sort((a, b) => b.weight - a.weight)[0];
    const tip = lead
      ? voice.pick(
          [
            ...words.advice[lead.transit.transiting]![natureOf(lead.transit.aspect)],
            words.pointAdvice[lead.transit.natal]![natureOf(lead.transit.aspect)],
          ].filter((text) => fitsBody(text, lead.transit.transiting)),
          `tip-${lead.transit.transiting}-${natureOf(lead.transit.aspect)}`,
        )
      : nextMoon
        ? words.pointAdvice[nextMoon.natal]![natureOf(nextMoon.aspect)]
        : voice.pick(words.moon.signs[moonSignOfDay(reader)].advice, 'tip-moon');
    // A contact told on an earlier day leads in one sentence that still says what it is (a reader
    // who missed yesterday understands it), never as news of a change.
    const story = lead
      ? leadTold
        ? toldLead(voice, lead, reader, voice.pick(words.openers, 'opener'))
        : updateSentence(voice, lead, reader, words.backdrop, 'backdrop')
      : '';
    // "No planet is close" only when none is: contacts on their way in are not quiet.
    const opening = voice.said(story || (active.length > 0 ? '' : voice.pick(words.quiet, 'quiet')));
    const first = opening;
    const moon = moonParagraph(voice, reader, moonContacts, moonClauses);
    const further = rest.slice(0, also).reduce<string[]>((said, placed, index) => {
      const opening = said.length ? firstWord(said.at(-1)!) : undefined;
      return [
        ...said,
        told.includes(placed)
          ? alsoSentence(voice, placed, index, reader, opening)
          : toldDay(placed, reader) < 0
            ? updateSentence(
                voice,
                placed,
                reader,
                words.approach,
                `approach-${contactKey(placed.transit)}`,
                opening,
              )
            : updateSentence(
                voice,
                placed,
                reader,
                rest.slice(0, index).some((other) => moved.includes(other)) ? words.movedToo : words.moved,
                `moved-${contactKey(placed.transit)}`,
                opening,
              ),
      ];
    }, []);
    // A day that tells something but is short of words makes room for what is still to come.
    const short = lead !== undefined && countWords([first, moon, ...further]) < READING_WORDS.min;
    const comingNow = withComing && coming && (short || aheadToday(coming.window!.start, reader));
    if (comingNow) voice.note(coming.transit, 'ahead');
    const aheadNow = withAhead && ahead && aheadToday(Date.parse(ahead.start), reader);
    const closing = [
      ...further,
      comingNow
        ? render(voice.pick(words.comingUp, 'coming'), {
            transit: named(voice, coming.transit),
            start: datePhrase(coming.window!.start, reader),
            when: whenPhrase(coming.window!.start, reader),
            exact: whenPhrase(coming.window!.exact[0]!, reader),
          })
        : '',
      aheadNow
        ? render(voice.pick(words.ahead, 'ahead'), {
            transit: named(voice, ahead),
            start: whenPhrase(Date.parse(ahead.start), reader),
            exact: whenPhrase(Date.parse(ahead.exact[0]!), reader),
          })
        : '',
    ].filter(Boolean);
    const paragraphs = [first, moon, closing.join(' ')].filter((paragraph) => paragraph.trim() !== '');
    // The tip comes last, drawn from the day's story.
    paragraphs[paragraphs.length - 1] = `${paragraphs.at(-1)} ${voice.said(tip)}`;
    return { paragraphs, statements: voice.statements };
  };
  // The fullest reading that fits: every Moon contact said and both further transits; then
  // fewer further transits, then the slow one to come, then the later Moon contacts only listed;
  // a second transit of the day goes only when no shorter Moon paragraph makes room for it.
  const shapes: Shape[] = [];
  const clauseCounts: number[] = [];
  for (
    let clauses = Math.min(4, moonContacts.length);
    clauses >= Math.min(1, moonContacts.length);
    clauses -= 1
  )
    clauseCounts.push(clauses);
  const keepsTwo = clauseCounts.filter((clauses) => clauses >= Math.min(2, moonContacts.length));
  for (const choices of [
    [
      [ALSO_AT_MOST + 1, true, true],
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
    const reading = build(shape);
    if (countWords(reading.paragraphs) <= READING_WORDS.max) return reading;
  }
  return build(shapes.at(-1)!);
}
