import type { CalculatorLabels } from './PairCalculator';
import ProgressBar from './ProgressBar';

interface Props {
  labels: CalculatorLabels;
  busy: boolean;
  /** Shown as disabled (aria-disabled) so a press still explains what is missing. */
  incomplete: boolean;
  advanced: boolean;
  onAdvanced: () => void;
  progress: number;
}

/**
 * The bottom of a birth-data form: the one-way Show Advanced Options button, the submit
 * button (spinner and busy label while busy) and the progress bar.
 */
export default function FormActions({ labels, busy, incomplete, advanced, onAdvanced, progress }: Props) {
  return (
    <>
      <div className="mt-5 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        {advanced ? (
          <p className="text-sm text-star-300">Birth time and city place the Moon and the houses precisely. Both are optional.</p>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={onAdvanced}>
            Show Advanced Options
          </button>
        )}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy} aria-disabled={incomplete || busy ? 'true' : undefined}>
          {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />}
          {busy ? labels.busy : labels.submit}
        </button>
      </div>
      {busy && <ProgressBar value={progress} />}
    </>
  );
}
