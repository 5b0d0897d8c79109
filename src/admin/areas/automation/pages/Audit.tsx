import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { adminDateTime } from '@/lib/admin/dates';
import { DataTable } from '@/admin/ui/DataTable';

const LIMIT = 200;

/** Who did what, newest first (audit_log with Supabase; this browser's record in the preview). */
export function Audit({ repo }: { repo: AutomationRepository }) {
  const entries = useQuery(automationQueries.audit(repo, LIMIT));
  if (entries.error) return <p role="alert">{loadError(entries.error)}</p>;
  if (!entries.data) return <Spinner label="Loading the audit log…" />;
  if (entries.data.length === 0)
    return (
      <Empty>
        Nothing recorded yet. Creating a plan, queueing, running, retrying or discarding jobs each adds an
        entry here.
      </Empty>
    );
  return (
    <DataTable
      caption={`The latest ${LIMIT} audit entries`}
      captionHidden
      rows={entries.data}
      rowKey={(entry) => entry.id}
      empty="Nothing recorded yet."
      columns={[
        {
          header: 'When',
          cell: (entry) => adminDateTime(entry.at),
          sortBy: (entry) => entry.at,
          className: 'whitespace-nowrap text-star-200',
        },
        { header: 'Who', cell: (entry) => entry.actor, sortBy: (entry) => entry.actor, folds: true },
        { header: 'Action', cell: (entry) => entry.action, sortBy: (entry) => entry.action },
        { header: 'Record', cell: (entry) => entry.entity, sortBy: (entry) => entry.entity, folds: true },
        {
          header: 'Detail',
          cell: (entry) => entry.detail,
          folds: true,
          className: 'break-words text-star-200',
        },
      ]}
    />
  );
}
