import type { AutomationRepository } from '../data/repository';
import { useRunNext } from './useRunNext';

/** The "Run next job" button with its progress and the last outcome, read out as they change. */
export function RunPanel({ repo }: { repo: AutomationRepository }) {
  const { running, progress, outcomes, run } = useRunNext(repo);
  return (
    <section className="card grid gap-2 p-4" aria-label="Runner">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary" disabled={running} onClick={() => void run()}>
          {running ? 'Running…' : 'Run next job'}
        </button>
        <p className="text-sm text-star-300">
          {repo.kind === 'local-preview'
            ? 'Local preview: the job runs in this browser through the article generator.'
            : 'The server runs the next due job (the same runner a scheduler calls).'}
        </p>
      </div>
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
