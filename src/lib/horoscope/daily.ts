/**
 * One sign's horoscope for one UTC day (docs/horoscopes.md#the-daily-reading): one theme first,
 * then two or three events that support it, then advice that follows from the theme; 120 to 250
 * words. The day's events are ranked for the sign (rank.ts); the heaviest is the theme, the next
 * are the supports, and everything else stays in the table under the reading. Every choice is
 * deterministic: the same sign and day always read the same, whoever builds them.
 */
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { ordinal, splitSentences } from '@/lib/astrology/narrative/grammar';
import { render } from '@/lib/astrology/narrative/template';
import { ruledOutActs, toneOf, type DayTone, type RestrictedAct } from './advice-rules';
import { addDays, dayNumber, DAY_MS, daysAhead } from './days';
import { DailyMemory, MEMORY_DAYS, type MemoryPlan } from './daily-memory';
import { isDayOff, namedDay } from './calendar';
import { horoscopeLibrary, type AdviceEntry, type HoroscopeLibrary } from './library';
import { compareRanks, isRuler, rankFact, type Rank } from './rank';
import type { Body, IngressFact, SkyFact } from './sky';
import { mainMoonStretch, type MoonPhaseName, type SkyAlmanac, type SkyDay } from './sky-day';
import { lowerLeadingToken, plainText, timesIn } from './time-words';
import { crossOverlap, shingles } from './overlap';
import { solarHouse } from './weights';
import {
  eventText,
  factHouses,
  houseTopic,
  pickFrame,
  areaOf,
  onBackgroundDay,
  pairFresh,
  pickMeaning,
  placeSentence,
  resolveTopics,
  timeValues,
  writerContext,
  type WriterContext,
} from './writer';

/** How a reading may be worded (writer.ts `style`), the usual first, then the others in the order they are tried. */
interface Style {
  frameShift: number;
  tone: boolean;
  /** Supports and background the reading leaves to the table (by candidate key). */
  skip: ReadonlySet<string>;
}
const DEFAULT_STYLE: Style = { frameShift: 0, tone: true, skip: new Set() };
const STYLES: ReadonlyArray<Omit<Style, 'skip'>> = [
  { frameShift: 1, tone: true },
  { frameShift: 2, tone: true },
  { frameShift: 0, tone: false },
  { frameShift: 1, tone: false },
  { frameShift: 2, tone: false },
];
/** Story lines a theme reads (the memory keeps one more in reserve): the cold read asked for two at most. */
const STORY_READ = 2;
/** Lists whose lines any sign may read on a day (the Moon's phase): no two signs read one line. */
const SHARED_LISTS = /^moon\.phases\./;
/** At most this share of a reading's five-word runs may stand in the other signs' readings of the day (issue 50). */
export const OVERLAP_LIMIT = 0.25;

const readingText = (reading: DailyReading) => reading.paragraphs.join(' ');

/** The share of a text's five-word runs found in any of the other texts. */
function shareAgainst(text: string, others: readonly string[]): number {
  const own = shingles(text);
  if (own.size === 0) return 0;
  const theirs = new Set(others.flatMap((other) => [...shingles(other)]));
  let shared = 0;
  for (const run of own) if (theirs.has(run)) shared += 1;
  return shared / own.size;
}

/** The words a daily reading may have (docs/horoscopes.md#the-daily-reading). */
export const DAILY_WORDS = { min: 120, max: 250 } as const;
/** Supports are added while the reading is under this many words (advice included). */
const DAILY_TARGET = 190;
/** Besides the Moon's day, at most this many supporting events (issue 50's cold read: one story a day). */
const SUPPORT_EVENTS = 1;
/** The events that may support a theme: the planets' own, never the Moon's passing contacts or voids. */
const SUPPORT_REASONS: ReadonlySet<Rank['reason']> = new Set([
  'lunation',
  'station',
  'angular ingress',
  'ruler aspect',
  'ingress',
  'aspect',
]);
/** On a day that would read short, at most this many of the Moon's contacts with the planets. */
const MOON_CONTACTS = 2;
/** At most this many times of day in a reading ("this evening"); later events read "today". */
const TIMES_OF_DAY = 2;
/** What a short day may add: plain lines about the Moon, never the planets' standing background. */
const QUIET_FILLERS: ReadonlySet<string> = new Set(['moon.more']);
/** A void of course is read when it starts on the day and lasts at least this long. */
const VOID_MIN_MS = 2 * 3_600_000;
/** A void that began the day before is read again when it fills at least this much of the day. */
const VOID_STILL_MS = 12 * 3_600_000;
/** Background sentences come after every event (rank.ts has no tier for them). */
const BACKGROUND_RANK: Rank = { tier: 3, weight: 0, reason: 'moon ingress' };
const BACKGROUND_LOOKAHEAD_DAYS = 120;
/** The Moon's day counts as much as its change of sign (rank.ts, tier 3). */
const MOON_DAY_RANK: Rank = { tier: 3, weight: 3.2, reason: 'moon ingress' };

/** An event as the table under a reading lists it. */
export interface ListedFact {
  fact: SkyFact;
  houses: number[];
  /** True when the text reads it; the rest stays in the table. */
  read: boolean;
}

export interface DailyReading {
  sign: ZodiacSign;
  day: string;
  /** The reading, paragraph by paragraph, as it reads in UTC (time tokens replaced by their words). */
  paragraphs: string[];
  /** The same paragraphs with their time tokens, for the page (time-words.ts). */
  marked: string[];
  /** What each part of the text reads (the theme, each support, the advice), as it reads in UTC. */
  parts: Array<{ kind: string; key?: string; text: string }>;
  /** Every sentence of the reading, in order. */
  sentences: string[];
  words: number;
  /** What the theme is: the event (or the Moon's day) the reading opens with. */
  theme: { key: string; rank: Rank; facts: SkyFact[]; house: number };
  /** The meanings the text gives (writer.ts): the memory across days is checked on them. */
  meanings: string[];
  /** Every event of the day, by time (the Moon's sign changes and voids included). */
  listed: ListedFact[];
  phase: MoonPhaseName;
  /** The Moon's signs through the day and the solar house of each. */
  moon: Array<{ sign: ZodiacSign; house: number; from: number; to: number }>;
  /** The planets retrograde at noon UTC, with their solar houses. */
  retrograde: Array<{ body: Body; sign: ZodiacSign; house: number }>;
  /** The house the advice is about: the theme's. */
  focusHouse: number;
  advice: AdviceEntry;
  tone: DayTone;
  ruledOut: RestrictedAct[];
}

/** Words as read; a house's description, not settled yet, counts as the three words it usually has. */
const wordCount = (text: string) =>
  plainText(text.replace(/\uE002\d+\uE003/g, ' of a b'))
    .split(/\s+/)
    .filter(Boolean).length;

/** One thing the day could say: an event, or the Moon's day in its sign. */
interface Candidate {
  key: string;
  rank: Rank;
  time: number;
  facts: SkyFact[];
  /** The houses it is written for; a support never repeats the theme's pair of houses. */
  houses: number[];
  /** The house advice speaks to when it is the theme. */
  focus: number;
  /** For an aspect: its pair of houses as pairs.json keys them (the faster body's first). */
  pairKey?: string;
  write: (ctx: WriterContext, theme: boolean) => string;
}

/** What a day says for a sign before a word is written: the ranked candidates, the theme, the advice's frame. */
interface DayPlan {
  sky: SkyDay;
  candidates: Candidate[];
  theme: Candidate;
  /** The one planet event that may support the theme: it touches one of the theme's houses, never its pair. */
  support?: Candidate;
  tone: DayTone;
  ruledOut: Set<RestrictedAct>;
}

export class DailyHoroscopes {
  private readonly readings = new Map<string, DailyReading>();
  private readonly plans = new Map<string, DayPlan>();
  private readonly memory: DailyMemory;
  private readonly sharedToday = new Map<string, Map<string, ZodiacSign>>();

  constructor(
    private readonly almanac: SkyAlmanac,
    private readonly library: HoroscopeLibrary = horoscopeLibrary,
  ) {
    this.memory = new DailyMemory(library, (sign, day) => {
      const { theme, support, tone, ruledOut } = this.plan(sign, day);
      return {
        focus: theme.focus,
        themePair: theme.pairKey,
        supportPair: support?.pairKey,
        tone,
        ruledOut,
        adviceKind: adviceKindOf(theme.facts[0]),
        dayOff: isDayOff(day),
      };
    });
  }

  reading(sign: ZodiacSign, day: string): DailyReading {
    const key = `${sign}|${day}`;
    if (!this.readings.has(key)) this.composeDay(day);
    return this.readings.get(key)!;
  }

  /**
   * The twelve signs' readings of a day, written together (docs/horoscopes.md#twelve-signs-one-day):
   * each sign first in its own turn of the rotation; then any reading that shares more than
   * OVERLAP_LIMIT of its five-word runs with the others is rewritten in another style (its frames
   * a step further along, its theme without the bodies' shared tone, no background) and the
   * style that shares least is kept. Styles change wording, never meaning, so the memory across
   * days holds whatever style a day takes.
   */
  private composeDay(day: string): void {
    // Lines every sign could read alike (the Moon's phase) go to the first sign that reads them.
    const shared = new Map<string, ZodiacSign>();
    this.sharedToday.set(day, shared);
    const readings = ZODIAC_SIGNS.map((sign) => {
      const reading = this.compose(sign, day, DEFAULT_STYLE);
      for (const meaning of reading.meanings)
        if (SHARED_LISTS.test(meaning) && !shared.has(meaning)) shared.set(meaning, sign);
      return reading;
    });
    const styles: Style[] = ZODIAC_SIGNS.map(() => DEFAULT_STYLE);
    for (let pass = 0; pass < 2; pass += 1) {
      const shares = crossOverlap(readings.map(readingText));
      const offenders = shares
        .map((share, index) => ({ share, index }))
        .filter((item) => item.share > OVERLAP_LIMIT)
        .sort((a, b) => b.share - a.share);
      if (offenders.length === 0) break;
      for (const { index } of offenders) {
        const sign = ZODIAC_SIGNS[index]!;
        const others = readings.filter((_, other) => other !== index).map(readingText);
        let best = readings[index]!;
        let bestStyle = styles[index]!;
        let bestShare = shareAgainst(readingText(best), others);
        const consider = (style: Style) => {
          const candidate = this.compose(sign, day, style);
          // A style may not take a reading under its minimum (unless it was there already).
          if (candidate.words < Math.min(DAILY_WORDS.min, best.words)) return;
          const share = shareAgainst(readingText(candidate), others);
          if (share < bestShare) [best, bestStyle, bestShare] = [candidate, style, share];
        };
        // Other frames, the theme without its tone; then, one at a time, leave a part to the table.
        for (const style of STYLES) if (bestShare > OVERLAP_LIMIT) consider({ ...style, skip: new Set() });
        for (let round = 0; round < 3 && bestShare > OVERLAP_LIMIT; round += 1)
          for (const part of best.parts.filter((item) => item.key)) {
            if (bestShare <= OVERLAP_LIMIT) break;
            consider({ ...bestStyle, skip: new Set([...bestStyle.skip, part.key!]) });
          }
        readings[index] = best;
        styles[index] = bestStyle;
      }
    }
    this.relieve(day, readings, styles);
    readings.forEach((reading) => this.readings.set(`${reading.sign}|${day}`, reading));
  }

  /**
   * A reading still over the limit after its own restyling shares its words with others: those
   * readings leave the shared part to the table instead, where they can without going under their
   * minimum or over the limit themselves.
   */
  private relieve(day: string, readings: DailyReading[], styles: Style[]): void {
    const texts = () => readings.map(readingText);
    crossOverlap(texts()).forEach((share, index) => {
      if (share <= OVERLAP_LIMIT) return;
      const own = shingles(readingText(readings[index]!));
      for (const [other, reading] of readings.entries()) {
        if (other === index) continue;
        for (const part of reading.parts.filter((item) => item.key)) {
          if (![...shingles(part.text)].some((run) => own.has(run))) continue;
          const style = { ...styles[other]!, skip: new Set([...styles[other]!.skip, part.key!]) };
          const candidate = this.compose(reading.sign, day, style);
          if (candidate.words < DAILY_WORDS.min) continue;
          const before = crossOverlap(texts());
          const after = crossOverlap(
            texts().map((text, item) => (item === other ? readingText(candidate) : text)),
          );
          // Kept only if it helps this reading and takes no other over the limit.
          if (
            after[index]! >= before[index]! ||
            after.some((value, item) => item !== index && value > Math.max(OVERLAP_LIMIT, before[item]!))
          )
            continue;
          readings[other] = candidate;
          styles[other] = style;
          break;
        }
        const now = shareAgainst(
          readingText(readings[index]!),
          texts().filter((_, item) => item !== index),
        );
        if (now <= OVERLAP_LIMIT) return;
      }
    });
  }

  /** The day's candidates, ranked; the theme; what the sky rules out and the tone advice must fit. */
  plan(sign: ZodiacSign, day: string): DayPlan {
    const key = `${sign}|${day}`;
    const known = this.plans.get(key);
    if (known) return known;
    const sky = this.almanac.day(day);
    const candidates = this.candidates(sign, sky).sort(compareRanks);
    const theme = candidates[0]!;
    const support = candidates.find(
      (candidate) =>
        candidate !== theme &&
        candidate.key !== 'moon-day' &&
        SUPPORT_REASONS.has(candidate.rank.reason) &&
        candidate.houses.some((house) => theme.houses.includes(house)) &&
        !(candidate.houses.length === 2 && candidate.houses.join('-') === theme.houses.join('-')),
    );
    // Every void the table lists counts, read or not: the advice must not contradict the table.
    const voids = sky.voids.filter((fact) => fact.time >= sky.start);
    const plan: DayPlan = {
      sky,
      candidates,
      theme,
      support,
      tone: toneOf(theme.facts),
      ruledOut: ruledOutActs({ ...sky, facts: [...sky.facts, ...voids] }),
    };
    this.plans.set(key, plan);
    return plan;
  }

  private compose(sign: ZodiacSign, day: string, style: Style): DailyReading {
    const plan = this.plan(sign, day);
    const { sky, candidates, theme, tone, ruledOut } = plan;
    const ctx = writerContext(this.library, sign, dayNumber(day), 'day', day);
    // The bodies' shared tone and the slow planets' standing lines read alike for every sign: the
    // daily leaves them out and tells the sign's own story (docs/horoscopes.md#the-daily-reading).
    ctx.style = {
      frameShift: style.frameShift,
      tone: false,
      slowPlace: false,
      // "Mars is your own planet…" came back within days for every sign (cold read, session 4).
      ruler: false,
    };
    ctx.timeBudget = TIMES_OF_DAY;
    // A line another sign already reads today from a list any sign may read (the phase) is left out.
    const shared = this.sharedToday.get(day);
    /** The meanings written since `before`, when another sign reads one of them today (then taken back). */
    const takenToday = (before: ReadonlySet<string>): string[] => {
      const fresh = [...ctx.meanings].filter((meaning) => !before.has(meaning));
      if (!fresh.some((meaning) => shared?.has(meaning) && shared.get(meaning) !== sign)) return [];
      for (const meaning of fresh) ctx.meanings.delete(meaning);
      return fresh;
    };
    const skipped = (candidate: Candidate) => style.skip.has(candidate.key);
    // What the memory allows (daily-memory.ts): the pairs' meanings, the story lines, the advice;
    // every other list avoids the texts this sign read in the days before.
    const picks = this.memory.picks(sign, day);
    ctx.avoid = picks.recent;
    ctx.pairPicks = new Map();
    if (theme.pairKey) ctx.pairPicks.set(theme.pairKey, picks.themePair ?? null);
    if (plan.support?.pairKey) ctx.pairPicks.set(plan.support.pairKey, picks.supportPair ?? null);
    // The theme, then how it shows up in the house it touches for this sign.
    const story = this.library.story[String(theme.focus) as '1'];
    const readLine = (index: number) => {
      ctx.meanings.add(`story.${theme.focus}#${index}`);
      ctx.used.add(story[index]!);
      return story[index]!;
    };
    // Two lines; a third (the memory's reserve) only on a day that would read short.
    const storyLines = picks.story.slice(0, STORY_READ).map(readLine);
    const reserves = picks.story.slice(STORY_READ);
    const themeLead = theme.write(ctx, true);
    // On a named day the opening names it: "Christmas Eve, and the Full Moon in Cancer peaks …".
    const named = namedDay(day, this.library.periods.month.calendar);
    const opening = named ? `${named.name}, and ${lowerOpening(themeLead)}` : themeLead;
    let themeText = [opening, ...storyLines].join(' ');

    // The supports: the Moon's day first (unless it is the theme), then at most one other planet
    // event that serves the story, never the theme's own pair of houses twice. The Moon's passing
    // contacts and its void of course stay in the table.
    // On a named day (Christmas Eve, New Year's Day…) the advice is the day's own, for the theme's house.
    const advice = this.namedDayAdvice(sign, day, theme.focus) ?? picks.advice;
    const adviceText = advice.text;
    const adviceRoom = wordCount(adviceText);
    let words = wordCount(themeText) + adviceRoom;
    const supports: Array<{ candidate: Candidate; text: string }> = [];
    const pairsUsed = new Set([theme.houses.join('-')]);
    const moonDay = candidates.find((candidate) => candidate.key === 'moon-day');
    const order = [
      ...(moonDay && moonDay !== theme ? [moonDay] : []),
      ...candidates.filter((candidate) => candidate !== theme && candidate !== moonDay),
    ];
    let events = 0;
    for (const candidate of order) {
      if (skipped(candidate)) continue;
      if (words >= DAILY_TARGET) break;
      const isEvent = candidate !== moonDay;
      // The plan's one supporting event, when the memory has a fresh meaning for its pair of houses.
      if (isEvent && (events >= SUPPORT_EVENTS || candidate !== plan.support)) continue;
      if (isEvent && candidate.pairKey && picks.supportPair === undefined) continue;
      const pair = candidate.houses.join('-');
      if (candidate.houses.length === 2 && pairsUsed.has(pair)) continue;
      const budget: number | undefined = ctx.timeBudget;
      const text = candidate.write(ctx, false);
      if (words + wordCount(text) > DAILY_WORDS.max) {
        ctx.timeBudget = budget;
        continue;
      }
      pairsUsed.add(pair);
      supports.push({ candidate, text });
      words += wordCount(text);
      if (isEvent) events += 1;
    }
    // Short: the theme's reserve line first, then the Moon's contacts with the planets (heaviest
    // first, two at most), before the phase, the slack Moon or the planets' stays, which the cold
    // read found machine-made.
    for (const index of reserves) {
      if (words >= DAILY_WORDS.min) break;
      const line = readLine(index);
      themeText = `${themeText} ${line}`;
      words += wordCount(line);
    }
    let contacts = 0;
    for (const candidate of order) {
      if (words >= DAILY_WORDS.min || contacts >= MOON_CONTACTS) break;
      if (candidate.rank.reason !== 'moon aspect' || skipped(candidate)) continue;
      const pair = candidate.houses.join('-');
      if (candidate.houses.length === 2 && pairsUsed.has(pair)) continue;
      // Only with a meaning of its pair the sign has not read within the memory, and on a pair no
      // aspect of the sign's next days may read (the memory's chain does not know this filler).
      if (
        candidate.pairKey &&
        (!pairFresh(ctx, candidate.pairKey) || this.pairAhead(sign, day, candidate.pairKey))
      )
        continue;
      const text = candidate.write(ctx, false);
      supports.push({ candidate, text });
      words += wordCount(text);
      contacts += 1;
    }
    // Still short: a long slack stretch of the Moon, in plain words (content moon.json void),
    // then the Moon's contacts with the planets, heaviest first, two at most.
    const timesSoFar = () => timesIn([themeText, ...supports.map((item) => item.text)].join(' ')).length;
    const slack = candidates.find((candidate) => candidate.rank.reason === 'void' && !skipped(candidate));
    if (slack && words < DAILY_WORDS.min) {
      const text = slack.write(ctx, false);
      if (timesSoFar() + timesIn(text).length <= TIMES_OF_DAY) {
        supports.push({ candidate: slack, text });
        words += wordCount(text);
      }
    }
    // Last, the Moon's phase for the Moon's house; a line another sign reads today waits till the end.
    let sharedPhase: { candidate: Candidate; text: string; meanings: string[] } | undefined;
    if (words < DAILY_WORDS.min && !skipped({ key: 'moon.phase' } as Candidate)) {
      const phase = this.background(sign, sky, true).find((candidate) => candidate.key === 'moon.phase');
      const before = new Set(ctx.meanings);
      const text = phase?.write(ctx, false) ?? '';
      const taken = takenToday(before);
      if (phase && text && taken.length === 0) {
        supports.push({ candidate: phase, text });
        words += wordCount(text);
      } else if (phase && text) sharedPhase = { candidate: phase, text, meanings: taken };
    }
    // An empty sky: how long a personal planet stays where it is (never two days running).
    for (const candidate of this.background(sign, sky, true)) {
      if (words >= DAILY_WORDS.min) break;
      if (!/^background\.(sun|planets)/.test(candidate.key) || skipped(candidate)) continue;
      if (supports.some((item) => item.candidate.key === candidate.key)) continue;
      const text = candidate.write(ctx, false);
      if (!text) continue;
      supports.push({ candidate, text });
      words += wordCount(text);
    }
    // Still short: a second angle on the Moon's house (never two days running, writer.ts onBackgroundDay).
    for (const quiet of [false, true])
      for (const candidate of this.background(sign, sky, quiet)) {
        if (words >= DAILY_WORDS.min) break;
        if (!QUIET_FILLERS.has(candidate.key) || skipped(candidate)) continue;
        if (supports.some((item) => item.candidate.key === candidate.key)) continue;
        const text = candidate.write(ctx, false);
        if (!text) continue;
        supports.push({ candidate, text });
        words += wordCount(text);
      }
    // The rare day still short (about one reading in three hundred): the next New or Full Moon.
    if (words < DAILY_WORDS.min) {
      const ahead = this.background(sign, sky, true).find((item) => item.key === 'background.ahead');
      const text = ahead && !skipped(ahead) ? ahead.write(ctx, false) : '';
      if (ahead && text) {
        supports.push({ candidate: ahead, text });
        words += wordCount(text);
      }
    }
    // Still short: the phase line another sign reads too, rather than a reading under its length.
    if (words < DAILY_WORDS.min && sharedPhase) {
      supports.push(sharedPhase);
      words += wordCount(sharedPhase.text);
      for (const meaning of sharedPhase.meanings) ctx.meanings.add(meaning);
    }
    // The Moon's day leads the supports; the others follow the clock.
    supports.sort((a, b) =>
      a.candidate === moonDay ? -1 : b.candidate === moonDay ? 1 : a.candidate.time - b.candidate.time,
    );

    const readFacts = new Set(
      [theme, ...supports.map((item) => item.candidate)].flatMap((item) => item.facts),
    );
    // A named day's advice is the day's own (days.json), recorded by its clause; any other, by its place.
    ctx.meanings.add(
      advice === picks.advice
        ? picks.adviceId
        : `namedDays.clauses.${theme.focus}#${this.library.daily.namedDays.clauses[String(theme.focus) as '1'].findIndex((clause) => advice.text.includes(clause))}`,
    );

    const settled = resolveTopics(this.library, [
      themeText,
      ...supports.map((item) => item.text),
      adviceText,
    ]);
    const parts = [
      { kind: `theme:${theme.rank.reason}`, text: plainText(settled[0]!) },
      ...supports.map((item, index) => ({
        kind: item.candidate.facts.length ? item.candidate.rank.reason : item.candidate.key,
        key: item.candidate.key,
        text: plainText(settled[index + 1]!),
      })),
      { kind: 'advice', text: plainText(settled.at(-1)!) },
    ];
    const marked = [settled[0]!, settled.slice(1, -1).join(' '), settled.at(-1)!].filter(Boolean);
    const paragraphs = marked.map(plainText);
    // The table: the day's events and every void of course the day sees, one that began yesterday included.
    const listedFacts = [...sky.facts, ...sky.voids].sort((a, b) => a.time - b.time);
    return {
      sign,
      day,
      paragraphs,
      marked,
      parts,
      sentences: paragraphs.flatMap((paragraph) => splitSentences(paragraph)),
      words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
      theme: { key: theme.key, rank: theme.rank, facts: theme.facts, house: theme.focus },
      meanings: [...ctx.meanings],
      listed: listedFacts.map((fact) => ({
        fact,
        houses: factHouses(sign, fact),
        read: readFacts.has(fact),
      })),
      phase: sky.phase,
      moon: sky.moon.map((stretch) => ({ ...stretch, house: solarHouse(sign, stretch.sign) })),
      retrograde: sky.noon
        .filter((place) => place.retrograde)
        .map((place) => ({ body: place.body, sign: place.sign, house: solarHouse(sign, place.sign) })),
      focusHouse: theme.focus,
      advice,
      tone,
      ruledOut: [...ruledOut],
    };
  }

  /** True when any aspect of the sign's next MEMORY_DAYS days links the same pair of houses. */
  private pairAhead(sign: ZodiacSign, day: string, pair: string): boolean {
    for (let ahead = 1; ahead <= MEMORY_DAYS; ahead += 1)
      if (this.plan(sign, addDays(day, ahead)).candidates.some((candidate) => candidate.pairKey === pair))
        return true;
    return false;
  }

  /**
   * The advice of a named day (calendar.ts, the names in content periods.json): what to make of the
   * day itself, for the theme's house (content days.json). Each sign starts the frames and the
   * house's clauses at its own place, so signs sharing a house that day read different words.
   */
  private namedDayAdvice(sign: ZodiacSign, day: string, house: number): AdviceEntry | undefined {
    const named = namedDay(day, this.library.periods.month.calendar);
    if (!named) return undefined;
    const { frames, clauses } = this.library.daily.namedDays;
    const place = ZODIAC_SIGNS.indexOf(sign);
    const list = frames[named.name] ?? frames.other!;
    const options = clauses[String(house) as '1'];
    const text = render(list[place % list.length]!, {
      name: named.name,
      clause: options[(place + dayNumber(day)) % options.length]!,
    });
    return { text, tone: 'any', acts: ['enjoy'] };
  }

  /** Everything the day could say, for one sign. */
  private candidates(sign: ZodiacSign, sky: SkyDay): Candidate[] {
    const candidates: Candidate[] = [];
    for (const fact of sky.facts) {
      if (fact.kind === 'ingress' && fact.body === 'Moon') continue;
      if (fact.kind === 'void') continue;
      // The lunation is the Moon's contact with the Sun that day: the aspect itself is not read again.
      if (fact.kind === 'aspect' && fact.bodies[0] === 'Moon' && fact.bodies[1] === 'Sun') continue;
      const houses = factHouses(sign, fact);
      candidates.push({
        key: fact.summary,
        rank: rankFact(sign, fact),
        time: fact.time,
        facts: [fact],
        // An aspect's two houses, the lower first ([5, 5] for two bodies in one house).
        houses: fact.kind === 'aspect' ? [houses[0]!, houses.at(-1)!].sort((x, y) => x - y) : houses,
        focus: focusOf(sign, fact),
        pairKey:
          fact.kind === 'aspect'
            ? `${solarHouse(sign, fact.signs[0])}-${solarHouse(sign, fact.signs[1])}`
            : undefined,
        write: (ctx, theme) => {
          const { lead, meaning } = eventText(ctx, fact, { theme });
          return theme || fact.kind !== 'aspect' ? [lead, meaning].filter(Boolean).join(' ') : lead;
        },
      });
    }
    for (const fact of sky.voids) {
      // A void that began yesterday and fills most of today is read once more, as a lull that carries on.
      if (fact.time < sky.start && fact.time >= sky.start - DAY_MS && fact.end - sky.start >= VOID_STILL_MS) {
        candidates.push({
          key: `${fact.summary} (still)`,
          rank: rankFact(sign, fact),
          time: sky.start,
          facts: [fact],
          houses: [solarHouse(sign, fact.sign)],
          focus: solarHouse(sign, fact.sign),
          write: (ctx) => {
            const house = solarHouse(sign, fact.sign);
            return render(
              pickMeaning(ctx, this.library.moon.voidStill[String(house) as '1'], `moon.voidStill.${house}`),
              {
                ...timeValues(ctx, fact.end, 'until', 'until'),
              },
            );
          },
        });
        continue;
      }
      // A void is read on the day it starts, when it lasts long enough to plan around.
      if (fact.time < sky.start || fact.end - fact.time < VOID_MIN_MS) continue;
      candidates.push({
        key: fact.summary,
        rank: rankFact(sign, fact),
        time: fact.time,
        facts: [fact],
        houses: [solarHouse(sign, fact.sign)],
        focus: solarHouse(sign, fact.sign),
        write: (ctx) => eventText(ctx, fact).lead,
      });
    }
    candidates.push(this.moonDay(sign, sky));
    return candidates;
  }

  /** The Moon's day: the sign it spends the day in (and its change of sign), read for its house. */
  private moonDay(sign: ZodiacSign, sky: SkyDay): Candidate {
    const { moon } = this.library;
    const main = mainMoonStretch(sky);
    const house = solarHouse(sign, main.sign);
    const ingress = sky.facts.find(
      (fact): fact is IngressFact => fact.kind === 'ingress' && fact.body === 'Moon',
    );
    return {
      key: 'moon-day',
      rank: MOON_DAY_RANK,
      time: ingress?.time ?? sky.start,
      facts: ingress ? [ingress] : [],
      houses: [house],
      focus: house,
      write: (ctx) => {
        // The house's text, lower-cased to follow a frame's opening ("…, and your mind …").
        const text = pickMeaning(ctx, moon.byHouse[String(house) as '1'], `moon.byHouse.${house}`);
        const meaning = text.charAt(0).toLowerCase() + text.slice(1);
        if (!ingress)
          return render(pickFrame(ctx, moon.stay, 'moon.stay'), {
            sign: main.sign,
            house: ordinal(house),
            of: houseTopic(ctx, house),
            area: areaOf(ctx, house, 'moon.day'),
            meaning,
            Meaning: text,
          });
        const fromHouse = solarHouse(sign, ingress.fromSign);
        const toHouse = solarHouse(sign, ingress.sign);
        const late = main.sign === ingress.fromSign;
        return render(
          pickFrame(ctx, late ? moon.moveLate : moon.move, late ? 'moon.moveLate' : 'moon.move'),
          {
            ...timeValues(ctx, ingress.time),
            ...timeValues(ctx, ingress.time, 'until', 'until'),
            sign: ingress.sign,
            fromSign: ingress.fromSign,
            house: ordinal(toHouse),
            fromHouse: ordinal(fromHouse),
            of: houseTopic(ctx, toHouse),
            fromOf: houseTopic(ctx, fromHouse),
            area: areaOf(ctx, toHouse, 'moon.day'),
            ...both('fromArea', areaOf(ctx, fromHouse, 'moon.day')),
            meaning,
            Meaning: text,
          },
        );
      },
    };
  }

  /**
   * Background for a quiet day: how long the Sun and the personal planets stay in their houses,
   * how long a retrograde has left. Each item may be read only on alternate days (its parity), so
   * no background meaning is read two days running.
   */
  private background(sign: ZodiacSign, sky: SkyDay, quiet = false): Candidate[] {
    const { background } = this.library;
    const ahead = this.almanac.facts(sky.end, sky.end + BACKGROUND_LOOKAHEAD_DAYS * DAY_MS);
    const changesToday = (body: Body) =>
      sky.facts.some((fact) => (fact.kind === 'ingress' || fact.kind === 'station') && fact.body === body);
    const items: Candidate[] = [];
    // Each item is read only on the days of its parity (a planet's matches the theme's `placeSentence`).
    const add = (parity: string, key: string, house: number, time: number, write: Candidate['write']) => {
      if (!onBackgroundDay(dayNumber(sky.day), sign, parity, quiet)) return;
      items.push({ key, rank: BACKGROUND_RANK, time, facts: [], houses: [house], focus: house, write });
    };
    for (const body of ['Sun', 'Mercury', 'Venus', 'Mars'] as const) {
      const place = sky.noon.find((item) => item.body === body)!;
      if (changesToday(body)) continue;
      const house = solarHouse(sign, place.sign);
      const next = ahead.find(
        (fact) =>
          fact.kind === (place.retrograde ? 'station' : 'ingress') && 'body' in fact && fact.body === body,
      );
      if (!next) continue;
      const days = daysAhead(sky.start, next.time);
      if (place.retrograde && body !== 'Sun') {
        add(body, `background.retrograde.${body}`, house, sky.end, (ctx) => {
          const key = `background.retrograde.${body}.${house}`;
          ctx.meanings.add(key);
          const clause = background.retrograde.byPlanet[body][String(house) as '1'];
          return render(pickFrame(ctx, background.frames.retrograde, 'background.frames.retrograde'), {
            planet: body,
            days,
            house: ordinal(house),
            ...both('clause', clause),
          });
        });
      } else if (body === 'Sun') {
        add(body, 'background.sun', house, sky.end, (ctx) =>
          [...ctx.meanings].some((meaning) => meaning.startsWith(`background.sun.${house}#`))
            ? ''
            : render(pickFrame(ctx, background.frames.sun, 'background.frames.sun'), {
                days,
                area: areaOf(ctx, house, 'background.sun'),
                house: ordinal(house),
                ...both(
                  'clause',
                  // Read once a week (writer.ts onBackgroundDay): a week on, the house's other text.
                  pickMeaning(
                    ctx,
                    background.sun.byHouse[String(house) as '1'],
                    `background.sun.${house}`,
                    Math.floor(ctx.turn / 7),
                  ),
                ),
              }),
        );
      } else {
        add(body, `background.planets.${body}`, house, sky.end, (ctx) => {
          // Said already today (the theme placed the planet): nothing to add.
          if (ctx.meanings.has(`background.planets.${body}.${house}`)) return '';
          ctx.meanings.add(`background.planets.${body}.${house}`);
          return render(pickFrame(ctx, background.frames.planet, 'background.frames.planet'), {
            planet: body,
            days,
            area: areaOf(ctx, house, `background.planets.${body}`),
            house: ordinal(house),
            clause: background.planets.byHouse[body][String(house) as '1'],
          });
        });
      }
    }
    // The slow planets where they stand (the same words a theme uses to place them).
    for (const body of ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const) {
      if (changesToday(body)) continue;
      const place = sky.noon.find((item) => item.body === body)!;
      const house = solarHouse(sign, place.sign);
      add(body, `aspects.slowPlace.${body}`, house, sky.end, (ctx) =>
        [...ctx.meanings].some((meaning) => meaning.startsWith(`aspects.slowPlace.${body}#`))
          ? ''
          : (placeSentence(ctx, body, house) ?? ''),
      );
    }
    // A second angle on the Moon's house, halfway round its list (so no day repeats the day before).
    const main = mainMoonStretch(sky);
    const moonHouse = solarHouse(sign, main.sign);
    // Halfway round a list of six, so any day may read it: the day before read the two entries before.
    items.push({
      key: 'moon.more',
      rank: BACKGROUND_RANK,
      time: sky.end,
      facts: [],
      houses: [moonHouse],
      focus: moonHouse,
      write: (ctx) =>
        pickMeaning(ctx, this.library.moon.byHouse[String(moonHouse) as '1'], `moon.byHouse.${moonHouse}`, 3),
    });
    // The phase, on a day that is not a lunation's, for the Moon's house.
    const phases = this.library.moon.phases;
    if (sky.phase in phases)
      add('moon.phase', 'moon.phase', moonHouse, sky.end, (ctx) => {
        const key = `moon.phases.${sky.phase}`;
        return render(pickMeaning(ctx, phases[sky.phase as 'waxing-crescent'], key), {
          area: areaOf(ctx, moonHouse, key),
        });
      });
    // The Moon's next house, when it moves on tomorrow (a day without its own change of sign).
    const next = ahead.find((fact) => fact.kind === 'ingress' && fact.body === 'Moon');
    if (next && next.kind === 'ingress' && next.time < sky.end + DAY_MS && !changesToday('Moon'))
      items.push({
        key: 'moon.preview',
        rank: BACKGROUND_RANK,
        time: sky.end,
        facts: [],
        houses: [solarHouse(sign, next.sign)],
        focus: solarHouse(sign, next.sign),
        write: (ctx) =>
          render(pickFrame(ctx, this.library.moon.preview, 'moon.preview'), {
            area: areaOf(ctx, solarHouse(sign, next.sign), 'moon.preview'),
          }),
      });
    // The next New or Full Moon, when it is under two weeks away.
    const lunation = ahead.find(
      (fact) => fact.kind === 'lunation' && (fact.phase === 'new' || fact.phase === 'full'),
    );
    if (
      lunation &&
      lunation.kind === 'lunation' &&
      lunation.time - sky.start < 14 * DAY_MS &&
      lunation.time - sky.start >= 2 * DAY_MS
    ) {
      const house = solarHouse(sign, lunation.sign);
      add('ahead', 'background.ahead', house, sky.end, (ctx) =>
        render(pickFrame(ctx, background.frames.ahead, 'background.frames.ahead'), {
          lunation: lunation.phase === 'new' ? 'New Moon' : 'Full Moon',
          days: daysAhead(sky.start, lunation.time),
          house: ordinal(house),
          ...both('area', areaOf(ctx, house, 'background.ahead')),
        }),
      );
    }
    return items;
  }
}

/** A value for {key} and {Key}: the same words, the second to open a sentence. */
function both(key: string, value: string): Record<string, string> {
  return { [key]: value, [key.charAt(0).toUpperCase() + key.slice(1)]: value };
}

/** A theme's opening after a named day's name ("Christmas Eve, and the Full Moon …"): a planet's name keeps its capital. */
function lowerOpening(text: string): string {
  if (text.startsWith('\uE000')) return lowerLeadingToken(text);
  const first = text.split(/\s/, 1)[0]!;
  return /^(The|This|In|Tonight|Until|All|Late|Early|A|An|Around|By|From|Just|Shortly|Today)$/.test(first)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** The advice a theme may take of its own (daily-memory.ts): an aspect's pair of houses, a New or Full Moon. */
function adviceKindOf(fact: SkyFact | undefined): MemoryPlan['adviceKind'] {
  if (!fact) return undefined;
  if (fact.kind === 'lunation') return fact.phase === 'new' || fact.phase === 'full' ? fact.phase : undefined;
  return fact.kind === 'aspect' ? 'pair' : undefined;
}

/** The house an event's advice speaks to: a lunation's, station's or ingress's own; an aspect's ruler's, else its faster body's. */
function focusOf(sign: ZodiacSign, fact: SkyFact): number {
  if (fact.kind !== 'aspect') return factHouses(sign, fact)[0]!;
  const ruler = fact.bodies.findIndex((body) => body !== 'Moon' && isRuler(sign, body));
  return solarHouse(sign, fact.signs[Math.max(0, ruler)]!);
}
