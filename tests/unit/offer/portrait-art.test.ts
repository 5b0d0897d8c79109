import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  portraitFingerprint,
  portraitSvg,
} from '../../../scripts/portrait-art.mjs';
import { VEILED_PORTRAIT_KEYS } from '@/lib/quiz/portrait';

const DIR = 'src/assets/portraits';
const cast = JSON.parse(readFileSync(`${DIR}/cast.json`, 'utf8'));
const manifest: Record<string, string> = JSON.parse(readFileSync(`${DIR}/manifest.json`, 'utf8'));
const drawings = [
  ...cast.gallery.map((definition: { id: string }) => ({ definition, veiled: false })),
  { definition: cast.teaser, veiled: false },
  ...cast.veiled.map((definition: { id: string }) => ({ definition, veiled: true })),
];

describe('funnel portraits', () => {
  it('the committed images are the ones the drawing code makes (else: node scripts/make-portraits.mjs)', async () => {
    expect(Object.keys(manifest).sort()).toEqual(drawings.map(({ definition }) => definition.id).sort());
    for (const { definition, veiled } of drawings) {
      expect(manifest[definition.id], definition.id).toBe(portraitFingerprint(definition, { veiled }));
      const meta = await sharp(`${DIR}/${definition.id}.webp`).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PORTRAIT_WIDTH, PORTRAIT_HEIGHT]);
    }
  });

  it('every face is a different drawing, with its own alt text', () => {
    const faces = drawings.map(({ definition }) => JSON.stringify(definition.face));
    expect(new Set(faces).size).toBe(faces.length);
    const alts = drawings.map(({ definition }) => definition.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('there is a veiled portrait for every choice the quiz can make', () => {
    const keys = cast.veiled.map((entry: { gender: string; age: string }) => `${entry.gender}-${entry.age}`);
    expect(keys.sort()).toEqual([...VEILED_PORTRAIT_KEYS].sort());
  });

  it('keeps to pencil and paper: no DiceBear placeholder colour or pure black survives', () => {
    for (const { definition, veiled } of drawings) {
      const svg = portraitSvg(definition, { veiled });
      expect(svg).not.toMatch(/#a1b2c3|#d1e2f3|#000000|"#000"(?! filter)/i);
    }
  });
});
