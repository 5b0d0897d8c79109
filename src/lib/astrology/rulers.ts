/** Traditional sign rulers, used to find the ruler of the seventh house. */
import type { PlanetName } from './contract';
import type { ZodiacSign } from './zodiac';

export const TRADITIONAL_RULER: Record<ZodiacSign, PlanetName> = {
  Aries: 'Mars',
  Taurus: 'Venus',
  Gemini: 'Mercury',
  Cancer: 'Moon',
  Leo: 'Sun',
  Virgo: 'Mercury',
  Libra: 'Venus',
  Scorpio: 'Mars',
  Sagittarius: 'Jupiter',
  Capricorn: 'Saturn',
  Aquarius: 'Saturn',
  Pisces: 'Jupiter',
};

/** The outer planets modern astrology adds as co-rulers of three signs. */
export const MODERN_CO_RULER: Partial<Record<ZodiacSign, PlanetName>> = {
  Scorpio: 'Pluto',
  Aquarius: 'Uranus',
  Pisces: 'Neptune',
};
