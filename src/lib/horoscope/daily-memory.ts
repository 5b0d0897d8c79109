/**
 * The daily reading's memory (docs/horoscopes.md#a-memory): what a sign's theme says (the meaning
 * of the pair of houses an aspect links, the story lines of its house, the advice) is never said
 * to the same sign again within MEMORY_DAYS days, and no two signs share a story line or a piece
 * of advice on one day.
 *
 * The picks are made from the sky alone (each day's plan: theme, supporting event, tone), never
 * from the words written, so a year's chain of days costs little beside the sky it reads. The entry
 * read longest ago comes first. When every meaning of a list is spent, the pick is left out rather
 * than repeated: fewer story lines, the bodies' tone for a pair, the support left to the table;
 * only advice, which a reading cannot do without, then repeats the piece read longest ago.
 */
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { hashString } from '@/lib/astrology/narrative/pick';
import { adviceFits, type DayTone, type RestrictedAct } from './advice-rules';
import { addDays, dayNumber } from './days';
import type { AdviceEntry, HoroscopeLibrary } from './library';

/** The acts a written piece of advice recommends that the sky may rule out (advice-rules.ts). */
function actsOf(text: string): string[] {
  const acts: string[] = [];
  if (/\b(sign up|start|begin|take up)\b/i.test(text)) acts.push('begin');
  if (/\b(spend|buy|book)\b/i.test(text)) acts.push('buy');
  return acts.length ? acts : ['act'];
}

/** Words of the working day, which a day off reads last. */
const WORKING_DAY =
  /\b(school|work|working|colleagues?|desk|inbox|office|boss|manager|shift|job|jobs|email)\b/i;
/** No theme meaning, story line or advice comes back to a sign within this many days: a line read on the 1st may come back on the 16th at the earliest (issue 50 cold read). */
export const MEMORY_DAYS = 14;
/**
 * The memory is one chain of days from here on: each day's picks follow from every day before it
 * back to this one, so a day reads the same whoever builds it and in whatever order, and nothing
 * comes back within the memory anywhere along it. A build walks the chain from here to its last
 * day (about 8 s for a year of days on the shared machine under load): moving this date forward
 * one day bounds that again, at the cost of one fortnight in which a line may come back.
 */
export const MEMORY_EPOCH = '2026-01-01';
/** The chain starts from the memory a run of this many days before MEMORY_EPOCH leaves; a day before the epoch reads a run of this many days ending on it. */
const RUN_DAYS = 2 * MEMORY_DAYS;
/** How long the chain remembers when an entry was read, to put the longest unread first. */
const ORDER_DAYS = 4 * MEMORY_DAYS;
/**
 * A theme takes two story lines of its house, fewer when the memory has no more fresh ones, and
 * keeps a third in reserve for a day that would read short (counted as read either way).
 */
const STORY_LINES = 3;

/** What a day's plan offers the memory: the theme's house, the aspects read, the advice's frame. */
export interface MemoryPlan {
  /** The house the story lines and the advice speak to. */
  focus: number;
  /** The pairs of houses ("9-1", faster body's first) of the theme's aspect and the support's, if any. */
  themePair?: string;
  supportPair?: string;
  tone: DayTone;
  ruledOut: ReadonlySet<RestrictedAct>;
  /** Advice of its own the theme may take: an aspect's (by its family), a New or Full Moon's. */
  adviceKind?: 'pair' | 'new' | 'full';
  /** A weekend, a bank holiday, Christmas Eve or New Year's Eve (calendar.ts): lines about the working day wait. */
  dayOff?: boolean;
}

/** What a sign's reading says on a day, by index into the library's lists. */
export interface ThemePicks {
  /** The theme aspect's pair meaning; undefined when none is fresh (the bodies' tone stands in). */
  themePair?: number;
  /** The support aspect's pair meaning; undefined when none is fresh (the support is left to the table). */
  supportPair?: number;
  /** Indices into the house's story lines, in the order read, the last a reserve (none when no line is fresh). */
  story: number[];
  /** The advice: the theme's own when fresh (its text may hold {areaA}, {areaB}, {area}), else the house's. */
  advice: AdviceEntry;
  /** The advice's meaning id ("advice.9#2", "pairAdvice.9-3", "lunationAdvice.new.9"). */
  adviceId: string;
  /** Texts this sign read in the MEMORY_DAYS days before (pairs, story lines, advice): others avoid them. */
  recent: ReadonlySet<string>;
}

type Ids = Map<string, number>;
const emptyState = () => new Map<ZodiacSign, Ids>(ZODIAC_SIGNS.map((sign) => [sign, new Map()]));

export class DailyMemory {
  private readonly days = new Map<string, Map<ZodiacSign, ThemePicks>>();
  /** What each sign read, as of the last day the chain reached (`frontier`). */
  private chain?: { state: Map<ZodiacSign, Ids>; frontier?: string };

  constructor(
    private readonly library: HoroscopeLibrary,
    private readonly planOf: (sign: ZodiacSign, day: string) => MemoryPlan,
  ) {}

  picks(sign: ZodiacSign, day: string): ThemePicks {
    if (!this.days.has(day)) {
      if (day < MEMORY_EPOCH) {
        // Before the chain: a run of RUN_DAYS days ending on the day, its first half filling the memory.
        const state = emptyState();
        let result = new Map<ZodiacSign, ThemePicks>();
        for (let back = RUN_DAYS - 1; back >= 0; back -= 1) result = this.step(addDays(day, -back), state);
        this.days.set(day, result);
      } else {
        if (!this.chain) {
          const state = emptyState();
          for (let back = RUN_DAYS; back >= 1; back -= 1) this.step(addDays(MEMORY_EPOCH, -back), state);
          this.chain = { state };
        }
        // The chain walks on from the last day it reached (or its first) and keeps every day.
        const chain = this.chain;
        for (
          let next = chain.frontier ? addDays(chain.frontier, 1) : MEMORY_EPOCH;
          next <= day;
          next = addDays(next, 1)
        ) {
          this.days.set(next, this.step(next, chain.state));
          chain.frontier = next;
        }
      }
    }
    return this.days.get(day)!.get(sign)!;
  }

  /** Every sign's picks on one day, given what each read before (`state`, updated in place). */
  private step(day: string, state: Map<ZodiacSign, Ids>): Map<ZodiacSign, ThemePicks> {
    const number = dayNumber(day);
    const today = new Set<string>();
    const result = new Map<ZodiacSign, ThemePicks>();
    for (const sign of ZODIAC_SIGNS) {
      const seen = state.get(sign)!;
      // Past ORDER_DAYS a read is forgotten, so the state stays small along the chain.
      for (const [id, on] of seen) if (number - on >= ORDER_DAYS) seen.delete(id);
      const fresh = (id: string) =>
        !today.has(id) && (seen.get(id) === undefined || number - seen.get(id)! > MEMORY_DAYS);
      const plan = this.planOf(sign, day);
      const picks = this.choose(sign, number, plan, fresh, this.recentTexts(seen, number), seen);
      for (const id of this.ids(plan, picks)) {
        seen.set(id, number);
        // Two signs may share an aspect's pair meaning (their own houses); never a story line or advice.
        if (!id.startsWith('pairs.')) today.add(id);
      }
      result.set(sign, picks);
    }
    return result;
  }

  /** The picks for one sign and day, given which ids are fresh. */
  private choose(
    sign: ZodiacSign,
    number: number,
    plan: MemoryPlan,
    fresh: (id: string) => boolean,
    recent: ReadonlySet<string>,
    seen: Ids,
  ): ThemePicks {
    // The day's rotation, the entries never read (or read longest ago) first, so a list goes all
    // the way round before an entry comes back.
    const rotation = (length: number, key: string) => {
      const start = (number + hashString(`${sign}#${key}`)) % length;
      const lastRead = (index: number) => seen.get(`${key}#${index}`) ?? -Infinity;
      return Array.from({ length }, (_, step) => (start + step) % length).sort(
        (a, b) => lastRead(a) - lastRead(b),
      );
    };
    const pairPick = (pair: string | undefined) => {
      if (!pair) return undefined;
      const texts = this.library.pairs[pair as '1-1'] ?? [];
      return rotation(texts.length, `pairs.${pair}`).find((index) => fresh(`pairs.${pair}#${index}`));
    };
    const house = String(plan.focus) as '1';
    const lines = this.library.story[house];
    // On a day off (a holiday reads as one), advice about the working day comes last.
    const offFirst = (indices: number[], text: (index: number) => string) =>
      plan.dayOff
        ? [
            ...indices.filter((index) => !WORKING_DAY.test(text(index))),
            ...indices.filter((index) => WORKING_DAY.test(text(index))),
          ]
        : indices;
    // On a day off a story line about the working day is read only to make up two lines; advice
    // about it comes last.
    const freshLines = rotation(lines.length, `story.${house}`).filter((index) =>
      fresh(`story.${house}#${index}`),
    );
    const offDuty = freshLines.filter((index) => !(plan.dayOff && WORKING_DAY.test(lines[index]!)));
    const story = [
      ...offDuty,
      ...freshLines.filter((index) => !offDuty.includes(index)).slice(0, Math.max(0, 2 - offDuty.length)),
    ].slice(0, STORY_LINES);
    const entries = this.library.advice[house];
    const fits = offFirst(
      rotation(entries.length, `advice.${house}`),
      (index) => entries[index]!.text,
    ).filter((index) => adviceFits(entries[index]!, plan.ruledOut, plan.tone));
    const advice = fits.find((index) => fresh(`advice.${house}#${index}`)) ?? fits[0]!;
    const own = this.themeAdvice(plan, fresh);
    return {
      advice: own?.entry ?? entries[advice]!,
      adviceId: own?.id ?? `advice.${house}#${advice}`,
      themePair: pairPick(plan.themePair),
      supportPair: plan.supportPair === plan.themePair ? undefined : pairPick(plan.supportPair),
      story,
      recent,
    };
  }

  /**
   * Advice written for the theme itself, when the sign has not read it within the memory: a New
   * Moon's (a start, unless the sky rules starts out) or a Full Moon's (a finish) for its house;
   * an aspect's for the two areas it links, by family (flow, friction, one house).
   */
  private themeAdvice(
    plan: MemoryPlan,
    fresh: (id: string) => boolean,
  ): { entry: AdviceEntry; id: string } | undefined {
    const kind = plan.adviceKind;
    if (!kind) return undefined;
    const { daily } = this.library;
    if (kind === 'new' || kind === 'full') {
      const id = `lunationAdvice.${kind}.${plan.focus}`;
      const entry: AdviceEntry = {
        text: daily.lunationAdvice[kind][String(plan.focus) as '1'],
        tone: 'any',
        acts: [kind === 'new' ? 'begin' : 'finish'],
      };
      return fresh(id) && adviceFits(entry, plan.ruledOut, plan.tone) ? { entry, id } : undefined;
    }
    const text = plan.themePair ? daily.pairAdvice[plan.themePair] : undefined;
    if (!text) return undefined;
    const id = `pairAdvice.${plan.themePair}`;
    const entry: AdviceEntry = { text, tone: 'any', acts: actsOf(text) };
    return fresh(id) && adviceFits(entry, plan.ruledOut, plan.tone) ? { entry, id } : undefined;
  }

  /** The meaning ids a day's picks read (as writer.ts records them in `meanings`). */
  private ids(plan: MemoryPlan, picks: ThemePicks): string[] {
    const ids: string[] = [];
    if (plan.themePair && picks.themePair !== undefined)
      ids.push(`pairs.${plan.themePair}#${picks.themePair}`);
    if (plan.supportPair && picks.supportPair !== undefined)
      ids.push(`pairs.${plan.supportPair}#${picks.supportPair}`);
    for (const index of picks.story) ids.push(`story.${plan.focus}#${index}`);
    ids.push(picks.adviceId);
    return ids;
  }

  /** The texts behind the ids a sign read within the memory. */
  private recentTexts(seen: Ids, number: number): Set<string> {
    const texts = new Set<string>();
    for (const [id, on] of seen) {
      if (number - on > MEMORY_DAYS) continue;
      const [key, index] = id.split('#') as [string, string];
      const [kind, house] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
      if (kind === 'pairs') texts.add(this.library.pairs[house as '1-1'][Number(index)]!);
      else if (kind === 'story') texts.add(this.library.story[house as '1'][Number(index)]!);
    }
    return texts;
  }
}
