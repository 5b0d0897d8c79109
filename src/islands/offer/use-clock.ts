import { useEffect, useState } from 'react';
import { useHydrated } from '../ui/use-hydrated';

/**
 * The time now, refreshed every `stepMs`, and when the island mounted. `live` is false in the
 * server render and while hydrating: the islands keep what depends on the visitor's own clock
 * out of sight until then, rather than show a number that is about to jump.
 */
export function useClock(stepMs: number): { now: number; mountedAt: number; live: boolean } {
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(mountedAt);
  const live = useHydrated();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return { now, mountedAt, live };
}
