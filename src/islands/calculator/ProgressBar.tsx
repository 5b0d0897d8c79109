import { progressStatus } from '@/lib/calculators/progress';

/** The bar and status line shown while an analysis runs. */
export default function ProgressBar({ value }: { value: number }) {
  return (
    <div className="mt-6" data-testid="analysis-progress">
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="calc-track"
      >
        <div className="calc-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <p className="calc-detail" aria-live="polite">
        {progressStatus(value)}
      </p>
    </div>
  );
}
