import { useCallback } from 'react';
import { useSave } from '@/admin/ui/useSave';
import { automationKeys } from '../data/queries';

interface Change<T> {
  work: () => Promise<T>;
  success: string | ((result: T) => string);
  failure: string;
}

/**
 * One change made from an automation page (retry, discard, pause, delete…), through the admin's
 * one saving hook: a toast says how it went, then every automation list reloads, since a change to
 * one job, plan or workflow moves the others' counts. The success title may be worked out from
 * what the change returns. Resolves to whether the change went through.
 */
export function useAutomationChange() {
  const saving = useSave<Change<unknown>, unknown>({
    save: (change) => change.work(),
    invalidates: [automationKeys.all],
    saved: (result, change) =>
      typeof change.success === 'function' ? change.success(result) : change.success,
    failed: (change) => change.failure,
  });
  const { run } = saving;
  return useCallback(
    async <T>(
      work: () => Promise<T>,
      success: string | ((result: T) => string),
      failure = 'Nothing changed',
    ): Promise<boolean> => {
      // run resolves to null when the change failed (already said), and a change may return nothing.
      let done = false;
      const change = {
        work: async () => {
          const result = await work();
          done = true;
          return result;
        },
        success,
        failure,
      } as Change<unknown>;
      await run(change);
      return done;
    },
    [run],
  );
}
