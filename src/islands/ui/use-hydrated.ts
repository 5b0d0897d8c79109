import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true from the first browser render on. The island
 * can show its server markup first and its interactive state after, without an effect that sets
 * state on mount (React's own pattern: the server snapshot differs from the client's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
