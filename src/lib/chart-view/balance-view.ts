/**
 * A chart's element and modality balance as whole percentages for bars and labels. Largest
 * remainders keep each set summing to exactly 100, so the labels never read 99% or 101%.
 */
import type { BalanceFacts } from '../astrology/contract';
import type { Element, Modality } from '../astrology/zodiac';
import { capitalize } from '../astrology/narrative/grammar';

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

function rows<K extends string>(keys: readonly K[], shares: Record<K, number>, dominant: K): BalanceRow<K>[] {
  const percents = wholePercentages(keys.map((key) => shares[key]));
  return keys.map((key, index) => ({
    key,
    label: capitalize(key),
    percent: percents[index]!,
    dominant: key === dominant,
  }));
}

export function balanceRows(balance: BalanceFacts): {
  elements: BalanceRow<Element>[];
  modalities: BalanceRow<Modality>[];
} {
  return {
    elements: rows(ELEMENTS, balance.elements, balance.dominantElement),
    modalities: rows(MODALITIES, balance.modalities, balance.dominantModality),
  };
}
