import { useQuery } from '@tanstack/react-query';
import { allOf, loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { Link } from '@/admin/router';
import { countByState } from '@/lib/automation/aggregate';
import type { AutomationRepository } from '../data/repository';
import { RunPanel } from '../ui/RunPanel';
import { Empty } from '../ui/Empty';
import { StateBadge } from '../ui/format';
import { adminDateTime } from '@/lib/admin/dates';

/** Counts by state, the next due jobs, and the run button. */
export function Overview({ repo }: { repo: AutomationRepository }) {
  const state = allOf({
    jobs: useQuery(automationQueries.jobs(repo)),
    plans: useQuery(automationQueries.plans(repo)),
    errors: useQuery(automationQueries.errors(repo)),
  });
  if (state.error) return <p role="alert">{loadError(state.error)}</p>;
  if (!state.data) return <Spinner label="Loading the automation overview…" />;
  const { jobs, plans, errors } = state.data;
  const counts = countByState(jobs);
  const upcoming = jobs.filter((job) => job.state === 'queued').slice(0, 5);
  const openErrors = errors.filter((error) => !error.resolved_at).length;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {[
          ['Plans', plans.length],
          ['Queued', counts.queued],
          ['Running', counts.running],
          ['Done', counts.done],
          ['Failed', counts.failed],
          ['Open errors', openErrors],
        ].map(([label, value]) => (
          <div key={label} className="card p-3">
            <dt className="text-sm text-star-300">{label}</dt>
            <dd className="font-display text-2xl text-star-50">{value}</dd>
          </div>
        ))}
      </dl>
      <RunPanel repo={repo} />
      <section className="grid gap-2">
        <h2 className="font-display text-xl text-star-50">Next due jobs</h2>
        {upcoming.length === 0 ? (
          <Empty>
            No job is waiting. Create a plan on{' '}
            <Link href="/admin/automation/content-plans">Content plans</Link> and choose “Queue jobs” to turn
            its topics into jobs.
          </Empty>
        ) : (
          <ul className="grid gap-2">
            {upcoming.map((job) => (
              <li key={job.id} className="card flex flex-wrap items-center gap-3 p-3">
                <StateBadge state={job.state} />
                <span className="grow font-semibold text-star-50">{job.target_keyword}</span>
                <span className="text-sm text-star-300">due {adminDateTime(job.due_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
