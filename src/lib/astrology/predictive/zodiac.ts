/**
 * The predictive charts follow the birth chart's zodiac (docs/predictive.md#zodiac-and-points):
 * a sidereal chart's returns, progressed Moon and solar arc are read from sidereal places, whose
 * ayanamsa is that of each moment (the precession moves it 50″ a year).
 */
import { astroTime, planetLongitude } from '../ephemeris';
import type { Ayanamsa } from '../chart-options';
import type { PlanetName } from '../contract';
import { toSidereal, trueAyanamsa } from '../sidereal';

/** A body's apparent longitude at an instant (ms): tropical, or in the sidereal zodiac of `sidereal`. */
export function longitudeAt(body: PlanetName, ms: number, sidereal?: Ayanamsa): number {
  const time = astroTime(new Date(ms));
  const tropical = planetLongitude(body, time);
  return sidereal ? toSidereal(tropical, trueAyanamsa(sidereal, time)) : tropical;
}
