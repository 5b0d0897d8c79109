/**
 * Aspect grids as astrologers read them: for two people, the planets of one (rows) against the
 * other's (columns); for one chart, the classic triangle of each point against the ones before
 * it. Each cell holds the aspect (drawn as its symbol) and its orb, or nothing.
 */
import { ASPECTED_EXTRA_POINTS } from '../astrology/aspects';
import type { AspectFact, AspectName, ChartFacts } from '../astrology/contract';
import { formatDegree } from '../astrology/narrative/grammar';
import { pointLabel } from './format';
import { pointGlyph } from './glyphs';
import { aspectTone, type AspectTone } from './wheel';

export interface GridPoint {
  point: string;
  label: string;
  /** The name the row shows, shorter where the full one would widen a phone's grid. */
  short: string;
  glyph: string;
}

/** Row names that fit a phone; the full name stays in the title and for screen readers. */
const SHORT_NAMES: Record<string, string> = {
  'North Node': 'True Node',
  Lilith: 'Lilith (mean)',
  'True Lilith': 'Lilith (true)',
};

export interface GridCell {
  aspect: AspectName;
  tone: AspectTone;
  /** "2°08′" from exact ("0°40′–9°10′" over the birth day when approximate). */
  orb: string;
  /** 'a' applying, 's' separating, when known. */
  motion?: 'a' | 's';
  outOfSign?: true;
  /** The Moon's aspects without a birth time: the orb is a range over the day. */
  approximate?: true;
  /** The whole cell in words for screen readers: "trine, orb 2°08′, applying". */
  words: string;
}

export interface AspectGrid {
  rows: GridPoint[];
  columns: GridPoint[];
  /** cells[row][column]; null where no aspect falls within orb, or (triangle) above the diagonal. */
  cells: Array<Array<GridCell | null>>;
  /** One chart's grid: only the cells on and below the diagonal mean anything. */
  triangle: boolean;
}

/** The extra points that take aspects (the South Node's mirror the North Node's). */
const ASPECTED_POINTS: ReadonlySet<string> = new Set(ASPECTED_EXTRA_POINTS);

/** The points a chart's aspects can name, in chart order. */
function gridPoints(chart: ChartFacts): GridPoint[] {
  const names: string[] = chart.planets.map((planet) => planet.planet);
  for (const point of chart.points ?? []) if (ASPECTED_POINTS.has(point.point)) names.push(point.point);
  if (chart.ascendant) names.push('Ascendant');
  if (chart.mc) names.push('MC');
  return names.map((point) => ({
    point,
    label: pointLabel(point),
    short: SHORT_NAMES[point] ?? pointLabel(point),
    glyph: pointGlyph(point),
  }));
}

/** Whose points a synastry grid's rows and columns are, to name both ends of each aspect. */
export interface GridOwners {
  /** "Ann's", "Your". */
  rows: string;
  columns: string;
}

function cellOf(aspect: AspectFact | undefined, owners?: GridOwners): GridCell | null {
  if (!aspect) return null;
  const orb = aspect.orbRange
    ? `${formatDegree(aspect.orbRange[0])}–${formatDegree(aspect.orbRange[1])}`
    : formatDegree(aspect.orb);
  // Between two people the words say which way the aspect points: "Ann's Venus trine Tom's Mars".
  const named = owners
    ? `${owners.rows} ${pointLabel(aspect.from)} ${aspect.aspect} ${owners.columns} ${pointLabel(aspect.to)}`
    : aspect.aspect;
  const words = [
    named,
    aspect.orbRange ? `orb between ${orb.replace('–', ' and ')} over the birth day` : `orb ${orb}`,
    aspect.motion ?? '',
    aspect.outOfSign ? 'out of sign' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    aspect: aspect.aspect,
    tone: aspectTone(aspect.aspect),
    orb,
    ...(aspect.motion ? { motion: aspect.motion === 'applying' ? ('a' as const) : ('s' as const) } : {}),
    ...(aspect.outOfSign ? { outOfSign: true as const } : {}),
    ...(aspect.approximate ? { approximate: true as const } : {}),
    words,
  };
}

/** Synastry: rows are the first chart's points (`from`), columns the second's (`to`). */
export function synastryGrid(
  first: ChartFacts,
  second: ChartFacts,
  aspects: readonly AspectFact[],
  owners?: GridOwners,
): AspectGrid {
  const rows = gridPoints(first);
  const columns = gridPoints(second);
  const byPair = new Map(aspects.map((aspect) => [`${aspect.from}|${aspect.to}`, aspect]));
  return {
    rows,
    columns,
    cells: rows.map((row) =>
      columns.map((column) => cellOf(byPair.get(`${row.point}|${column.point}`), owners)),
    ),
    triangle: false,
  };
}

/**
 * One chart: the triangle below the diagonal. Row k lists point k against points 0…k−1, so the
 * first row (the Sun against nothing) is left out, as is the last column.
 */
export function natalGrid(chart: ChartFacts, aspects: readonly AspectFact[]): AspectGrid {
  const points = gridPoints(chart);
  const byPair = new Map<string, AspectFact>();
  for (const aspect of aspects) {
    byPair.set(`${aspect.from}|${aspect.to}`, aspect);
    byPair.set(`${aspect.to}|${aspect.from}`, aspect);
  }
  const rows = points.slice(1);
  const columns = points.slice(0, -1);
  return {
    rows,
    columns,
    cells: rows.map((row, r) =>
      columns.map((column, c) => (c <= r ? cellOf(byPair.get(`${row.point}|${column.point}`)) : null)),
    ),
    triangle: true,
  };
}
