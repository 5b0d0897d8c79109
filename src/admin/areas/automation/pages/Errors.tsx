import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allOf, loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { Link } from '@/admin/router';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { adminDateTime } from '@/lib/admin/dates';
import { useAutomationChange } from '../ui/useAutomationChange';

/** Failed runs with their reasons; resolving one files it away. */
export function Errors({ repo }: { repo: AutomationRepository }) {
  const state = allOf({
    errors: useQuery(automationQueries.errors(repo)),
    jobs: useQuery(automationQueries.jobs(repo)),
  });
  const change = useAutomationChange();
  const [showResolved, setShowResolved] = useState(false);

  if (state.error) return <p role="alert">{loadError(state.error)}</p>;
  if (!state.data) return <Spinner label="Loading errors…" />;
  const keywordOf = new Map(state.data.jobs.map((job) => [job.id, job.target_keyword]));
  const errors = state.data.errors.filter((error) => showResolved || !error.resolved_at);
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} />
        <span>Show resolved errors too</span>
      </label>
      {errors.length === 0 ? (
        <Empty>
          No open errors. When a run fails, its reason shows here; failed jobs can be retried from{' '}
          <Link href="/admin/automation/recovery">Recovery</Link>.
        </Empty>
      ) : (
        <ul className="grid gap-2" aria-label="Run errors">
          {errors.map((error) => (
            <li key={error.id} className="card grid gap-1 p-3">
              <p className="font-semibold text-star-50">
                {(error.job_id && keywordOf.get(error.job_id)) ?? 'A deleted job'}
              </p>
              <p className="text-rose-400">{error.message}</p>
              <p className="text-xs text-star-300">
                {adminDateTime(error.created_at)}
                {typeof error.detail.attempt === 'number' ? ` · attempt ${error.detail.attempt}` : ''}
                {error.resolved_at ? ` · resolved ${adminDateTime(error.resolved_at)}` : ''}
              </p>
              {!error.resolved_at && (
                <button
                  type="button"
                  className="btn btn-ghost justify-self-start px-3 py-1 text-sm"
                  onClick={() =>
                    void change(() => repo.resolveError(error.id), 'Error marked as resolved', 'Not resolved')
                  }
                >
                  Mark resolved
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
