/**
 * The daily horoscope's content rules (docs/horoscopes.md#the-rules), checked on every page of a
 * whole year for all twelve signs, with the real sky: 150–300 words; no sentence on two signs'
 * pages on the same day; none twice for a sign within seven days; every sentence through the
 * grammar check the calculator readings use; the advice never contradicts the listed events.
 */
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { adviceFits, ruledOutActs, toneOf } from '@/lib/horoscope/advice-rules';
import { DAILY_WORDS, DailyHoroscopes, type DailyReading } from '@/lib/horoscope/daily';
import { addDays, daysBetween } from '@/lib/horoscope/days';
import { SkyAlmanac } from '@/lib/horoscope/sky-day';
import { engineSky } from '@/lib/horoscope/sky-source';
import { solarHouse } from '@/lib/horoscope/weights';
import { proseProblems } from '../astrology/support/prose-checks';
import { AMERICAN_SPELLING } from '../../support/prose-style';

const FIRST = '2026-06-01';
const DAYS = daysBetween(FIRST, addDays(FIRST, 364));
const daily = new DailyHoroscopes(new SkyAlmanac(engineSky));
const readings = new Map<string, DailyReading>();
for (const day of DAYS)
  for (const sign of ZODIAC_SIGNS) readings.set(`${sign}|${day}`, daily.reading(sign, day));
const all = [...readings.values()];

describe(`the daily horoscopes from ${FIRST}, a year for every sign`, () => {
  it('have 150 to 300 words each', () => {
    const outside = all
      .filter((reading) => reading.words < DAILY_WORDS.min || reading.words > DAILY_WORDS.max)
      .map((reading) => `${reading.sign} ${reading.day}: ${reading.words} words`);
    expect(outside).toEqual([]);
  });

  it('never give two signs the same sentence on the same day', () => {
    const shared: string[] = [];
    for (const day of DAYS) {
      const seen = new Map<string, string>();
      for (const sign of ZODIAC_SIGNS)
        for (const sentence of readings.get(`${sign}|${day}`)!.sentences) {
          const other = seen.get(sentence);
          if (other && other !== sign) shared.push(`${day} ${other} and ${sign}: ${sentence}`);
          seen.set(sentence, sign);
        }
    }
    expect(shared).toEqual([]);
  });

  it('never repeat a sentence for a sign within seven days', () => {
    const repeats: string[] = [];
    for (const sign of ZODIAC_SIGNS) {
      const lastSeen = new Map<string, string>();
      for (const day of DAYS) {
        for (const sentence of readings.get(`${sign}|${day}`)!.sentences) {
          const before = lastSeen.get(sentence);
          if (before && before > addDays(day, -7)) repeats.push(`${sign} ${before} and ${day}: ${sentence}`);
          lastSeen.set(sentence, day);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('pass the grammar check and British spelling in every sentence', () => {
    const problems = new Set<string>();
    for (const reading of all)
      for (const paragraph of reading.paragraphs) {
        for (const problem of proseProblems(paragraph)) problems.add(problem);
        if (AMERICAN_SPELLING.test(paragraph)) problems.add(`American spelling: ${paragraph}`);
      }
    expect([...problems]).toEqual([]);
  });

  it('give advice that the listed events and background do not rule out', () => {
    const contradictions: string[] = [];
    for (const reading of all) {
      const listedFacts = reading.listed.map((item) => item.fact);
      // What the page shows: the events listed, the phase, the planets retrograde at noon.
      const ruledOut = ruledOutActs({
        phase: reading.phase,
        retrograde: reading.retrograde.map((item) => item.body),
        facts: listedFacts,
      });
      if (!adviceFits(reading.advice, ruledOut, toneOf(listedFacts)))
        contradictions.push(
          `${reading.sign} ${reading.day} (${toneOf(listedFacts)}, ruled out ${[...ruledOut].join(', ')}): ${reading.advice.text}`,
        );
    }
    expect(contradictions).toEqual([]);
  });

  it('list every event in the solar house of its sign, and name the advice house in the text', () => {
    for (const reading of all.slice(0, 120)) {
      for (const { fact, houses } of reading.listed) {
        if (fact.kind === 'ingress') expect(houses).toEqual([solarHouse(reading.sign, fact.sign)]);
        if (fact.kind === 'aspect')
          expect(houses).toEqual([...new Set(fact.signs.map((sign) => solarHouse(reading.sign, sign)))]);
      }
      expect(reading.sentences.length).toBeGreaterThan(5);
    }
  });
});
