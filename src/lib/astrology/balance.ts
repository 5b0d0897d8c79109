/**
 * Element and modality balance of a chart, and how two charts' balances meet. Weights: Sun
 * and Moon 3, Venus, Mars and the Ascendant 2, Mercury, Jupiter and Saturn 1 (the outer
 * planets describe generations, not people).
 */
import type { BalanceFacts } from './contract';
import type { Element, Modality } from './zodiac';
import { signElement, signModality } from './zodiac';
import { round, signOfLongitude } from './angles';
import type { NatalChart } from './chart';

const BALANCE_WEIGHTS: Record<string, number> = {
  Sun: 3,
  Moon: 3,
  Venus: 2,
  Mars: 2,
  Ascendant: 2,
  Mercury: 1,
  Jupiter: 1,
  Saturn: 1,
};

export type ElementProfile = Record<Element, number>;
export type ModalityProfile = Record<Modality, number>;

export interface Balance {
  elements: ElementProfile;
  modalities: ModalityProfile;
  dominantElement: Element;
  dominantModality: Modality;
}

function weightedPoints(chart: NatalChart): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const [name, weight] of Object.entries(BALANCE_WEIGHTS)) {
    const longitude =
      name === 'Ascendant' ? chart.ascendant : chart.longitudes[name as keyof NatalChart['longitudes']];
    if (longitude !== undefined) points.push([longitude, weight]);
  }
  return points;
}

function strongest<K extends string>(profile: Record<K, number>, order: readonly K[]): K {
  return order.reduce((best, key) => (profile[key] > profile[best] ? key : best), order[0]!);
}

/** Shares of each element and modality, each profile summing to 1. */
export function chartBalance(chart: NatalChart): Balance {
  const elements: ElementProfile = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: ModalityProfile = { cardinal: 0, fixed: 0, mutable: 0 };
  const points = weightedPoints(chart);
  const total = points.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [longitude, weight] of points) {
    const { sign } = signOfLongitude(longitude);
    elements[signElement(sign)] += weight / total;
    modalities[signModality(sign)] += weight / total;
  }
  return {
    elements,
    modalities,
    dominantElement: strongest(elements, ['fire', 'earth', 'air', 'water']),
    dominantModality: strongest(modalities, ['cardinal', 'fixed', 'mutable']),
  };
}

/** A chart balance for the wire, shares to 3 decimals. */
export function balanceFacts(balance: Balance): BalanceFacts {
  const rounded = <K extends string>(shares: Record<K, number>) =>
    Object.fromEntries(
      Object.entries(shares).map(([key, share]) => [key, round(share as number, 3)]),
    ) as Record<K, number>;
  return {
    elements: rounded(balance.elements),
    modalities: rounded(balance.modalities),
    dominantElement: balance.dominantElement,
    dominantModality: balance.dominantModality,
  };
}

/** Same element 1, complementary (fire–air, earth–water) 0.7, the rest mildly to clearly uneasy. */
const ELEMENT_AFFINITY: Record<Element, Record<Element, number>> = {
  fire: { fire: 1, air: 0.7, earth: -0.2, water: -0.5 },
  air: { air: 1, fire: 0.7, earth: -0.4, water: -0.2 },
  earth: { earth: 1, water: 0.7, fire: -0.2, air: -0.4 },
  water: { water: 1, earth: 0.7, fire: -0.5, air: -0.2 },
};

/** Element harmony of two charts, from −0.5 (all clashing) to 1 (all the same element). */
export function elementHarmony(a: ElementProfile, b: ElementProfile): number {
  let sum = 0;
  for (const [e, share] of Object.entries(a) as Array<[Element, number]>) {
    for (const [f, other] of Object.entries(b) as Array<[Element, number]>)
      sum += share * other * ELEMENT_AFFINITY[e][f];
  }
  return sum;
}

/**
 * Modality harmony, −0.3 to 0.3: the same modality tends to square and oppose (two leaders,
 * two anchors, two improvisers); different modalities share out the roles.
 */
export function modalityHarmony(a: ModalityProfile, b: ModalityProfile): number {
  let sum = 0;
  for (const [m, share] of Object.entries(a) as Array<[Modality, number]>) {
    for (const [n, other] of Object.entries(b) as Array<[Modality, number]>)
      sum += share * other * (m === n ? -0.3 : 0.3);
  }
  return sum;
}
