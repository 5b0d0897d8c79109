import { useEffect, useState } from 'react';
import { useHydrated } from '../ui/use-hydrated';

/**
 * Milliseconds since the island mounted, refreshed every `stepMs`; `live` turns true once the
 * island runs in the browser (the server-rendered HTML shows the starting value until then).
 */
export function useElapsed(stepMs: number): { elapsed: number; live: boolean } {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const live = useHydrated();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return { elapsed: now - startedAt, live };
}
