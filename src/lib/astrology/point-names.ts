/** How chart points are named in text (no ephemeris here: the browser loads this). */
import type { ChartPointName } from './contract';
import { capitalize } from './narrative/grammar';

/** How a chart point is named in a sentence: "the Sun", "the Moon", "the Ascendant", but "Venus". */
export function pointInSentence(point: string): string {
  return point === 'Sun' || point === 'Moon' || point === 'Ascendant' || point === 'MC'
    ? `the ${point}`
    : point;
}

/** The same at the start of a sentence: "The Moon", "Venus". */
export function pointOpeningSentence(point: string): string {
  return capitalize(pointInSentence(point));
}

/**
 * How the chart's extra points are named on the page and in the answer, so a reader knows
 * which node and which Lilith it is (docs/birth-chart.md#points).
 */
export const POINT_LABELS: Record<ChartPointName, string> = {
  'North Node': 'North Node (true)',
  'South Node': 'South Node (true)',
  'Mean North Node': 'North Node (mean)',
  'Mean South Node': 'South Node (mean)',
  Lilith: 'Black Moon Lilith (mean)',
  'True Lilith': 'Black Moon Lilith (true)',
  Chiron: 'Chiron',
  Ceres: 'Ceres',
  Pallas: 'Pallas',
  Juno: 'Juno',
  Vesta: 'Vesta',
  'Part of Fortune': 'Part of Fortune',
  Vertex: 'Vertex',
  'Anti-Vertex': 'Anti-Vertex',
};
