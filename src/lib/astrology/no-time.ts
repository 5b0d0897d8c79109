/**
 * What a chart without a birth time can still say (docs/birth-chart.md#no-birth-time): the
 * Moon's path over the birth day, the time of day each rising sign begins at the birthplace,
 * and the Moon's aspects with the range of orbs they can have over the day.
 */
import type { AspectFact, NoTimeFacts, PlanetName, RisingSignSpan } from './contract';
import { normalizeDegrees, round, signOfLongitude } from './angles';
import { ALL_ASPECTS, allowedOrb, aspectNature, IMPORTANCE } from './aspects';
import { clockOn, ingressDuring, type BirthDaySpan, type Ingress } from './birth-day';
import { astroTime, planetLongitude } from './ephemeris';
import { ascendant, houseFrame, type HouseFrame } from './houses';

/** Sidereal time advances 360.9856° a day (the Earth's turn relative to the stars). */
const SIDEREAL_DEGREES_PER_DAY = 360.98564736629;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const facts = (longitude: number) => {
  const { sign, degree } = signOfLongitude(longitude);
  return { longitude: round(longitude, 4), sign, degree: round(degree, 4) };
};

function clock(span: BirthDaySpan, at: Date, endOfDay = false): string {
  if (endOfDay) return '24:00';
  return clockOn(span, at);
}

function ingressFacts(span: BirthDaySpan, ingress: Ingress | undefined) {
  if (!ingress) return undefined;
  return { time: clock(span, ingress.at), utc: ingress.at.toISOString(), from: ingress.from, to: ingress.to };
}

/**
 * The rising sign through the birth day at a place: the Ascendant is found every 2 minutes
 * from the sidereal time (which runs at a fixed rate, so no ephemeris call is needed after the
 * first) and each change of sign is narrowed to the second by bisection.
 */
export function risingSignSpans(
  span: BirthDaySpan,
  place: { latitude: number; longitude: number },
  offset = 0,
): RisingSignSpan[] {
  const start = span.start.getTime();
  const end = span.end.getTime();
  const frame0: HouseFrame = houseFrame(astroTime(span.start), place.latitude, place.longitude);
  const signAt = (ms: number) =>
    Math.floor(
      normalizeDegrees(
        ascendant({ ...frame0, ramc: frame0.ramc + (SIDEREAL_DEGREES_PER_DAY * (ms - start)) / DAY_MS }) -
          offset,
      ) / 30,
    );
  const changes: number[] = [];
  let previous = signAt(start);
  for (let t = start + 2 * MINUTE_MS; ; t += 2 * MINUTE_MS) {
    const at = Math.min(t, end);
    const sign = signAt(at);
    if (sign !== previous) {
      let [low, high] = [at - 2 * MINUTE_MS, at];
      while (high - low > 1000) {
        const middle = (low + high) / 2;
        if (signAt(middle) === previous) low = middle;
        else high = middle;
      }
      changes.push(high);
      previous = sign;
    }
    if (at === end) break;
  }
  const bounds = [start, ...changes, end];
  return bounds.slice(0, -1).map((from, index) => {
    const to = bounds[index + 1]!;
    const isLast = index === bounds.length - 2;
    return {
      sign: signOfLongitude(signAt(from + 1) * 30).sign,
      from: clock(span, new Date(from)),
      to: clock(span, new Date(to), isLast),
      fromUtc: new Date(from).toISOString(),
      toUtc: new Date(to).toISOString(),
    };
  });
}

/** The Moon over the birth day, its change of sign, the Sun's, and the rising signs when the place is known. */
export function noTimeFacts(
  span: BirthDaySpan,
  longitudes: Readonly<Record<PlanetName, number>>,
  place?: { latitude: number; longitude: number },
  offset = 0,
): NoTimeFacts {
  const moonStart = normalizeDegrees(planetLongitude('Moon', astroTime(span.start)) - offset);
  const moonEnd = normalizeDegrees(planetLongitude('Moon', astroTime(span.end)) - offset);
  const moonIngress = ingressFacts(span, ingressDuring('Moon', span, longitudes.Moon, offset));
  const sunIngress = ingressFacts(span, ingressDuring('Sun', span, longitudes.Sun, offset));
  return {
    clock: span.place ? 'local time' : 'UTC',
    moon: { start: facts(moonStart), end: facts(moonEnd), ...(moonIngress ? { ingress: moonIngress } : {}) },
    ...(sunIngress ? { sunIngress } : {}),
    ...(place ? { risingSigns: risingSignSpans(span, place, offset) } : {}),
  };
}

/** `to` moved by whole turns to within 180° of `from`. */
function unwrap(from: number, to: number): number {
  return from + ((((to - from) % 360) + 540) % 360) - 180;
}

/** Longitudes at `samples + 1` even steps over the day, from a quadratic through three samples. */
function quadraticPath(start: number, middle: number, end: number, samples: number): number[] {
  const m = unwrap(start, middle);
  const e = unwrap(m, end);
  const path: number[] = [];
  for (let k = 0; k <= samples; k += 1) {
    const f = k / samples;
    // Lagrange through (0, start), (0.5, m), (1, e).
    path.push(start * 2 * (f - 0.5) * (f - 1) - m * 4 * f * (f - 1) + e * 2 * f * (f - 0.5));
  }
  return path;
}

const SAMPLES = 96;

/**
 * The Moon's aspects when the birth time is unknown: every aspect the Moon makes with another
 * point at some moment of the birth day, with the smallest and largest orb over the day. The
 * Moon moves 12–15° a day, so an aspect exact at noon may be out of orb by evening, and one out
 * of orb at noon may be exact at dawn. `noon` holds the chart's longitudes (read at noon) and
 * `speeds` the other points' daily motion; the Moon's own path comes from the day's ends.
 */
export function approximateMoonAspects(
  span: BirthDaySpan,
  noonMs: number,
  noon: Readonly<Record<string, number>>,
  speeds: Readonly<Record<string, number>>,
  offset = 0,
): AspectFact[] {
  const start = span.start.getTime();
  const end = span.end.getTime();
  const moonStart = planetLongitude('Moon', astroTime(span.start)) - offset;
  const moonEnd = planetLongitude('Moon', astroTime(span.end)) - offset;
  const moonNoon = noon.Moon!;
  const noonFraction = (noonMs - start) / (end - start);
  // The Moon's path is the same for every point and aspect: sampled once (the costly part).
  const moonPath = quadraticPath(moonStart, moonNoon, moonEnd, SAMPLES);
  const days = (end - start) / DAY_MS;
  const found: AspectFact[] = [];
  for (const [other, longitude] of Object.entries(noon)) {
    if (other === 'Moon') continue;
    const speed = speeds[other] ?? 0;
    const separations = moonPath.map((moon, k) => {
      const at = longitude + speed * (k / SAMPLES - noonFraction) * days;
      return Math.abs(((((moon - at) % 360) + 540) % 360) - 180);
    });
    let best: AspectFact | undefined;
    for (const aspect of ALL_ASPECTS) {
      const allowed = allowedOrb('Moon', other, aspect);
      if (allowed === 0) continue;
      const orbs: number[] = [];
      let crossed = false;
      let previous: number | undefined;
      let firstIn = -1;
      let lastIn = -1;
      for (let k = 0; k <= SAMPLES; k += 1) {
        const signed = separations[k]! - aspect.angle;
        if (previous !== undefined && Math.sign(signed) !== Math.sign(previous)) crossed = true;
        previous = signed;
        orbs.push(Math.abs(signed));
        if (Math.abs(signed) <= allowed) {
          if (firstIn < 0) firstIn = k;
          lastIn = k;
        }
      }
      const least = crossed ? 0 : Math.min(...orbs);
      if (least > allowed || firstIn < 0) continue;
      const at = (k: number) => new Date(start + ((end - start) * k) / SAMPLES);
      const noonOrb = Math.abs(Math.abs(((((moonNoon - longitude) % 360) + 540) % 360) - 180) - aspect.angle);
      const tightness = Math.max(0, 1 - noonOrb / allowed);
      const candidate: AspectFact = {
        from: 'Moon',
        to: other,
        aspect: aspect.name,
        orb: round(noonOrb, 2),
        weight: round(
          aspectNature('Moon', other, aspect.name) *
            tightness *
            (IMPORTANCE.Moon ?? 1) *
            (IMPORTANCE[other] ?? 0.4),
          3,
        ),
        approximate: true,
        orbRange: [round(least, 2), round(Math.max(...orbs), 2)],
        orbWindow: { from: clock(span, at(firstIn)), to: clock(span, at(lastIn), lastIn === SAMPLES) },
      };
      if (!best || candidate.orb < best.orb) best = candidate;
    }
    if (best) found.push(best);
  }
  return found;
}
