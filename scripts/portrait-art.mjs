// The pencil-sketch portraits of the funnel (docs/funnel.md, "Art"): a face from DiceBear's
// Lorelei style (design CC0 1.0 by Lisa Wischofsky, code MIT), redrawn here as graphite on
// paper: ink turned to graphite, hair and clothes shaded with hatching, a hand-drawn wobble,
// paper grain and a soft smudge. The functions only build SVG text; scripts/make-portraits.mjs
// renders it to images, and a unit test keeps the committed images in step with this file.
import { createHash } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';

/** Every portrait is 4:5, the shape of a sketchbook page. */
export const PORTRAIT_WIDTH = 800;
export const PORTRAIT_HEIGHT = 1000;

const GRAPHITE = '#2f2c33';
const PAPER = '#f4ecdc';
/** Placeholder colours handed to DiceBear and then swapped for our hatch patterns. */
const HAIR_SLOT = '#a1b2c3';
const SKIN_SLOT = '#d1e2f3';

/** Hair tones: how dark the graphite wash is and whether the hatching crosses. */
const HAIR_TONES = {
  dark: { wash: '#6d6872', opacity: 0.75, cross: true },
  brown: { wash: '#8f8990', opacity: 0.6, cross: true },
  fair: { wash: '#c7c0b8', opacity: 0.45, cross: false },
  grey: { wash: '#d9d3ca', opacity: 0.35, cross: false },
};

/** Skin: paper for a light complexion, a warm graphite wash for a deeper one. */
const SKIN_TONES = { light: '#f8f2e6', medium: '#e6d9c3', deep: '#cdbda4' };

/**
 * @typedef {object} PortraitDefinition
 * @property {string} id
 * @property {'woman' | 'man' | 'neutral'} gender
 * @property {'younger' | 'older'} age
 * @property {keyof typeof HAIR_TONES} hairTone
 * @property {keyof typeof SKIN_TONES} skinTone
 * @property {'crew' | 'collar' | 'vneck'} neckline
 * @property {boolean} [ageLines] gentle lines at the mouth and eyes
 * @property {Record<string, unknown>} face Lorelei options (hair, eyes, mouth, beard, glasses…)
 */

/** Lorelei's face from a definition, with our placeholder colours and nothing left to chance. */
function face(definition) {
  const options = {
    seed: definition.id,
    beardProbability: 0,
    glassesProbability: 0,
    earringsProbability: 0,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
    ...definition.face,
    hairColor: [HAIR_SLOT.slice(1)],
    skinColor: [SKIN_SLOT.slice(1)],
  };
  const svg = createAvatar(lorelei, options).toString();
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 980 980';
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata>[\s\S]*?<\/metadata>/, '')
    // DiceBear's mask ids are fixed; two faces in one file must not share them.
    .replaceAll('viewboxMask', `viewboxMask-${definition.id}`)
    .replaceAll(/#000(000)?\b/g, GRAPHITE)
    .replaceAll(HAIR_SLOT, `url(#hair-${definition.id})`)
    .replaceAll(SKIN_SLOT, `url(#skin-${definition.id})`);
  return { viewBox, inner };
}

/** Diagonal hatching over a wash: graphite shading the way a pencil lays it down. */
function hatch(id, wash, opacity, cross, spacing = 9) {
  const line = (angle) =>
    `<path d="M-20 0 L${spacing * 40} 0" stroke="${GRAPHITE}" stroke-opacity="${opacity}" stroke-width="1.6" transform="rotate(${angle})"/>`;
  const lines = Array.from(
    { length: 40 },
    (_, i) => `<g transform="translate(0 ${i * spacing})">${line(0)}</g>`,
  ).join('');
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${spacing * 30}" height="${spacing * 30}" patternTransform="rotate(-38)">
  <rect width="${spacing * 30}" height="${spacing * 30}" fill="${wash}"/>${lines}
  ${cross ? `<g transform="rotate(78 ${spacing * 15} ${spacing * 15})" opacity="0.5">${lines}</g>` : ''}
</pattern>`;
}

/**
 * Shoulders below Lorelei's neck (in her 980-unit space), drawn over her bust so the neckline
 * is the top edge of the clothes: each face then sits in a portrait instead of floating.
 */
function shoulders(definition) {
  const stroke = (width, fill = 'none') =>
    `stroke="${GRAPHITE}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="${fill}"`;
  const left = 'M10 1200 C 30 1010 150 925 282 884';
  const right = 'M662 866 C 800 895 935 990 970 1200';
  const necklines = {
    crew: 'C 370 980 570 985 662 866',
    vneck: 'L 470 1050 L 662 866',
    collar: 'L 470 1000 L 662 866',
  };
  const collar =
    definition.neckline === 'collar'
      ? `<path d="M282 884 L 395 1025 L 352 905 M662 866 L 548 1020 L 604 885" ${stroke(6, `url(#cloth-${definition.id})`)}/><path d="M470 1000 L 470 1200" ${stroke(5)}/>`
      : '';
  return `<path d="${left} ${necklines[definition.neckline]} ${right.replace('M', 'L')} Z" fill="url(#cloth-${definition.id})"/>
  <path d="${left} ${necklines[definition.neckline]}" ${stroke(7)}/><path d="${right}" ${stroke(7)}/>
  ${collar}`;
}

/** Soft lines at the mouth and the outer eye, drawn like the rest: for the older faces. */
function ageLines() {
  const line = `stroke="${GRAPHITE}" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round" fill="none"`;
  return `<path d="M520 560 C 505 600 512 640 532 662" ${line}/><path d="M705 425 l 22 -8 M708 446 l 24 2" ${line}/><path d="M430 500 C 450 512 480 512 500 502" ${line.replace('0.55', '0.35')}/>`;
}

/** Paper tone, grain and a darker edge, as a sheet from a sketchbook. */
function paper(seed) {
  return `<radialGradient id="paper-light" cx="0.5" cy="0.42" r="0.78">
    <stop offset="0" stop-color="#fbf6ec"/><stop offset="0.72" stop-color="${PAPER}"/><stop offset="1" stop-color="#dccdb1"/>
  </radialGradient>
  <filter id="paper-grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="${seed}"/>
    <feColorMatrix values="0 0 0 0 0.36  0 0 0 0 0.31  0 0 0 0 0.25  0 0 0 0.1 0"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>`;
}

/**
 * The graphite look for the drawing: a slight wobble (no ruler-straight vector lines), the tooth
 * of the paper showing through the strokes, and a faint smudge beside them.
 */
function graphite(seed) {
  return `<filter id="graphite" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.025" numOctaves="2" seed="${seed}" result="wobble"/>
    <feDisplacementMap in="SourceGraphic" in2="wobble" scale="5" xChannelSelector="R" yChannelSelector="G" result="drawn"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.7 1.1" numOctaves="2" seed="${seed + 11}" result="tooth"/>
    <feColorMatrix in="tooth" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.6 1.75" result="toothMask"/>
    <feComposite in="drawn" in2="toothMask" operator="in" result="grainy"/>
    <feGaussianBlur in="drawn" stdDeviation="7" result="blurred"/>
    <feOffset in="blurred" dx="6" dy="5" result="shifted"/>
    <feComponentTransfer in="shifted" result="smudge"><feFuncA type="linear" slope="0.16"/></feComponentTransfer>
    <feMerge><feMergeNode in="smudge"/><feMergeNode in="grainy"/></feMerge>
  </filter>`;
}

/** A number from a string, so each portrait's grain and wobble differ but never change. */
function seedOf(text) {
  return createHash('sha256').update(text).digest().readUInt16BE(0) % 1000;
}

/**
 * The veil of the portrait-ready and offer images: the drawing blurred behind frosted violet
 * with a scatter of stars. Blurred in the SVG itself, so no sharp line survives in the file.
 */
function veil(seed) {
  let stars = '';
  let state = seed + 1;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  for (let i = 0; i < 70; i += 1) {
    const r = (0.8 + random() * 2.6).toFixed(2);
    const colour = i % 5 === 0 ? '#f8d98f' : '#fffaf0';
    stars += `<circle cx="${(random() * PORTRAIT_WIDTH).toFixed(1)}" cy="${(random() * PORTRAIT_HEIGHT).toFixed(1)}" r="${r}" fill="${colour}" opacity="${(0.35 + random() * 0.6).toFixed(2)}"/>`;
  }
  return {
    defs: `<filter id="veil-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="24"/></filter>
    <radialGradient id="veil-tint" cx="0.5" cy="0.42" r="0.7">
      <stop offset="0" stop-color="#f8d98f" stop-opacity="0.12"/><stop offset="0.55" stop-color="#a89bff" stop-opacity="0.28"/><stop offset="1" stop-color="#1e2650" stop-opacity="0.78"/>
    </radialGradient>`,
    over: `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#veil-tint)"/>${stars}`,
  };
}

/**
 * One portrait as SVG text. `veiled` blurs it behind the veil (the portrait still being drawn).
 * @param {PortraitDefinition} definition
 * @param {{ veiled?: boolean }} [options]
 */
export function portraitSvg(definition, { veiled = false } = {}) {
  const seed = seedOf(definition.id);
  const { viewBox, inner } = face(definition);
  const [, , size] = viewBox.split(/\s+/).map(Number);
  const hair = HAIR_TONES[definition.hairTone];
  const skin = SKIN_TONES[definition.skinTone];
  const id = definition.id;
  const cover = veiled ? veil(seed) : null;
  // Lorelei's square face space, extended downwards to 4:5 for the shoulders.
  const height = ((size ?? 980) * PORTRAIT_HEIGHT) / PORTRAIT_WIDTH;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<defs>
  ${paper(seed)}
  ${graphite(seed)}
  ${hatch(`hair-${id}`, hair.wash, hair.opacity, hair.cross)}
  ${hatch(`cloth-${id}`, '#ebe2d1', 0.22, false, 14)}
  ${skin === SKIN_TONES.light ? `<pattern id="skin-${id}" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="${skin}"/></pattern>` : hatch(`skin-${id}`, skin, 0.12, false, 11)}
  ${cover?.defs ?? ''}
</defs>
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#paper-light)"/>
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="#000" filter="url(#paper-grain)"/>
<g${veiled ? ' filter="url(#veil-blur)"' : ''}>
  <g filter="url(#graphite)">
    <svg x="0" y="30" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT - 30}" viewBox="0 -20 ${size} ${height}">
      ${inner}
      ${shoulders(definition)}
      ${definition.ageLines ? ageLines() : ''}
    </svg>
  </g>
</g>
${cover?.over ?? ''}
</svg>`;
}

/** A short fingerprint of a portrait's SVG: the committed images record it (manifest.json). */
export function portraitFingerprint(definition, options) {
  return createHash('sha256').update(portraitSvg(definition, options)).digest('hex').slice(0, 16);
}
