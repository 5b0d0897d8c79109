/** The fixed astrological facts of a pairing: elements, modalities, rulers and the angle between the signs. */
import type { PlanetName } from '../astrology/contract';
import { MODERN_CO_RULER, TRADITIONAL_RULER } from '../astrology/rulers';
import {
  signElement,
  signModality,
  signDistance,
  signRelation,
  type Element,
  type Modality,
  type SignRelation,
  type ZodiacSign,
} from '../astrology/zodiac';
import { elementsOf, type SignPair } from './pairs';

/** The angle between two signs as the pairing pages name it. */
const ANGLE_NAMES = {
  same: 'same sign',
  semisextile: 'semi-sextile',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  quincunx: 'quincunx',
  opposition: 'opposition',
} as const satisfies Record<SignRelation, string>;
export type SignAngle = (typeof ANGLE_NAMES)[SignRelation];

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
    angle: ANGLE_NAMES[signRelation(pair.first, pair.second)],
    distance,
  };
}
