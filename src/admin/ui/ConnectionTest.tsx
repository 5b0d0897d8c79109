import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAdmin } from '../context';
import { adminKeys, adminQueries } from '../data/queries';
import type { ServiceStatusReport } from '../data/interfaces';
import { ActionButton } from './ActionButton';
import { useSave } from './useSave';

/**
 * "Test the connection" to the AI provider (Settings and the automation's Health): a tiny request
 * through the server. Like the other buttons that cannot work (docs/admin.md#buttons-that-cannot-work),
 * it says why before it is pressed when there is nothing to test (no key set, or the status function
 * did not answer). Its report becomes the status every screen shows.
 */
export function ConnectionTest({ label }: { label: string }) {
  const { data } = useAdmin();
  const status = useQuery(adminQueries.serviceStatus(data));
  const reasonId = useId();
  const queryClient = useQueryClient();
  const test = useSave({
    save: () => data.serviceStatus(true),
    // The test's report, with its verdict, becomes the status every screen shows.
    onSaved: (report) => void queryClient.setQueryData(adminKeys.serviceStatus, report),
    failed: { inline: 'The test could not run.' },
  });
  const result: ServiceStatusReport['ai'] | null = test.error
    ? { configured: true, reachable: false, message: test.error }
    : (test.last?.ai ?? null);
  const reason = blockedReason(status.data, status.isPending);
  return (
    <div className="grid gap-2">
      {reason && (
        <p id={reasonId} className="text-sm text-star-300">
          {reason}
        </p>
      )}
      <ActionButton
        className="btn btn-ghost justify-self-start"
        blockedBy={reason ? reasonId : null}
        disabled={test.busy}
        onClick={() => void test.run()}
      >
        {test.busy ? 'Testing…' : label}
      </ActionButton>
      <p role="status" className={`text-sm ${result?.reachable ? 'text-success-500' : 'text-rose-400'}`}>
        {result
          ? (result.message ?? (result.reachable ? 'The provider answered.' : 'The provider did not answer.'))
          : ''}
      </p>
    </div>
  );
}

/** Why there is nothing to test, or null when the test can run. */
function blockedReason(status: ServiceStatusReport | undefined, pending: boolean): string | null {
  if (pending) return 'Checking whether an AI provider key is set…';
  if (!status) return 'The status function did not answer, so the connection cannot be tested.';
  if (!status.ai.configured)
    return 'No AI provider key is set on the server (AI_API_KEY), so there is no connection to test.';
  return null;
}
