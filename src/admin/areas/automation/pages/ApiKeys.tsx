import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import type { AutomationRepository } from '../data/repository';
import { DataTable } from '@/admin/ui/DataTable';

/** Which server-side keys are set. Values never leave the server (docs/decisions.md#ai-keys-stay-on-the-server). */
export function ApiKeys({ repo }: { repo: AutomationRepository }) {
  const keys = useQuery(automationQueries.serverKeys(repo));
  if (keys.error) return <p role="alert">{loadError(keys.error)}</p>;
  if (!keys.data) return <Spinner label="Checking the server keys…" />;
  return (
    <div className="grid max-w-4xl gap-4">
      <p className="text-star-200">
        These are set in the hosting environment (Cloudflare Pages → Settings → Variables and secrets), never
        here. This page only says whether each one is present.
      </p>
      <DataTable
        caption="Server-side keys and whether they are set"
        captionHidden
        rows={keys.data}
        rowKey={(key) => key.name}
        empty="No server keys are known to this build."
        columns={[
          {
            header: 'Name',
            cell: (key) => (
              <>
                <span className="font-mono break-all sm:break-normal">{key.name}</span>
                {key.secret && <span className="ml-2 text-xs text-star-300">(secret)</span>}
              </>
            ),
            sortBy: (key) => key.name,
          },
          {
            header: 'Status',
            cell: (key) => (
              <span className={`font-semibold ${key.set ? 'text-success-500' : 'text-star-300'}`}>
                {key.set ? 'Set' : 'Not set'}
              </span>
            ),
            sortBy: (key) => (key.set ? 1 : 0),
          },
          { header: 'Used for', cell: (key) => key.purpose, folds: true },
        ]}
      />
    </div>
  );
}
