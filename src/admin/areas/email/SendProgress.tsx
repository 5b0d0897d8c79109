import type { SendStep } from './data/repository';
import { ProgressBar } from '@/admin/ui/ProgressBar';

export interface SendState {
  campaignId: string;
  subject: string;
  total: number;
  sent: number;
  failed: number;
  results: SendStep['results'];
  notice: string | null;
  error: string | null;
  finished: boolean;
}

/** The live view of a send: a progress bar, the counts and each recipient's result. */
export function SendProgressView({ state, onClose }: { state: SendState; onClose: () => void }) {
  const handled = state.sent + state.failed;
  return (
    <section className="card grid gap-3 p-5" aria-labelledby="email-send-title">
      <h2 id="email-send-title" className="font-display text-xl text-star-50">
        Sending “{state.subject}”
      </h2>
      <ProgressBar
        label="Sending progress"
        value={handled}
        max={Math.max(state.total, 1)}
        failed={state.error !== null}
      />
      <p aria-live="polite">
        {handled} of {state.total} handled: {state.sent} sent, {state.failed} failed.
        {state.finished && !state.error ? ' Done.' : ''}
      </p>
      {state.notice && !state.finished && <p className="text-sm text-star-300">{state.notice}</p>}
      {state.error && (
        <p role="alert" className="text-sm text-rose-400">
          {state.error}
        </p>
      )}
      {state.results.length > 0 && (
        <details>
          <summary className="cursor-pointer">Results per recipient ({state.results.length} shown)</summary>
          <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
            {state.results.map((result) => (
              <li key={result.email}>
                <span className="break-all">{result.email}</span>:{' '}
                {result.status === 'sent' ? 'sent' : `failed — ${result.error ?? 'no reason given'}`}
              </li>
            ))}
          </ul>
        </details>
      )}
      {state.finished && (
        <button type="button" className="btn btn-ghost justify-self-start" onClick={onClose}>
          Close
        </button>
      )}
    </section>
  );
}
