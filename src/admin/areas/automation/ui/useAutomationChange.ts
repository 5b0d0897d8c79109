import { useCallback } from 'react';
import { messageOf } from '../../../context';
import { showToast } from '../../../../lib/toast/store';
import { useInvalidate } from '../../../data/queries';
import { automationKeys } from '../data/queries';

/**
 * One change made from an automation page (retry, discard, pause, delete…): a toast says how it
 * went, then every automation list reloads, since a change to one job, plan or workflow moves
 * the others' counts. The success title may be worked out from what the change returns.
 * Resolves to whether the change went through.
 */
export function useAutomationChange() {
  const invalidate = useInvalidate();
  return useCallback(
    async <T>(
      work: () => Promise<T>,
      success: string | ((result: T) => string),
      failure = 'Nothing changed',
    ): Promise<boolean> => {
      let done = false;
      try {
        const result = await work();
        showToast({ title: typeof success === 'function' ? success(result) : success });
        done = true;
      } catch (caught) {
        showToast({
          title: failure,
          description: messageOf(caught, 'Try again in a moment.'),
          variant: 'destructive',
        });
      }
      await invalidate(automationKeys.all);
      return done;
    },
    [invalidate],
  );
}
