import { useEffect, useState } from 'react';

/** Milliseconds since the island mounted, refreshed every `stepMs`. */
export function useElapsed(stepMs: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now - startedAt;
}
