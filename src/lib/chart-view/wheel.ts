/**
 * The chart wheel as a drawing model: every circle, line and glyph with its coordinates, ready
 * for one renderer (src/components/chart/ChartWheel.tsx) to turn into inline SVG, in a React
 * island or on a static page. Orientation as astrologers draw it (docs/chart-wheel.md): the
 * zodiac runs anticlockwise; with a birth time the Ascendant sits at 9 o'clock and the houses
 * are drawn; without one 0° Aries sits at 9 o'clock, so 0° Capricorn is at 12.
 */
import type { AspectFact, AspectName, ChartFacts, ChartPointName } from '../astrology/contract';
import { DEG, normalizeDegrees, round } from '../astrology/angles';
import { HOUSE_SYSTEM_NAMES } from '../astrology/house-systems';
import { ZODIAC_SIGNS, signElement, type Element, type ZodiacSign } from '../astrology/zodiac';
import { formatPosition, pointLabel, possessive } from './format';
import { pointGlyph, RETROGRADE, signGlyph, STATIONARY } from './glyphs';
import { spreadLongitudes } from './spread';

/**
 * The extra points drawn on the wheel when the chart has them: the true nodes, both Liliths,
 * Chiron, the asteroids, the Part of Fortune and the Vertex. The mean nodes stay in the table
 * (they sit within 2° of the true ones), and so does the Anti-Vertex (opposite the Vertex).
 */
export const WHEEL_POINTS: ReadonlySet<ChartPointName> = new Set([
  'North Node',
  'South Node',
  'Lilith',
  'True Lilith',
  'Chiron',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
  'Part of Fortune',
  'Vertex',
]);

/** Points whose ℞ means something (bodies that turn now and then); the nodes nearly always run backwards. */
const RETROGRADE_SHOWN: ReadonlySet<ChartPointName> = new Set(['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta']);

export interface Point {
  x: number;
  y: number;
}
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The drawing is a square of this side (plus a margin for the angle labels), centred on C. */
export const WHEEL_SIZE = 400;
const C = WHEEL_SIZE / 2;
const MARGIN = 8;

/** Ring radii, from the rim inwards. */
export const RADII = {
  axisLabel: 192,
  outer: 182,
  zodiac: 150,
  /** Between the two people's rings of a bi-wheel. */
  middle: 117,
  hub: 84,
  houseNumber: 75,
  aspects: 66,
} as const;

/** Glyphs are about this wide in drawing units; closer planets are fanned out. */
const GLYPH_WIDTH = 21;

interface RingLayout {
  glyph: number;
  markerOuter: number;
  markerInner: number;
}
const SINGLE_RING: RingLayout = { glyph: 121, markerOuter: RADII.zodiac, markerInner: RADII.zodiac - 8 };
const INNER_RING: RingLayout = { glyph: 100, markerOuter: RADII.middle, markerInner: RADII.middle - 6 };
const OUTER_RING: RingLayout = { glyph: 133, markerOuter: RADII.zodiac, markerInner: RADII.zodiac - 6 };

export interface WheelChart {
  name: string;
  chart: ChartFacts;
  /**
   * A predictive bi-wheel's ring name ("Natal", "Progressed"), said before each point instead of
   * a person's possessive: "Progressed Sun", not "Progressed's Sun".
   */
  ring?: string;
}

export interface WheelInput {
  /** One chart, or two for synastry (the first inside, the second outside). */
  charts: readonly [WheelChart] | readonly [WheelChart, WheelChart];
  /**
   * With one chart, its natal aspects; with two, the synastry aspects from the first chart's
   * points (`from`) to the second's (`to`). Drawn strongest first, as the engine sorts them.
   */
  aspects?: readonly AspectFact[];
  maxAspectLines?: number;
  /** The wheel's accessible name, when the default ("Birth chart wheel of …") does not fit. */
  title?: string;
  /** The caption's first sentence, when the default ("Inner ring Ann, outer ring Ben.") does not fit. */
  caption?: string;
}

export interface WheelSign {
  sign: ZodiacSign;
  glyph: string;
  element: Element;
  at: Point;
  /** The line where the sign begins. */
  boundary: Segment;
}

export interface WheelHouse {
  number: number;
  cusp: Segment;
  at: Point;
}

export interface WheelAxis {
  name: 'AC' | 'DC' | 'MC' | 'IC';
  line: Segment;
  at: Point;
}

export interface WheelGlyph {
  key: string;
  /** 0 for the only or inner chart, 1 for the outer chart of a bi-wheel. */
  ring: 0 | 1;
  /** The planet or point: "Sun", "North Node", "Lilith". */
  planet: string;
  glyph: string;
  at: Point;
  retrograde: boolean;
  /** Stationary (a station within 12 hours): shown as S instead of ℞. */
  stationary?: boolean;
  /** A short tick at the planet's true longitude, and a line to the glyph when it was fanned out. */
  marker: Segment;
  connector?: Segment;
  /** The whole position in words, for assistive technology. */
  label: string;
  /** The lines shown in the centre on hover, tap and keyboard focus. */
  tip: string[];
}

export type AspectTone = 'easy' | 'hard' | 'neutral';

export interface WheelAspect {
  key: string;
  tone: AspectTone;
  line: Segment;
}

export interface WheelModel {
  viewBox: string;
  center: Point;
  radii: typeof RADII;
  /** Whether two charts share the wheel (two planet rings). */
  bi: boolean;
  /** The longitude drawn at 9 o'clock: the Ascendant, or 0° Aries without a birth time. */
  rotation: number;
  title: string;
  caption: string;
  ticks: Segment[];
  signs: WheelSign[];
  houses: WheelHouse[];
  axes: WheelAxis[];
  glyphs: WheelGlyph[];
  aspects: WheelAspect[];
}

/** Where a longitude lands on the drawing at a radius; `rotation` is the longitude at 9 o'clock. */
export function wheelPoint(longitude: number, radius: number, rotation: number): Point {
  const angle = (180 + longitude - rotation) * DEG;
  return { x: round(C + radius * Math.cos(angle), 2), y: round(C - radius * Math.sin(angle), 2) };
}

function radial(longitude: number, from: number, to: number, rotation: number): Segment {
  const a = wheelPoint(longitude, from, rotation);
  const b = wheelPoint(longitude, to, rotation);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

export function aspectTone(aspect: AspectName): AspectTone {
  if (aspect === 'trine' || aspect === 'sextile' || aspect === 'semi-sextile') return 'easy';
  if (
    aspect === 'square' ||
    aspect === 'opposition' ||
    aspect === 'semi-square' ||
    aspect === 'sesquiquadrate'
  )
    return 'hard';
  return 'neutral';
}

/** Longitudes of a chart's named points: the planets, the extra points, and the Ascendant and MC when known. */
function pointLongitudes(chart: ChartFacts): Map<string, number> {
  const points = new Map(chart.planets.map((planet) => [planet.planet as string, planet.longitude]));
  for (const point of chart.points ?? []) points.set(point.point, point.longitude);
  if (chart.ascendant) points.set('Ascendant', chart.ascendant.longitude);
  if (chart.mc) points.set('MC', chart.mc.longitude);
  return points;
}

/** One body on the ring: a planet or an extra point, as the glyph builder needs it. */
interface RingBody {
  name: string;
  longitude: number;
  sign: ZodiacSign;
  degree: number;
  house?: number;
  retrograde: boolean;
  stationary: boolean;
}

function ringBodies(chart: ChartFacts): RingBody[] {
  const planets: RingBody[] = chart.planets.map((planet) => ({
    name: planet.planet,
    longitude: planet.longitude,
    sign: planet.sign,
    degree: planet.degree,
    ...(planet.house ? { house: planet.house } : {}),
    retrograde: planet.retrograde,
    stationary: Boolean(planet.station),
  }));
  const points: RingBody[] = (chart.points ?? [])
    .filter((point) => WHEEL_POINTS.has(point.point))
    .map((point) => ({
      name: point.point,
      longitude: point.longitude,
      sign: point.sign,
      degree: point.degree,
      ...(point.house ? { house: point.house } : {}),
      // The nodes are retrograde nearly always; a ℞ on them says nothing, so the wheel leaves it off.
      retrograde: RETROGRADE_SHOWN.has(point.point) ? Boolean(point.retrograde) : false,
      stationary: false,
    }));
  return [...planets, ...points];
}

function zodiacRing(rotation: number): { signs: WheelSign[]; ticks: Segment[] } {
  const signs = ZODIAC_SIGNS.map((sign, index) => ({
    sign,
    glyph: signGlyph(sign),
    element: signElement(sign),
    at: wheelPoint(index * 30 + 15, (RADII.outer + RADII.zodiac) / 2, rotation),
    boundary: radial(index * 30, RADII.zodiac, RADII.outer, rotation),
  }));
  const ticks: Segment[] = [];
  for (let longitude = 5; longitude < 360; longitude += 5) {
    if (longitude % 30 === 0) continue;
    ticks.push(radial(longitude, RADII.zodiac, RADII.zodiac - (longitude % 10 === 0 ? 6 : 4), rotation));
  }
  return { signs, ticks };
}

function houseRing(cusps: readonly number[], rotation: number): WheelHouse[] {
  return cusps.map((cusp, index) => {
    const next = cusps[(index + 1) % 12]!;
    const middle = cusp + normalizeDegrees(next - cusp) / 2;
    return {
      number: index + 1,
      cusp: radial(cusp, RADII.hub, RADII.zodiac, rotation),
      at: wheelPoint(middle, RADII.houseNumber, rotation),
    };
  });
}

function axesOf(chart: ChartFacts, rotation: number): WheelAxis[] {
  const axes: WheelAxis[] = [];
  const add = (name: WheelAxis['name'], longitude: number) =>
    axes.push({
      name,
      line: radial(longitude, RADII.hub, RADII.outer, rotation),
      at: wheelPoint(longitude, RADII.axisLabel, rotation),
    });
  if (chart.ascendant) {
    add('AC', chart.ascendant.longitude);
    add('DC', normalizeDegrees(chart.ascendant.longitude + 180));
  }
  if (chart.mc) {
    add('MC', chart.mc.longitude);
    add('IC', normalizeDegrees(chart.mc.longitude + 180));
  }
  return axes;
}

function planetGlyphs(
  owner: WheelChart,
  ring: 0 | 1,
  layout: RingLayout,
  rotation: number,
  named: boolean,
): WheelGlyph[] {
  const bodies = ringBodies(owner.chart);
  const gap = GLYPH_WIDTH / layout.glyph / DEG;
  const display = spreadLongitudes(
    bodies.map((body) => body.longitude),
    gap,
  );
  const whose = owner.ring ? `${owner.ring} ` : named ? `${possessive(owner.name)} ` : '';
  return bodies.map((body, index) => {
    const shown = display[index]!;
    const position = formatPosition(body.degree, body.sign);
    const house = body.house ? `house ${body.house}` : '';
    const fannedOut = Math.abs(normalizeDegrees(shown - body.longitude + 180) - 180) > 0.5;
    const inner = wheelPoint(body.longitude, layout.markerInner, rotation);
    const near = wheelPoint(shown, layout.glyph + GLYPH_WIDTH / 2, rotation);
    const label = pointLabel(body.name);
    const motion = body.stationary ? 'stationary' : body.retrograde ? 'retrograde' : '';
    const mark = body.stationary ? ` ${STATIONARY}` : body.retrograde ? ` ${RETROGRADE}` : '';
    return {
      key: `${ring}-${body.name}`,
      ring,
      planet: body.name,
      glyph: pointGlyph(body.name),
      at: wheelPoint(shown, layout.glyph, rotation),
      retrograde: body.retrograde,
      ...(body.stationary ? { stationary: true } : {}),
      marker: radial(body.longitude, layout.markerOuter, layout.markerInner, rotation),
      ...(fannedOut ? { connector: { x1: inner.x, y1: inner.y, x2: near.x, y2: near.y } } : {}),
      label: [`${whose}${label}`, position, house, motion].filter(Boolean).join(', '),
      tip: [
        `${owner.ring ? `${owner.ring} ` : named ? `${possessive(shortName(owner.name))} ` : ''}${shortLabel(body.name)}${mark}`,
        position,
        ...(house ? [`House ${body.house}`] : []),
      ],
    };
  });
}

/** The centre read-out is narrow: "North Node (true)" fits as "True North Node". */
function shortLabel(point: string): string {
  if (point === 'North Node' || point === 'South Node') return `True ${point}`;
  if (point === 'Lilith') return 'Lilith (mean)';
  if (point === 'True Lilith') return 'Lilith (true)';
  if (point === 'Part of Fortune') return 'Fortune';
  return point;
}

/** Names longer than fit in the centre of the wheel are cut with an ellipsis. */
function shortName(name: string): string {
  return name.length > 10 ? `${name.slice(0, 9)}…` : name;
}

function aspectLines(input: WheelInput, rotation: number): WheelAspect[] {
  const [first, second] = input.charts;
  const fromPoints = pointLongitudes(first.chart);
  const toPoints = second ? pointLongitudes(second.chart) : fromPoints;
  return (input.aspects ?? []).slice(0, input.maxAspectLines ?? Infinity).flatMap((aspect) => {
    const from = fromPoints.get(aspect.from);
    const to = toPoints.get(aspect.to);
    if (from === undefined || to === undefined) return [];
    const a = wheelPoint(from, RADII.aspects, rotation);
    const b = wheelPoint(to, RADII.aspects, rotation);
    return [
      {
        key: `${aspect.from}-${aspect.aspect}-${aspect.to}`,
        tone: aspectTone(aspect.aspect),
        line: { x1: a.x, y1: a.y, x2: b.x, y2: b.y },
      },
    ];
  });
}

function wheelTexts(input: WheelInput, frame: WheelChart | undefined): { title: string; caption: string } {
  const [first, second] = input.charts;
  const system = frame?.chart.houseSystem?.system;
  const orientation = frame?.chart.ascendant
    ? `${second ? (frame.ring ? `${frame.ring} ` : `${possessive(frame.name)} `) : ''}Ascendant (${formatPosition(frame.chart.ascendant.degree, frame.chart.ascendant.sign)}) on the left${frame.chart.houses ? `, ${HOUSE_SYSTEM_NAMES[system ?? 'placidus']} houses` : ''}.`
    : // No birth time, no place, or a time too uncertain to show (a famous chart's disputed
      // time): the chart's notes say which, so the caption names none of them.
      'Without a rising sign the wheel starts at 0° Aries on the left and shows no houses.';
  if (!second)
    return {
      title: first.name ? `Birth chart wheel of ${first.name}` : 'Your birth chart wheel',
      caption: orientation,
    };
  return {
    title: `Chart wheel of ${first.name} (inner ring) and ${second.name} (outer ring)`,
    caption: `${input.caption ?? `Inner ring ${first.name}, outer ring ${second.name}.`} ${orientation}`,
  };
}

/** The whole wheel for one natal chart or a synastry pair. */
export function buildWheel(input: WheelInput): WheelModel {
  const [first, second] = input.charts;
  // The houses and angles of the first chart that has a birth time turn the wheel.
  const frame = input.charts.find((entry) => entry.chart.ascendant);
  const rotation = frame?.chart.ascendant?.longitude ?? 0;
  const { signs, ticks } = zodiacRing(rotation);
  const glyphs = second
    ? [
        ...planetGlyphs(first, 0, INNER_RING, rotation, true),
        ...planetGlyphs(second, 1, OUTER_RING, rotation, true),
      ]
    : planetGlyphs(first, 0, SINGLE_RING, rotation, false);
  return {
    viewBox: `${-MARGIN} ${-MARGIN} ${WHEEL_SIZE + 2 * MARGIN} ${WHEEL_SIZE + 2 * MARGIN}`,
    center: { x: C, y: C },
    radii: RADII,
    bi: Boolean(second),
    rotation,
    ...wheelTexts(input, frame),
    ...(input.title ? { title: input.title } : {}),
    ticks,
    signs,
    houses: frame?.chart.houses ? houseRing(frame.chart.houses, rotation) : [],
    axes: frame ? axesOf(frame.chart, rotation) : [],
    glyphs,
    aspects: aspectLines(input, rotation),
  };
}
