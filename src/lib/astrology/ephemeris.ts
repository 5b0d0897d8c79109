/**
 * Planet positions from astronomy-engine: tropical, geocentric, apparent ecliptic longitudes
 * of date (light time, aberration and nutation applied), the frame the Swiss Ephemeris uses
 * for astrology by default. Jupiter to Neptune are placed by the fuller VSOP87 series of
 * outer-planets.ts and seen from the Earth as astronomy-engine sees its own.
 */
import {
  AstroTime,
  Body,
  C_AUDAY,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  HelioState,
  HelioVector,
  MassProduct,
  SunPosition,
  Vector,
  type StateVector,
} from 'astronomy-engine';
import { PLANET_NAMES, type PlanetName } from './contract';
import { normalizeDegrees } from './angles';
import { VSOP_PLANETS, vsopState, type HelioState as VsopState, type VsopPlanet } from './outer-planets';

export const PLANETS: readonly PlanetName[] = PLANET_NAMES;

const BODIES: Record<PlanetName, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

/**
 * Pluto is the costliest body in astronomy-engine: each heliocentric position runs its gravity
 * model for the four giant planets, and the light-time loop of GeoVector asks for three or four
 * of them, so one Pluto cost as much as the other eight planets together. Over a day Pluto's
 * heliocentric path is a Kepler arc to within 1e-8 AU (under 0.001″ at its distance), so one
 * state vector, kept while it serves, gives every position within a day of it: a chart's three
 * samples (−12 h, now, +12 h) and their light-time iterations cost one gravity-model call.
 * tests/unit/astrology/ephemeris.test.ts holds it to astronomy-engine's own Pluto.
 */
const PLUTO_STATE_REACH_DAYS = 1;
const SUN_GM = MassProduct(Body.Sun);
let plutoState: StateVector | undefined;

function plutoHeliocentric(time: AstroTime): Vector {
  if (!plutoState || Math.abs(time.tt - plutoState.t.tt) > PLUTO_STATE_REACH_DAYS)
    plutoState = HelioState(Body.Pluto, time);
  const { x, y, z, vx, vy, vz } = plutoState;
  const dt = time.tt - plutoState.t.tt;
  // Position, velocity and the Sun's pull (−GM r/|r|³) over dt.
  const pull = (-SUN_GM / Math.hypot(x, y, z) ** 3) * ((dt * dt) / 2);
  return new Vector(x + vx * dt + pull * x, y + vy * dt + pull * y, z + vz * dt + pull * z, time);
}

/**
 * A planet seen from the Earth exactly as astronomy-engine's GeoVector(body, time, true) sees it
 * (its BackdatePosition: light time solved to 1e-9 day, the Earth taken at the same backdated
 * moment for the aberration), with the planet's heliocentric place from `heliocentric`.
 */
function backdatedGeoVector(heliocentric: (time: AstroTime) => Vector, time: AstroTime, body: Body): Vector {
  let emitted = time;
  for (let iteration = 0; iteration < 10; iteration += 1) {
    const planet = heliocentric(emitted);
    const earth = HelioVector(Body.Earth, emitted);
    const vector = new Vector(planet.x - earth.x, planet.y - earth.y, planet.z - earth.z, time);
    const next = time.AddDays(-vector.Length() / C_AUDAY);
    if (Math.abs(next.tt - emitted.tt) < 1e-9) return vector;
    emitted = next;
  }
  return GeoVector(body, time, true);
}

/**
 * Jupiter to Neptune from the fuller VSOP87 series (outer-planets.ts), each from a state kept
 * while it serves, as Pluto's: over a day a giant planet's path is a Kepler arc to within
 * 1e-9 AU, so a chart's three samples and their light-time iterations cost one series pass.
 */
const vsopStates = new Map<VsopPlanet, VsopState>();

function vsopHeliocentric(planet: VsopPlanet, time: AstroTime): Vector {
  let state = vsopStates.get(planet);
  if (!state || Math.abs(time.tt - state.tt) > PLUTO_STATE_REACH_DAYS) {
    state = vsopState(planet, time.tt);
    vsopStates.set(planet, state);
  }
  const [x, y, z] = state.position;
  const [vx, vy, vz] = state.velocity;
  const dt = time.tt - state.tt;
  const pull = (-SUN_GM / Math.hypot(x, y, z) ** 3) * ((dt * dt) / 2);
  return new Vector(x + vx * dt + pull * x, y + vy * dt + pull * y, z + vz * dt + pull * z, time);
}

const isVsopPlanet = (planet: PlanetName): planet is VsopPlanet =>
  (VSOP_PLANETS as readonly string[]).includes(planet);

/** Apparent geocentric vector of a planet (not the Sun or Moon), of date via `Ecliptic`. */
function geoVector(planet: PlanetName, time: AstroTime): Vector {
  if (planet === 'Pluto') return backdatedGeoVector(plutoHeliocentric, time, Body.Pluto);
  if (isVsopPlanet(planet))
    return backdatedGeoVector((at) => vsopHeliocentric(planet, at), time, BODIES[planet]);
  return GeoVector(BODIES[planet], time, true);
}

/** Apparent ecliptic longitude of date of one body at a moment, in degrees [0, 360). */
export function planetLongitude(planet: PlanetName, time: AstroTime): number {
  if (planet === 'Sun') return normalizeDegrees(SunPosition(time).elon);
  if (planet === 'Moon') return normalizeDegrees(EclipticGeoMoon(time).lon);
  return normalizeDegrees(Ecliptic(geoVector(planet, time)).elon);
}

/**
 * The apparent ecliptic direction of a planet (not the Sun or Moon) as a vector of date, from
 * which `planetLongitude` takes its angle. Unlike the angle it is smooth across 0°/360°, so
 * searches interpolate it (transits.ts).
 */
export function planetEclipticVector(
  planet: Exclude<PlanetName, 'Sun' | 'Moon'>,
  time: AstroTime,
): { x: number; y: number } {
  const { vec } = Ecliptic(geoVector(planet, time));
  return { x: vec.x, y: vec.y };
}

/** An AstroTime for a UTC instant. */
export function astroTime(utc: Date): AstroTime {
  return new AstroTime(utc);
}
