/** Sign ingresses: a body's longitude passing a multiple of 30°. */
import { ZODIAC_SIGNS } from '../zodiac';
import { searchAngle } from './crossings';
import { stepFor } from './grids';
import { idDate, momentOf } from './moments';
import { longitudeAt, positionAt, sampledLongitude } from './positions';
import type { IngressEvent, SkyBody } from './types';

const SIGN_BOUNDARIES = ZODIAC_SIGNS.map((_, index) => index * 30);

/** Every sign ingress of one body with from ≤ time < to (ms). */
export function bodyIngresses(body: SkyBody, from: number, to: number): IngressEvent[] {
  const { crossings } = searchAngle((ms) => longitudeAt(body, ms), from, to, SIGN_BOUNDARIES, {
    stepMs: stepFor(body),
    sampled: (ms) => sampledLongitude(body, ms),
    turns: body !== 'Sun' && body !== 'Moon',
  });
  return crossings.map(({ time, target, rising }) => {
    const boundary = target / 30;
    const sign = ZODIAC_SIGNS[rising ? boundary : (boundary + 11) % 12]!;
    const fromSign = ZODIAC_SIGNS[rising ? (boundary + 11) % 12 : boundary]!;
    const moment = momentOf(time);
    // At the crossing the body stands on the boundary: just inside the sign it enters.
    const position = positionAt(body, time, rising ? target : (target + 360 - 1e-9) % 360);
    return {
      ...moment,
      id: `ingress-${body}-${sign}-${idDate(moment.time)}`.toLowerCase(),
      kind: 'ingress',
      positions: [position],
      body,
      sign,
      fromSign,
      longitude: target,
      retrograde: !rising,
    } satisfies IngressEvent;
  });
}
