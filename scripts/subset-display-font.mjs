// Cuts the display font (Fraunces, headings and the logo only) down to what the site sets in it,
// so the one font every page downloads costs ~20 KB instead of ~37 KB on a slow phone:
//   - characters: printable ASCII plus the typographic punctuation our copy uses;
//   - weight axis: 400–600 (headings are 400, the logo and figures 600), still one variable file.
// The character set lives in src/lib/site/display-font.ts; the @font-face unicode-range in
// src/styles/global.css lists exactly that set (tests/unit/fonts/display-font.test.ts keeps the
// two in step), so other characters fall back to Georgia glyph by glyph. Node 24 runs the .ts
// import directly. Run again after upgrading @fontsource-variable/fraunces or widening the set:
//   npx node scripts/subset-display-font.mjs
import subsetFont from 'subset-font';
import { DISPLAY_CHARACTERS } from '../src/lib/site/display-font.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
);
export const OUT = 'src/assets/fonts/fraunces-display.woff2';

/** The subset font file's bytes, made from the installed Fraunces package (deterministic). */
export async function makeDisplayFont() {
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, DISPLAY_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 600, default: 400 } },
  });
  return { source, subset };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { source, subset } = await makeDisplayFont();
  writeFileSync(OUT, subset);
  console.log(`${OUT}: ${subset.length} bytes (from ${source.length})`);
}
