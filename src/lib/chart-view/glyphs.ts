/** The astrological symbols the wheel and the tables write as text, one place for all of them. */
import type { ChartPointName, PlanetName } from '../astrology/contract';
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

/**
 * The extra points: ☊ ☋ for the nodes (mean and true alike), ⚸ Lilith (mean and true alike: the
 * labels tell them apart), ⚷ Chiron, ⚳ ⚴ ⚵ ⚶ Ceres, Pallas, Juno and Vesta, ⊗ Fortune. The Vertex
 * has no symbol of its own: astrologers write Vx, and Avx for the Anti-Vertex.
 */
const POINT_SYMBOLS: Partial<Record<ChartPointName, string>> = {
  'North Node': '☊',
  'South Node': '☋',
  'Mean North Node': '☊',
  'Mean South Node': '☋',
  Lilith: '⚸',
  'True Lilith': '⚸',
  Chiron: '⚷',
  Ceres: '⚳',
  Pallas: '⚴',
  Juno: '⚵',
  Vesta: '⚶',
  'Part of Fortune': '⊗',
};

/** Points written in letters rather than a symbol. */
const POINT_ABBREVIATIONS: Partial<Record<ChartPointName, string>> = { Vertex: 'Vx', 'Anti-Vertex': 'Avx' };

/** The chart's two angles as astrologers abbreviate them. */
const ANGLE_ABBREVIATIONS: Record<string, string> = { Ascendant: 'AC', MC: 'MC' };

/** The retrograde mark. */
export const RETROGRADE = '℞';

/** The mark of a stationary planet (a station within 12 hours, stations.ts). */
export const STATIONARY = 'S';

export function planetGlyph(planet: PlanetName): string {
  return asText(PLANET_SYMBOLS[planet]);
}

export function signGlyph(sign: ZodiacSign): string {
  return asText(SIGN_SYMBOLS[sign]);
}

/** Symbol of any chart point: a planet's or point's glyph, or AC / MC for the angles. */
export function pointGlyph(point: string): string {
  if (point in PLANET_SYMBOLS) return planetGlyph(point as PlanetName);
  const symbol = POINT_SYMBOLS[point as ChartPointName];
  if (symbol) return asText(symbol);
  return POINT_ABBREVIATIONS[point as ChartPointName] ?? ANGLE_ABBREVIATIONS[point] ?? point.slice(0, 2);
}
