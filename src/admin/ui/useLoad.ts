import { useCallback, useEffect, useState } from 'react';

/** Loads something on mount, with a reload for after changes. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Tells "still loading" from "loaded, and the answer was null" (a record that does not exist).
  const [loaded, setLoaded] = useState(false);
  const reload = useCallback(async () => {
    try {
      setValue(await load());
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Loading failed.');
    } finally {
      setLoaded(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, error, loaded, reload, setValue };
}
