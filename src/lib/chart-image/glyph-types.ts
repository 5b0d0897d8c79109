/** A set of pre-rendered glyphs of one font at one size (glyph-data.ts, docs/birth-chart.md#preview-image). */
export type GlyphRecord = readonly [
  char: string,
  advance: number,
  left: number,
  top: number,
  width: number,
  /** Alpha 0–8, one digit a pixel, row by row; its length / width is the height. */
  mask: string,
];

export interface GlyphFace {
  /** Pixels above and below the baseline a line of this face takes. */
  ascent: number;
  descent: number;
  glyphs: readonly GlyphRecord[];
}
