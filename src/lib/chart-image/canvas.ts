/**
 * A canvas of palette indices with anti-aliased discs, rings, ring sectors, lines and alpha masks
 * (docs/birth-chart.md#preview-image). A pixel partly covered by a paint becomes the palette
 * entry of the blend, at 8 levels of coverage; blends are remembered, so a shape costs one
 * table lookup a pixel. Past 256 colours, or once the palette is frozen, a blend takes the
 * nearest colour already in it.
 * Pixel (x, y) covers [x, x + 1) × [y, y + 1).
 */

export type Rgb = readonly [number, number, number];

/** A colour to draw with, and how opaque it is (0–1). */
export interface Paint {
  readonly id: number;
  readonly colour: Rgb;
  readonly opacity: number;
}

/** Levels of coverage a blend is rounded to: fewer blends, so the palette holds them. */
const LEVELS = 8;
const MAX_COLOURS = 256;
/** A glyph mask's full coverage (glyph-data.ts). */
export const MASK_LEVELS = 8;

const clamp01 = (value: number) => (value <= 0 ? 0 : value >= 1 ? 1 : value);

/**
 * The colours a canvas and its copies share, with the blends found so far. Once frozen nothing
 * is added, so every copy draws the same inputs to the same pixels and the caches stay valid.
 */
class Palette {
  readonly colours: number[] = [];
  readonly indexOf = new Map<number, number>();
  readonly paints: { paint: Paint; blends: Int16Array }[] = [];
  /** Each paint's own colour's index, once asked for. */
  readonly solid: number[] = [];
  frozen = false;
}

export class IndexedCanvas {
  readonly pixels: Uint8Array;
  private readonly shared: Palette;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb | Palette,
  ) {
    this.pixels = new Uint8Array(width * height);
    if (background instanceof Palette) this.shared = background;
    else {
      this.shared = new Palette();
      this.colourIndex(rgb24(background));
    }
  }

  /** A copy to draw on, sharing the palette (frozen from now on) and the paints. */
  clone(): IndexedCanvas {
    this.shared.frozen = true;
    const copy = new IndexedCanvas(this.width, this.height, this.shared);
    copy.pixels.set(this.pixels);
    return copy;
  }

  /** Makes this copy's pixels those of `other` (a canvas it shares its palette with) again. */
  reset(other: IndexedCanvas): void {
    if (other.shared !== this.shared) throw new Error('reset from a canvas of another palette');
    this.pixels.set(other.pixels);
  }

  /** The palette, r, g, b for each index in use. */
  palette(): Uint8Array {
    const { colours } = this.shared;
    const out = new Uint8Array(colours.length * 3);
    colours.forEach((rgb, index) => {
      out[index * 3] = rgb >> 16;
      out[index * 3 + 1] = (rgb >> 8) & 0xff;
      out[index * 3 + 2] = rgb & 0xff;
    });
    return out;
  }

  /** The colour at a pixel, as r, g, b. */
  colourAt(x: number, y: number): Rgb {
    const rgb = this.shared.colours[this.pixels[y * this.width + x]!]!;
    return [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff];
  }

  /** A paint; an opaque one's colour takes its palette entry now, so it stays exact however full the palette gets. */
  paint(colour: Rgb, opacity = 1): Paint {
    const { paints } = this.shared;
    const paint = { id: paints.length, colour, opacity };
    if (opacity >= 1) this.colourIndex(rgb24(colour));
    paints.push({ paint, blends: new Int16Array(MAX_COLOURS * (LEVELS + 1)).fill(-1) });
    return paint;
  }

  /** Gives the paint's blends over a colour their own palette entries now (while there is room). */
  reserveBlends(paint: Paint, under: Rgb): void {
    for (let level = 1; level <= LEVELS; level += 1)
      this.colourIndex(blend(rgb24(under), paint.colour, Math.min(1, (level / LEVELS) * paint.opacity)));
  }

  private colourIndex(rgb: number): number {
    const { colours, indexOf, frozen } = this.shared;
    const known = indexOf.get(rgb);
    if (known !== undefined) return known;
    if (!frozen && colours.length < MAX_COLOURS) {
      colours.push(rgb);
      indexOf.set(rgb, colours.length - 1);
      return colours.length - 1;
    }
    let best = 0;
    let bestDistance = Infinity;
    const [r, g, b] = [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff];
    for (let index = 0; index < colours.length; index += 1) {
      const other = colours[index]!;
      const dr = (other >> 16) - r;
      const dg = ((other >> 8) & 0xff) - g;
      const db = (other & 0xff) - b;
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    }
    indexOf.set(rgb, best);
    return best;
  }

  /** Covers pixel `offset` with `paint` over `coverage` (0–1) of its area. */
  plot(offset: number, paint: Paint, coverage: number): void {
    const level = Math.round(clamp01(coverage) * paint.opacity * LEVELS);
    if (level === 0) return;
    const entry = this.shared.paints[paint.id]!;
    const under = this.pixels[offset]!;
    const slot = under * (LEVELS + 1) + level;
    let index = entry.blends[slot]!;
    if (index < 0) {
      index = this.colourIndex(blend(this.shared.colours[under]!, paint.colour, level / LEVELS));
      entry.blends[slot] = index;
    }
    this.pixels[offset] = index;
  }

  private plotAt(x: number, y: number, paint: Paint, coverage: number): void {
    if (x >= 0 && y >= 0 && x < this.width && y < this.height) this.plot(y * this.width + x, paint, coverage);
  }

  /** A filled disc. */
  disc(cx: number, cy: number, radius: number, paint: Paint): void {
    this.ring(cx, cy, 0, radius, paint);
  }

  /**
   * The ring between two radii (`inner` 0 for a disc) in one paint, or in equal sectors of
   * several. Only the pixels on the two edges are measured; the runs between them are filled
   * whole. Without `soft` the edges are hard (for edges a line is drawn over) and nothing is measured.
   */
  ring(cx: number, cy: number, inner: number, outer: number, paint: Paint | Sectors, soft = true): void {
    const top = Math.max(0, Math.floor(cy - outer - 1));
    const bottom = Math.min(this.height - 1, Math.ceil(cy + outer + 1));
    // Hard edges: a pixel is painted when its centre is inside, so only runs are filled.
    const blur = soft ? 0.5 : 0;
    const solidOuter = outer - blur;
    const solidInner = inner + blur;
    const emptyInner = inner - blur;
    const sectors = 'paints' in paint ? paint : undefined;
    const fixed = 'paints' in paint ? undefined : paint;
    // The sectors' edges as directions, once for the whole ring.
    const edges = sectors
      ? sectors.paints.map((_, k) => {
          const angle = sectors.start + (k * 2 * Math.PI) / sectors.paints.length;
          return [Math.cos(angle), Math.sin(angle)] as const;
        })
      : [];
    const halfWidth = (radius: number, dy: number) =>
      radius > 0 && dy * dy < radius * radius ? Math.sqrt(radius * radius - dy * dy) : -1;
    for (let y = top; y <= bottom; y += 1) {
      const dy = y + 0.5 - cy;
      const edge = halfWidth(outer + blur, dy);
      if (edge < 0) continue;
      const solid = halfWidth(solidOuter, dy);
      const solidHole = inner > 0 ? halfWidth(solidInner, dy) : -1;
      const hole = inner > 0 ? halfWidth(emptyInner, dy) : -1;
      const row = y * this.width;
      const left = Math.max(0, Math.floor(cx - edge - 0.5));
      const right = Math.min(this.width - 1, Math.ceil(cx + edge - 0.5));
      for (let x = left; x <= right; x += 1) {
        const dx = x + 0.5 - cx;
        const ax = Math.abs(dx);
        if (ax < hole) {
          // Across the hole to its far side.
          x = Math.max(x, Math.floor(cx + hole - 0.5));
          continue;
        }
        if (ax <= solid && ax >= solidHole) {
          // A run of fully covered pixels, up to the hole or the far edge.
          const end = Math.min(
            right,
            dx < 0 && solidHole >= 0 ? Math.floor(cx - solidHole - 0.5) : Math.floor(cx + solid - 0.5),
          );
          this.fillRun(row, x, Math.max(x, end), cx, cy, fixed, sectors, edges);
          x = Math.max(x, end);
          continue;
        }
        if (!soft) continue;
        const distance = Math.sqrt(dx * dx + dy * dy);
        const coverage = clamp01(outer - distance + 0.5) * (inner > 0 ? clamp01(distance - inner + 0.5) : 1);
        if (coverage <= 0) continue;
        this.plot(row + x, fixed ?? sectorPaint(sectors!, angleOf(dx, -dy)), coverage);
      }
    }
  }

  /** Pixels `from`–`to` of a row, fully covered; with sectors, split where the row crosses their edges. */
  private fillRun(
    row: number,
    from: number,
    to: number,
    cx: number,
    cy: number,
    fixed: Paint | undefined,
    sectors: Sectors | undefined,
    edges: readonly (readonly [cos: number, sin: number])[],
  ): void {
    if (fixed) {
      if (fixed.opacity >= 1) this.pixels.fill(this.solidIndex(fixed), row + from, row + to + 1);
      else for (let x = from; x <= to; x += 1) this.plot(row + x, fixed, 1);
      return;
    }
    const up = cy - (row / this.width + 0.5);
    const cuts = [from, to + 1];
    for (const [cos, sin] of edges) {
      if (Math.abs(sin) < 1e-12 || up / sin <= 0) continue;
      const cut = Math.ceil(cx + (up / sin) * cos - 0.5);
      if (cut > from && cut <= to) cuts.push(cut);
    }
    if (cuts.length > 2) cuts.sort((p, q) => p - q);
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const [start, end] = [cuts[i]!, cuts[i + 1]!];
      if (end <= start) continue;
      const paint = sectorPaint(sectors!, angleOf((start + end) / 2 - cx, up));
      if (paint.opacity >= 1) this.pixels.fill(this.solidIndex(paint), row + start, row + end);
      else for (let x = start; x < end; x += 1) this.plot(row + x, paint, 1);
    }
  }

  /** The palette index of a paint's own colour. */
  private solidIndex(paint: Paint): number {
    return (
      this.shared.solid[paint.id] ?? (this.shared.solid[paint.id] = this.colourIndex(rgb24(paint.colour)))
    );
  }

  /** A circle drawn as a line of `width` pixels. */
  circle(cx: number, cy: number, radius: number, width: number, paint: Paint): void {
    this.ring(cx, cy, radius - width / 2, radius + width / 2, paint);
  }

  /** A straight line `width` pixels wide with flat ends. */
  line(x1: number, y1: number, x2: number, y2: number, width: number, paint: Paint): void {
    const steep = Math.abs(y2 - y1) > Math.abs(x2 - x1);
    // Along the major axis (u) one column of pixels (v) at a time.
    let [u1, v1, u2, v2] = steep ? [y1, x1, y2, x2] : [x1, y1, x2, y2];
    if (u1 > u2) [u1, v1, u2, v2] = [u2, v2, u1, v1];
    if (u2 - u1 < 1e-9 && Math.abs(v2 - v1) < 1e-9) return;
    const slope = (v2 - v1) / (u2 - u1 || 1e-9);
    const cos = 1 / Math.sqrt(1 + slope * slope);
    const half = width / 2;
    const reach = half / cos + 1;
    for (let u = Math.floor(u1); u <= Math.ceil(u2); u += 1) {
      const centre = u + 0.5;
      const along = clamp01(centre - u1 + 0.5) * clamp01(u2 - centre + 0.5);
      if (along <= 0) continue;
      const vc = v1 + slope * (centre - u1);
      for (let v = Math.floor(vc - reach); v <= Math.floor(vc + reach); v += 1) {
        const coverage = clamp01(half - Math.abs(v + 0.5 - vc) * cos + 0.5) * along;
        if (coverage > 0) {
          if (steep) this.plotAt(v, u, paint, coverage);
          else this.plotAt(u, v, paint, coverage);
        }
      }
    }
  }

  /** An alpha mask (0–8 a pixel, row by row, `width` wide) with its top left corner at (x, y). */
  mask(alpha: Uint8Array, width: number, x: number, y: number, paint: Paint): void {
    const height = alpha.length / width;
    for (let row = 0; row < height; row += 1) {
      const py = y + row;
      if (py < 0 || py >= this.height) continue;
      for (let column = 0; column < width; column += 1) {
        const value = alpha[row * width + column]!;
        const px = x + column;
        if (value > 0 && px >= 0 && px < this.width)
          this.plot(py * this.width + px, paint, value / MASK_LEVELS);
      }
    }
  }
}

/** Equal sectors of a ring, anticlockwise, the first starting at `start` (radians from 3 o'clock). */
export interface Sectors {
  start: number;
  paints: readonly Paint[];
}

function sectorPaint(sectors: Sectors, angle: number): Paint {
  const count = sectors.paints.length;
  const turn = (((angle - sectors.start) / (2 * Math.PI)) % 1) + 1;
  return sectors.paints[Math.floor((turn % 1) * count) % count]!;
}

/** A colour `t` (0–1) of the way from `base` (0xrrggbb) to `colour`, as 0xrrggbb. */
function blend(base: number, colour: Rgb, t: number): number {
  const mix = (shift: number, channel: number) =>
    Math.round(((base >> shift) & 0xff) * (1 - t) + channel * t);
  return (mix(16, colour[0]) << 16) | (mix(8, colour[1]) << 8) | mix(0, colour[2]);
}

function rgb24([r, g, b]: Rgb): number {
  return (r << 16) | (g << 8) | b;
}

/** The angle of (x, y), 0–2π anticlockwise from the x axis, to within 1e-5 rad: cheaper than Math.atan2. */
export function angleOf(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === 0 && ay === 0) return 0;
  const ratio = Math.min(ax, ay) / Math.max(ax, ay);
  const s = ratio * ratio;
  // A minimax polynomial for atan on [0, 1].
  let angle = ((((-0.0117212 * s + 0.05265332) * s - 0.11643287) * s + 0.19354346) * s - 0.33262347) * s;
  angle = (angle + 0.99997726) * ratio;
  if (ay > ax) angle = Math.PI / 2 - angle;
  if (x < 0) angle = Math.PI - angle;
  if (y < 0) angle = 2 * Math.PI - angle;
  return angle;
}

/** "#rrggbb" as r, g, b. */
export function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}
