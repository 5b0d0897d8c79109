/**
 * The visitor's house system for the birth chart, remembered in this browser
 * (docs/birth-chart.md#houses). Reads and writes go through a Storage so they can be tested and
 * so a browser that refuses storage (private mode, full quota) simply falls back to Placidus.
 */
import { DEFAULT_HOUSE_SYSTEM, isHouseSystem, type HouseSystem } from '../astrology/house-systems';

export const HOUSE_SYSTEM_STORAGE_KEY = 'astrelle:house-system';

export function readHouseSystem(storage: Pick<Storage, 'getItem'> | undefined): HouseSystem {
  try {
    const stored = storage?.getItem(HOUSE_SYSTEM_STORAGE_KEY);
    return isHouseSystem(stored) ? stored : DEFAULT_HOUSE_SYSTEM;
  } catch {
    return DEFAULT_HOUSE_SYSTEM;
  }
}

export function saveHouseSystem(storage: Pick<Storage, 'setItem'> | undefined, system: HouseSystem): void {
  try {
    storage?.setItem(HOUSE_SYSTEM_STORAGE_KEY, system);
  } catch {
    // Storage refused: the choice lasts for this visit only.
  }
}
