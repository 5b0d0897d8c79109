/**
 * The visitor's zodiac, ayanamsa and points shown for the birth chart, remembered in this browser
 * beside the house system (house-system-choice.ts; docs/birth-chart.md#chart-options). Read
 * through a Storage so it can be tested; anything unreadable falls back to the defaults.
 */
import { DEFAULT_CHART_CHOICES, type ChartChoices } from '../astrology/chart-options';
import { readChartChoices } from './chart-choices-link';

export const CHART_CHOICES_STORAGE_KEY = 'astrelle:chart-choices';

/** The choices other than the house system, as the share link writes them (one format for both). */
export type StoredChoices = Omit<ChartChoices, 'houseSystem'>;

export function readStoredChoices(storage: Pick<Storage, 'getItem'> | undefined): StoredChoices {
  try {
    const stored = storage?.getItem(CHART_CHOICES_STORAGE_KEY) ?? '';
    const { zodiac, ayanamsa, points } = readChartChoices(stored).choices;
    return { zodiac, ayanamsa, points };
  } catch {
    const { zodiac, ayanamsa, points } = DEFAULT_CHART_CHOICES;
    return { zodiac, ayanamsa, points };
  }
}

export function saveStoredChoices(
  storage: Pick<Storage, 'setItem'> | undefined,
  choices: StoredChoices,
): void {
  const params = new URLSearchParams();
  params.set('z', choices.zodiac);
  params.set('ay', choices.ayanamsa);
  params.set('pts', choices.points.join('.'));
  try {
    storage?.setItem(CHART_CHOICES_STORAGE_KEY, params.toString());
  } catch {
    // Storage refused: the choice lasts for this visit only.
  }
}
