/**
 * How the single-person pages get their reading: from the function, or, when the server cannot
 * be reached or fails (network error, 5xx, an unreadable reply), from the same engine run in the
 * browser with no message (docs/decisions.md#marriage-and-psychic-fallbacks-use-the-same-engine). A 4xx reply means the input itself
 * was refused, so its message is shown instead. If the local reading cannot be made either, the
 * server's error stands.
 */
import type { MarriagePredictionResult, PersonInput, PsychicGlimpseResult } from '../astrology/contract';
import { ApiError, postJson } from '../http/api-client';
import type { SingleReading, SingleReadingKind } from './single-reading-kinds';

interface Dependencies {
  post: typeof postJson;
  loadLocal: () => Promise<{ localReading: (kind: SingleReadingKind, person: PersonInput) => SingleReading }>;
}

const DEFAULTS: Dependencies = {
  post: postJson,
  loadLocal: () => import('./local-reading'),
};

const ENDPOINT = { marriage: '/api/marriage-prediction', psychic: '/api/soulmate-reading' } as const;

/** Whether a failed call should be answered by the browser's own engine. */
export function shouldComputeLocally(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** The reading for one person: the function's, or the browser engine's when the server fails. */
export async function fetchSingleReading(
  kind: SingleReadingKind,
  person: PersonInput,
  { post, loadLocal }: Dependencies = DEFAULTS,
): Promise<SingleReading> {
  try {
    const data = await post<MarriagePredictionResult | PsychicGlimpseResult>(ENDPOINT[kind], { person });
    if (!data || typeof data !== 'object' || !('person' in data))
      throw new ApiError('The server sent an unreadable reply.', 502);
    return { kind, data } as SingleReading;
  } catch (error) {
    if (!shouldComputeLocally(error)) throw error;
    try {
      const { localReading } = await loadLocal();
      return localReading(kind, person);
    } catch {
      throw error;
    }
  }
}
