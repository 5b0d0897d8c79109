import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import type { AutomationRepository } from '../data/repository';
import { TableHead } from '../ui/TableHead';

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Server-side keys and whether they are set</caption>
          <TableHead columns={['Name', 'Status', 'Used for']} />
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.name} className="border-t border-night-700 align-top">
                <th scope="row" className="p-2 font-mono font-normal text-star-100">
                  {key.name}
                  {key.secret && <span className="ml-2 font-sans text-xs text-star-300">(secret)</span>}
                </th>
                <td className={`p-2 font-semibold ${key.set ? 'text-success-500' : 'text-star-300'}`}>
                  {key.set ? 'Set' : 'Not set'}
                </td>
                <td className="p-2 text-star-200">{key.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
