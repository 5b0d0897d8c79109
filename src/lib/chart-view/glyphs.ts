/** The astrological symbols the wheel and the tables write as text, one place for all of them. */
import type { PlanetName } from '../astrology/contract';
import { SIGN_SYMBOLS, type ZodiacSign } from '../astrology/zodiac';

/**
 * A symbol forced to text presentation: several (the signs, ♀, ♂) can show as colour emoji on
 * phones, which ignore our colours; the variation selector U+FE0E asks for the plain glyph.
 */
const asText = (symbol: string) => `${symbol}\uFE0E`;

const PLANET_SYMBOLS: Record<PlanetName, string> = {
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

/** The chart's two angles as astrologers abbreviate them. */
const ANGLE_ABBREVIATIONS: Record<string, string> = { Ascendant: 'AC', MC: 'MC' };

/** The retrograde mark. */
export const RETROGRADE = '℞';

export function planetGlyph(planet: PlanetName): string {
  return asText(PLANET_SYMBOLS[planet]);
}

export function signGlyph(sign: ZodiacSign): string {
  return asText(SIGN_SYMBOLS[sign]);
}

/** Symbol of any chart point the aspects name: a planet's glyph, or AC / MC for the angles. */
export function pointGlyph(point: string): string {
  if (point in PLANET_SYMBOLS) return planetGlyph(point as PlanetName);
  return ANGLE_ABBREVIATIONS[point] ?? point.slice(0, 2);
}
