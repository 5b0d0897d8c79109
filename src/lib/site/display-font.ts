/**
 * The characters the display font (Fraunces: headings, the logo, figures) is cut down to.
 * scripts/subset-display-font.mjs subsets the font file to exactly these, and the @font-face
 * unicode-range in src/styles/global.css must list the same set, so that any other character
 * falls back to Georgia glyph by glyph instead of rendering as a missing-glyph box.
 */

/** Printable ASCII, no-break space, and ‘ ’ “ ” – — … • · × €. */
export const DISPLAY_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('') +
  '\u00a0\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022\u00b7\u00d7\u20ac';

/** The code points a CSS unicode-range value ("U+0020-007E, U+00A0, …") covers. */
export function codePointsOfUnicodeRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const start = Number.parseInt(match[1]!, 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    for (let point = start; point <= end; point += 1) points.add(point);
  }
  return points;
}
