/**
 * How finely each body is sampled (docs/sky-events.md#how-events-are-found). A step must keep
 * every angle searched under 180° of motion per step (the Moon: about 4°) and leave at least
 * two steps between a body's turning points (Mercury's stations are weeks apart).
 */
import type { SkyBody } from './types';
import { DAY_MS } from './moments';

/** Six hours for anything measured against the Moon, a day for the rest. */
export function stepFor(...bodies: SkyBody[]): number {
  return bodies.includes('Moon') ? DAY_MS / 4 : DAY_MS;
}
