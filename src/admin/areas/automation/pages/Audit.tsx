import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import type { AutomationRepository } from '../data/repository';
import { Empty } from '../ui/Empty';
import { adminDateTime } from '@/lib/admin/dates';
import { TableHead } from '../ui/TableHead';

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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The latest {LIMIT} audit entries</caption>
        <TableHead columns={['When', 'Who', 'Action', 'Record', 'Detail']} />
        <tbody>
          {entries.data.map((entry) => (
            <tr key={entry.id} className="border-t border-night-700 align-top">
              <td className="p-2 whitespace-nowrap text-star-200">{adminDateTime(entry.at)}</td>
              <td className="p-2 text-star-100">{entry.actor}</td>
              <td className="p-2 text-star-100">{entry.action}</td>
              <td className="p-2 text-star-200">{entry.entity}</td>
              <td className="p-2 break-words text-star-200">{entry.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
