import type { PersonForm } from '@/lib/calculators/person-form';
import { decodeShare } from '@/lib/calculators/share-link';
import { useOnArrival } from '../ui/use-on-arrival';

type SharedPeople<N extends 1 | 2> = N extends 1 ? [PersonForm] : [PersonForm, PersonForm];

/**
 * A shared link (the inputs in the query string, src/lib/calculators/share-link.ts) reopens the
 * same result, once, on arrival: `reopen` gets the link's people, and is not called without a
 * shared link.
 */
export function useSharedLink<N extends 1 | 2>(count: N, reopen: (people: SharedPeople<N>) => void): void {
  useOnArrival(() => {
    const shared = decodeShare(window.location.search, count);
    if (shared) reopen(shared as SharedPeople<N>);
  });
}
