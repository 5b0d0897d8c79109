import { cardNumber, romanNumeral, type CardName } from './deck';
import {
  crescent,
  dot,
  faceLayers,
  FILE_IDS,
  fill,
  frame,
  GOLD,
  line,
  NIGHT,
  ring,
  ROSE,
  solid,
  STAR,
  star,
  starPath,
  stroke,
  VIOLET,
  type ArtIds,
  type FaceParts,
} from './card-art-shapes';
import { minorCardFaceParts } from './card-art-minor';
import { isMinorCard, type DeckCardName } from './minor-arcana';

export { CARD_HEIGHT, CARD_WIDTH, starPath } from './card-art-shapes';

/**
 * The site's own card art: one shared night-sky frame (numeral, name plate, scattered stars)
 * composed with a distinct line-drawn symbol per card. Rendered to static SVG files at build time.
 * The minor arcana are drawn in the same frame by card-art-minor.ts.
 */

const lemniscate = (cx: number, cy: number, w: number, h: number) =>
  stroke(
    `M${cx} ${cy}C${cx + w * 0.35} ${cy - h} ${cx + w} ${cy - h} ${cx + w} ${cy}S${cx + w * 0.35} ${cy + h} ${cx} ${cy}S${cx - w} ${cy - h} ${cx - w} ${cy}S${cx - w * 0.35} ${cy + h} ${cx} ${cy}Z`,
  );
const key = (angle: number) =>
  `<g transform="rotate(${angle} 120 200)">${ring(120, 138, 12)}${line(120, 150, 120, 255)}${line(120, 240, 134, 240)}${line(120, 228, 130, 228)}</g>`;

/** A temple pillar with its capital and base, lettered as on the card (B and J). */
const pillar = (cx: number, body: string, ink: string, letter: string) =>
  solid(
    `M${cx - 14} 272H${cx + 14}V264H${cx + 10}V140H${cx + 14}V130H${cx - 14}V140H${cx - 10}V264H${cx - 14}Z`,
    body,
    STAR,
  ) +
  `<text x="${cx}" y="164" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="16" fill="${ink}">${letter}</text>`;

/** A watchtower: a tapering body with a crenellated top and a lit window. */
const tower = (cx: number) =>
  solid(
    `M${cx - 12} 286L${cx - 9} 236H${cx - 13}V222H${cx - 7}V228H${cx - 2}V222H${cx + 2}V228H${cx + 7}V222H${cx + 13}V236H${cx + 9}L${cx + 12} 286Z`,
    '#2b3266',
  ) + `<path d="M${cx - 3} 258V250A3 3 0 0 1 ${cx + 3} 250V258Z" fill="${GOLD}"/>`;

/** One symbol per card, drawn around the card's centre (120, 195). */
const SYMBOLS: Record<CardName, string> = {
  'The Fool':
    ring(120, 200, 54) +
    stroke('M48 270H112L126 292', STAR, 2) +
    stroke('M104 262Q110 180 156 150', VIOLET, 2) +
    star(160, 146, 14, GOLD, 5),
  'The Magician':
    lemniscate(120, 140, 42, 22) +
    line(120, 178, 120, 270, 6) +
    dot(120, 176, 6, STAR) +
    dot(120, 272, 6, STAR),
  'The High Priestess': pillar(70, NIGHT, STAR, 'B') + pillar(170, STAR, NIGHT, 'J') + crescent(116, 200, 28),
  'The Empress':
    ring(120, 168, 30, GOLD, 4) +
    line(120, 198, 120, 262, 4) +
    line(98, 236, 142, 236, 4) +
    stroke('M66 270Q56 200 78 138', STAR, 2) +
    stroke('M174 270Q184 200 162 138', STAR, 2) +
    [150, 175, 200, 225]
      .map((y) => dot(64 + (y - 150) / 25, y, 4, GOLD, 0.8) + dot(176 - (y - 150) / 25, y, 4, GOLD, 0.8))
      .join(''),
  'The Emperor':
    // The stone throne: a rounded back, the seat and its legs, the ram heads at its corners.
    stroke('M88 258V186Q88 172 102 172H138Q152 172 152 186V258') +
    line(78, 222, 162, 222, 4) +
    line(84, 222, 84, 262, 3) +
    line(156, 222, 156, 262, 3) +
    dot(120, 197, 7, STAR, 0.9) +
    stroke('M88 172C72 126 38 150 56 168C64 176 76 166 68 158') +
    stroke('M152 172C168 126 202 150 184 168C176 176 164 166 172 158'),
  'The Hierophant':
    stroke('M64 262V190A56 56 0 0 1 176 190V262', STAR, 2) +
    stroke('M80 262V196A40 40 0 0 1 160 196V262', VIOLET, 2) +
    key(-28) +
    key(28),
  'The Lovers':
    ring(100, 210, 34, GOLD, 4) + ring(140, 210, 34, ROSE, 4) + fill(starPath(120, 138, 22, 8, 8), GOLD),
  'The Chariot':
    // The car with a winged sun on its front, under a starry canopy.
    stroke('M82 160H158V204Q120 224 82 204Z') +
    stroke('M82 160Q120 126 158 160', STAR, 2) +
    dot(120, 184, 6) +
    stroke('M112 184Q100 174 90 180M128 184Q140 174 150 180', STAR, 2) +
    [88, 152]
      .map(
        (x) => ring(x, 246, 22) + line(x - 22, 246, x + 22, 246, 1.5, STAR) + line(x, 224, x, 268, 1.5, STAR),
      )
      .join('') +
    crescent(112, 112, 12) +
    star(136, 110, 8, STAR, 5),
  Strength:
    fill(starPath(120, 214, 52, 36, 18), GOLD, 0.9) +
    `<circle cx="120" cy="214" r="32" fill="${NIGHT}" stroke="${GOLD}" stroke-width="2"/>` +
    lemniscate(120, 136, 30, 14),
  'The Hermit':
    stroke('M104 134Q120 112 136 134', STAR, 2) +
    stroke('M98 140H142L150 226H90Z') +
    stroke(starPath(120, 183, 20, 10, 3), GOLD, 2) +
    stroke(starPath(120, 183, 20, 10, 3, 90), GOLD, 2) +
    stroke('M70 282Q100 250 124 262T176 244', VIOLET, 2),
  'Wheel of Fortune':
    ring(120, 200, 58) +
    ring(120, 200, 18, STAR, 2) +
    Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4;
      return line(
        120 + 18 * Math.cos(angle),
        200 + 18 * Math.sin(angle),
        120 + 58 * Math.cos(angle),
        200 + 58 * Math.sin(angle),
        2,
      );
    }).join('') +
    Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4 + Math.PI / 8;
      return star(120 + 76 * Math.cos(angle), 200 + 76 * Math.sin(angle), 5);
    }).join(''),
  Justice:
    line(120, 118, 120, 276, 4, STAR) +
    line(104, 258, 136, 258, 4, STAR) +
    line(66, 160, 174, 160) +
    stroke('M66 160L50 212M66 160L82 212M174 160L158 212M174 160L190 212', STAR, 1.5) +
    stroke('M46 212Q66 236 86 212Z') +
    stroke('M154 212Q174 236 194 212Z'),
  'The Hanged Man':
    line(66, 128, 174, 128, 4, STAR) +
    line(120, 128, 120, 162, 2, STAR) +
    stroke('M88 162H152L120 232Z') +
    `<circle cx="120" cy="252" r="17" fill="${GOLD}" opacity="0.35" stroke="${GOLD}" stroke-width="2"/>`,
  Death:
    Array.from({ length: 5 }, (_, index) => {
      const angle = (index * 2 * Math.PI) / 5 - Math.PI / 2;
      return dot(120 + 20 * Math.cos(angle), 168 + 20 * Math.sin(angle), 17, STAR, 0.92);
    }).join('') +
    dot(120, 168, 10, GOLD) +
    line(120, 196, 120, 236, 3, VIOLET) +
    stroke('M86 272A34 34 0 0 1 154 272') +
    line(56, 272, 184, 272, 2, STAR) +
    line(120, 246, 120, 232, 2) +
    line(96, 252, 88, 242, 2) +
    line(144, 252, 152, 242, 2),
  Temperance:
    stroke('M60 218H104L98 262H66Z') +
    stroke('M136 142H180L174 186H142Z') +
    stroke('M100 224C130 214 118 170 146 178', VIOLET, 4) +
    star(120, 118, 8, STAR, 5),
  'The Devil':
    stroke('M104 176C84 158 70 134 78 108') +
    stroke('M136 176C156 158 170 134 162 108') +
    dot(120, 182, 9, GOLD, 0.6) +
    `<ellipse cx="104" cy="236" rx="24" ry="15" fill="none" stroke="${STAR}" stroke-width="4"/>` +
    `<ellipse cx="136" cy="236" rx="24" ry="15" fill="none" stroke="${STAR}" stroke-width="4"/>`,
  'The Tower':
    stroke('M94 276V150H146V276M94 150V138H104V150M115 150V138H125V150M136 150V138H146V150', STAR, 3) +
    `<rect x="112" y="176" width="16" height="22" rx="8" fill="${GOLD}" opacity="0.7"/>` +
    fill('M176 96L142 154H160L130 206L186 138H166L188 96Z', GOLD),
  'The Star':
    fill(starPath(120, 192, 54, 16, 8), GOLD) +
    [
      [66, 128],
      [176, 124],
      [58, 236],
      [184, 246],
      [92, 280],
      [152, 282],
      [120, 116],
    ]
      .map(([x, y]) => star(x!, y!, 7, STAR, 8))
      .join(''),
  'The Moon':
    crescent(118, 150, 36) +
    tower(68) +
    tower(172) +
    // The path from the pool winds up between the towers toward the hills.
    stroke('M120 300Q136 284 118 270T124 238', VIOLET, 2) +
    stroke('M60 302Q90 294 120 302T180 302', STAR, 2) +
    [
      [100, 202],
      [120, 214],
      [140, 202],
    ]
      .map(([x, y]) =>
        fill(`M${x} ${y! - 9}Q${x! + 6} ${y} ${x} ${y! + 5}Q${x! - 6} ${y} ${x} ${y! - 9}Z`, VIOLET),
      )
      .join(''),
  'The Sun':
    Array.from({ length: 16 }, (_, index) => {
      const angle = (index * Math.PI) / 8;
      const length = index % 2 === 0 ? 70 : 56;
      return line(
        120 + 44 * Math.cos(angle),
        196 + 44 * Math.sin(angle),
        120 + length * Math.cos(angle),
        196 + length * Math.sin(angle),
        3,
      );
    }).join('') + dot(120, 196, 36, GOLD),
  Judgement:
    stroke('M62 214L148 168L160 196L70 224Z') +
    stroke('M148 168Q170 150 164 198', GOLD, 2) +
    line(170, 160, 196, 136, 2, STAR) +
    line(174, 180, 204, 176, 2, STAR) +
    line(168, 204, 194, 222, 2, STAR) +
    line(54, 270, 186, 270, 2, STAR) +
    stroke('M100 270A20 20 0 0 1 140 270', VIOLET, 2),
  'The World':
    `<ellipse cx="120" cy="198" rx="50" ry="74" fill="none" stroke="${GOLD}" stroke-width="8" stroke-dasharray="10 5"/>` +
    stroke('M110 116L130 132M130 116L110 132M110 264L130 280M130 264L110 280', ROSE, 3) +
    fill(starPath(120, 198, 24, 10, 5), STAR),
};

/** The symbol layer of a major arcana card's face (exported for the art tests). */
export function majorSymbolSvg(name: CardName): string {
  return SYMBOLS[name];
}

/** What any of the 78 faces draws over the frame (numeral, symbol and name plate), and the shapes it reuses. */
export function cardFaceParts(name: DeckCardName, ids: ArtIds = FILE_IDS): FaceParts {
  if (isMinorCard(name)) return minorCardFaceParts(name, ids);
  return { layers: faceLayers(romanNumeral(cardNumber(name)), name, SYMBOLS[name], ids), defs: '' };
}

/** The face of any of the 78 cards as an SVG file of its own. */
export function cardFaceSvg(name: DeckCardName): string {
  const { layers, defs } = cardFaceParts(name);
  return frame(layers, `${name} tarot card`, defs);
}

/** The face-down back: a moon-and-star medallion. Also the default when a face image is missing. */
export function cardBackSvg(): string {
  const ringStars = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    return star(120 + 78 * Math.cos(angle), 200 + 78 * Math.sin(angle), 5, GOLD, 4);
  }).join('');
  return frame(
    `<rect x="26" y="26" width="188" height="348" rx="8" fill="none" stroke="${VIOLET}" stroke-opacity="0.5" stroke-dasharray="2 6"/>
${ring(120, 200, 60, GOLD, 2)}${ring(120, 200, 92, VIOLET, 1)}${ringStars}
${crescent(112, 200, 34)}${star(140, 186, 10, STAR, 8)}
${star(120, 64, 8, GOLD, 4)}${star(120, 336, 8, GOLD, 4)}`,
    'Face-down tarot card',
  );
}
