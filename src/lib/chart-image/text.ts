/**
 * Text from pre-rendered glyphs (glyph-data.ts, made by scripts/make-chart-image-glyphs.mjs):
 * measuring, fitting and drawing a line. No kerning or shaping: the faces hold Latin letters and
 * the chart's symbols, and a letter with an accent is drawn without it (docs/birth-chart.md#preview-image).
 */
import type { IndexedCanvas, Paint } from './canvas';
import type { GlyphFace } from './glyph-types';

interface Glyph {
  advance: number;
  left: number;
  top: number;
  width: number;
  mask: string;
  /** The mask decoded, on the glyph's first use. */
  alpha?: Uint8Array;
}

const decoded = new WeakMap<GlyphFace, Map<string, Glyph>>();

/** The face's glyphs by character. */
function glyphsOf(face: GlyphFace): Map<string, Glyph> {
  let glyphs = decoded.get(face);
  if (!glyphs) {
    glyphs = new Map();
    for (const [char, advance, left, top, width, mask] of face.glyphs)
      glyphs.set(char, { advance, left, top, width, mask });
    decoded.set(face, glyphs);
  }
  return glyphs;
}

/** A glyph's alpha, 0–8 a pixel: the digits of its mask. */
function alphaOf(glyph: Glyph): Uint8Array {
  if (!glyph.alpha) {
    const { mask } = glyph;
    glyph.alpha = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i += 1) {
      glyph.alpha[i] = mask.charCodeAt(i) - 48;
    }
  }
  return glyph.alpha;
}

/**
 * The text as the face can write it: letters with accents lose them (é → e), typographic
 * apostrophes and dashes become plain ones, and anything else it has no glyph for is dropped.
 */
export function writable(face: GlyphFace, text: string): string {
  const glyphs = glyphsOf(face);
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (glyphs.has(char)) out += char;
    else {
      const plain = char
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[‘’ʼ]/g, "'")
        .replace(/[‐-―]/g, '-');
      for (const part of plain) if (glyphs.has(part)) out += part;
    }
  }
  return out.replace(/\s+/g, ' ');
}

export function textWidth(face: GlyphFace, text: string): number {
  const glyphs = glyphsOf(face);
  let width = 0;
  for (const char of text) width += glyphs.get(char)?.advance ?? 0;
  return width;
}

export type Align = 'left' | 'centre';

/** Draws one line with its baseline at `y`; `x` is its left end or its centre. Returns its width. */
export function drawText(
  canvas: IndexedCanvas,
  face: GlyphFace,
  text: string,
  x: number,
  y: number,
  paint: Paint,
  align: Align = 'left',
  tracking = 0,
): number {
  const glyphs = glyphsOf(face);
  const chars = [...text];
  const width = textWidth(face, text) + tracking * Math.max(0, chars.length - 1);
  let pen = align === 'centre' ? x - width / 2 : x;
  for (const char of chars) {
    const glyph = glyphs.get(char);
    if (!glyph) continue;
    if (glyph.width > 0)
      canvas.mask(
        alphaOf(glyph),
        glyph.width,
        Math.round(pen + glyph.left),
        Math.round(y + glyph.top),
        paint,
      );
    pen += glyph.advance + tracking;
  }
  return width;
}

/** Draws one glyph centred on (x, y), as the wheel's SVG centres its symbols. */
export function drawCentred(
  canvas: IndexedCanvas,
  face: GlyphFace,
  char: string,
  x: number,
  y: number,
  paint: Paint,
): void {
  const glyph = glyphsOf(face).get(char);
  if (!glyph || glyph.width === 0) return;
  const alpha = alphaOf(glyph);
  const height = alpha.length / glyph.width;
  canvas.mask(alpha, glyph.width, Math.round(x - glyph.width / 2), Math.round(y - height / 2), paint);
}
