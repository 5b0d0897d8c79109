/**
 * The sidereal zodiac (docs/birth-chart.md#sidereal-zodiac): longitudes counted from a point
 * fixed among the stars instead of the moving March equinox. The gap between the two zodiacs,
 * the ayanamsa, grows with the precession of the equinoxes; each school fixes it at one moment,
 * with the values the Swiss Ephemeris uses (its ayanamsa table in sweph.h, described in its
 * documentation's chapter on the ayanamshas), and carries it to any other by the general precession in
 * longitude (IAU 2006, Capitaine et al. 2003). The ayanamsa so found is measured from the mean
 * equinox; the tropical places here are of the true equinox of date, so the nutation in longitude
 * is taken off with it.
 */
import { e_tilt, type AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angles';
import type { Ayanamsa } from './chart-options';

/** Each ayanamsa's value (degrees) at its epoch (Julian Day, TT). */
const EPOCHS: Record<Ayanamsa, { jd: number; degrees: number }> = {
  // Lahiri: 23°15′00.658″ (the Indian Astronomical Ephemeris' value, as the Swiss Ephemeris
  // applies it at JD 2435553.5 with its own correction of −0.004658035°).
  lahiri: { jd: 2435553.5, degrees: 23.250182778 - 0.004658035 },
  // Fagan and Bradley: 24°02′31.36″ at the start of 1950.
  'fagan-bradley': { jd: 2433282.42346, degrees: 24.042044444 },
  // Krishnamurti and Raman: their values for 1900 (JD 2415020.0).
  krishnamurti: { jd: 2415020, degrees: 360 - 337.636111 },
  raman: { jd: 2415020, degrees: 360 - 338.98556 },
};

const J2000 = 2451545;

/** The general precession in longitude since J2000, degrees (IAU 2006, p_A). */
function precessionSinceJ2000(jd: number): number {
  const t = (jd - J2000) / 36525;
  return (5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3) / 3600;
}

/** The ayanamsa of the mean equinox of date, degrees. */
export function meanAyanamsa(ayanamsa: Ayanamsa, time: AstroTime): number {
  const epoch = EPOCHS[ayanamsa];
  return epoch.degrees + precessionSinceJ2000(J2000 + time.tt) - precessionSinceJ2000(epoch.jd);
}

/** What is subtracted from a tropical longitude of the true equinox of date: the ayanamsa plus the nutation. */
export function trueAyanamsa(ayanamsa: Ayanamsa, time: AstroTime): number {
  return meanAyanamsa(ayanamsa, time) + e_tilt(time).dpsi / 3600;
}

/** A tropical longitude in the sidereal zodiac whose offset is `offset` (trueAyanamsa). */
export function toSidereal(longitude: number, offset: number): number {
  return normalizeDegrees(longitude - offset);
}
