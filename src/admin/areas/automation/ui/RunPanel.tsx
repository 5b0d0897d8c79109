import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '@/admin/context';
import { adminQueries } from '@/admin/data/queries';
import { Link } from '@/admin/router';
import { ActionButton } from '@/admin/ui/ActionButton';
import type { AutomationRepository } from '../data/repository';
import { useRunNext } from './useRunNext';

const NO_AI_KEY_ID = 'automation-run-blocked';

/** The "Run next job" button with its progress and the last outcome, read out as they change. */
export function RunPanel({ repo }: { repo: AutomationRepository }) {
  const { data } = useAdmin();
  const { running, progress, outcomes, run } = useRunNext(repo);
  // Every job writes through the AI provider: without its key, the button says so instead of failing.
  const status = useQuery(adminQueries.serviceStatus(data));
  const noAiKey = status.data?.ai.configured === false;
  return (
    <section className="card grid gap-2 p-4" aria-label="Runner">
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton
          className="btn btn-primary"
          disabled={running}
          blockedBy={noAiKey ? NO_AI_KEY_ID : null}
          onClick={() => void run()}
        >
          {running ? 'Running…' : 'Run next job'}
        </ActionButton>
        <p className="text-sm text-star-300">
          {repo.kind === 'local-preview'
            ? 'Local preview: the job runs in this browser through the article generator.'
            : 'The server runs the next due job (the same runner a scheduler calls).'}
        </p>
      </div>
      {noAiKey && (
        <p id={NO_AI_KEY_ID} className="text-sm text-gold-300">
          Jobs cannot run: no AI provider key is set on the server (<code>AI_API_KEY</code>). Plans and jobs
          can still be prepared;{' '}
          <Link href="/admin/automation/health" className="underline">
            Health
          </Link>{' '}
          shows when the key is there.
        </p>
      )}
      <div role="status" aria-live="polite" className="text-sm text-star-200">
        {running && progress}
        {!running && outcomes.length > 0 && (
          <ul className="grid gap-1">
            {outcomes.map((outcome, index) => (
              <li
                key={index}
                className={
                  outcome.kind === 'failed' || outcome.kind === 'limit' ? 'text-rose-400' : 'text-star-100'
                }
              >
                {outcome.message}
              </li>
            ))}
          </ul>
        )}
        {!running && outcomes.length === 0 && progress}
      </div>
    </section>
  );
}
