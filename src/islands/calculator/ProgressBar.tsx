import { progressStatus } from '../../lib/calculators/progress';

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
        className="h-2 overflow-hidden rounded-full bg-night-950"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-violet-400 to-gold-400 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-2 text-sm text-star-200" aria-live="polite">
        {progressStatus(value)}
      </p>
    </div>
  );
}
