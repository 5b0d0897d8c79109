import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { useAutomationChange } from '../ui/useAutomationChange';
import { JobTable } from './Jobs';

/** Failed jobs: retry (fresh attempts, due now) or discard, one by one or in bulk. */
export function Recovery({ repo }: { repo: AutomationRepository }) {
  const jobs = useQuery({
    ...automationQueries.jobs(repo),
    select: (all) => all.filter((job) => job.state === 'failed'),
  });
  const change = useAutomationChange();
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const bulk = async (kind: 'retry' | 'discard') => {
    const ids = [...chosen];
    const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;
    const done = await change(
      () => (kind === 'retry' ? repo.retryJobs(ids) : repo.discardJobs(ids)),
      (changed) => (kind === 'retry' ? `${jobs(changed)} queued again` : `${jobs(changed)} discarded`),
    );
    if (done) setChosen(new Set());
  };

  if (jobs.error) return <p role="alert">{loadError(jobs.error)}</p>;
  if (!jobs.data) return <Spinner label="Loading failed jobs…" />;
  const failed = jobs.data;
  if (failed.length === 0)
    return (
      <Empty>
        No job has failed for good. Jobs that use up their attempts show here, ready to retry or discard.
      </Empty>
    );
  const all = failed.every((job) => chosen.has(job.id));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={all}
            onChange={() => setChosen(all ? new Set() : new Set(failed.map((job) => job.id)))}
          />
          <span>Select all {failed.length} failed jobs</span>
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.size === 0}
          onClick={() => void bulk('retry')}
        >
          Retry selected ({chosen.size})
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={chosen.size === 0}
          onClick={() => void bulk('discard')}
        >
          Discard selected ({chosen.size})
        </button>
      </div>
      <JobTable caption="Failed jobs" jobs={failed} select={{ chosen, toggle }} />
    </div>
  );
}
