/** The rows of a planet table: each planet, then the Ascendant and Midheaven when known. */
import type { ChartFacts } from '../astrology/contract';
import type { ZodiacSign } from '../astrology/zodiac';
import { formatDegree } from '../astrology/narrative/grammar';
import { pointLabel } from './format';
import { pointGlyph, signGlyph } from './glyphs';

export interface PlanetRow {
  point: string;
  label: string;
  glyph: string;
  sign: ZodiacSign;
  signGlyph: string;
  /** "12°34′" within the sign. */
  degree: string;
  house?: number;
  retrograde: boolean;
}

export interface PlanetTable {
  rows: PlanetRow[];
  /** Whether the house column means anything (the birth time and place were known). */
  housesKnown: boolean;
}

export function planetTable(chart: ChartFacts): PlanetTable {
  const housesKnown = Boolean(chart.houses);
  const row = (
    point: string,
    sign: ZodiacSign,
    degree: number,
    house: number | undefined,
    retrograde = false,
  ) => ({
    point,
    label: pointLabel(point),
    // The angles' names say it all; their AC/MC abbreviations would only crowd a phone's row.
    glyph: point === 'Ascendant' || point === 'MC' ? '' : pointGlyph(point),
    sign,
    signGlyph: signGlyph(sign),
    degree: formatDegree(degree),
    ...(house ? { house } : {}),
    retrograde,
  });
  const rows: PlanetRow[] = chart.planets.map((planet) =>
    row(planet.planet, planet.sign, planet.degree, planet.house, planet.retrograde),
  );
  // The Ascendant opens the 1st house and the Midheaven the 10th in Placidus.
  if (chart.ascendant)
    rows.push(row('Ascendant', chart.ascendant.sign, chart.ascendant.degree, housesKnown ? 1 : undefined));
  if (chart.mc) rows.push(row('MC', chart.mc.sign, chart.mc.degree, housesKnown ? 10 : undefined));
  return { rows, housesKnown };
}
