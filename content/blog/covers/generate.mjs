// Draws the launch articles' cover art as SVG and writes each as an optimised 1600×900 JPEG
// next to this file (Astro then serves WebP sizes of it through astro:assets). Deterministic:
// the star field of each cover is seeded by its name.   npx node content/blog/covers/generate.mjs
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const W = 1600;
const H = 900;
const here = dirname(fileURLToPath(import.meta.url));

function random(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const palettes = {
  compatibility: ['#0b1026', '#2a1f5e', '#f29bb5', '#f5c66b'],
  zodiac: ['#070a1c', '#1e2650', '#a89bff', '#f8d98f'],
  tarot: ['#0b1026', '#3a1d4f', '#f5c66b', '#e8e6f5'],
  relationships: ['#0b1026', '#1b2f55', '#f29bb5', '#cfcbe9'],
};

function frame(name, palette, motif) {
  const [bg, glow, accent, light] = palettes[palette];
  const rnd = random(name);
  const stars = Array.from({ length: 140 }, () => {
    const r = rnd() < 0.9 ? 0.6 + rnd() * 1.4 : 2 + rnd() * 1.5;
    return `<circle cx="${(rnd() * W).toFixed(1)}" cy="${(rnd() * H).toFixed(1)}" r="${r.toFixed(2)}" fill="${light}" opacity="${(0.35 + rnd() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${bg}"/></radialGradient>
<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8d98f"/><stop offset="1" stop-color="#e8ad3d"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${stars}
<circle cx="800" cy="450" r="420" fill="url(#halo)"/>
${motif({ accent, light, rnd })}
</svg>`;
}

const ring = (cx, cy, r, stroke, width = 3, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"/>`;
const polar = (cx, cy, r, deg) => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];
function wheel(cx, cy, r, stroke, ticks = 12) {
  let out =
    ring(cx, cy, r, stroke, 4) +
    ring(cx, cy, r * 0.78, stroke, 2, 0.7) +
    ring(cx, cy, r * 0.3, stroke, 2, 0.5);
  for (let i = 0; i < ticks; i++) {
    const [x1, y1] = polar(cx, cy, r * 0.3, i * (360 / ticks));
    const [x2, y2] = polar(cx, cy, r, i * (360 / ticks));
    out += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="2" opacity="0.6"/>`;
  }
  return out;
}
const heart = (cx, cy, s, fill) =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" d="M0 30 C -40 0 -40 -40 -12 -40 C 0 -40 0 -28 0 -24 C 0 -28 0 -40 12 -40 C 40 -40 40 0 0 30 Z" fill="${fill}"/>`;
const star = (cx, cy, r, fill) => {
  const pts = Array.from({ length: 10 }, (_, i) =>
    polar(cx, cy, i % 2 ? r * 0.42 : r, i * 36 - 90)
      .map((n) => n.toFixed(1))
      .join(','),
  ).join(' ');
  return `<polygon points="${pts}" fill="${fill}"/>`;
};
function card(x, y, w, h, accent, inner) {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#141a3a" stroke="url(#gold)" stroke-width="6"/>
<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" rx="12" fill="none" stroke="${accent}" stroke-width="2" opacity="0.7"/>${inner}</g>`;
}

const covers = {
  'zodiac-compatibility-beyond-sun-signs': [
    'compatibility',
    ({ accent, light }) => {
      let out = wheel(640, 450, 250, light) + wheel(960, 450, 250, accent);
      const a = [
        [520, 330],
        [700, 590],
        [610, 300],
        [560, 560],
      ];
      const b = [
        [1060, 340],
        [900, 600],
        [1000, 560],
        [1090, 470],
      ];
      a.forEach(([x, y], i) => {
        const [u, v] = b[i];
        out += `<line x1="${x}" y1="${y}" x2="${u}" y2="${v}" stroke="#f5c66b" stroke-width="3" stroke-dasharray="${i % 2 ? '10 8' : '0'}" opacity="0.9"/>`;
        out += `<circle cx="${x}" cy="${y}" r="12" fill="${light}"/><circle cx="${u}" cy="${v}" r="12" fill="${accent}"/>`;
      });
      return out;
    },
  ],
  'birthday-compatibility-explained': [
    'compatibility',
    ({ accent, light }) => {
      const page = (x, y, rot, fill) =>
        `<g transform="rotate(${rot} ${x + 160} ${y + 190})"><rect x="${x}" y="${y}" width="320" height="380" rx="28" fill="#141a3a" stroke="${fill}" stroke-width="6"/><rect x="${x}" y="${y}" width="320" height="90" rx="28" fill="${fill}"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${x + 30 + (i % 5) * 54}" y="${y + 120 + Math.floor(i / 5) * 60}" width="36" height="36" rx="8" fill="${light}" opacity="${i === 12 ? 1 : 0.18}"/>`).join('')}</g>`;
      return (
        page(380, 250, -8, accent) +
        page(900, 250, 8, '#f5c66b') +
        `<path d="M620 330 Q 800 120 980 330" fill="none" stroke="#f8d98f" stroke-width="4" stroke-dasharray="12 10"/>` +
        heart(800, 190, 1.3, accent)
      );
    },
  ],
  'love-calculator-by-name-numerology': [
    'compatibility',
    ({ accent, light }) => {
      let out = '';
      const cells = [];
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 3; c++) {
          const x = 560 + c * 170;
          const y = 200 + r * 170;
          cells.push([x + 70, y + 70]);
          out += `<rect x="${x}" y="${y}" width="140" height="140" rx="24" fill="#141a3a" stroke="${light}" stroke-width="3" opacity="0.95"/>`;
          for (let d = 0; d <= (r * 3 + c) % 4; d++)
            out += `<circle cx="${x + 40 + (d % 2) * 60}" cy="${y + 40 + Math.floor(d / 2) * 60}" r="12" fill="${d % 2 ? accent : '#f5c66b'}"/>`;
        }
      const path = [0, 4, 8, 5, 1].map((i) => cells[i].join(',')).join(' ');
      out += `<polyline points="${path}" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round" opacity="0.85"/>`;
      return out + heart(1250, 300, 2, accent) + heart(350, 620, 1.4, '#f5c66b');
    },
  ],
  'venus-signs-in-love': [
    'zodiac',
    ({ accent }) => {
      let petals = '';
      for (let i = 0; i < 12; i++)
        petals += `<ellipse cx="800" cy="230" rx="34" ry="110" fill="${accent}" opacity="0.22" transform="rotate(${i * 30} 800 360)"/>`;
      return (
        petals +
        `<circle cx="800" cy="360" r="130" fill="none" stroke="url(#gold)" stroke-width="26"/><line x1="800" y1="490" x2="800" y2="760" stroke="#f5c66b" stroke-width="26" stroke-linecap="round"/><line x1="700" y1="640" x2="900" y2="640" stroke="#f5c66b" stroke-width="26" stroke-linecap="round"/>`
      );
    },
  ],
  'seventh-house-marriage-astrology': [
    'zodiac',
    ({ accent, light }) => {
      const [x1, y1] = polar(800, 450, 330, 150);
      const [x2, y2] = polar(800, 450, 330, 180);
      const wedge = `<path d="M800 450 L${x1.toFixed(1)} ${y1.toFixed(1)} A330 330 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)} Z" fill="${accent}" opacity="0.55"/>`;
      const ringsHand = `<circle cx="${(x1 + x2) / 2 - 40}" cy="${(y1 + y2) / 2 - 20}" r="26" fill="none" stroke="#f5c66b" stroke-width="8"/><circle cx="${(x1 + x2) / 2 - 5}" cy="${(y1 + y2) / 2 - 20}" r="26" fill="none" stroke="#f8d98f" stroke-width="8"/>`;
      return (
        wedge +
        wheel(800, 450, 330, light) +
        `<line x1="470" y1="450" x2="1130" y2="450" stroke="#f5c66b" stroke-width="5"/>` +
        ringsHand
      );
    },
  ],
  'yes-or-no-tarot-questions': [
    'tarot',
    ({ accent, light }) => {
      const sun = `<circle cx="800" cy="380" r="70" fill="url(#gold)"/>${Array.from(
        { length: 16 },
        (_, i) => {
          const [a, b] = polar(800, 380, 95, i * 22.5);
          const [c, d] = polar(800, 380, 130, i * 22.5);
          return `<line x1="${a.toFixed(1)}" y1="${b.toFixed(1)}" x2="${c.toFixed(1)}" y2="${d.toFixed(1)}" stroke="#f8d98f" stroke-width="6" stroke-linecap="round"/>`;
        },
      ).join('')}`;
      const left = card(
        330,
        230,
        260,
        440,
        accent,
        `<path d="M400 460 l40 40 l80 -90" fill="none" stroke="#3ccf91" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      const right = card(
        1010,
        230,
        260,
        440,
        accent,
        `<path d="M1090 400 l100 100 M1190 400 l-100 100" stroke="#ef4b5f" stroke-width="16" stroke-linecap="round"/>`,
      );
      return (
        left +
        right +
        card(
          650,
          170,
          300,
          520,
          light,
          sun + `<path d="M720 560 Q 800 610 880 560" fill="none" stroke="${light}" stroke-width="4"/>`,
        )
      );
    },
  ],
  'the-lovers-tarot-card-meaning': [
    'tarot',
    ({ accent, light }) => {
      const figure = (x, fill) =>
        `<circle cx="${x}" cy="470" r="34" fill="${fill}"/><path d="M${x - 45} 640 Q ${x} 500 ${x + 45} 640 Z" fill="${fill}"/>`;
      const rays = Array.from({ length: 9 }, (_, i) => {
        const [c, d] = polar(800, 300, 150, 200 + i * 17.5);
        return `<line x1="800" y1="300" x2="${c.toFixed(1)}" y2="${d.toFixed(1)}" stroke="#f8d98f" stroke-width="4" opacity="0.8"/>`;
      }).join('');
      return card(
        590,
        120,
        420,
        660,
        accent,
        rays +
          `<circle cx="800" cy="300" r="58" fill="url(#gold)"/>` +
          figure(710, light) +
          figure(890, accent) +
          heart(800, 400, 0.9, accent),
      );
    },
  ],
  'saturn-return-relationships': [
    'relationships',
    ({ accent, light }) => {
      const glass = `<path d="M1170 230 h140 l-55 110 l55 110 h-140 l55 -110 z" fill="none" stroke="${light}" stroke-width="6" stroke-linejoin="round"/><path d="M1205 250 h70 l-35 70 z M1240 380 l40 60 h-80 z" fill="#f5c66b"/>`;
      return (
        `<ellipse cx="720" cy="450" rx="360" ry="90" fill="none" stroke="${accent}" stroke-width="20" opacity="0.6" transform="rotate(-18 720 450)"/><circle cx="720" cy="450" r="190" fill="url(#gold)"/><path d="M540 430 Q720 400 900 430" stroke="#e8ad3d" stroke-width="14" fill="none" opacity="0.6"/><path d="M370 540 A360 90 -18 0 0 1080 360" fill="none" stroke="${accent}" stroke-width="20" transform="rotate(-18 720 450)" opacity="0"/><ellipse cx="720" cy="450" rx="360" ry="90" fill="none" stroke="${light}" stroke-width="6" stroke-dasharray="1 16" stroke-linecap="round" transform="rotate(-18 720 450)"/>` +
        glass
      );
    },
  ],
  'soulmate-connection-signs': [
    'relationships',
    ({ accent, light }) => {
      const pts = [
        [800, 740],
        [560, 500],
        [520, 330],
        [620, 230],
        [740, 260],
        [800, 340],
        [860, 260],
        [980, 230],
        [1080, 330],
        [1040, 500],
        [800, 740],
      ];
      const line = `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${light}" stroke-width="3" opacity="0.8"/>`;
      return (
        line +
        pts
          .slice(0, -1)
          .map(([x, y], i) =>
            i % 3 === 0
              ? star(x, y, 26, '#f5c66b')
              : `<circle cx="${x}" cy="${y}" r="11" fill="${i % 2 ? accent : light}"/>`,
          )
          .join('')
      );
    },
  ],
};

for (const [name, [palette, motif]] of Object.entries(covers)) {
  const svg = frame(name, palette, motif);
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(join(here, `${name}.jpg`));
  console.log(`${name}.jpg`);
}

// The blog's default cover (posts without their own, e.g. Supabase rows with no image).
const crescent = frame(
  'default-cover',
  'zodiac',
  ({ light }) =>
    `<circle cx="800" cy="450" r="150" fill="none" stroke="${light}" stroke-width="6"/><path d="M860 330 a150 150 0 1 0 0 240 a120 120 0 1 1 0 -240z" fill="#f5c66b"/>`,
);
await sharp(Buffer.from(crescent))
  .jpeg({ quality: 78, mozjpeg: true })
  .toFile(join(here, '../../../src/assets/blog/default-cover.jpg'));
console.log('src/assets/blog/default-cover.jpg');
