import { useState } from 'react';

const KEY = 'astrelle-admin:wide-preview';

/** The article editor's layout choice (the preview across the full width, or beside the text), kept in this browser. */
export function useWidePreview(): [boolean, (wide: boolean) => void] {
  const [wide, setWide] = useState(() => {
    try {
      return localStorage.getItem(KEY) === 'true';
    } catch {
      return false;
    }
  });
  return [
    wide,
    (next) => {
      setWide(next);
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // Without storage the choice lasts until the page is left; the layout itself still changes.
      }
    },
  ];
}
