/**
 * When does a moving longitude reach a target? The one root-finder of the predictive charts:
 * the progressed Moon's changes of sign and phase, the solar and lunar returns. Each body here
 * moves forward only (the Sun, the Moon, the Moon's distance from the Sun), so the secant
 * method from a close first guess converges on the nearest passage in a handful of steps.
 */
import { wrap180 } from '../sky/positions';

const DAY_MS = 86_400_000;
/** Stop once a step moves the estimate by less than this (ms): far finer than the 1 s we print. */
const PRECISION_MS = 50;
const MAX_STEPS = 30;

/**
 * The instant near `guessMs` when `read` (a longitude in degrees at an instant in ms) equals
 * `target`. `speed` is the body's usual motion in degrees per day: it sets the second point of
 * the secant, and the first guess should be within a few days of the answer.
 */
export function timeOfLongitude(
  read: (ms: number) => number,
  target: number,
  guessMs: number,
  speed: number,
): number {
  const offset = (ms: number) => wrap180(read(ms) - target);
  let t0 = guessMs;
  let f0 = offset(t0);
  let t1 = t0 - (f0 / speed) * DAY_MS;
  let f1 = offset(t1);
  for (let step = 0; step < MAX_STEPS && Math.abs(t1 - t0) > PRECISION_MS; step += 1) {
    // A flat secant (no progress) would divide by zero: fall back on the usual speed.
    const slope = f1 !== f0 ? (f1 - f0) / (t1 - t0) : speed / DAY_MS;
    const next = t1 - f1 / slope;
    [t0, f0] = [t1, f1];
    t1 = next;
    f1 = offset(t1);
  }
  return t1;
}
