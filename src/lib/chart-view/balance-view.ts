/**
 * A chart's element and modality balance as whole percentages for bars and labels. Largest
 * remainders keep each set summing to exactly 100, so the labels never read 99% or 101%.
 */
import type { BalanceFacts } from '../astrology/contract';
import type { Element, Modality } from '../astrology/zodiac';
import { capitalize } from '../astrology/narrative/grammar';
import { joinList } from '../content/text';
import { fillTokens } from '../content/tokens';

export interface BalanceRow<K extends string> {
  key: K;
  label: string;
  percent: number;
  dominant: boolean;
}

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/** Shares (summing to about 1) → whole percentages summing to 100. */
export function wholePercentages(shares: readonly number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0) || 1;
  const exact = shares.map((share) => (share / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - floors[index]! }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}

/** Shares this close to the largest (half a percentage point) lead with it: a tie is named as one. */
export const TIE_MARGIN = 0.005;

/** The keys that lead, in display order: the largest share and any within TIE_MARGIN of it. */
export function leadersOf<K extends string>(keys: readonly K[], shares: Record<K, number>): K[] {
  const total = keys.reduce((sum, key) => sum + shares[key], 0) || 1;
  const top = Math.max(...keys.map((key) => shares[key] / total));
  return keys.filter((key) => shares[key] / total >= top - TIE_MARGIN);
}

function rows<K extends string>(keys: readonly K[], shares: Record<K, number>): BalanceRow<K>[] {
  const percents = wholePercentages(keys.map((key) => shares[key]));
  const leaders = leadersOf(keys, shares);
  return keys.map((key, index) => ({
    key,
    label: capitalize(key),
    percent: percents[index]!,
    dominant: leaders.includes(key),
  }));
}

/** The rows of both bars; every row that shares the lead is marked dominant. */
export function balanceRows(balance: BalanceFacts): {
  elements: BalanceRow<Element>[];
  modalities: BalanceRow<Modality>[];
} {
  return {
    elements: rows(ELEMENTS, balance.elements),
    modalities: rows(MODALITIES, balance.modalities),
  };
}

/**
 * The page's copy for the balance (content/birth-chart/page.md, `balance`): one sentence per
 * element and modality for a single leader, a `…Quality` phrase for each, and the sentences for a
 * shared lead ({names}, {qualities}) and for a perfectly even balance.
 */
export type BalanceCopy = Readonly<Record<string, string>>;

function leadSentence<K extends string>(
  leaders: readonly K[],
  all: number,
  copy: BalanceCopy,
  kind: 'elements' | 'modalities',
): string {
  if (leaders.length === 1) return copy[leaders[0]!]!;
  if (leaders.length === all) return copy[kind === 'elements' ? 'allElements' : 'allModalities']!;
  const names = kind === 'elements' ? leaders.map(capitalize) : leaders;
  return fillTokens(copy[kind === 'elements' ? 'elementsTie' : 'modalitiesTie']!, {
    names: capitalize(joinList(names)),
    qualities: joinList(leaders.map((key) => copy[`${key}Quality`]!)),
  });
}

/**
 * What the balance means, in words: the leading element, then the leading modality. A tie is named
 * as a tie ("Fire and Air share the lead…"), never settled by a rounding the visitor cannot see.
 */
export function balanceMeaning(balance: BalanceFacts, copy: BalanceCopy): string {
  return [
    leadSentence(leadersOf(ELEMENTS, balance.elements), ELEMENTS.length, copy, 'elements'),
    leadSentence(leadersOf(MODALITIES, balance.modalities), MODALITIES.length, copy, 'modalities'),
  ].join(' ');
}
