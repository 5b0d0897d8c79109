/**
 * The saros series of an eclipse (docs/sky-pages.md#eclipses), from its lunation number alone.
 *
 * Eclipses repeat after a saros (223 synodic months) within one series, and an inex (358 months)
 * after an eclipse comes one of the next series. Any two eclipses of the same kind are therefore
 * 223·a + 358·b months apart, and b is how far apart their series are. As 223 and 358 share no
 * factor, b is fixed modulo 223 by the months between them; the series in use at any one time
 * span fewer than 223 numbers, so the b nearest zero is the one. Counted from one eclipse whose
 * series is known (NASA's catalogue), each kind has its own reference.
 */

/** The mean synodic month in days (Meeus, Astronomical Algorithms, ch. 49). */
export const SYNODIC_MONTH_DAYS = 29.530588861;
const SAROS_MONTHS = 223;
const INEX_MONTHS = 358;
const DAY_MS = 86_400_000;

/**
 * One eclipse of each kind and its series, from NASA's Five Millennium Catalogs (Espenak): the
 * total solar eclipse of 2024 April 8 is saros 139; the total lunar eclipse of 2025 March 14 is
 * saros 123. Times are greatest eclipse, UT.
 */
const REFERENCE = {
  solar: { time: Date.parse('2024-04-08T18:17:00Z'), saros: 139 },
  lunar: { time: Date.parse('2025-03-14T06:59:00Z'), saros: 123 },
} as const;

/** The b of 358·b ≡ months (mod 223) nearest zero. */
function inexSteps(months: number): number {
  const residue = ((months % SAROS_MONTHS) + SAROS_MONTHS) % SAROS_MONTHS;
  for (let b = 0; b < SAROS_MONTHS; b += 1) {
    if ((((INEX_MONTHS * b) % SAROS_MONTHS) + SAROS_MONTHS) % SAROS_MONTHS === residue)
      return b > SAROS_MONTHS / 2 ? b - SAROS_MONTHS : b;
  }
  throw new Error('unreachable: 358 is invertible modulo 223');
}

/** The saros series number of a solar or lunar eclipse at greatest eclipse `time` (ms). */
export function sarosNumber(eclipse: 'solar' | 'lunar', time: number): number {
  const reference = REFERENCE[eclipse];
  const months = Math.round((time - reference.time) / DAY_MS / SYNODIC_MONTH_DAYS);
  return reference.saros + inexSteps(months);
}
