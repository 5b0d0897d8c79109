import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server render and while hydrating, true from the first browser render on. For
 * what only the browser knows (its clock, its storage): the island renders the server's HTML
 * first, then switches, with no hydration mismatch and no state set inside an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
