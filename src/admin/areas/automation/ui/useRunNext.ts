import { useState } from 'react';
import { showToast } from '@/lib/toast/store';
import type { RunOutcome } from '@/lib/automation/runner';
import type { AutomationRepository } from '../data/repository';
import { adminKeys } from '@/admin/data/queries';
import { automationKeys } from '../data/queries';
import { useSave } from '@/admin/ui/useSave';

/**
 * "Run next job": runs, reports progress in a live region, and toasts each outcome. A run
 * changes jobs, runs, errors, usage and saves a draft article, so all of those reload after.
 */
export function useRunNext(repo: AutomationRepository) {
  const [progress, setProgress] = useState('');
  const runner = useSave({
    save: () => {
      setProgress('Starting…');
      return repo.runNext(setProgress);
    },
    invalidates: [automationKeys.all, adminKeys.articles, adminKeys.activity],
    onSaved: (outcomes) => {
      setProgress('');
      for (const outcome of outcomes) {
        const failed = outcome.kind === 'failed' || outcome.kind === 'limit';
        showToast({
          title: failed
            ? 'The job did not finish'
            : outcome.kind === 'idle'
              ? 'Nothing to run'
              : 'Job finished',
          description: outcome.message,
          variant: failed ? 'destructive' : 'default',
        });
      }
    },
    failed: 'The runner could not start',
  });
  const outcomes: RunOutcome[] = runner.last ?? [];
  return {
    running: runner.busy,
    // A runner that could not start says why where the progress was.
    progress: runner.error ?? progress,
    outcomes: runner.error ? [] : outcomes,
    run: () => runner.run(),
  };
}
