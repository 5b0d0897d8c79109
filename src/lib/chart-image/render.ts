/**
 * The shared chart's preview image (docs/birth-chart.md#preview-image): 1200 × 630, the title and
 * the Sun, Moon and rising signs on the left, the wheel on the right, drawn from the same wheel
 * model as the page's SVG (chart-view/wheel.ts), on a night sky, as an indexed-colour PNG.
 */
import type { AspectFact, BirthChartResult } from '../astrology/contract';
import { normalizeDegrees } from '../astrology/angles';
import { ZODIAC_SIGNS, signElement, type Element } from '../astrology/zodiac';
import { buildWheel, RADII, WHEEL_SIZE, type Point, type Segment } from '../chart-view/wheel';
import { hex, IndexedCanvas, type Paint, type Rgb } from './canvas';
import { SMALL, SYMBOL, TEXT, TITLE } from './glyph-data';
import { encodeIndexedPng } from './png';
import { drawCentred, drawText, textWidth, writable } from './text';
import { bigThree, titleLines } from './texts';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/** The site's theme colours (src/styles/global.css, chart.css). */
export const COLOURS = {
  night950: hex('#070a1c'),
  night900: hex('#0b1026'),
  night700: hex('#1e2650'),
  night600: hex('#2b356b'),
  star50: hex('#f7f5ff'),
  star200: hex('#cfcbe9'),
  star300: hex('#b7b3d6'),
  gold300: hex('#f8d98f'),
  gold400: hex('#f5c66b'),
  success500: hex('#3ccf91'),
  danger500: hex('#ef4b5f'),
  fire: hex('#ff9b8a'),
  earth: hex('#9ed98a'),
  water: hex('#8cc8ff'),
} as const;

const ELEMENT_COLOURS: Record<Element, Rgb> = {
  fire: COLOURS.fire,
  earth: COLOURS.earth,
  air: COLOURS.gold300,
  water: COLOURS.water,
};

/** Where the wheel sits and how much larger than the page's drawing units it is. */
export const WHEEL_CENTRE: Point = { x: 884, y: 315 };
export const WHEEL_SCALE = 1.5;
const TEXT_LEFT = 72;
const TEXT_RIGHT = WHEEL_CENTRE.x - (RADII.axisLabel + 12) * WHEEL_SCALE - 16;

export interface ChartImageInput {
  /** The name as typed ('' for none). */
  name: string;
  chart: BirthChartResult['chart'];
  aspects: readonly AspectFact[];
  noTime?: BirthChartResult['noTime'];
  /** The site's name and address, written at the top and the foot. */
  brand: string;
  host: string;
}

/** A point of the wheel model (drawing units, centre 200, 200) on the image. */
export function toImage(point: Point): Point {
  const c = WHEEL_SIZE / 2;
  return {
    x: WHEEL_CENTRE.x + (point.x - c) * WHEEL_SCALE,
    y: WHEEL_CENTRE.y + (point.y - c) * WHEEL_SCALE,
  };
}

function line(canvas: IndexedCanvas, segment: Segment, width: number, paint: Paint): void {
  const a = toImage({ x: segment.x1, y: segment.y1 });
  const b = toImage({ x: segment.x2, y: segment.y2 });
  canvas.line(a.x, a.y, b.x, b.y, width, paint);
}

/** A fixed scatter of stars (the same on every image), brighter and larger now and then. */
function stars(canvas: IndexedCanvas, paints: readonly Paint[]): void {
  let state = 20260401;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < 110; i += 1) {
    const x = random() * IMAGE_WIDTH;
    const y = random() * IMAGE_HEIGHT;
    const size = random();
    const brightness = random();
    const dx = x - WHEEL_CENTRE.x;
    const dy = y - WHEEL_CENTRE.y;
    // None behind the wheel or the title.
    if (dx * dx + dy * dy < (RADII.outer * WHEEL_SCALE + 14) ** 2) continue;
    if (x > TEXT_LEFT - 12 && x < TEXT_RIGHT && y > 150 && y < 470) continue;
    const paint = paints[brightness < 0.5 ? 0 : brightness < 0.85 ? 1 : 2]!;
    canvas.disc(x, y, size < 0.9 ? 0.6 + size : 1.9, paint);
  }
}

/** Every paint of the image, made before drawing so the opaque ones hold their palette entries. */
function paints(canvas: IndexedCanvas) {
  const p = (colour: Rgb, opacity = 1) => canvas.paint(colour, opacity);
  return {
    title: p(COLOURS.star50),
    placements: p(COLOURS.star200),
    muted: p(COLOURS.star300),
    gold: p(COLOURS.gold300),
    planet: p(COLOURS.gold400),
    rim: p(COLOURS.night900),
    hub: p(COLOURS.night950),
    lines: p(COLOURS.night600),
    faint: p(COLOURS.night600, 0.6),
    connector: p(COLOURS.gold400, 0.6),
    elements: Object.fromEntries(
      Object.entries(ELEMENT_COLOURS).map(([element, colour]) => [element, p(colour)]),
    ) as Record<Element, Paint>,
    // Each sign's segment: its element's colour, a fifth of it over the rim.
    tints: Object.fromEntries(
      Object.entries(ELEMENT_COLOURS).map(([element, colour]) => [
        element,
        p(mix(COLOURS.night900, colour, 0.2)),
      ]),
    ) as Record<Element, Paint>,
    tones: {
      easy: p(COLOURS.success500, 0.8),
      hard: p(COLOURS.danger500, 0.8),
      neutral: p(COLOURS.gold300, 0.8),
    },
    stars: [0.25, 0.45, 0.7].map((opacity) => p(COLOURS.star50, opacity)),
  };
}
type Paints = ReturnType<typeof paints>;

function mix(base: Rgb, colour: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(base[i]! * (1 - amount) + colour[i]! * amount)) as unknown as Rgb;
}

function wheel(canvas: IndexedCanvas, input: ChartImageInput, paint: Paints): void {
  const model = buildWheel({ charts: [{ name: input.name, chart: input.chart }], aspects: input.aspects });
  const { x: cx, y: cy } = WHEEL_CENTRE;
  const r = (units: number) => units * WHEEL_SCALE;
  const { lines } = paint;
  // Each sign's segment tinted with its element's colour, between the base's two circles, with
  // hard edges: they fall on the circles' lines, which hide them.
  const tints = ZODIAC_SIGNS.map((sign) => paint.tints[signElement(sign)]);
  // 0° Aries is drawn at 180° − rotation from 3 o'clock (chart-view/wheel.ts, wheelPoint).
  const start = (normalizeDegrees(180 - model.rotation) * Math.PI) / 180;
  canvas.ring(cx, cy, r(RADII.zodiac) + 0.75, r(RADII.outer) - 1, { start, paints: tints }, false);
  for (const sign of model.signs) line(canvas, sign.boundary, 1.5, lines);
  for (const tick of model.ticks) line(canvas, tick, 1.2, lines);
  for (const sign of model.signs) {
    const at = toImage(sign.at);
    drawCentred(canvas, SYMBOL, plain(sign.glyph), at.x, at.y, paint.elements[sign.element]);
  }
  for (const house of model.houses) {
    line(canvas, house.cusp, 1.2, lines);
    const at = toImage(house.at);
    drawText(canvas, SMALL, String(house.number), at.x, at.y + 5, paint.muted, 'centre');
  }
  for (const aspect of model.aspects) line(canvas, aspect.line, 1.5, paint.tones[aspect.tone]);
  const { gold, planet, connector } = paint;
  for (const axis of model.axes) {
    line(canvas, axis.line, 2, gold);
    const at = toImage(axis.at);
    drawText(canvas, SMALL, axis.name, at.x, at.y + 5, gold, 'centre');
  }
  for (const glyph of model.glyphs) {
    line(canvas, glyph.marker, 2.2, planet);
    if (glyph.connector) line(canvas, glyph.connector, 1, connector);
    const at = toImage(glyph.at);
    drawCentred(canvas, SYMBOL, plain(glyph.glyph), at.x, at.y, planet);
    if (glyph.stationary || glyph.retrograde)
      drawText(canvas, SMALL, glyph.stationary ? 'S' : '℞', at.x + 15, at.y + 18, planet, 'centre');
  }
}

/** A symbol without the text-presentation selector the page adds (chart-view/glyphs.ts). */
const plain = (glyph: string) => glyph.replace('\uFE0E', '');

/** Lines of "Sun Aries · Moon Leo · Rising Virgo", broken between placements to fit the column. */
export function placementLines(placements: readonly string[], maxWidth: number): string[] {
  const lines: string[] = [];
  for (const part of placements) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(TEXT, `${last} · ${part}`) <= maxWidth)
      lines[lines.length - 1] = `${last} · ${part}`;
    else lines.push(part);
  }
  return lines;
}

function texts(canvas: IndexedCanvas, input: ChartImageInput, paint: Paints): void {
  const width = TEXT_RIGHT - TEXT_LEFT;
  drawText(canvas, TEXT, input.brand.toUpperCase(), TEXT_LEFT, 118, paint.gold, 'left', 4);
  const [whose, what] = titleLines(writable(TITLE, input.name), (line) => textWidth(TITLE, line) <= width);
  const { title } = paint;
  drawText(canvas, TITLE, whose, TEXT_LEFT, 236, title);
  drawText(canvas, TITLE, what, TEXT_LEFT, 306, title);
  const placements = placementLines(bigThree(input), width);
  placements.forEach((text, index) =>
    drawText(canvas, TEXT, text, TEXT_LEFT, 378 + index * 42, paint.placements),
  );
  drawText(canvas, TEXT, input.host, TEXT_LEFT, 540, paint.muted);
}

/** The preview image as a PNG file. */
export function chartImagePng(input: ChartImageInput): Uint8Array<ArrayBuffer> {
  const canvas = chartImageCanvas(input);
  return encodeIndexedPng(IMAGE_WIDTH, IMAGE_HEIGHT, canvas.palette(), canvas.pixels);
}

/**
 * The blends the image is made of, given their own palette entries before it is frozen: the
 * texts and lines on the sky, the lines and labels on the rim, and each sign's segment with its
 * boundaries, the angles and its symbol. Other blends (where lines cross) take the nearest.
 */
function reservePalette(canvas: IndexedCanvas, paint: Paints): void {
  const onSky = [paint.title, paint.placements, paint.muted, paint.gold, paint.lines, paint.faint, paint.rim];
  for (const ink of [...onSky, ...Object.values(paint.tones)]) canvas.reserveBlends(ink, COLOURS.night950);
  for (const ink of [paint.lines, paint.muted, paint.gold, paint.planet, paint.connector])
    canvas.reserveBlends(ink, COLOURS.night900);
  for (const element of Object.keys(ELEMENT_COLOURS) as Element[]) {
    const tint = paint.tints[element].colour;
    for (const ink of [paint.lines, paint.gold, paint.elements[element]]) canvas.reserveBlends(ink, tint);
    canvas.reserveBlends(paint.tints[element], COLOURS.night950);
  }
}

/**
 * What every image shares: the sky, the wheel's rings and circles and its hub. Drawn once a
 * Worker and copied for each image.
 */
let base: { canvas: IndexedCanvas; work: IndexedCanvas; paint: Paints } | undefined;

/** The shared drawing on the one canvas images are drawn on (a request draws synchronously). */
function baseCanvas(): { canvas: IndexedCanvas; paint: Paints } {
  if (!base) {
    const canvas = new IndexedCanvas(IMAGE_WIDTH, IMAGE_HEIGHT, COLOURS.night950);
    const paint = paints(canvas);
    stars(canvas, paint.stars);
    const { x: cx, y: cy } = WHEEL_CENTRE;
    const r = (units: number) => units * WHEEL_SCALE;
    canvas.ring(cx, cy, r(RADII.zodiac), r(RADII.outer), paint.rim);
    canvas.disc(cx, cy, r(RADII.zodiac), paint.rim);
    canvas.disc(cx, cy, r(RADII.hub), paint.hub);
    canvas.circle(cx, cy, r(RADII.outer), 2, paint.lines);
    canvas.circle(cx, cy, r(RADII.zodiac), 1.5, paint.lines);
    canvas.circle(cx, cy, r(RADII.hub), 1.5, paint.lines);
    canvas.circle(cx, cy, r(RADII.aspects), 1, paint.faint);
    reservePalette(canvas, paint);
    base = { canvas, work: canvas.clone(), paint };
  }
  base.work.reset(base.canvas);
  return { canvas: base.work, paint: base.paint };
}

/** The image before encoding, which tests read pixels of: valid until the next image is drawn. */
export function chartImageCanvas(input: ChartImageInput): IndexedCanvas {
  const { canvas, paint } = baseCanvas();
  // The texts before the wheel: the palette keeps every blend of theirs exact (canvas.ts).
  texts(canvas, input, paint);
  wheel(canvas, input, paint);
  return canvas;
}
