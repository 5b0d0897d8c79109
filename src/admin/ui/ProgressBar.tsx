/**
 * The admin's one progress bar (generation, uploads, sends, site scans): the night track with a
 * gold fill, red when the work failed. `value` of `max`; screen readers hear the percentage.
 */
export function ProgressBar({
  label,
  value,
  max = 1,
  failed = false,
}: {
  label: string;
  value: number;
  max?: number;
  failed?: boolean;
}) {
  const percent = max > 0 ? Math.round(Math.min(1, Math.max(0, value / max)) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 overflow-hidden rounded-full bg-night-800"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${failed ? 'bg-danger-500' : 'bg-gold-400'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
