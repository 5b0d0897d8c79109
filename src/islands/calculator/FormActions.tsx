import type { CalculatorLabels } from '@/lib/calculators/pages';
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
      <div className="calc-row">
        {!advanced && (
          <button type="button" className="btn btn-ghost" onClick={onAdvanced}>
            Show Advanced Options
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary calc-submit"
          disabled={busy}
          aria-disabled={incomplete || busy ? 'true' : undefined}
        >
          {busy && <span aria-hidden="true" className="calc-spinner" />}
          {busy ? labels.busy : labels.submit}
        </button>
      </div>
      {busy && <ProgressBar value={progress} />}
    </>
  );
}
