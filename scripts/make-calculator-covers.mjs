// Draws the cover images of the compatibility hub and the calculator pages (1200×630 PNG, a
// night sky with one motif per page) into src/assets/calculators/. Astro turns them into
// AVIF/WebP at build time. Run again after changing a motif:
//   npx node scripts/make-calculator-covers.mjs
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

const W = 1200;
const H = 630;
const OUT = 'src/assets/calculators';
const SIGNS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

/** Small seeded generator so every run draws the same sky. */
function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function stars(random, count) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = random() < 0.08 ? 2.2 : random() * 1.3 + 0.3;
    out += `<circle cx="${(random() * W).toFixed(1)}" cy="${(random() * H).toFixed(1)}" r="${r.toFixed(2)}" fill="#f7f5ff" opacity="${(0.35 + random() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

const heart = (x, y, s, fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C -40 0 -30 -35 0 -18 C 30 -35 40 0 0 30 Z" fill="${fill}"/>`;

function wheel(cx, cy, r, colour) {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r - 46}" fill="none" stroke="${colour}" stroke-opacity="0.6"/>`;
  SIGNS.forEach((sign, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const a2 = ((i * 30 + 15) * Math.PI) / 180;
    out += `<line x1="${cx + (r - 46) * Math.cos(a)}" y1="${cy + (r - 46) * Math.sin(a)}" x2="${cx + r * Math.cos(a)}" y2="${cy + r * Math.sin(a)}" stroke="${colour}" stroke-opacity="0.6"/>`;
    out += `<text x="${cx + (r - 23) * Math.cos(a2)}" y="${cy + (r - 23) * Math.sin(a2) + 9}" font-size="26" text-anchor="middle" fill="${colour}" font-family="DejaVu Sans">${sign}</text>`;
  });
  return out;
}

/** Each motif is drawn around x=850 and shifted to the centre of the image. */
const MOTIFS = {
  orbits: (c) =>
    `<circle cx="760" cy="315" r="170" fill="none" stroke="${c[0]}" stroke-width="5"/><circle cx="940" cy="315" r="170" fill="none" stroke="${c[1]}" stroke-width="5"/><circle cx="850" cy="315" r="18" fill="${c[2]}"/>`,
  wheel: (c) =>
    wheel(850, 315, 250, c[0]) +
    `<polygon points="850,140 1000,400 700,400" fill="none" stroke="${c[1]}" stroke-width="2"/><polygon points="850,490 700,230 1000,230" fill="none" stroke="${c[2]}" stroke-width="2"/>`,
  heart: (c) =>
    heart(850, 300, 6, c[0]) +
    heart(850, 300, 4.2, c[1]) +
    `<circle cx="850" cy="290" r="16" fill="${c[2]}"/>`,
  rings: (c) =>
    `<circle cx="790" cy="330" r="140" fill="none" stroke="${c[0]}" stroke-width="26"/><circle cx="960" cy="330" r="140" fill="none" stroke="${c[1]}" stroke-width="26"/><polygon points="960,160 985,190 960,215 935,190" fill="${c[2]}"/>`,
  meter: (c) =>
    `<path d="M620 460 A 240 240 0 0 1 1100 460" fill="none" stroke="#2b356b" stroke-width="34" stroke-linecap="round"/><path d="M620 460 A 240 240 0 0 1 1030 290" fill="none" stroke="${c[0]}" stroke-width="34" stroke-linecap="round"/><line x1="860" y1="460" x2="1010" y2="320" stroke="${c[1]}" stroke-width="8" stroke-linecap="round"/><circle cx="860" cy="460" r="20" fill="${c[2]}"/>`,
  letters: (c) =>
    `<text x="760" y="380" font-size="220" font-family="DejaVu Serif" fill="${c[0]}" text-anchor="middle">A</text><text x="960" y="380" font-size="220" font-family="DejaVu Serif" fill="${c[1]}" text-anchor="middle">B</text>` +
    heart(860, 470, 1.6, c[2]),
  calendar: (c) =>
    `<rect x="680" y="150" width="340" height="320" rx="28" fill="none" stroke="${c[0]}" stroke-width="6"/><line x1="680" y1="230" x2="1020" y2="230" stroke="${c[0]}" stroke-width="6"/>` +
    Array.from(
      { length: 20 },
      (_, i) =>
        `<circle cx="${725 + (i % 5) * 62}" cy="${275 + Math.floor(i / 5) * 50}" r="9" fill="${i === 13 ? c[2] : c[1]}" opacity="${i === 13 ? 1 : 0.6}"/>`,
    ).join(''),
  eye: (c) =>
    `<path d="M600 315 Q 850 100 1100 315 Q 850 530 600 315 Z" fill="none" stroke="${c[0]}" stroke-width="6"/><circle cx="850" cy="315" r="90" fill="none" stroke="${c[1]}" stroke-width="6"/><circle cx="850" cy="315" r="38" fill="${c[2]}"/>`,
  constellation: (c) => {
    const pts = [
      [640, 420],
      [720, 250],
      [830, 330],
      [930, 180],
      [1050, 300],
      [980, 470],
    ];
    return (
      `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${c[0]}" stroke-width="3"/>` +
      pts
        .map(
          ([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 2 ? 12 : 8}" fill="${i % 2 ? c[1] : c[2]}"/>`,
        )
        .join('')
    );
  },
  moons: (c) =>
    `<circle cx="760" cy="315" r="130" fill="${c[0]}"/><circle cx="800" cy="290" r="120" fill="#0b1026"/><circle cx="960" cy="315" r="130" fill="${c[1]}"/><circle cx="920" cy="290" r="120" fill="#0b1026"/><circle cx="860" cy="480" r="14" fill="${c[2]}"/>`,
};

const GOLD = '#f5c66b';
const VIOLET = '#a89bff';
const ROSE = '#f29bb5';
const MINT = '#3ccf91';

const COVERS = [
  ['compatibility-hub', 'wheel', [GOLD, VIOLET, ROSE], '#2b1f5c'],
  ['romantic-compatibility-by-birth-date', 'orbits', [GOLD, ROSE, '#f7f5ff'], '#3a1f4f'],
  ['birthday-compatibility', 'calendar', [GOLD, VIOLET, ROSE], '#1f2f5c'],
  ['love-compatibility', 'heart', [ROSE, '#c0567a', GOLD], '#3a1736'],
  ['relationship-compatibility', 'constellation', [VIOLET, GOLD, ROSE], '#1d2a52'],
  ['zodiac-compatibility', 'wheel', [VIOLET, GOLD, ROSE], '#22184a'],
  ['star-chart-compatibility', 'wheel', [GOLD, MINT, ROSE], '#142a45'],
  ['true-love-calculator-soulmate', 'heart', [GOLD, ROSE, '#f7f5ff'], '#40183a'],
  ['marriage-calculator', 'rings', [GOLD, '#e0e0ef', VIOLET], '#262050'],
  ['love-meter-marriage', 'meter', [ROSE, GOLD, VIOLET], '#301a48'],
  ['soulmate-compatibility-dob', 'moons', [GOLD, VIOLET, ROSE], '#181f4a'],
  ['soulmate-compatibility-name', 'letters', [GOLD, VIOLET, ROSE], '#2a1c50'],
  ['love-calculator-by-name', 'letters', [ROSE, GOLD, ROSE], '#3a1840'],
  ['when-will-i-get-married', 'calendar', [VIOLET, GOLD, GOLD], '#1b2650'],
  ['free-psychic-soulmate-reading', 'eye', [VIOLET, GOLD, ROSE], '#1e1646'],
];

mkdirSync(OUT, { recursive: true });
for (const [index, [key, motif, colours, glow]] of COVERS.entries()) {
  const random = rng(1000 + index * 7919);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070a1c"/><stop offset="1" stop-color="#141a3a"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.55"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="#070a1c" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${stars(random, 260)}
  <g transform="translate(-250 0)">${MOTIFS[motif](colours)}</g>
</svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${OUT}/${key}.png`);
  console.log(`${OUT}/${key}.png`);
}
