import { useSyncExternalStore } from 'react';
import { localIsoDate } from '@/lib/calculators/validation';

const noSubscription = () => () => {};

/**
 * Today's date on the visitor's calendar, "YYYY-MM-DD"; '' in the pre-rendered HTML (built on
 * another day), so hydration agrees with it and the date arrives right after.
 */
export function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => '',
  );
}
