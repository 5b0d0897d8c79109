/**
 * Exact major aspects between two bodies, and the lunations (the Moon's aspects to the Sun).
 * A pair's angle is the second body's longitude minus the first's; the eight targets are the
 * five aspects on either side (0°, 60°, 90°, 120°, 180°, 240°, 270°, 300°).
 */
import type { MajorAspectName } from '../contract';
import { searchAngle, type Crossing } from './crossings';
import { stepFor } from './grids';
import { idDate, momentOf } from './moments';
import { longitudeAt, positionAt, sampledLongitude, SKY_BODIES } from './positions';
import type { AspectEvent, LunationEvent, LunationPhase, SkyBody } from './types';

const ASPECT_TARGETS = [0, 60, 90, 120, 180, 240, 270, 300];

const ASPECT_BY_ANGLE: Record<number, MajorAspectName> = {
  0: 'conjunction',
  60: 'sextile',
  90: 'square',
  120: 'trine',
  180: 'opposition',
};

/** An exact aspect as the search finds it, before it is dressed as an event. */
export interface ExactAspect {
  time: number;
  bodies: [SkyBody, SkyBody];
  aspect: MajorAspectName;
  angle: number;
  /** The second body's longitude minus the first's at that instant, in [0, 360). */
  elongation: number;
}

/** The two bodies in event order (Sun, Moon, Mercury … Pluto). */
export function inEventOrder(a: SkyBody, b: SkyBody): [SkyBody, SkyBody] {
  return SKY_BODIES.indexOf(a) <= SKY_BODIES.indexOf(b) ? [a, b] : [b, a];
}

/** Every exact major aspect between two bodies with from ≤ time < to (ms). */
export function pairAspects(one: SkyBody, other: SkyBody, from: number, to: number): ExactAspect[] {
  const [first, second] = inEventOrder(one, other);
  const angle = (read: (body: SkyBody, ms: number) => number) => (ms: number) =>
    read(second, ms) - read(first, ms);
  const { crossings } = searchAngle(angle(longitudeAt), from, to, ASPECT_TARGETS, {
    stepMs: stepFor(first, second),
    sampled: angle(sampledLongitude),
    // The Moon outruns every planet, so its angle to one never turns round.
    turns: first !== 'Moon' && second !== 'Moon',
    turnPrecisionMs: 60_000,
  });
  return crossings.map((crossing: Crossing) => {
    const aspectAngle = Math.min(crossing.target, 360 - crossing.target);
    return {
      time: crossing.time,
      bodies: [first, second],
      aspect: ASPECT_BY_ANGLE[aspectAngle]!,
      angle: aspectAngle,
      elongation: crossing.target,
    };
  });
}

/** An exact aspect as a calendar event. */
export function aspectEvent(exact: ExactAspect): AspectEvent {
  const moment = momentOf(exact.time);
  const [first, second] = exact.bodies;
  return {
    ...moment,
    id: `aspect-${first}-${exact.aspect}-${second}-${idDate(moment.time)}`.toLowerCase(),
    kind: 'aspect',
    positions: [positionAt(first, exact.time), positionAt(second, exact.time)],
    bodies: exact.bodies,
    aspect: exact.aspect,
    angle: exact.angle,
  };
}

const PHASE_BY_ELONGATION: Record<number, LunationPhase> = {
  0: 'new',
  90: 'first-quarter',
  180: 'full',
  270: 'last-quarter',
};

/** The Moon's aspects to the Sun that are lunations (the Moon 0°, 90°, 180°, 270° ahead). */
export function isLunation(exact: ExactAspect): boolean {
  return exact.bodies[0] === 'Sun' && exact.bodies[1] === 'Moon' && exact.elongation in PHASE_BY_ELONGATION;
}

/** A Sun–Moon aspect that is a lunation, as a calendar event. */
export function lunationEvent(exact: ExactAspect): LunationEvent {
  const moment = momentOf(exact.time);
  const phase = PHASE_BY_ELONGATION[exact.elongation]!;
  const moon = positionAt('Moon', exact.time);
  return {
    ...moment,
    id: `lunation-${phase}-${idDate(moment.time)}`,
    kind: 'lunation',
    positions: [moon, positionAt('Sun', exact.time)],
    phase,
    longitude: moon.longitude,
    sign: moon.sign,
    degree: moon.degree,
  };
}
