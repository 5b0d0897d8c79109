import type { CalculatorLabels } from '@/lib/calculators/pages';
import { useHydrated } from '../ui/use-hydrated';
import ProgressBar from './ProgressBar';

interface Props {
  labels: CalculatorLabels;
  busy: boolean;
  /** Shown as disabled (aria-disabled) so a press still explains what is missing. */
  incomplete: boolean;
  advanced: boolean;
  onAdvanced: () => void;
  progress: number;
  /**
   * The form is also sent without JavaScript (the birth chart, docs/birth-chart.md#without-javascript):
   * its button is marked disabled only once the island runs, never in the server's HTML, where
   * nothing would ever enable it.
   */
  sentWithoutScript?: boolean;
}

/**
 * The bottom of a birth-data form: the one-way Show Advanced Options button, the submit
 * button (spinner and busy label while busy) and the progress bar.
 */
export default function FormActions({
  labels,
  busy,
  incomplete,
  advanced,
  onAdvanced,
  progress,
  sentWithoutScript = false,
}: Props) {
  const hydrated = useHydrated();
  const marked = (incomplete || busy) && (hydrated || !sentWithoutScript);
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
          aria-disabled={marked ? 'true' : undefined}
        >
          {busy && <span aria-hidden="true" className="calc-spinner" />}
          {busy ? labels.busy : labels.submit}
        </button>
      </div>
      {busy && <ProgressBar value={progress} />}
    </>
  );
}
