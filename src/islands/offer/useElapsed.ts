import { useEffect, useState } from 'react';

/**
 * Milliseconds since the island mounted, refreshed every `stepMs`; `live` turns true once the
 * timer runs (the server-rendered HTML shows the starting value until then).
 */
export function useElapsed(stepMs: number): { elapsed: number; live: boolean } {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    setLive(true);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return { elapsed: now - startedAt, live };
}
