/**
 * Contacts between a predictive chart and the natal chart (docs/predictive.md#contacts): the
 * five major aspects from each natal point to each point of the other chart, within the
 * technique's orb: 1° for progressions and solar arcs (they move a degree a year or less, so a
 * degree is a year or two), 2° for transits and returns. Strongest first, weighed as the birth
 * chart weighs its own aspects (aspects.ts), applying or separating by the other chart's motion.
 */
import { ASPECTS, aspectMotion, aspectNature, fullChartPoints, IMPORTANCE, isOutOfSign } from '../aspects';
import { round, separation } from '../angles';
import type { NatalChart } from '../chart';
import type { AspectFact } from '../contract';

import { PREDICTIVE_ORB } from './orbs';

export { PREDICTIVE_ORB };

/** The progressed points that move a degree or less in a lifetime: on their own natal place for good. */
export const SLOW_PROGRESSED: ReadonlySet<string> = new Set([
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'North Node',
  'Lilith',
]);

/**
 * Every major aspect within `orb` from a natal point (`from`) to a point of `other` (`to`).
 * `speeds` are the other chart's degrees per day (the directed points all move forward alike);
 * `skipSelf` names points whose contact with their own natal place says nothing: a solar
 * return's Sun is always on the natal Sun, and a progressed Saturn barely leaves its own.
 */
export function contactsToNatal(
  natal: NatalChart,
  other: NatalChart,
  orb: number,
  options: { speeds?: Readonly<Record<string, number>>; skipSelf?: ReadonlySet<string> } = {},
): AspectFact[] {
  const natalPoints = fullChartPoints(natal);
  const otherPoints = fullChartPoints(other);
  const found: AspectFact[] = [];
  for (const [a, lonA] of natalPoints) {
    for (const [b, lonB] of otherPoints) {
      if (a === b && options.skipSelf?.has(a)) continue;
      const distance = separation(lonA, lonB);
      for (const aspect of ASPECTS) {
        const off = Math.abs(distance - aspect.angle);
        if (off > orb) continue;
        const weight =
          aspectNature(a, b, aspect.name) * (1 - off / orb) * (IMPORTANCE[a] ?? 0.4) * (IMPORTANCE[b] ?? 0.4);
        const speed = options.speeds?.[b];
        found.push({
          from: a,
          to: b,
          aspect: aspect.name,
          orb: round(off, 2),
          weight: round(weight, 3),
          ...(speed !== undefined ? { motion: aspectMotion(aspect.name, lonA, 0, lonB, speed) } : {}),
          ...(isOutOfSign(aspect.name, lonA, lonB) ? { outOfSign: true as const } : {}),
        });
      }
    }
  }
  return found.sort(
    (x, y) =>
      Math.abs(y.weight) - Math.abs(x.weight) ||
      x.orb - y.orb ||
      x.from.localeCompare(y.from) ||
      x.to.localeCompare(y.to),
  );
}
