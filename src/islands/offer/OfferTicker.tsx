import { tickerIndex, type TickerLine } from '@/lib/offer/ticker';
import { SampleMark } from '../ui/SampleMark';

/** The rotating social-proof line: one entry, the next every 4 seconds, with its day and source. */
export function OfferTicker({
  entries,
  elapsed,
  live,
}: {
  entries: readonly TickerLine[];
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
        {entry.source === null && <SampleMark what="offer-ticker" />}
        <strong className="font-semibold text-star-50">{entry.name}</strong> {entry.action}
        {entry.when && <span className="text-star-300"> · {entry.when}</span>}
        {entry.source && <span className="text-star-300"> · {entry.source}</span>}
      </span>
    </p>
  );
}
