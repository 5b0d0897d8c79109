import { useSyncExternalStore } from 'react';
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '@/lib/astrology/house-systems';
import { readHouseSystem, saveHouseSystem } from '@/lib/calculators/house-system-choice';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Components showing the choice, told when it changes here or in another tab. */
const listeners = new Set<() => void>();
/** This visit's choice, which holds even where the browser refuses storage (private windows). */
let chosen: HouseSystem | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remembered choice, read now (for a chart opened from a shared link at load). */
export function storedHouseSystem(): HouseSystem {
  return chosen ?? readHouseSystem(browserStorage());
}

/**
 * The birth chart's house system, remembered for the visitor in this browser. The server
 * renders the default (Placidus); the stored choice takes over once the island hydrates.
 */
export function useHouseSystem(): [HouseSystem, (system: HouseSystem) => void] {
  const system = useSyncExternalStore(subscribe, storedHouseSystem, () => DEFAULT_HOUSE_SYSTEM);
  const choose = (next: HouseSystem) => {
    chosen = next;
    saveHouseSystem(browserStorage(), next);
    for (const listener of listeners) listener();
  };
  return [system, choose];
}
