// Draws the funnel's illustrations as SVG and renders them to JPEG sources for astro:assets,
// which then serves responsive WebP. Run once after changing a drawing:
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

/** A pencil-sketch portrait on cream paper, softly veiled (the portrait-ready placeholder). */
function sketch({ veiled }) {
  const w = 800;
  const h = 1000;
  const rand = seeded(42);
  let hatch = '';
  for (let i = 0; i < 70; i += 1) {
    const x = 200 + rand() * 400;
    const y = 640 + rand() * 300;
    hatch += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + 40).toFixed(0)}" y2="${(y - 26).toFixed(0)}" stroke="#3a3550" stroke-opacity="0.25" stroke-width="2"/>`;
  }
  const stroke = 'stroke="#2d2a40" fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="paper" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#fbf4e4"/><stop offset="1" stop-color="#e6d9bd"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${veiled ? 9 : 0.6}"/></filter>
    <radialGradient id="veil" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#a89bff" stop-opacity="0.15"/><stop offset="1" stop-color="#1e2650" stop-opacity="0.55"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#paper)"/>
  <g filter="url(#soft)">
    <path d="M250 420 C 240 250 330 170 410 170 C 500 170 570 250 560 420" ${stroke} stroke-width="5" opacity="0.7"/>
    <path d="M262 400 C 250 560 320 690 405 700 C 490 690 556 560 548 400" ${stroke} stroke-width="4"/>
    <path d="M250 420 C 220 330 250 210 330 175 C 420 140 520 160 560 250 C 590 320 570 420 560 440 C 540 360 470 300 410 300 C 340 300 280 340 250 420Z" fill="#3a3550" fill-opacity="0.55"/>
    <path d="M318 455 q 32 -20 64 0" ${stroke} stroke-width="4"/><path d="M428 455 q 32 -20 64 0" ${stroke} stroke-width="4"/>
    <ellipse cx="350" cy="470" rx="16" ry="8" fill="#2d2a40"/><ellipse cx="460" cy="470" rx="16" ry="8" fill="#2d2a40"/>
    <path d="M406 480 q -8 60 -22 78 q 20 10 40 0" ${stroke} stroke-width="3.5"/>
    <path d="M360 610 q 46 26 92 0" ${stroke} stroke-width="4"/>
    <path d="M405 700 L 400 760 M 300 760 C 330 740 370 740 400 760 C 430 740 480 740 510 760" ${stroke} stroke-width="4"/>
    <path d="M200 960 C 220 840 300 780 400 770 C 500 780 590 840 610 960" ${stroke} stroke-width="5"/>
    ${hatch}
  </g>
  ${veiled ? `<rect width="${w}" height="${h}" fill="url(#veil)"/>${stars(90, w, h, 9, 2.4)}` : ''}
  ${sparkle(640, 150, 20)}${sparkle(150, 820, 14)}${sparkle(680, 760, 10)}
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

/** One tile of the customer photo grid: a framed sketch beside a keepsake, in varied colours. */
function photo(index) {
  const palettes = [
    ['#f29bb5', '#2b356b'],
    ['#a89bff', '#141a3a'],
    ['#f5c66b', '#1e2650'],
    ['#3ccf91', '#141a3a'],
    ['#f8d98f', '#2b356b'],
    ['#cfcbe9', '#1e2650'],
  ];
  const [accent, ground] = palettes[index % palettes.length];
  const rand = seeded(100 + index);
  const tilt = (rand() * 12 - 6).toFixed(1);
  const w = 480;
  const h = 480;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><radialGradient id="bg" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${ground}"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${stars(40, w, h, 200 + index)}
  <g transform="rotate(${tilt} 240 240)">
    <rect x="120" y="70" width="240" height="320" rx="6" fill="#fbf4e4"/>
    <path d="M180 210 C 175 140 215 110 240 110 C 270 110 305 140 300 210 C 300 280 270 320 240 322 C 210 320 182 280 180 210Z" fill="none" stroke="#2d2a40" stroke-width="4"/>
    <path d="M180 205 C 190 150 220 130 240 130 C 265 130 295 150 300 205 C 280 170 260 160 240 160 C 215 160 195 175 180 205Z" fill="#3a3550" fill-opacity="0.6"/>
    <circle cx="218" cy="215" r="6" fill="#2d2a40"/><circle cx="262" cy="215" r="6" fill="#2d2a40"/>
    <path d="M222 272 q 18 ${8 + index} 36 0" stroke="#2d2a40" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M160 390 C 175 345 205 330 240 328 C 275 330 305 345 320 390" stroke="#2d2a40" stroke-width="4" fill="none"/>
  </g>
  ${sparkle(400, 400, 18, accent)}
</svg>`;
}

async function render(name, svg, width, quality = 88) {
  await sharp(Buffer.from(svg))
    .resize({ width })
    .jpeg({ quality, mozjpeg: true })
    .toFile(join(here, `${name}.jpg`));
}

await render('hero-sky', hero(), 1600);
await render('sketch-veiled', sketch({ veiled: true }), 800);
await render('sketch-portrait', sketch({ veiled: false }), 800);
await render('karmic-guide', guide(), 600);
for (let i = 0; i < 6; i += 1) await render(`customer-${i + 1}`, photo(i), 480);
console.log('funnel art written to', here);
