import { useMemo, useSyncExternalStore } from 'react';
import {
  readSavedChart,
  SAVED_CHART_EVENT,
  SAVED_CHART_KEY,
  type SavedChart,
} from '@/lib/personal-sky/saved-chart';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SAVED_CHART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SAVED_CHART_EVENT, onChange);
  };
}

const stored = () => {
  try {
    return window.localStorage.getItem(SAVED_CHART_KEY);
  } catch {
    return null; // storage blocked: as if nothing were saved
  }
};

/**
 * The chart saved on this device: undefined while the server's HTML hydrates (it cannot know),
 * null when there is none, and it follows saves and forgets on this page and in other tabs.
 */
export function useSavedChart(): SavedChart | null | undefined {
  const raw = useSyncExternalStore(subscribe, stored, () => undefined);
  return useMemo(() => (raw === undefined ? undefined : readSavedChart({ getItem: () => raw })), [raw]);
}
