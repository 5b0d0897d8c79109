/** How personal transits are named (browser-safe: no library or engine here). */
import type { MajorAspectName } from '../contract';
import { ASPECT_VERBS } from '../sky/summary';

/** "Saturn square your Sun", "Your solar return", "Your Jupiter return". */
export function transitName(transit: {
  transiting: string;
  natal: string;
  aspect: MajorAspectName;
  kind?: string;
}): string {
  if (transit.kind === 'return') {
    return transit.transiting === 'Sun' ? 'Your solar return' : `Your ${transit.transiting} return`;
  }
  return `${transit.transiting} ${ASPECT_VERBS[transit.aspect]} your ${transit.natal === 'MC' ? 'Midheaven' : transit.natal}`;
}
