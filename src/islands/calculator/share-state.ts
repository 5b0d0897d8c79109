import { encodeShare } from '@/lib/calculators/share-link';
import type { PersonForm } from '@/lib/calculators/person-form';
import type { ChartChoices } from '@/lib/astrology/chart-options';

/**
 * Puts the inputs of the result on screen into the address bar, so the address is the share
 * link; a birth chart's drawing choices go with them.
 */
export function showSharedInputs(people: readonly PersonForm[], choices?: ChartChoices): void {
  window.history.replaceState(null, '', `${window.location.pathname}${encodeShare(people, choices)}`);
}

/** Back to the bare page address when the visitor starts over. */
export function clearSharedInputs(): void {
  if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
}
