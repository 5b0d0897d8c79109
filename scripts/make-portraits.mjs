// Renders the funnel's pencil-sketch portraits (scripts/portrait-art.mjs, cast in
// src/assets/portraits/cast.json) to WebP sources in src/assets/portraits/, and records each
// drawing's fingerprint in manifest.json. Astro then makes the sized, responsive images at build
// time. Run again after changing the cast or the drawing code (a unit test notices when not):
//   npx node scripts/make-portraits.mjs
import sharp from 'sharp';
import { readFileSync, writeFileSync } from 'node:fs';
import { PORTRAIT_WIDTH, portraitFingerprint, portraitSvg } from './portrait-art.mjs';

const DIR = 'src/assets/portraits';
const cast = JSON.parse(readFileSync(`${DIR}/cast.json`, 'utf8'));

const jobs = [
  ...cast.gallery.map((definition) => ({ definition, veiled: false })),
  { definition: cast.teaser, veiled: false },
  ...cast.veiled.map((definition) => ({ definition, veiled: true })),
];

const manifest = {};
for (const { definition, veiled } of jobs) {
  const svg = portraitSvg(definition, { veiled });
  // Near-lossless sources: the build re-encodes them at the sizes the pages ask for.
  const { size } = await sharp(Buffer.from(svg))
    .resize({ width: PORTRAIT_WIDTH })
    .webp({ quality: 90, effort: 6 })
    .toFile(`${DIR}/${definition.id}.webp`);
  manifest[definition.id] = portraitFingerprint(definition, { veiled });
  console.log(`${definition.id}.webp  ${(size / 1024).toFixed(0)} KB`);
}
writeFileSync(`${DIR}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
