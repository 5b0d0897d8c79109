/**
 * Where on Earth an eclipse can be seen, as the pages write it (docs/sky-pages.md#where-on-earth),
 * from eclipse-reach.json (computed once by scripts/make-eclipse-reach.ts with eclipse-where.ts).
 */
import type { EclipseEvent } from '@/lib/astrology/sky';
import { joinList } from '@/lib/content/text';
import reachJson from './eclipse-reach.json';
import type { EclipseReach, NearTown, RegionSeen } from './eclipse-where';

const reachData = reachJson as unknown as { from: number; to: number; reach: Record<string, EclipseReach> };

/** The years the file covers: a build past them fails (run the script with a later last year). */
export const REACH_YEARS = { from: reachData.from, to: reachData.to };

export function eclipseReachOf(event: Pick<EclipseEvent, 'id'>): EclipseReach {
  const found = reachData.reach[event.id];
  if (!found)
    throw new Error(`eclipse-reach.json has no ${event.id}: run scripts/make-eclipse-reach.ts for its year`);
  return found;
}

/** "Europe", "the north-west of Africa", "the north of North America". */
export function regionPhrase({ region, part }: RegionSeen): string {
  return part ? `the ${part.replace(/ern$/, '')} of ${region}` : region;
}

/** "Europe, the north-west of Africa and the north-east of Asia". */
export const seenList = (reach: EclipseReach): string => joinList(reach.seen.map(regionPhrase));

/** "Oceania or South America". */
export function notSeenList(reach: EclipseReach): string {
  const names = reach.notSeen;
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** "Dikson, Russia" (or "60 km from Dikson, Russia" when it is farther than 50 km). */
export function nearTownPhrase(town: NearTown): string {
  const name = `${town.name}, ${town.country}`;
  return town.km > 50 ? `${Math.round(town.km / 10) * 10} km from ${name}` : `near ${name}`;
}
