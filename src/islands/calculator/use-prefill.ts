import { fillEmptyFields, personFromUserMetadata } from '@/lib/calculators/prefill';
import type { PersonForm } from '@/lib/calculators/person-form';
import { carriesSharedInputs } from '@/lib/calculators/share-link';
import { signedInMetadata } from '@/lib/calculators/stored-session';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { useOnArrival } from '../ui/use-on-arrival';

/**
 * Signed-in prefill of person 1 (docs/calculators.md#the-form): on arrival, and again when the visitor signs
 * in from another tab, person 1's empty fields take the user's metadata. A shared link wins:
 * its people are what the address says, so nothing is prefilled over them. The advanced
 * options open when a birth time or city was filled, so nothing sent is hidden.
 */
export function useSignedInPrefill(
  setPerson: (update: (current: PersonForm) => PersonForm) => void,
  setAdvanced: (open: boolean) => void,
  people: 1 | 2,
): void {
  useOnArrival(() => {
    if (carriesSharedInputs(window.location.search, people)) return;
    const apply = () => {
      const prefill = personFromUserMetadata(signedInMetadata(window.localStorage, Date.now()));
      if (!prefill) return;
      setPerson((current) => fillEmptyFields(current, prefill));
      if (prefill.birthTime || prefill.birthCity) setAdvanced(true);
    };
    apply();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY) apply();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
