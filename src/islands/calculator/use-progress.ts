import { useCallback, useEffect, useRef, useState } from 'react';
import { nextProgress, PROGRESS_RESET_DELAY_MS, PROGRESS_TICK_MS } from '@/lib/calculators/progress';

/**
 * The analysis progress (docs/constants.md#calculators): ticks every 500 ms while waiting (capped at 90),
 * jumps to 100 on completion and returns to 0 500 ms later; on failure it simply stops.
 */
export function useProgress() {
  const [value, setValue] = useState(0);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    clearInterval(tick.current);
    clearTimeout(reset.current);
  };

  const start = useCallback(() => {
    clear();
    setValue(0);
    tick.current = setInterval(() => setValue((current) => nextProgress(current)), PROGRESS_TICK_MS);
  }, []);

  const complete = useCallback(() => {
    clear();
    setValue(100);
    reset.current = setTimeout(() => setValue(0), PROGRESS_RESET_DELAY_MS);
  }, []);

  const fail = useCallback(() => {
    clear();
    setValue(0);
  }, []);

  useEffect(() => clear, []);
  return { value, start, complete, fail };
}
