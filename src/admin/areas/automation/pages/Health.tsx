import { useAdmin } from '@/admin/context';
import { useQuery } from '@tanstack/react-query';
import { adminQueries, loadError } from '@/admin/data/queries';
import { deployHookNote } from '@/admin/lib/publishing';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { ConnectionTest } from '@/admin/ui/ConnectionTest';
import type { AutomationRepository } from '../data/repository';
import { adminDateTime } from '@/lib/admin/dates';

type Check = { name: string; ok: boolean | null; detail: string };

/** Provider, database, runner and deploy hook, each with a plain verdict. */
export function Health({ repo }: { repo: AutomationRepository }) {
  const { data } = useAdmin();
  // Each check answers on its own: a failing one is a verdict on the page, not a page error.
  const statusQuery = useQuery(adminQueries.serviceStatus(data));
  const runs = useQuery(automationQueries.runs(repo));

  if (statusQuery.isPending || runs.isPending) return <Spinner label="Checking services…" />;
  const status = statusQuery.error
    ? loadError(statusQuery.error, 'The status function did not answer.')
    : statusQuery.data;
  const database = runs.error
    ? { ok: false as const, message: loadError(runs.error, 'The automation tables could not be read.') }
    : { ok: true as const, lastRun: runs.data[0] ?? null };
  const checks: Check[] = [
    typeof status === 'string'
      ? { name: 'AI provider', ok: false, detail: status }
      : {
          name: 'AI provider',
          ok: status.ai.configured,
          detail: status.ai.configured
            ? 'A provider key is set on the server.'
            : 'No AI provider key is set on the server (AI_API_KEY). Jobs cannot run.',
        },
    database.ok
      ? {
          name: 'Database',
          ok: true,
          detail: `${repo.kind === 'supabase' ? 'Supabase' : 'Local preview (this browser)'} answers. ${database.lastRun ? `Last run ${adminDateTime(database.lastRun.started_at)} (${database.lastRun.outcome}).` : 'No run recorded yet.'}`,
        }
      : { name: 'Database', ok: false, detail: database.message },
    typeof status === 'string'
      ? { name: 'Deploy hook', ok: null, detail: 'Unknown while the status function does not answer.' }
      : {
          name: 'Deploy hook',
          // The local preview has no site to rebuild, whatever the server has set.
          ok: data.kind === 'local-preview' ? false : status.deployHook.configured,
          detail: deployHookNote(data.kind, status.deployHook.configured),
        },
  ];
  return (
    <div className="grid max-w-3xl gap-4">
      <ul className="grid gap-2">
        {checks.map((check) => (
          <li key={check.name} className="card flex flex-wrap items-baseline gap-3 p-3">
            <span
              className={`font-semibold ${check.ok ? 'text-success-500' : check.ok === null ? 'text-star-300' : 'text-rose-400'}`}
            >
              {check.ok ? 'OK' : check.ok === null ? 'Unknown' : 'Needs attention'}
            </span>
            <span className="font-semibold text-star-50">{check.name}</span>
            <span className="grow text-sm text-star-200">{check.detail}</span>
          </li>
        ))}
      </ul>
      <section className="card grid gap-2 p-4">
        <h2 className="font-display text-lg text-star-50">Provider connection test</h2>
        <p className="text-sm text-star-300">
          Sends a tiny request through the server (about 50 tokens) to prove the key works.
        </p>
        <ConnectionTest label="Test the connection" />
      </section>
    </div>
  );
}
