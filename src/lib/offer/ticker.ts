/** The social-proof ticker (docs/constants.md#offer): ten entries, one more every 4 seconds. */
export const TICKER_ROTATION_MS = 4000;

/** The entry shown `elapsedMs` after the ticker started, wrapping round. */
export function tickerIndex(elapsedMs: number, count: number, rotationMs = TICKER_ROTATION_MS): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / rotationMs) % count;
}
