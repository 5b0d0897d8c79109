import { RETRYING_MESSAGE } from '@/lib/ai/errors';
import type { GenerationState } from './generation';
import { ProgressBar } from '@/admin/ui/ProgressBar';

export interface Step {
  key: string;
  label: string;
  done: boolean;
}

/**
 * The progress steps (docs/constants.md#article-generator) as this run went: a retry step appears only for a retry that happened
 * (so a first-attempt success has no step left unticked). Nothing is ticked after a failure,
 * because the bar is back at 0.
 */
export function progressSteps(state: GenerationState): Step[] {
  const reached = Math.max(
    0,
    ...state.log.filter((entry) => entry.status !== 'error').map((entry) => entry.progress),
  );
  const retries = state.log.filter((entry) => entry.message === RETRYING_MESSAGE);
  const steps: [string, string, number][] = [
    ['prompt', 'Building the prompt', 10],
    ['send', 'Sending the request', 25],
    ...retries.map((entry, index): [string, string, number] => [
      `retry-${index}`,
      `Retrying (attempt ${index + 2})`,
      entry.progress,
    ]),
    ['process', 'Processing the response', 75],
    ['done', 'Completed', 100],
  ];
  return steps.map(([key, label, progress]) => ({
    key,
    label,
    done: state.status !== 'error' && reached >= progress,
  }));
}

const STATUS_LABELS: Record<GenerationState['status'], string> = {
  idle: 'Idle',
  generating: 'Generating',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
};

/** The live status line, the progress bar and the run's log. */
export function Progress({ state }: { state: GenerationState }) {
  return (
    <section aria-labelledby="generation-status" className="card grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="generation-status" className="font-display text-xl text-star-50">
          Status: <span data-testid="generation-status">{STATUS_LABELS[state.status]}</span>
        </h2>
        <span className="text-sm text-star-300" data-testid="generation-progress">
          {state.progress}%
        </span>
      </div>
      <ProgressBar
        label="Generation progress"
        value={state.progress}
        max={100}
        failed={state.status === 'error'}
      />
      <p
        role={state.status === 'error' ? 'alert' : 'status'}
        aria-live={state.status === 'error' ? 'assertive' : 'polite'}
        className={state.status === 'error' ? 'text-rose-400' : 'text-star-100'}
      >
        {state.message}
      </p>
      <ol className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Steps">
        {progressSteps(state).map(({ key, label, done }) => (
          <li key={key} className={done ? 'text-success-500' : 'text-star-300'}>
            <span aria-hidden="true">{done ? '✓ ' : '○ '}</span>
            {label}
            <span className="sr-only">{done ? ' (done)' : ''}</span>
          </li>
        ))}
      </ol>
      {state.log.length > 0 && (
        <details open={state.log.some((entry) => entry.message.startsWith('Error occurred'))}>
          <summary className="cursor-pointer text-sm text-star-200">What happened during this run</summary>
          <ol
            className="mt-2 grid gap-1 text-sm text-star-200"
            aria-label="Generation log"
            data-testid="generation-log"
          >
            {state.log.map((entry, index) => (
              <li key={index}>
                <span className="text-star-300">{entry.progress}%</span> {entry.message}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
