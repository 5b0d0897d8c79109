/** Display helpers of the automation pages (dates: src/lib/admin/dates.ts, the admin's one format). */
export const formatNumber = (value: number) => new Intl.NumberFormat('en-GB').format(value);

export function formatUsd(value: number): string {
  return value === 0 ? '$0.00' : value < 0.01 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
}

export const STATE_STYLE: Record<string, string> = {
  queued: 'border-violet-400 text-violet-400',
  running: 'border-gold-400 text-gold-300',
  done: 'border-success-500 text-success-500',
  failed: 'border-danger-500 text-rose-400',
  discarded: 'border-night-600 text-star-300',
};

export function StateBadge({ state }: { state: string }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${STATE_STYLE[state] ?? ''}`}
    >
      {state}
    </span>
  );
}
