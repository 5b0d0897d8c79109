/**
 * The void-of-course Moon (docs/sky-events.md#the-void-of-course-moon): from the Moon's last
 * exact major aspect (conjunction, sextile, square, trine, opposition) to the Sun, Mercury,
 * Venus, Mars, Jupiter, Saturn, Uranus, Neptune or Pluto before it leaves a sign, until it
 * enters the next sign. When the Moon makes no such aspect in a sign, it is void from its
 * ingress into that sign.
 */
import { PLANET_NAMES } from '../contract';
import type { ExactAspect } from './aspects';
import { DAY_MS, idDate, momentOf } from './moments';
import { positionAt } from './positions';
import type { IngressEvent, SkyBody, VoidOfCourseEvent } from './types';

/** The planets whose aspects to the Moon end a void: all of them, Sun through Pluto. */
export const VOID_OF_COURSE_PLANETS: readonly SkyBody[] = PLANET_NAMES.filter((planet) => planet !== 'Moon');

/** How far before a span the Moon's ingresses and aspects must be known (a sign takes at most 2.8 days). */
export const VOID_LOOKBACK_MS = 6 * DAY_MS;
/** How far after: the ingress that ends a void begun inside the span. */
export const VOID_LOOKAHEAD_MS = 3 * DAY_MS;

/**
 * The void periods overlapping [from, to), given the Moon's ingresses from at least
 * VOID_LOOKBACK_MS before `from` to VOID_LOOKAHEAD_MS after `to`, and its exact aspects to the
 * VOID_OF_COURSE_PLANETS over the same time.
 */
export function voidOfCourseEvents(
  moonIngresses: readonly IngressEvent[],
  moonAspects: readonly ExactAspect[],
  from: number,
  to: number,
): VoidOfCourseEvent[] {
  const aspects = moonAspects
    .filter((aspect) => aspect.bodies.some((body) => VOID_OF_COURSE_PLANETS.includes(body)))
    .sort((a, b) => a.time - b.time);
  const events: VoidOfCourseEvent[] = [];
  for (let k = 1; k < moonIngresses.length; k += 1) {
    const entered = moonIngresses[k - 1]!;
    const leaves = moonIngresses[k]!;
    if (leaves.time <= from || entered.time >= to) continue;
    const last = aspects.filter((aspect) => aspect.time < leaves.time).at(-1);
    if (!last) continue; // not enough history before the span to know when it began
    const start = Math.max(last.time, entered.time);
    if (start >= to) continue;
    const moment = momentOf(start);
    const other = last.bodies[0] === 'Moon' ? last.bodies[1] : last.bodies[0];
    events.push({
      ...moment,
      id: `void-of-course-moon-${leaves.sign}-${idDate(leaves.time)}`.toLowerCase(),
      kind: 'void-of-course',
      positions: [positionAt('Moon', start)],
      sign: entered.sign,
      nextSign: leaves.sign,
      end: { time: leaves.time, utc: leaves.utc },
      lastAspect: { ...momentOf(last.time), body: other, aspect: last.aspect },
    });
  }
  return events;
}
