/**
 * The analysis screen's timing (docs/constants.md#quiz): three bars, each filling 0–100% over
 * 4 seconds. At half time its yes/no dialog opens and the bar holds at 50%; the bar completes
 * when the dialog is answered or when its 4 seconds run out. The next bar starts 0.5 s later,
 * and 0.5 s after the last one the quiz moves on.
 */
export const ANALYSIS_BAR_MS = 4000;
export const ANALYSIS_DIALOG_AT_MS = ANALYSIS_BAR_MS / 2;
export const ANALYSIS_GAP_MS = 500;

export type BarPhase = 'filling' | 'asking' | 'complete';

/** The phase of a bar `elapsedMs` after it started, given whether its dialog was answered. */
export function barPhase(elapsedMs: number, answered: boolean): BarPhase {
  if (answered || elapsedMs >= ANALYSIS_BAR_MS) return 'complete';
  return elapsedMs >= ANALYSIS_DIALOG_AT_MS ? 'asking' : 'filling';
}

/** The bar's width in percent: linear while filling, held at half while asking, full when complete. */
export function barPercent(elapsedMs: number, answered: boolean): number {
  const phase = barPhase(elapsedMs, answered);
  if (phase === 'complete') return 100;
  if (phase === 'asking') return 50;
  return Math.max(0, Math.round((elapsedMs / ANALYSIS_BAR_MS) * 100));
}
