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
import { DataTable, type Column } from '@/admin/ui/DataTable';

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
          caption={filter === 'all' ? 'Every job' : `Jobs that are ${filter}`}
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

/** Jobs as a list; `select` puts a checkbox before each keyword, `actions` adds a column of buttons. */
export function JobTable({
  caption,
  jobs,
  actions,
  select,
}: {
  caption: string;
  jobs: AutomationJob[];
  actions?: (job: AutomationJob) => React.ReactNode;
  select?: { chosen: Set<string>; toggle: (id: string) => void };
}) {
  const columns: Column<AutomationJob>[] = [
    {
      header: 'Keyword',
      cell: (job) => (
        <span className="flex items-start gap-2 font-semibold text-star-50">
          {select && (
            <input
              type="checkbox"
              className="mt-1"
              aria-label={`Select ${job.target_keyword}`}
              checked={select.chosen.has(job.id)}
              onChange={() => select.toggle(job.id)}
            />
          )}
          {job.target_keyword}
        </span>
      ),
      sortBy: (job) => job.target_keyword,
    },
    { header: 'State', cell: (job) => <StateBadge state={job.state} />, sortBy: (job) => job.state },
    { header: 'Due', cell: (job) => adminDateTime(job.due_at), sortBy: (job) => job.due_at, folds: true },
    {
      header: 'Attempts',
      cell: (job) => `${job.attempts} of ${job.max_attempts}`,
      sortBy: (job) => job.attempts,
      folds: true,
    },
    {
      header: 'Result',
      cell: (job) =>
        job.article_id ? (
          <Link href={`/admin/articles/${encodeURIComponent(job.article_id)}/edit`}>Open the draft</Link>
        ) : job.last_error ? (
          <span className="text-rose-400">{job.last_error}</span>
        ) : (
          '—'
        ),
      folds: true,
    },
  ];
  if (actions) columns.push({ header: 'Actions', cell: actions });
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={jobs}
      rowKey={(job) => job.id}
      empty="No jobs."
      columns={columns}
    />
  );
}
