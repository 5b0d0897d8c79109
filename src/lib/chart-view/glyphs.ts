/** The astrological symbols the wheel and the tables draw, one place for all of them. */
import type { AspectName, PlanetName } from '../astrology/contract';
import { SIGN_SYMBOLS, type ZodiacSign } from '../astrology/zodiac';

export const PLANET_GLYPHS: Record<PlanetName, string> = {
  Sun: '☉',
  Moon: '☽',
  Mercury: '☿',
  Venus: '♀',
  Mars: '♂',
  Jupiter: '♃',
  Saturn: '♄',
  Uranus: '♅',
  Neptune: '♆',
  Pluto: '♇',
};

export const ASPECT_GLYPHS: Record<AspectName, string> = {
  conjunction: '☌',
  sextile: '⚹',
  square: '□',
  trine: '△',
  opposition: '☍',
};

/** The chart's two angles as astrologers abbreviate them. */
export const ANGLE_GLYPHS = { Ascendant: 'AC', MC: 'MC' } as const;

/** The retrograde mark. */
export const RETROGRADE = '℞';

/**
 * The sign symbol forced to text presentation: U+2648–2653 default to colour emoji on phones,
 * which ignore the wheel's colours; the variation selector U+FE0E asks for the plain glyph.
 */
export function signGlyph(sign: ZodiacSign): string {
  return `${SIGN_SYMBOLS[sign]}\uFE0E`;
}

/** Symbol of any chart point the synastry and natal aspects name (planets, Ascendant, MC). */
export function pointGlyph(point: string): string {
  return (
    PLANET_GLYPHS[point as PlanetName] ?? ANGLE_GLYPHS[point as keyof typeof ANGLE_GLYPHS] ?? point.slice(0, 2)
  );
}
