/**
 * One sign's horoscope for one UTC day (docs/horoscopes.md#the-daily-reading): the Moon's sign
 * and phase through the reader's solar houses, then the day's events by weight (lunations,
 * stations, ingresses, exact aspects, the Moon's strongest aspects), then one piece of advice
 * that fits the sky, 150 to 300 words in all. Every choice is deterministic: the same sign and
 * day always read the same, whoever builds them.
 */
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import { ordinal, splitSentences } from '@/lib/astrology/narrative/grammar';
import { render } from '@/lib/astrology/narrative/template';
import { adviceFits, ruledOutActs, toneOf, type DayTone, type RestrictedAct } from './advice-rules';
import { addDays, dayNumber, utcClock } from './days';
import { horoscopeLibrary, type AdviceEntry, type HoroscopeLibrary } from './library';
import type { Body, SkyFact } from './sky';
import { mainMoonStretch, type MoonPhaseName, type SkyAlmanac, type SkyDay } from './sky-day';
import { factWeight, solarHouse } from './weights';
import { backgroundSentences } from './background';
import { areaOf, factHouses, factText, variant, type WriterContext } from './writer';

/** The words a daily reading may have (docs/horoscopes.md). */
export const DAILY_WORDS = { min: 150, max: 300 } as const;
/** Optional blocks are added until the reading reaches this many words. */
const DAILY_TARGET = 225;
/** At most this many of the day's planet events and of the Moon's aspects are written up. */
const MAX_EVENTS = 3;
const MAX_MOON_ASPECTS = 3;
/** At most this many background sentences (a retrograde, the next lunation, where a planet stands). */
const MAX_FILLERS = 2;
/** An event at least this heavy (a New or Full Moon, a personal station or ingress) sets the day's focus. */
const FOCUS_WEIGHT = 9;

/** An event a reading rests on, as the list under it shows it. */
export interface ListedFact {
  fact: SkyFact;
  houses: number[];
}

export interface DailyReading {
  sign: ZodiacSign;
  day: string;
  /** The reading, paragraph by paragraph. */
  paragraphs: string[];
  /** Every sentence of the reading, in order. */
  sentences: string[];
  words: number;
  /** The timed events the text rests on, by time (the Moon's sign changes included). */
  listed: ListedFact[];
  phase: MoonPhaseName;
  /** The Moon's signs through the day and the solar house of each. */
  moon: Array<{ sign: ZodiacSign; house: number; from: number; to: number }>;
  /** The planets retrograde at noon UTC, with their solar houses. */
  retrograde: Array<{ body: Body; sign: ZodiacSign; house: number }>;
  /** The house the advice is about. */
  focusHouse: number;
  advice: AdviceEntry;
  tone: DayTone;
  ruledOut: RestrictedAct[];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const timeOf = (time: number) => `${utcClock(time)} UTC`;
/** A void-of-course Moon is written up when it covers at least this much of the day. */
const VOID_MIN_MS = 2 * 3_600_000;

interface Block {
  text: string;
  words: number;
  /** Later position in the middle paragraph: by time. */
  time: number;
  facts: SkyFact[];
}

interface Composition {
  lead: Block;
  opening: Block;
  middle: Block[];
  used: SkyFact[];
}

/** Words kept free for the advice while the other blocks are chosen (a piece of advice is 8–25 words). */
const ADVICE_ROOM = 25;

const block = (text: string, time: number, facts: SkyFact[]): Block => ({
  text,
  words: wordCount(text),
  time,
  facts,
});

export class DailyHoroscopes {
  private readonly advicePicks = new Map<string, AdviceEntry>();
  private readonly compositions = new Map<string, Composition>();
  /** The words the shortest piece of advice leaves unused of ADVICE_ROOM: a quiet day must cover them. */
  private readonly adviceShortfall: number;

  constructor(
    private readonly almanac: SkyAlmanac,
    private readonly library: HoroscopeLibrary = horoscopeLibrary,
  ) {
    const shortest = Math.min(
      ...Object.values(library.advice).flatMap((entries) => entries.map((entry) => wordCount(entry.text))),
    );
    this.adviceShortfall = Math.max(0, ADVICE_ROOM - shortest);
  }

  reading(sign: ZodiacSign, day: string): DailyReading {
    const sky = this.almanac.day(day);
    const { lead, opening, middle, used } = this.compose(sign, day);
    const advice = this.advice(sign, day);
    const paragraphs = [
      `${lead.text} ${opening.text}`,
      ...splitInTwo(middle.map((item) => item.text)),
      advice.text,
    ].filter(Boolean);
    return {
      sign,
      day,
      paragraphs,
      sentences: paragraphs.flatMap((paragraph) => splitSentences(paragraph)),
      words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
      listed: [...used]
        .sort((a, b) => a.time - b.time)
        .map((fact) => ({ fact, houses: factHouses(sign, fact) })),
      phase: sky.phase,
      moon: sky.moon.map((stretch) => ({ ...stretch, house: solarHouse(sign, stretch.sign) })),
      retrograde: sky.noon
        .filter((place) => place.retrograde)
        .map((place) => ({ body: place.body, sign: place.sign, house: solarHouse(sign, place.sign) })),
      focusHouse: this.focusHouse(sign, sky),
      advice,
      tone: toneOf(used),
      ruledOut: [...this.ruledOut(sky, used)],
    };
  }

  /**
   * Everything but the advice: the lead and the lunation or phase always, then the heaviest
   * planet events, the Moon's aspects and the background while the words allow (the advice's
   * room is kept free), the middle paragraph in time order.
   */
  private compose(sign: ZodiacSign, day: string): Composition {
    const key = `${sign}|${day}`;
    const known = this.compositions.get(key);
    if (known) return known;
    const sky = this.almanac.day(day);
    const ctx: WriterContext = {
      library: this.library,
      sign,
      turn: dayNumber(day),
      timeText: (time) => (time >= sky.end ? `${timeOf(time)} tomorrow` : timeOf(time)),
      areasUsed: new Set(),
    };
    const mainHouse = solarHouse(sign, mainMoonStretch(sky).sign);
    const lead = this.lead(ctx, sky);
    const opening = this.phaseOrLunation(ctx, sky, mainHouse);
    const middle: Block[] = [];
    const total = () => [lead, opening, ...middle].reduce((sum, item) => sum + item.words, 0) + ADVICE_ROOM;
    for (const fact of this.planetEvents(sky)) {
      const candidate = block(factText(ctx, fact), fact.time, [fact]);
      if (total() + candidate.words <= DAILY_WORDS.max) middle.push(candidate);
    }
    const voids = sky.voids
      .filter((fact) => Math.min(fact.end, sky.end) - Math.max(fact.time, sky.start) >= VOID_MIN_MS)
      .map((fact) =>
        block(factText(ctx, { ...fact, time: Math.max(fact.time, sky.start) }), fact.time, [fact]),
      );
    const optional = [
      ...this.moonAspects(sky).map((fact) => block(factText(ctx, fact), fact.time, [fact])),
      ...voids,
    ];
    for (const candidate of optional)
      if (total() < DAILY_TARGET && total() + candidate.words <= DAILY_WORDS.max) middle.push(candidate);
    // Background, two sentences at most, unless the day is so quiet that it needs more.
    let fillers = 0;
    for (const candidate of this.fillers(ctx, sky)) {
      // Past the usual two, only while the day could still fall short of 150 with the shortest advice.
      const wanted =
        fillers < MAX_FILLERS ? total() < DAILY_TARGET : total() - this.adviceShortfall < DAILY_WORDS.min;
      if (wanted && total() + candidate.words <= DAILY_WORDS.max) {
        middle.push(candidate);
        fillers += 1;
      }
    }
    middle.sort((a, b) => a.time - b.time);
    const composition = {
      lead,
      opening,
      middle,
      used: [lead, opening, ...middle].flatMap((item) => item.facts),
    };
    this.compositions.set(key, composition);
    return composition;
  }

  /** The Moon's sign or signs for the day, and what its main house means. */
  private lead(ctx: WriterContext, sky: SkyDay): Block {
    const { moon } = this.library;
    const main = mainMoonStretch(sky);
    const house = solarHouse(ctx.sign, main.sign);
    const houseText = variant(ctx, moon.byHouse[String(house) as '1'], `moon:${house}`);
    const signText = render(variant(ctx, moon.signFrames, 'moon:sign'), {
      sign: main.sign,
      house: ordinal(house),
      clause: variant(ctx, moon.signs[main.sign], `moon:sign:${main.sign}`),
      area: areaOf(ctx, house, 'moon:sign', moon.signFrames.length),
    });
    const ingress = sky.facts.find((fact) => fact.kind === 'ingress' && fact.body === 'Moon');
    if (!ingress || ingress.kind !== 'ingress') {
      const frame = render(variant(ctx, moon.stay, 'moon:stay'), {
        sign: main.sign,
        house: ordinal(house),
        sunSign: ctx.sign,
      });
      return block(`${frame} ${houseText} ${signText}`, sky.start, []);
    }
    const frame = render(variant(ctx, moon.move, 'moon:move'), {
      time: timeOf(ingress.time),
      sign: ingress.sign,
      fromSign: ingress.fromSign,
      house: ordinal(solarHouse(ctx.sign, ingress.sign)),
      fromHouse: ordinal(solarHouse(ctx.sign, ingress.fromSign)),
    });
    return block(`${frame} ${houseText} ${signText}`, sky.start, [ingress]);
  }

  /** The day's lunation, or else a sentence on the phase of the Moon in its main house. */
  private phaseOrLunation(ctx: WriterContext, sky: SkyDay, house: number): Block {
    const lunation = sky.facts.find((fact) => fact.kind === 'lunation');
    if (lunation) return block(factText(ctx, lunation), lunation.time, [lunation]);
    const templates = this.library.moon.phases[sky.phase as 'waxing-crescent'];
    const slot = `phase:${sky.phase}`;
    return block(
      render(variant(ctx, templates, slot), { area: areaOf(ctx, house, slot, templates.length) }),
      sky.start,
      [],
    );
  }

  /** The day's stations, ingresses and aspects between planets, heaviest first. */
  private planetEvents(sky: SkyDay): SkyFact[] {
    return sky.facts
      .filter(
        (fact) =>
          fact.kind === 'station' ||
          (fact.kind === 'ingress' && fact.body !== 'Moon') ||
          (fact.kind === 'aspect' && !fact.bodies.includes('Moon')),
      )
      .sort((a, b) => factWeight(b) - factWeight(a) || a.time - b.time)
      .slice(0, MAX_EVENTS);
  }

  /** The Moon's heaviest aspects of the day (never to the Sun on a lunation's day: the lunation is that contact). */
  private moonAspects(sky: SkyDay): SkyFact[] {
    const lunation = sky.facts.some((fact) => fact.kind === 'lunation');
    return sky.facts
      .filter(
        (fact) =>
          fact.kind === 'aspect' && fact.bodies[0] === 'Moon' && !(lunation && fact.bodies[1] === 'Sun'),
      )
      .sort((a, b) => factWeight(b) - factWeight(a) || a.time - b.time)
      .slice(0, MAX_MOON_ASPECTS);
  }

  private fillers(ctx: WriterContext, sky: SkyDay): Block[] {
    return backgroundSentences(ctx, this.almanac, sky).map((text) => block(text, sky.end, []));
  }

  /** What the day rules out: the sky's own rules, with any void-of-course Moon the reading names. */
  private ruledOut(sky: SkyDay, used: readonly SkyFact[]): Set<RestrictedAct> {
    return ruledOutActs({ ...sky, facts: [...sky.facts, ...used.filter((fact) => fact.kind === 'void')] });
  }

  /** The house the day's advice speaks to: a New or Full Moon's, a personal station's or ingress's, else the Moon's. */
  focusHouse(sign: ZodiacSign, sky: SkyDay): number {
    const heavy = sky.facts
      .filter((fact) => factWeight(fact) >= FOCUS_WEIGHT)
      .sort((a, b) => factWeight(b) - factWeight(a) || a.time - b.time)[0];
    if (heavy) return factHouses(sign, heavy)[0]!;
    return solarHouse(sign, mainMoonStretch(sky).sign);
  }

  /**
   * The day's advice: one piece for the focus house that fits the sky (advice-rules.ts) and that
   * the same sign has not read in the six days before, when the focus was the same house.
   */
  advice(sign: ZodiacSign, day: string): AdviceEntry {
    const key = `${sign}|${day}`;
    const known = this.advicePicks.get(key);
    if (known) return known;
    const sky = this.almanac.day(day);
    const house = this.focusHouse(sign, sky);
    const recent = new Set<AdviceEntry>();
    for (let back = 1; back <= 6; back += 1) {
      const earlier = addDays(day, -back);
      if (this.focusHouse(sign, this.almanac.day(earlier)) === house) recent.add(this.advice(sign, earlier));
    }
    const reading = toneOf(this.compose(sign, day).used);
    const ruledOut = this.ruledOut(sky, this.compose(sign, day).used);
    const entries = this.library.advice[String(house) as '1'];
    const start = dayNumber(day) % entries.length;
    const order = entries.map((_, index) => entries[(start + index) % entries.length]!);
    const pick =
      order.find((entry) => adviceFits(entry, ruledOut, reading) && !recent.has(entry)) ??
      order.find((entry) => adviceFits(entry, ruledOut, reading))!;
    this.advicePicks.set(key, pick);
    return pick;
  }
}

/** The middle of a reading as one paragraph, or two when it has more than three parts. */
export function splitInTwo(parts: readonly string[]): string[] {
  if (parts.length <= 3) return [parts.join(' ')];
  const half = Math.ceil(parts.length / 2);
  return [parts.slice(0, half).join(' '), parts.slice(half).join(' ')];
}
