/** The analysis progress bar (docs/constants.md#calculators). */
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_MAX_STEP = 15;
export const PROGRESS_CAP = 90;
export const PROGRESS_RESET_DELAY_MS = 500;

/** One tick: grow by a random step of up to 15, never past 90 while waiting. */
export function nextProgress(current: number, random: () => number = Math.random): number {
  return Math.min(PROGRESS_CAP, current + Math.floor(random() * (PROGRESS_MAX_STEP + 1)));
}

/** The status line under the bar, so the wait says what is happening. */
export function progressStatus(value: number): string {
  if (value >= 60) return 'Writing up your reading…';
  if (value >= 25) return 'Measuring the aspects…';
  return 'Placing the planets…';
}
