/** The offer countdown (document 1 §4, §9): 900 seconds falling by one each second to zero. */
export const OFFER_COUNTDOWN_SECONDS = 900;

/** Seconds left `elapsedMs` after the page opened, never below zero. */
export function secondsLeft(elapsedMs: number, total = OFFER_COUNTDOWN_SECONDS): number {
  return Math.max(0, total - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** mm:ss, e.g. 900 → "15:00", 59 → "00:59". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
