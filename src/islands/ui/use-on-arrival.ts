import { useEffect } from 'react';

/**
 * Runs `arrive` once, right after the island hydrates: for state that only the browser has (the
 * address of a shared link, a stored session). Reading it during render would make the browser's
 * first render differ from the server's HTML; running it later than this would show the empty form.
 */
export function useOnArrival(arrive: () => void | (() => void)): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount by design: later renders carry the visitor's own edits, which the arrival state must not replace
  useEffect(arrive, []);
}
