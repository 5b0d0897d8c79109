/**
 * When advice would contradict the sky (docs/horoscopes.md#advice). Every piece of advice in the
 * library names the acts it recommends and the tone of day it suits; these rules, read from the
 * events and background a page lists, say which acts a day rules out. The same rules run in the
 * composer, which never picks a ruled-out piece, and in the tests, which re-check every page.
 */
import type { SkyDay } from './sky-day';
import type { Body, SkyFact } from './sky';
import { factTone, factWeight } from './weights';

/** Acts that some skies rule out; advice may name other acts freely ("rest", "talk", "tidy"). */
export const RESTRICTED_ACTS = ['begin', 'sign', 'buy', 'court', 'confront'] as const;
export type RestrictedAct = (typeof RESTRICTED_ACTS)[number];

/** The tone a piece of advice suits, and the tone of a day. */
export type AdviceTone = 'easy' | 'tense' | 'any';
export type DayTone = 'easy' | 'tense' | 'mixed' | 'quiet';

/** A planet is "turning" on a day when it is retrograde at noon or stations during the day. */
function turning(body: Body, day: Pick<SkyDay, 'retrograde' | 'facts'>): boolean {
  return (
    day.retrograde.includes(body) || day.facts.some((fact) => fact.kind === 'station' && fact.body === body)
  );
}

const WANING = new Set(['full', 'waning-gibbous', 'last-quarter', 'waning-crescent']);

/**
 * The acts a day rules out:
 * - begin: the Moon is full or waning (new things are started on a growing Moon), Mercury is
 *   retrograde or stationing, or the reading names a void-of-course Moon;
 * - sign (contracts, commitments in writing): Mercury retrograde or stationing, or a void-of-course Moon;
 * - buy and court (large purchases, a new romance): Venus retrograde or stationing;
 * - confront (pushing a dispute, a contest): Mars retrograde or stationing.
 */
export function ruledOutActs(day: Pick<SkyDay, 'retrograde' | 'facts' | 'phase'>): Set<RestrictedAct> {
  const out = new Set<RestrictedAct>();
  const mercury = turning('Mercury', day);
  const voidMoon = day.facts.some((fact) => fact.kind === 'void');
  if (WANING.has(day.phase) || mercury || voidMoon) out.add('begin');
  if (mercury || voidMoon) out.add('sign');
  if (turning('Venus', day)) {
    out.add('buy');
    out.add('court');
  }
  if (turning('Mars', day)) out.add('confront');
  return out;
}

/**
 * The tone of the events a reading rests on, weighed: easy when the easy events outweigh the
 * tense ones at least two to one, tense the other way round, mixed in between, quiet with none.
 */
export function toneOf(facts: readonly SkyFact[]): DayTone {
  let easy = 0;
  let tense = 0;
  for (const fact of facts) {
    const tone = factTone(fact);
    if (tone === 'easy') easy += factWeight(fact);
    if (tone === 'tense') tense += factWeight(fact);
  }
  if (easy === 0 && tense === 0) return 'quiet';
  if (easy >= 2 * tense) return 'easy';
  if (tense >= 2 * easy) return 'tense';
  return 'mixed';
}

/** Advice of a tone suits a day of a tone: easy advice on easy or mixed days, tense on tense or mixed, any always. */
export function toneFits(advice: AdviceTone, day: DayTone): boolean {
  if (advice === 'any') return true;
  return day === 'mixed' || day === advice;
}

/** True when a piece of advice neither names a ruled-out act nor misreads the day's tone. */
export function adviceFits(
  advice: { tone: AdviceTone; acts: readonly string[] },
  ruledOut: ReadonlySet<string>,
  tone: DayTone,
): boolean {
  return toneFits(advice.tone, tone) && !advice.acts.some((act) => ruledOut.has(act));
}
