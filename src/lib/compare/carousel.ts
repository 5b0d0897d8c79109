/** The comparison pages' testimonial carousel advances every 4.5 s (docs/constants.md#comparison-pages). */
export const CAROUSEL_INTERVAL_MS = 4500;

/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** Whether the carousel should advance on its own right now. */
export function shouldAutoAdvance(state: {
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  stopped: boolean;
}): boolean {
  return state.count > 1 && !state.hovered && !state.focused && !state.reducedMotion && !state.stopped;
}
