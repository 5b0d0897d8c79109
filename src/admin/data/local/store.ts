/**
 * Local preview storage (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): every record lives in this browser's localStorage
 * under one prefix, so clearing site data resets the preview. Never used with a real backend.
 */
export const PREVIEW_PREFIX = 'astrelle-admin-preview:';

export function readJson<T>(key: string, fallback: () => T): T {
  try {
    const raw = localStorage.getItem(PREVIEW_PREFIX + key);
    if (raw !== null) return JSON.parse(raw) as T;
  } catch {
    // Unreadable entry: start again from the seed below.
  }
  const seeded = fallback();
  writeJson(key, seeded);
  return seeded;
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREVIEW_PREFIX + key, JSON.stringify(value));
  } catch {
    throw new Error('This browser has no room left for preview data. Delete some media and try again.');
  }
}

export function removeKey(key: string): void {
  localStorage.removeItem(PREVIEW_PREFIX + key);
}

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** A short pause so the preview shows the same loading states as the network would. */
export const settle = <T>(value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), 60));
