import { capitalize } from '@/lib/astrology/narrative/grammar';
import { romanNumeral } from './deck';
import {
  dot,
  faceLayers,
  FILE_IDS,
  GOLD,
  line,
  NIGHT,
  ROSE,
  STAR,
  starPath,
  stroke,
  VIOLET,
  type ArtIds,
  type FaceParts,
} from './card-art-shapes';
import { isCourt, minorParts, pipCount, type MinorCardName, type Rank, type Suit } from './minor-arcana';

/**
 * The minor arcana in the majors' frame (docs/tarot.md, "Card art"). A pip card shows its number
 * of suit emblems in the playing-card pattern, so they can be counted at a glance; the Ace one
 * large emblem in a burst of light; a court card its rank's headgear over the suit's emblem.
 * Each emblem is drawn once in <defs> and placed with <use>, which keeps a Ten as light as a Two.
 */

/** Each emblem is drawn in a 40 × 60 box centred on (0, 0). */
const EMBLEM_WIDTH = 40;
const EMBLEM_HEIGHT = 60;

const EMBLEMS: Record<Suit, string> = {
  // A living staff with three leaves, as the Wands of the tradition sprout.
  Wands:
    line(0, 28, 0, -26, 4) +
    dot(0, -27, 3) +
    [
      [-1, -14],
      [1, -1],
      [-1, 12],
    ]
      .map(([side, y]) => {
        const tip = side! * 11;
        return `<path d="M0 ${y}Q${tip} ${y! - 2} ${tip} ${y! - 9}Q${side! * 4} ${y! - 7} 0 ${y}Z" fill="${ROSE}"/>`;
      })
      .join(''),
  // A chalice: bowl, knotted stem and foot.
  Cups:
    `<path d="M-14 -24H14Q14 -2 0 0Q-14 -2 -14 -24Z" fill="${VIOLET}" fill-opacity="0.3" stroke="${GOLD}" stroke-width="3" stroke-linejoin="round"/>` +
    line(0, 0, 0, 20, 3) +
    dot(0, 10, 3) +
    stroke('M-11 26Q0 17 11 26Z'),
  // A sword held point up: blade, cross-guard, grip and pommel.
  Swords:
    `<path d="M0 -30L4.5 -21V13H-4.5V-21Z" fill="${STAR}"/>` +
    line(-13, 14, 13, 14, 4) +
    line(0, 14, 0, 24, 4) +
    dot(0, 27.5, 3.5),
  // A coin engraved with a five-pointed star.
  Pentacles:
    `<circle r="17" fill="${GOLD}" fill-opacity="0.18" stroke="${GOLD}" stroke-width="3"/>` +
    stroke(starPath(0, 0, 13, 5.2, 5), GOLD, 2),
};

const emblemId = (suit: Suit) => `e-${suit.toLowerCase()}`;

/** One emblem, scaled around its centre at (cx, cy). */
function place(suit: Suit, cx: number, cy: number, scale: number): string {
  const width = EMBLEM_WIDTH * scale;
  const height = EMBLEM_HEIGHT * scale;
  const round = (value: number) => Number(value.toFixed(1));
  return `<use href="#${emblemId(suit)}" x="${round(cx - width / 2)}" y="${round(cy - height / 2)}" width="${round(width)}" height="${round(height)}"/>`;
}

const L = 80;
const C = 120;
const R = 160;

/** Where the pips sit for Two to Ten, in the pattern of playing cards. */
const PIP_LAYOUTS: Record<number, readonly (readonly [number, number])[]> = {
  2: [
    [C, 140],
    [C, 252],
  ],
  3: [
    [C, 118],
    [C, 196],
    [C, 274],
  ],
  4: [
    [L, 140],
    [R, 140],
    [L, 252],
    [R, 252],
  ],
  5: [
    [L, 126],
    [R, 126],
    [C, 196],
    [L, 266],
    [R, 266],
  ],
  6: [
    [L, 118],
    [R, 118],
    [L, 196],
    [R, 196],
    [L, 274],
    [R, 274],
  ],
  7: [
    [L, 118],
    [R, 118],
    [C, 157],
    [L, 196],
    [R, 196],
    [L, 274],
    [R, 274],
  ],
  8: [
    [L, 118],
    [R, 118],
    [C, 157],
    [L, 196],
    [R, 196],
    [C, 235],
    [L, 274],
    [R, 274],
  ],
  9: [
    [L, 104],
    [R, 104],
    [L, 167],
    [R, 167],
    [C, 198],
    [L, 230],
    [R, 230],
    [L, 293],
    [R, 293],
  ],
  10: [
    [L, 104],
    [R, 104],
    [C, 135],
    [L, 167],
    [R, 167],
    [L, 230],
    [R, 230],
    [C, 262],
    [L, 293],
    [R, 293],
  ],
};

/** Larger emblems when there are few, smaller when four rows must fit. */
const pipScale = (count: number) => (count <= 3 ? 1.15 : count <= 8 ? 0.95 : 0.8);

/** The Ace: one large emblem in a ring of rays. */
function aceSymbol(suit: Suit): string {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6 + Math.PI / 12;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const round = (value: number) => Number(value.toFixed(1));
    return line(
      round(C + 62 * cos),
      round(196 + 78 * sin),
      round(C + 74 * cos),
      round(196 + 92 * sin),
      2,
      STAR,
    );
  }).join('');
  return `<g opacity="0.7">${rays}</g>` + place(suit, C, 196, 2.1);
}

/** The headgear of each court rank, drawn above the suit's emblem. */
const COURT_EMBLEMS: Record<'Page' | 'Knight' | 'Queen' | 'King', string> = {
  // A feathered cap.
  Page:
    stroke('M98 146Q98 118 120 118Q142 118 142 146Z') +
    line(94, 146, 146, 146, 3) +
    stroke('M136 122Q152 104 146 88', ROSE, 3),
  // A closed helmet with its visor slit and a plume.
  Knight:
    `<path d="M100 150V128Q100 104 120 104Q140 104 140 128V150Z" fill="${NIGHT}" stroke="${GOLD}" stroke-width="3" stroke-linejoin="round"/>` +
    line(106, 130, 134, 130, 3, STAR) +
    line(120, 130, 120, 150, 2, STAR) +
    stroke('M120 104Q126 84 148 86', ROSE, 3),
  // A crown of three rounded points.
  Queen:
    stroke('M96 148L100 116L110 132L120 108L130 132L140 116L144 148Z') +
    line(96, 148, 144, 148, 3) +
    dot(100, 112, 3.5, STAR) +
    dot(120, 104, 3.5, STAR) +
    dot(140, 112, 3.5, STAR),
  // A taller crown of five points with jewels on its band.
  King:
    stroke('M92 150L94 112L106 130L113 104L120 124L127 104L134 130L146 112L148 150Z') +
    line(92, 150, 148, 150, 4) +
    dot(108, 141, 3, ROSE) +
    dot(120, 141, 3, STAR) +
    dot(132, 141, 3, ROSE) +
    line(120, 92, 120, 104, 2) +
    line(114, 97, 126, 97, 2),
};

function symbol(rank: Rank, suit: Suit): string {
  if (isCourt(rank))
    return `<g transform="translate(120 128) scale(1.35) translate(-120 -128)">${COURT_EMBLEMS[rank]}</g>${place(suit, C, 248, 1.8)}`;
  const count = pipCount(rank)!;
  if (count === 1) return aceSymbol(suit);
  const scale = pipScale(count);
  return PIP_LAYOUTS[count]!.map(([x, y]) => place(suit, x, y, scale)).join('');
}

/** The label at the top: the numeral for Two to Ten, the rank's name for the Ace and the courts. */
function label(rank: Rank): string {
  const count = pipCount(rank);
  return count && count > 1 ? romanNumeral(count) : rank.toUpperCase();
}

/** A suit's emblem as an SVG <symbol> with this id, to be placed with <use href="#id">. */
export function suitEmblemSymbol(suit: Suit, id = emblemId(suit)): string {
  return `<symbol id="${id}" viewBox="${-EMBLEM_WIDTH / 2} ${-EMBLEM_HEIGHT / 2} ${EMBLEM_WIDTH} ${EMBLEM_HEIGHT}" overflow="visible">${EMBLEMS[suit]}</symbol>`;
}

/** What a minor arcana card's face draws over the frame, and its suit's emblem. */
export function minorCardFaceParts(name: MinorCardName, ids: ArtIds = FILE_IDS): FaceParts {
  const { rank, suit } = minorParts(name)!;
  return { layers: faceLayers(label(rank), name, symbol(rank, suit), ids), defs: suitEmblemSymbol(suit) };
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const EMBLEM_NOUNS: Record<Suit, [string, string]> = {
  Wands: ['budding wand', 'budding wands'],
  Cups: ['gold cup', 'gold cups'],
  Swords: ['upright sword', 'upright swords'],
  Pentacles: ['star-engraved coin', 'star-engraved coins'],
};
const COURT_HEADGEAR: Record<'Page' | 'Knight' | 'Queen' | 'King', string> = {
  Page: "a page's feathered cap",
  Knight: "a knight's plumed helmet",
  Queen: "a queen's three-pointed crown",
  King: "a king's five-pointed crown",
};

/** What our art for a minor card shows, for its alt text. */
export function minorArtDescription(name: MinorCardName): string {
  const { rank, suit } = minorParts(name)!;
  const [one, many] = EMBLEM_NOUNS[suit];
  if (isCourt(rank))
    return `${capitalize(COURT_HEADGEAR[rank])} above a large ${one}, on a starry night sky.`;
  const count = pipCount(rank)!;
  if (count === 1) return `A single large ${one} in a ring of light, on a starry night sky.`;
  return `${capitalize(NUMBER_WORDS[count]!)} ${many} laid out in rows, on a starry night sky.`;
}
