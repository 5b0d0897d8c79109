/**
 * The analysis screen's timing (docs/constants.md#quiz): three bars, each filling 0–100% over
 * 4 seconds. At half time its yes/no dialog opens and the bar holds at 50% until the dialog is
 * answered; then it jumps to 100% and the next bar starts 0.5 s later, and 0.5 s after the last
 * one the quiz moves on. The spec also let a bar complete when its time ran out, closing the
 * question before a slow reader had read it; here the dialog waits (WCAG 2.2.1, Timing
 * Adjustable; docs/decisions.md#the-analysis-steps-questions-wait-for-the-answer).
 */
export const ANALYSIS_BAR_MS = 4000;
export const ANALYSIS_DIALOG_AT_MS = ANALYSIS_BAR_MS / 2;
export const ANALYSIS_GAP_MS = 500;

export type BarPhase = 'filling' | 'asking' | 'complete';

/** The phase of a bar `elapsedMs` after it started, given whether its dialog was answered. */
export function barPhase(elapsedMs: number, answered: boolean): BarPhase {
  if (answered) return 'complete';
  return elapsedMs >= ANALYSIS_DIALOG_AT_MS ? 'asking' : 'filling';
}

/** The bar's width in percent: linear while filling, held at half while asking, full when answered. */
export function barPercent(elapsedMs: number, answered: boolean): number {
  const phase = barPhase(elapsedMs, answered);
  if (phase === 'complete') return 100;
  if (phase === 'asking') return 50;
  return Math.max(0, Math.round((elapsedMs / ANALYSIS_BAR_MS) * 100));
}
