/**
 * The drawing kit every card face shares (src/lib/tarot/card-art.ts for the major arcana,
 * card-art-minor.ts for the minor): the palette, a few line-drawn primitives and the night-sky
 * frame with its numeral and name plate. Everything is a shape: no text glyph but the card's
 * numeral and name, so nothing can render as a missing-character box.
 */
export const CARD_WIDTH = 240;
export const CARD_HEIGHT = 400;

export const GOLD = '#f5c66b';
export const STAR = '#e8e6f5';
export const VIOLET = '#a89bff';
export const ROSE = '#f29bb5';
export const NIGHT = '#141a3a';

/** A star polygon path with `points` tips. */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = -90,
): string {
  const steps = points * 2;
  const coords: string[] = [];
  for (let index = 0; index < steps; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((rotation + (360 / steps) * index) * Math.PI) / 180;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${coords.join('L')}Z`;
}

export const line = (x1: number, y1: number, x2: number, y2: number, width = 3, color = GOLD) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
export const ring = (cx: number, cy: number, r: number, color = GOLD, width = 3) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
export const dot = (cx: number, cy: number, r: number, color = GOLD, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
export const stroke = (d: string, color = GOLD, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const fill = (d: string, color = GOLD, opacity = 1) =>
  `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
/** A closed shape with both a fill and an outline (a tower, a pillar): never an empty box. */
export const solid = (d: string, fillColor: string, outline = STAR, width = 2) =>
  `<path d="${d}" fill="${fillColor}" stroke="${outline}" stroke-width="${width}" stroke-linejoin="round"/>`;
export const star = (cx: number, cy: number, size: number, color = STAR, points = 4) =>
  fill(starPath(cx, cy, size, size * 0.4, points), color);
/** A crescent opening to the right: a half circle on the left, cut by a flatter arc. */
export const crescent = (cx: number, cy: number, r: number, color = GOLD) =>
  fill(
    `M${cx} ${cy - r}A${r} ${r} 0 0 0 ${cx} ${cy + r}A${r * 1.3} ${r * 1.3} 0 0 1 ${cx} ${cy - r}Z`,
    color,
  );

/** Faint scattered stars shared by every card face and the back. */
const SKY = [
  [34, 78, 1.4],
  [204, 70, 1.2],
  [46, 300, 1.1],
  [196, 318, 1.5],
  [30, 190, 1],
  [212, 214, 1.1],
  [70, 96, 0.9],
  [174, 292, 0.9],
]
  .map(([x, y, r]) => dot(x!, y!, r!, STAR, 0.7))
  .join('');

/**
 * The ids a face's fills refer to: its sky and glow gradients. A card's own file names them
 * `sky` and `glow`; a page drawing many faces from one sprite gives them its own (card-sprite.ts).
 */
export interface ArtIds {
  sky: string;
  glow: string;
}
export const FILE_IDS: ArtIds = { sky: 'sky', glow: 'glow' };

/** The sky and glow gradients every face fills from. */
export function frameGradients(ids: ArtIds): string {
  return `<linearGradient id="${ids.sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e2650"/><stop offset="1" stop-color="#070a1c"/></linearGradient>
<radialGradient id="${ids.glow}" cx="0.5" cy="0.48" r="0.45"><stop offset="0" stop-color="${VIOLET}" stop-opacity="0.28"/><stop offset="1" stop-color="${VIOLET}" stop-opacity="0"/></radialGradient>`;
}

/** The card outline, its sky, border and scattered stars: what every face and the back share. */
export function frameBody(ids: ArtIds): string {
  return `<rect x="2" y="2" width="${CARD_WIDTH - 4}" height="${CARD_HEIGHT - 4}" rx="16" fill="url(#${ids.sky})" stroke="${GOLD}" stroke-width="3"/>
<rect x="14" y="14" width="${CARD_WIDTH - 28}" height="${CARD_HEIGHT - 28}" rx="10" fill="none" stroke="${GOLD}" stroke-opacity="0.45"/>
${SKY}`;
}

/** The card outline, sky and border around `inner`; `defs` adds shapes the face reuses. */
export function frame(inner: string, title: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img" aria-label="${title}">
<title>${title}</title>
<defs>${frameGradients(FILE_IDS)}${defs}</defs>
${frameBody(FILE_IDS)}
${inner}
</svg>
`;
}

/** A face's own layers over the frame: the label at the top (a numeral, or a rank for the minor arcana), the symbol, the name plate. */
export function faceLayers(label: string, name: string, symbol: string, ids: ArtIds): string {
  const plate = name.toUpperCase();
  // Long names ("KNIGHT OF PENTACLES") get a smaller size so the plate keeps inside the border.
  const size = plate.length > 18 ? 14 : plate.length > 16 ? 15 : 17;
  return `<text x="120" y="50" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" fill="${GOLD}" letter-spacing="2">${label}</text>
<rect x="20" y="60" width="200" height="270" fill="url(#${ids.glow})"/>
<g>${symbol}</g>
<line x1="44" y1="332" x2="196" y2="332" stroke="${GOLD}" stroke-opacity="0.5"/>
<text x="120" y="360" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" fill="${STAR}" letter-spacing="1">${plate}</text>`;
}

/** What a face draws over the frame (`layers`) and the shapes those layers reuse (`defs`). */
export interface FaceParts {
  layers: string;
  defs: string;
}
