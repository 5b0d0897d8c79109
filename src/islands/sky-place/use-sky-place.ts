import { useMemo, useSyncExternalStore } from 'react';
import type { BirthPlace } from '@/lib/astrology/contract';
import { SKY_PLACE_EVENT, SKY_PLACE_KEY, keepSkyPlace, readSkyPlace } from '@/lib/sky-pages/place-store';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SKY_PLACE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SKY_PLACE_EVENT, onChange);
  };
}

const stored = () => {
  try {
    return window.localStorage.getItem(SKY_PLACE_KEY);
  } catch {
    return null; // storage blocked: nothing kept
  }
};

/**
 * The place kept on this device (docs/sky-pages.md#the-visitors-place): undefined while the
 * server's HTML hydrates and when there is none; it follows changes on this page and in other tabs.
 */
export function useSkyPlace(): BirthPlace | undefined {
  const raw = useSyncExternalStore(subscribe, stored, () => null);
  return useMemo(() => (raw === null ? undefined : readSkyPlace({ getItem: () => raw })), [raw]);
}

/** Keeps (or forgets) the place and tells this page. */
export function setSkyPlace(place: BirthPlace | undefined): void {
  keepSkyPlace(window.localStorage, place);
  window.dispatchEvent(new Event(SKY_PLACE_EVENT));
}
