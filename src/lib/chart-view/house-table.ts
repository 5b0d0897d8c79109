/** The twelve house cusps as a table: house, the sign on the cusp, and its degree and minute. */
import { signOfLongitude } from '../astrology/angles';
import type { ZodiacSign } from '../astrology/zodiac';
import { formatDegree, ordinal } from '../astrology/narrative/grammar';
import { signGlyph } from './glyphs';

export interface HouseCuspRow {
  house: number;
  /** "1st", "10th". */
  label: string;
  sign: ZodiacSign;
  signGlyph: string;
  degree: string;
}

export function houseCuspRows(cusps: readonly number[]): HouseCuspRow[] {
  return cusps.map((cusp, index) => {
    const { sign, degree } = signOfLongitude(cusp);
    return {
      house: index + 1,
      label: ordinal(index + 1),
      sign,
      signGlyph: signGlyph(sign),
      degree: formatDegree(degree),
    };
  });
}
