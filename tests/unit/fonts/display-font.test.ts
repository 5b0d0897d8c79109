import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePointsOfUnicodeRange, DISPLAY_CHARACTERS } from '@/lib/site/display-font';
import { makeDisplayFont, OUT } from '../../../scripts/subset-display-font.mjs';

/** The unicode-range of the Fraunces @font-face rule in the site stylesheet. */
function fontFaceUnicodeRange(): string {
  const css = readFileSync('src/styles/global.css', 'utf8');
  const rule = /@font-face\s*{[^}]*font-family:\s*'Fraunces Variable'[^}]*}/.exec(css)?.[0];
  const range = rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
  if (!range) throw new Error('No unicode-range on the Fraunces @font-face rule');
  return range.replace(/\s+/g, ' ');
}

const codePoints = (text: string) => new Set([...text].map((character) => character.codePointAt(0)!));

describe('the display font subset', () => {
  it('reads CSS unicode-range values', () => {
    expect([...codePointsOfUnicodeRange('U+0041-0043, U+20AC')]).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(() => codePointsOfUnicodeRange('U+GG')).toThrow('Not a unicode-range part');
  });

  it('declares exactly the characters the font file was cut to', () => {
    expect(codePointsOfUnicodeRange(fontFaceUnicodeRange())).toEqual(codePoints(DISPLAY_CHARACTERS));
  });

  it('ships the file the subset script makes from the installed font (run it again after changing the set)', async () => {
    const { subset } = await makeDisplayFont();
    const committed = readFileSync(OUT);
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Buffer.compare(committed, Buffer.from(subset))).toBe(0);
  });
});
