/**
 * The key under today's list of transits (docs/personal-sky.md#the-page): what each aspect word
 * the list uses means, and the orb words when a row gives an orb, so the jargon is explained on
 * the page where it stands.
 */
import { capitalize } from '../narrative/grammar';
import { mySkyWords } from './reading-words';
import type { DayTransit } from './types';

const ORDER = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

export function tableKey(today: readonly DayTransit[]): string {
  const aspects = ORDER.filter((aspect) => today.some((transit) => transit.aspect === aspect));
  const orbs = today.some((transit) => !transit.exact)
    ? (['orb', 'applying', 'separating'] as const).filter(
        (word) =>
          word === 'orb' ||
          today.some((transit) => !transit.exact && transit.applying === (word === 'applying')),
      )
    : [];
  const parts = [...aspects, ...orbs].map((key) => mySkyWords.tableKey[key]!);
  return parts.length > 0 ? `${capitalize(parts.join('; '))}.` : '';
}
