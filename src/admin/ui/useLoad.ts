import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Loaded<T> {
  value: T | null;
  error: string | null;
  /** Tells "still loading" from "loaded, and the answer was null" (a record that does not exist). */
  loaded: boolean;
}

const NOTHING_YET = { value: null, error: null, loaded: false };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Loads something on mount and again whenever `deps` change, with a reload for after changes.
 * Only the newest request may answer: a slower reply to older dependencies is dropped, and the
 * previous dependencies' value is not shown while the new one loads.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<Loaded<T> & { deps: readonly unknown[] }>({ ...NOTHING_YET, deps });
  // New dependencies: forget the old answer during this render (React's "state from props" pattern).
  if (!sameDeps(state.deps, deps)) setState({ ...NOTHING_YET, deps });

  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  const newest = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++newest.current;
    try {
      const value = await latestLoad.current();
      if (mine === newest.current) setState((current) => ({ ...current, value, error: null, loaded: true }));
    } catch (caught) {
      const error = caught instanceof Error ? caught.message : 'Loading failed.';
      if (mine === newest.current) setState((current) => ({ ...current, error, loaded: true }));
    }
  }, []);

  const depsInState = state.deps;
  useEffect(() => {
    void reload();
    return () => {
      newest.current += 1; // whatever is still on its way belongs to dependencies that are gone
    };
  }, [depsInState, reload]);

  const setValue = useCallback(
    (update: (value: T | null) => T | null) =>
      setState((current) => ({ ...current, value: update(current.value) })),
    [],
  );
  return { value: state.value, error: state.error, loaded: state.loaded, reload, setValue };
}
