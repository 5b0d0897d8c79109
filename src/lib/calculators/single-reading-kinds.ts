import type { MarriagePredictionResult, PsychicGlimpseResult } from '../astrology/contract';

/**
 * The single-person readings (marriage timing, the psychic glimpse) as both ways of making them
 * return them: the function's reply (./single-reading.ts) and the browser's own engine
 * (./local-reading.ts).
 */
export type SingleReadingKind = 'marriage' | 'psychic';
export type SingleReading =
  { kind: 'marriage'; data: MarriagePredictionResult } | { kind: 'psychic'; data: PsychicGlimpseResult };
