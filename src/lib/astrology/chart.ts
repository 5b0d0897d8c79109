/** A natal chart: the ten planets, and the angles and Placidus houses when time and place are known. */
import type { ChartFacts, PlanetName } from './contract';
import { round, signOfLongitude } from './angles';
import { astroTime, isRetrograde, planetLongitude, PLANETS } from './ephemeris';
import { ascendant, houseFrame, houseOf, midheaven, placidusCusps } from './houses';

export interface ChartInput {
  utc: Date;
  /** Present only when both the birth time and the birth place are known. */
  location?: { latitude: number; longitude: number };
}

/** Full-precision chart used by the engine; `toChartFacts` rounds it for the wire. */
export interface NatalChart {
  longitudes: Record<PlanetName, number>;
  retrograde: Record<PlanetName, boolean>;
  ascendant?: number;
  mc?: number;
  houses?: number[];
}

export function computeChart({ utc, location }: ChartInput): NatalChart {
  const time = astroTime(utc);
  const longitudes = {} as Record<PlanetName, number>;
  const retrograde = {} as Record<PlanetName, boolean>;
  for (const planet of PLANETS) {
    longitudes[planet] = planetLongitude(planet, time);
    retrograde[planet] = isRetrograde(planet, time, longitudes[planet]);
  }
  if (!location) return { longitudes, retrograde };
  const frame = houseFrame(time, location.latitude, location.longitude);
  const houses = placidusCusps(frame);
  return {
    longitudes,
    retrograde,
    ascendant: ascendant(frame),
    mc: midheaven(frame),
    ...(houses ? { houses } : {}),
  };
}

function pointFacts(longitude: number) {
  const { sign, degree } = signOfLongitude(longitude);
  return { longitude: round(longitude, 4), sign, degree: round(degree, 4) };
}

/** The chart as the API answers it: longitudes and degrees to 4 decimals (about 0.4"). */
export function toChartFacts(chart: NatalChart): ChartFacts {
  const { houses } = chart;
  return {
    planets: PLANETS.map((planet) => ({
      planet,
      ...pointFacts(chart.longitudes[planet]),
      retrograde: chart.retrograde[planet],
      ...(houses ? { house: houseOf(chart.longitudes[planet], houses) } : {}),
    })),
    ...(chart.ascendant !== undefined ? { ascendant: pointFacts(chart.ascendant) } : {}),
    ...(chart.mc !== undefined ? { mc: pointFacts(chart.mc) } : {}),
    ...(chart.houses ? { houses: chart.houses.map((cusp) => round(cusp, 4)) } : {}),
  };
}
