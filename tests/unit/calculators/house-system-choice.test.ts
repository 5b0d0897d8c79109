import { describe, expect, it } from 'vitest';
import {
  HOUSE_SYSTEM_STORAGE_KEY,
  readHouseSystem,
  saveHouseSystem,
} from '@/lib/calculators/house-system-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('the remembered house system', () => {
  it('reads back what was saved', () => {
    const storage = memoryStorage();
    saveHouseSystem(storage, 'whole-sign');
    expect(storage.items.get(HOUSE_SYSTEM_STORAGE_KEY)).toBe('whole-sign');
    expect(readHouseSystem(storage)).toBe('whole-sign');
  });

  it('is Placidus when nothing, or nothing valid, was saved', () => {
    expect(readHouseSystem(memoryStorage())).toBe('placidus');
    expect(readHouseSystem(memoryStorage({ [HOUSE_SYSTEM_STORAGE_KEY]: 'morinus' }))).toBe('placidus');
    expect(readHouseSystem(undefined)).toBe('placidus');
  });

  it('survives a browser that refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readHouseSystem(refusing)).toBe('placidus');
    expect(() => saveHouseSystem(refusing, 'koch')).not.toThrow();
  });
});
