import { encodeShare } from '@/lib/calculators/share-link';
import type { PersonForm } from '@/lib/calculators/person-form';

/** Puts the inputs of the result on screen into the address bar, so the address is the share link. */
export function showSharedInputs(people: readonly PersonForm[]): void {
  window.history.replaceState(null, '', `${window.location.pathname}${encodeShare(people)}`);
}

/** Back to the bare page address when the visitor starts over. */
export function clearSharedInputs(): void {
  if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
}
