// Draws the funnel's illustrations (the landing sky, the guide cover) as SVG and renders them to
// JPEG sources for astro:assets, which then serves responsive WebP. The pencil portraits are
// drawn by scripts/make-portraits.mjs. Run once after changing a drawing:
//   npx node src/assets/funnel/draw-art.mjs
import sharp from 'sharp';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** A small deterministic generator so the star fields never change between runs. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

function stars(count, width, height, seed, maxR = 1.8) {
  const rand = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = (rand() * width).toFixed(1);
    const y = (rand() * height).toFixed(1);
    const r = (0.4 + rand() * maxR).toFixed(2);
    const o = (0.35 + rand() * 0.65).toFixed(2);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#f7f5ff" opacity="${o}"/>`;
  }
  return out;
}

function sparkle(x, y, size, color = '#f8d98f') {
  const s = size;
  return `<path d="M${x} ${y - s}L${x + s * 0.22} ${y - s * 0.22}L${x + s} ${y}L${x + s * 0.22} ${y + s * 0.22}L${x} ${y + s}L${x - s * 0.22} ${y + s * 0.22}L${x - s} ${y}L${x - s * 0.22} ${y - s * 0.22}Z" fill="${color}"/>`;
}

/** Hero: a crescent moon above hills, two constellations meeting in a heart. */
function hero() {
  const w = 1600;
  const h = 1100;
  // Heart outline as constellation nodes.
  const heart = [
    [1040, 470],
    [960, 380],
    [860, 360],
    [790, 430],
    [800, 540],
    [880, 640],
    [1040, 760],
    [1200, 640],
    [1280, 540],
    [1290, 430],
    [1220, 360],
    [1120, 380],
  ];
  const lines = heart
    .map((p, i) => {
      const q = heart[(i + 1) % heart.length];
      return `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="#f8d98f" stroke-opacity="0.55" stroke-width="2.2" stroke-dasharray="2 9" stroke-linecap="round"/>`;
    })
    .join('');
  const nodes = heart
    .map(([x, y], i) =>
      i % 3 === 0
        ? sparkle(x, y, 16)
        : `<circle cx="${x}" cy="${y}" r="6" fill="#f8d98f"/><circle cx="${x}" cy="${y}" r="16" fill="#f8d98f" opacity="0.18"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#070a1c"/><stop offset="0.55" stop-color="#1e2650"/><stop offset="1" stop-color="#4a3a86"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f8d98f" stop-opacity="0.55"/><stop offset="1" stop-color="#f8d98f" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="nebula" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f29bb5" stop-opacity="0.35"/><stop offset="1" stop-color="#a89bff" stop-opacity="0"/>
    </radialGradient>
    <mask id="crescent"><rect width="${w}" height="${h}" fill="#000"/><circle cx="420" cy="300" r="150" fill="#fff"/><circle cx="490" cy="250" r="140" fill="#000"/></mask>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <ellipse cx="1040" cy="560" rx="520" ry="380" fill="url(#nebula)"/>
  ${stars(320, w, h * 0.8, 7)}
  <circle cx="420" cy="300" r="330" fill="url(#glow)"/>
  <rect width="${w}" height="${h}" fill="#f8d98f" mask="url(#crescent)"/>
  <ellipse cx="1040" cy="560" rx="430" ry="150" fill="none" stroke="#a89bff" stroke-opacity="0.35" stroke-width="2" transform="rotate(-14 1040 560)"/>
  <ellipse cx="1040" cy="560" rx="560" ry="210" fill="none" stroke="#a89bff" stroke-opacity="0.18" stroke-width="2" transform="rotate(-14 1040 560)"/>
  ${lines}${nodes}
  <path d="M0 900 C 200 820 380 860 560 900 S 900 820 1100 880 S 1420 860 1600 820 L1600 1100 L0 1100Z" fill="#141a3a"/>
  <path d="M0 960 C 240 900 460 980 700 960 S 1140 900 1380 950 S 1540 940 1600 930 L1600 1100 L0 1100Z" fill="#0b1026"/>
  ${sparkle(1420, 180, 22, '#f7f5ff')}${sparkle(220, 700, 14, '#f7f5ff')}${sparkle(640, 130, 10, '#f7f5ff')}
</svg>`;
}

/** The Karmic Love Guide's cover. */
function guide() {
  const w = 600;
  const h = 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="cover" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b356b"/><stop offset="1" stop-color="#141a3a"/></linearGradient></defs>
  <rect width="${w}" height="${h}" rx="24" fill="url(#cover)"/>
  <rect x="28" y="28" width="${w - 56}" height="${h - 56}" rx="14" fill="none" stroke="#f5c66b" stroke-opacity="0.6" stroke-width="2"/>
  ${stars(80, w, h, 3)}
  <circle cx="300" cy="250" r="90" fill="#f5c66b"/><circle cx="340" cy="220" r="84" fill="#1e2650"/>
  <circle cx="262" cy="450" r="62" fill="none" stroke="#f8d98f" stroke-width="10"/><circle cx="338" cy="450" r="62" fill="none" stroke="#f29bb5" stroke-width="10"/>
  <rect x="150" y="590" width="300" height="10" rx="5" fill="#f8d98f" opacity="0.8"/>
  <rect x="190" y="620" width="220" height="8" rx="4" fill="#cfcbe9" opacity="0.5"/>
  ${sparkle(470, 120, 16)}${sparkle(130, 680, 12)}
</svg>`;
}

async function render(name, svg, width, quality = 88) {
  await sharp(Buffer.from(svg))
    .resize({ width })
    .jpeg({ quality, mozjpeg: true })
    .toFile(join(here, `${name}.jpg`));
}

await render('hero-sky', hero(), 1600);
await render('karmic-guide', guide(), 600);
console.log('funnel art written to', here);
