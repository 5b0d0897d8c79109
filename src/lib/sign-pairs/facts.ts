/** The fixed astrological facts of a pairing: elements, modalities, rulers and the angle between the signs. */
import type { PlanetName } from '../astrology/contract';
import { MODERN_CO_RULER, TRADITIONAL_RULER } from '../astrology/rulers';
import {
  signElement,
  signModality,
  signDistance,
  type Element,
  type Modality,
  type ZodiacSign,
} from '../astrology/zodiac';
import { elementsOf, type SignPair } from './pairs';

/** The angle between two signs by their distance round the zodiac (0–6 signs). */
const SIGN_ANGLES = [
  'same sign',
  'semi-sextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;
export type SignAngle = (typeof SIGN_ANGLES)[number];

export interface SignFacts {
  sign: ZodiacSign;
  element: Element;
  modality: Modality;
  rulers: PlanetName[];
}

export interface PairFacts {
  first: SignFacts;
  second: SignFacts;
  /** "earth-water": the two elements in alphabetical order, the key of the shared element text. */
  elementKey: string;
  modalityKey: string;
  angle: SignAngle;
  /** Signs apart round the zodiac, 0–6. */
  distance: number;
}

function signFacts(sign: ZodiacSign): SignFacts {
  const coRuler = MODERN_CO_RULER[sign];
  return {
    sign,
    element: signElement(sign),
    modality: signModality(sign),
    rulers: coRuler ? [TRADITIONAL_RULER[sign], coRuler] : [TRADITIONAL_RULER[sign]],
  };
}

export function pairFacts(pair: SignPair): PairFacts {
  const first = signFacts(pair.first);
  const second = signFacts(pair.second);
  const distance = signDistance(pair.first, pair.second);
  return {
    first,
    second,
    elementKey: elementsOf(pair),
    modalityKey: [first.modality, second.modality].sort().join('-'),
    angle: SIGN_ANGLES[distance]!,
    distance,
  };
}
