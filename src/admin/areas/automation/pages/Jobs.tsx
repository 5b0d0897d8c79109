import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { Link } from '@/admin/router';
import { countByState } from '@/lib/automation/aggregate';
import { canTransition } from '@/lib/automation/state';
import { JOB_STATES, type AutomationJob, type JobState } from '@/lib/automation/types';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { RunPanel } from '../ui/RunPanel';
import { useAutomationChange } from '../ui/useAutomationChange';
import { StateBadge } from '../ui/format';
import { adminDateTime } from '@/lib/admin/dates';

/** Every job by state, with run next, retry and discard. */
export function Jobs({ repo }: { repo: AutomationRepository }) {
  const jobs = useQuery(automationQueries.jobs(repo));
  const change = useAutomationChange();
  const [filter, setFilter] = useState<JobState | 'all'>('all');

  if (jobs.error) return <p role="alert">{loadError(jobs.error)}</p>;
  if (!jobs.data) return <Spinner label="Loading jobs…" />;
  const all = jobs.data;
  const counts = countByState(all);
  const shown = filter === 'all' ? all : all.filter((job) => job.state === filter);
  return (
    <div className="grid gap-4">
      <RunPanel repo={repo} />
      <label className="grid max-w-xs gap-1">
        <span>Show</span>
        <select
          className="field"
          value={filter}
          onChange={(e) => setFilter(e.target.value as JobState | 'all')}
        >
          <option value="all">All jobs ({all.length})</option>
          {JOB_STATES.map((state) => (
            <option key={state} value={state}>
              {state[0]!.toUpperCase() + state.slice(1)} ({counts[state]})
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 ? (
        <Empty>
          {all.length === 0 ? (
            <>
              No jobs yet. Open <Link href="/admin/automation/content-plans">Content plans</Link> and choose
              “Queue jobs” on a plan.
            </>
          ) : (
            'No job is in this state. Choose another filter.'
          )}
        </Empty>
      ) : (
        <JobTable
          jobs={shown}
          actions={(job) => (
            <div className="flex flex-wrap gap-1">
              {canTransition(job.state, 'queued') && job.state === 'failed' && (
                <button
                  type="button"
                  className="btn btn-ghost px-2 py-1 text-sm"
                  onClick={() => void change(() => repo.retryJobs([job.id]), 'Job queued again')}
                >
                  Retry<span className="sr-only"> {job.target_keyword}</span>
                </button>
              )}
              {canTransition(job.state, 'discarded') && (
                <button
                  type="button"
                  className="btn btn-ghost px-2 py-1 text-sm"
                  onClick={() => void change(() => repo.discardJobs([job.id]), 'Job discarded')}
                >
                  Discard<span className="sr-only"> {job.target_keyword}</span>
                </button>
              )}
            </div>
          )}
        />
      )}
    </div>
  );
}

export function JobTable({
  jobs,
  actions,
  select,
}: {
  jobs: AutomationJob[];
  actions?: (job: AutomationJob) => React.ReactNode;
  select?: { chosen: Set<string>; toggle: (id: string) => void };
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-star-300">
          <tr>
            {select && (
              <th scope="col">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th scope="col" className="p-2">
              Keyword
            </th>
            <th scope="col" className="p-2">
              State
            </th>
            <th scope="col" className="p-2">
              Due
            </th>
            <th scope="col" className="p-2">
              Attempts
            </th>
            <th scope="col" className="p-2">
              Result
            </th>
            {actions && (
              <th scope="col" className="p-2">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id} className="border-t border-night-700 align-top">
              {select && (
                <td className="p-2">
                  <input
                    type="checkbox"
                    aria-label={`Select ${job.target_keyword}`}
                    checked={select.chosen.has(job.id)}
                    onChange={() => select.toggle(job.id)}
                  />
                </td>
              )}
              <td className="p-2 font-semibold text-star-50">{job.target_keyword}</td>
              <td className="p-2">
                <StateBadge state={job.state} />
              </td>
              <td className="p-2 text-star-200">{adminDateTime(job.due_at)}</td>
              <td className="p-2 text-star-200">
                {job.attempts} of {job.max_attempts}
              </td>
              <td className="p-2 text-star-200">
                {job.article_id ? (
                  <Link href={`/admin/articles/${encodeURIComponent(job.article_id)}/edit`}>
                    Open the draft
                  </Link>
                ) : job.last_error ? (
                  <span className="text-rose-400">{job.last_error}</span>
                ) : (
                  '—'
                )}
              </td>
              {actions && <td className="p-2">{actions(job)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
