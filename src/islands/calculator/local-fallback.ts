import type { MarriagePredictionResult, PsychicGlimpseResult, SinglePersonRequest } from '../../lib/astrology/contract';

/**
 * DECISIONS.md 8: when the marriage or psychic call fails, the page shows the engine's own
 * result instead of a random sample. The engine (src/lib/astrology, astrology-engine issue)
 * is loaded only on that path, so it costs nothing on a normal visit. Returns null when no
 * local computation is available, and the caller then says the analysis failed.
 */
export async function localSingleResult(kind: 'marriage', request: SinglePersonRequest): Promise<MarriagePredictionResult | null>;
export async function localSingleResult(kind: 'psychic', request: SinglePersonRequest): Promise<PsychicGlimpseResult | null>;
export async function localSingleResult(kind: 'marriage' | 'psychic', request: SinglePersonRequest): Promise<MarriagePredictionResult | PsychicGlimpseResult | null> {
  void kind;
  void request;
  // ENGINE SEAM: import the engine's marriage / psychic computation here with a dynamic
  // import() once the astrology-engine branch is merged.
  return null;
}
