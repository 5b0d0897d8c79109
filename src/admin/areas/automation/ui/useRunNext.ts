import { useState } from 'react';
import { messageOf } from '../../../context';
import { showToast } from '../../../../lib/toast/store';
import type { RunOutcome } from '../../../../lib/automation/runner';
import type { AutomationRepository } from '../data/repository';
import { adminKeys, useInvalidate } from '../../../data/queries';
import { automationKeys } from '../data/queries';

/**
 * "Run next job": runs, reports progress in a live region, and toasts each outcome. A run
 * changes jobs, runs, errors, usage and saves a draft article, so all of those reload after.
 */
export function useRunNext(repo: AutomationRepository) {
  const invalidate = useInvalidate();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState('');
  const [outcomes, setOutcomes] = useState<RunOutcome[]>([]);
  const run = async () => {
    setRunning(true);
    setProgress('Starting…');
    try {
      const results = await repo.runNext(setProgress);
      setOutcomes(results);
      for (const outcome of results) {
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
    } catch (caught) {
      const message = messageOf(caught, 'The runner could not start.');
      setOutcomes([]);
      setProgress(message);
      showToast({ title: 'The runner could not start', description: message, variant: 'destructive' });
      return;
    } finally {
      setRunning(false);
      await invalidate(automationKeys.all, adminKeys.articles, adminKeys.activity);
    }
    setProgress('');
  };
  return { running, progress, outcomes, run };
}
