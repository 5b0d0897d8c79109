import { useSyncExternalStore } from 'react';
import { DEFAULT_CHART_CHOICES, type ChartChoices } from '@/lib/astrology/chart-options';
import {
  readStoredChoices,
  saveStoredChoices,
  type StoredChoices,
} from '@/lib/calculators/chart-choices-store';
import { storedHouseSystem, useHouseSystem } from './use-house-system';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const listeners = new Set<() => void>();
/** This visit's choice, which holds even where the browser refuses storage. */
let chosen: StoredChoices | undefined;
/** The last value handed to React, so an unchanged store reads as the same object. */
let snapshot: StoredChoices | undefined;
let snapshotKey = '';

function read(): StoredChoices {
  const current = chosen ?? readStoredChoices(browserStorage());
  const key = JSON.stringify(current);
  if (key !== snapshotKey) [snapshot, snapshotKey] = [current, key];
  return snapshot!;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const SERVER: StoredChoices = {
  zodiac: DEFAULT_CHART_CHOICES.zodiac,
  ayanamsa: DEFAULT_CHART_CHOICES.ayanamsa,
  points: DEFAULT_CHART_CHOICES.points,
};

/** The remembered choices, read now (for a chart opened at load). */
export function storedChartChoices(): ChartChoices {
  return { houseSystem: storedHouseSystem(), ...read() };
}

/**
 * The birth chart's drawing choices (house system, zodiac, ayanamsa, points shown), remembered
 * for the visitor in this browser; the server renders the defaults.
 */
export function useChartChoices(): [ChartChoices, (next: ChartChoices) => void] {
  const [houseSystem, setHouseSystem] = useHouseSystem();
  const rest = useSyncExternalStore(subscribe, read, () => SERVER);
  const choose = ({ houseSystem: system, ...others }: ChartChoices) => {
    if (system !== houseSystem) setHouseSystem(system);
    chosen = others;
    saveStoredChoices(browserStorage(), others);
    for (const listener of listeners) listener();
  };
  return [{ houseSystem, ...rest }, choose];
}
