/**
 * The choices a visitor makes about how a birth chart is drawn, besides the house system
 * (house-systems.ts): the zodiac and its ayanamsa, and which of the extra points are shown
 * (docs/birth-chart.md#chart-options). No ephemeris here: the form, the share link and the
 * request schema load it. It names the chart points as strings (contract.ts's CHART_POINTS, which
 * imports this file's types): tests/unit/astrology/chart-options.test.ts holds the two lists together.
 */
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from './house-systems';

export const ZODIACS = ['tropical', 'sidereal'] as const;
export type Zodiac = (typeof ZODIACS)[number];
export const DEFAULT_ZODIAC: Zodiac = 'tropical';

export const AYANAMSAS = ['lahiri', 'fagan-bradley', 'krishnamurti', 'raman'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
export const DEFAULT_AYANAMSA: Ayanamsa = 'lahiri';

/** How each ayanamsa is named to a reader. */
export const AYANAMSA_NAMES: Record<Ayanamsa, string> = {
  lahiri: 'Lahiri',
  'fagan-bradley': 'Fagan–Bradley',
  krishnamurti: 'Krishnamurti',
  raman: 'Raman',
};

/**
 * The extra points a visitor can show or hide, one switch each (the South Node goes with the
 * North, the Anti-Vertex with the Vertex).
 */
export const POINT_CHOICES = [
  'nodes',
  'mean-nodes',
  'lilith',
  'true-lilith',
  'chiron',
  'ceres',
  'pallas',
  'juno',
  'vesta',
  'fortune',
  'vertex',
] as const;
export type PointChoice = (typeof POINT_CHOICES)[number];

/** The chart points each switch shows. */
export const POINTS_OF_CHOICE: Record<PointChoice, readonly string[]> = {
  nodes: ['North Node', 'South Node'],
  'mean-nodes': ['Mean North Node', 'Mean South Node'],
  lilith: ['Lilith'],
  'true-lilith': ['True Lilith'],
  chiron: ['Chiron'],
  ceres: ['Ceres'],
  pallas: ['Pallas'],
  juno: ['Juno'],
  vesta: ['Vesta'],
  fortune: ['Part of Fortune'],
  vertex: ['Vertex', 'Anti-Vertex'],
};

/** How each switch is labelled. */
export const POINT_CHOICE_NAMES: Record<PointChoice, string> = {
  nodes: 'True nodes',
  'mean-nodes': 'Mean nodes',
  lilith: 'Black Moon Lilith (mean)',
  'true-lilith': 'Black Moon Lilith (true)',
  chiron: 'Chiron',
  ceres: 'Ceres',
  pallas: 'Pallas',
  juno: 'Juno',
  vesta: 'Vesta',
  fortune: 'Part of Fortune',
  vertex: 'Vertex and Anti-Vertex',
};

/** Shown unless the visitor hides them: the points every chart showed before the choice existed. */
export const DEFAULT_POINT_CHOICES: readonly PointChoice[] = [
  'nodes',
  'mean-nodes',
  'lilith',
  'chiron',
  'fortune',
];

/** Everything about a chart's drawing the visitor chose, other than the birth data. */
export interface ChartChoices {
  houseSystem: HouseSystem;
  zodiac: Zodiac;
  /** Used only in the sidereal zodiac. */
  ayanamsa: Ayanamsa;
  points: readonly PointChoice[];
}

export const DEFAULT_CHART_CHOICES: ChartChoices = {
  houseSystem: DEFAULT_HOUSE_SYSTEM,
  zodiac: DEFAULT_ZODIAC,
  ayanamsa: DEFAULT_AYANAMSA,
  points: DEFAULT_POINT_CHOICES,
};

/** The choices as POST /api/birth-chart takes them: the ayanamsa only with the sidereal zodiac. */
export function choicesForRequest(choices: ChartChoices): {
  houseSystem: HouseSystem;
  zodiac: Zodiac;
  ayanamsa?: Ayanamsa;
  points: PointChoice[];
} {
  return {
    houseSystem: choices.houseSystem,
    zodiac: choices.zodiac,
    ...(choices.zodiac === 'sidereal' ? { ayanamsa: choices.ayanamsa } : {}),
    points: orderedChoices(choices.points),
  };
}

/** The chart points the chosen switches show. */
export function visiblePoints(choices: readonly PointChoice[]): Set<string> {
  return new Set(choices.flatMap((choice) => POINTS_OF_CHOICE[choice]));
}

/** The switches in their canonical order, each once (how the share link writes them). */
export function orderedChoices(choices: Iterable<PointChoice>): PointChoice[] {
  const set = new Set(choices);
  return POINT_CHOICES.filter((choice) => set.has(choice));
}
