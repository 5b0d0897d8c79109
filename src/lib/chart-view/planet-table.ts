/**
 * The rows of a planet table: each planet, then the nodes, Lilith, Chiron and the Part of
 * Fortune when the chart has them, then the Ascendant and Midheaven when known.
 */
import type { ChartFacts } from '../astrology/contract';
import type { ZodiacSign } from '../astrology/zodiac';
import { houseOf } from '../astrology/house-systems';
import { formatDegree } from '../astrology/narrative/grammar';
import { pointLabel } from './format';
import { pointGlyph, signGlyph } from './glyphs';

export type MotionMark = 'retrograde' | 'stationary-retrograde' | 'stationary-direct' | '';

/** Points whose ℞ the table marks: bodies that turn now and then (the nodes nearly always run backwards). */
const RETROGRADE_MARKED: ReadonlySet<string> = new Set([
  'Chiron',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
  'True Lilith',
]);

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
  /** ℞ (retrograde), S (stationary, turning one way or the other), or nothing. */
  motion: MotionMark;
  /** The extra points (nodes, Lilith, Chiron, Fortune) are set apart from the planets. */
  kind: 'planet' | 'point' | 'angle';
}

export interface PlanetTable {
  rows: PlanetRow[];
  /** Whether the house column means anything (the birth time and place were known). */
  housesKnown: boolean;
}

export function planetTable(chart: ChartFacts): PlanetTable {
  const { houses } = chart;
  const housesKnown = Boolean(houses);
  const houseFor = (longitude: number) => (houses ? houseOf(longitude, houses) : undefined);
  const row = (
    point: string,
    kind: PlanetRow['kind'],
    position: { longitude: number; sign: ZodiacSign; degree: number },
    motion: MotionMark = '',
  ): PlanetRow => {
    const house = houseFor(position.longitude);
    return {
      point,
      label: pointLabel(point),
      // The angles' names say it all; their AC/MC abbreviations would only crowd a phone's row.
      glyph: kind === 'angle' ? '' : pointGlyph(point),
      sign: position.sign,
      signGlyph: signGlyph(position.sign),
      degree: formatDegree(position.degree),
      ...(house ? { house } : {}),
      retrograde: motion === 'retrograde',
      motion,
      kind,
    };
  };
  const rows: PlanetRow[] = chart.planets.map((planet) =>
    row(
      planet.planet,
      'planet',
      planet,
      planet.station ? `stationary-${planet.station}` : planet.retrograde ? 'retrograde' : '',
    ),
  );
  for (const point of chart.points ?? [])
    rows.push(
      row(
        point.point,
        'point',
        point,
        RETROGRADE_MARKED.has(point.point) && point.retrograde ? 'retrograde' : '',
      ),
    );
  if (chart.ascendant) rows.push(row('Ascendant', 'angle', chart.ascendant));
  if (chart.mc) rows.push(row('MC', 'angle', chart.mc));
  return { rows, housesKnown };
}
