import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDisplayFontFallback, OUT } from '../../../scripts/make-display-font-fallback.mjs';

/** A font-family list with quotes and spacing made uniform, so that two spellings compare equal. */
const families = (stack: string) =>
  stack
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);

describe('the display font stand-ins', () => {
  it('ships the stylesheet the script makes (run it again after changing the font or the stand-ins)', async () => {
    const { css } = await makeDisplayFontFallback();
    expect(readFileSync(OUT, 'utf8')).toBe(css);
  });

  it('are sized to Fraunces: each face scales its stand-in and overrides its line metrics', () => {
    const faces = readFileSync(OUT, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length).toBeGreaterThanOrEqual(3);
    for (const face of faces) {
      expect(face).toMatch(/src:\s*local\(/);
      expect(face).toMatch(/size-adjust:\s*\d+(\.\d+)?%/);
      expect(face).toMatch(/ascent-override:\s*\d+(\.\d+)?%/);
    }
  });

  it('are all named, in order, by --font-display in the site stylesheet', async () => {
    const { fontFamily } = await makeDisplayFontFallback();
    const css = readFileSync('src/styles/global.css', 'utf8');
    const declared = /--font-display:\s*([^;]+);/.exec(css)?.[1];
    expect(declared).toBeDefined();
    expect(families(declared!)).toEqual(families(fontFamily));
    for (const face of readFileSync(OUT, 'utf8').matchAll(/font-family:\s*'([^']+)'/g))
      expect(families(declared!)).toContain(face[1]);
  });
});
