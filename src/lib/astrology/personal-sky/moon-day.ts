/** The Moon's sign through the reader's day, and when it changes sign (docs/personal-sky.md#the-reading). */
import { signOfLongitude } from '../angles';
import { searchAngle } from '../sky/crossings';
import { NODE_EPOCH_MS } from '../transits';
import type { ZodiacSign } from '../zodiac';
import { DAY_STEP_MS, dayLongitude } from './tracks';

export interface MoonDay {
  /** The sign at the start of the day. */
  sign: ZodiacSign;
  /** When it enters the next sign during the day (ms), and which. */
  change?: { time: number; sign: ZodiacSign };
}

const SIGN_EDGES = Array.from({ length: 12 }, (_, index) => index * 30);

export function moonDay(dayStart: number, dayEnd: number): MoonDay {
  const lon = dayLongitude('Moon');
  const { sign } = signOfLongitude(lon(dayStart));
  const { crossings } = searchAngle(lon, dayStart, dayEnd, SIGN_EDGES, {
    stepMs: DAY_STEP_MS,
    gridOriginMs: NODE_EPOCH_MS,
    sampled: lon,
    turns: false,
  });
  const ingress = crossings.find((crossing) => crossing.time > dayStart);
  if (!ingress) return { sign };
  return { sign, change: { time: ingress.time, sign: signOfLongitude(ingress.target + 0.5).sign } };
}
