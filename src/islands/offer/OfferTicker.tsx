import { tickerIndex } from '@/lib/offer/ticker';

interface Entry {
  name: string;
  action: string;
}

/** The rotating social-proof line: one of ten entries, the next every 4 seconds. */
export function OfferTicker({
  entries,
  elapsed,
  live,
}: {
  entries: readonly Entry[];
  elapsed: number;
  live: boolean;
}) {
  const index = tickerIndex(elapsed, entries.length);
  const entry = entries[index];
  if (!entry) return null;
  return (
    <p
      className="truncate text-center text-xs text-star-100 sm:text-sm"
      data-testid="offer-ticker"
      data-index={index}
      data-live={live}
    >
      <span key={index} className="offer-ticker-entry inline-block max-w-full truncate align-bottom">
        <span aria-hidden="true" className="mr-1.5 inline-block h-2 w-2 rounded-full bg-success-500" />
        <strong className="font-semibold text-star-50">{entry.name}</strong> {entry.action}
      </span>
    </p>
  );
}
