import { formatCountdown, OFFER_COUNTDOWN_SECONDS, secondsLeft } from '../../lib/offer/countdown';
import { useElapsed } from './useElapsed';

/**
 * The offer's 15-minute countdown as mm:ss. At zero it rests at 00:00 and the offer stays
 * open: the price is not withdrawn from someone who took longer to decide.
 */
export default function OfferCountdown({ label }: { label: string }) {
  const { elapsed, live } = useElapsed(250);
  const left = secondsLeft(elapsed, OFFER_COUNTDOWN_SECONDS);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-star-200">
      <span className="hidden sm:inline">{label}</span>
      <span
        role="timer"
        aria-label={`${label}: ${formatCountdown(left)}`}
        data-testid="offer-countdown"
        data-live={live}
        className="rounded-lg bg-danger-500/20 px-2 py-1 font-mono text-base font-bold tabular-nums text-rose-400"
      >
        {formatCountdown(left)}
      </span>
    </span>
  );
}
