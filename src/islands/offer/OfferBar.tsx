import { useSyncExternalStore, type ReactNode } from 'react';
import {
  formatCountdown,
  OFFER_COUNTDOWN_SECONDS,
  openReservation,
  secondsLeft,
  type Reservation,
} from '@/lib/offer/countdown';
import { quizCompletedAt } from '@/lib/funnel/quiz-marker';
import { OfferTicker } from './OfferTicker';
import { useClock } from './use-clock';

export interface OfferBarProps {
  ticker: readonly { name: string; action: string }[];
  offer: string;
  /** What the trial turns into, shown under the price at the same size (docs/funnel.md). */
  terms: string;
  countdownLabel: string;
  cta: string;
  /** What the bar says once the reservation has run out (docs/funnel.md). */
  ended: { label: string; notice: string };
  /** The logo link, rendered by the page. */
  children?: ReactNode;
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let reservation: Reservation | undefined;
/** This page view's reservation, opened once (it may store a new one) and then kept. */
function currentReservation(): Reservation {
  reservation ??= openReservation(localStore(), quizCompletedAt(localStore()), Date.now());
  return reservation;
}
const noUpdates = () => () => {};

/**
 * The offer page's one header: ticker, logo, price, the visitor's countdown and Continue. The
 * countdown runs to a deadline kept in the browser (src/lib/offer/countdown.ts). At zero the
 * ticker's line says plainly that the reservation ended and that the price still stands.
 */
export default function OfferBar({
  ticker,
  offer,
  terms,
  countdownLabel,
  cta,
  ended,
  children,
}: OfferBarProps) {
  const clock = useClock(250);
  const { now, mountedAt } = clock;
  // Read from the browser after hydration: the server render knows no reservation, so its digits
  // stay invisible (their width kept) rather than show a 15:00 that would jump for a returning
  // visitor.
  const reservation = useSyncExternalStore(noUpdates, currentReservation, () => null);
  const live = clock.live && reservation !== null;
  const left = reservation ? secondsLeft(reservation.deadline, now) : OFFER_COUNTDOWN_SECONDS;
  const isOver = live && left === 0;
  const shown = formatCountdown(left);

  return (
    <header
      className="sticky top-0 z-50 border-b border-night-700 bg-night-900 shadow-lg shadow-night-950/50"
      data-testid="offer-header"
      data-reservation={!live ? 'pending' : isOver ? 'ended' : 'running'}
    >
      <div className="bg-night-800/90 px-4 py-1.5">
        {isOver ? (
          <p
            role="status"
            data-testid="offer-ended"
            className="text-center text-xs font-semibold text-gold-300 sm:text-sm"
          >
            {ended.notice}
          </p>
        ) : (
          <div role="region" aria-label="Recent activity">
            <OfferTicker entries={ticker} elapsed={now - mountedAt} live={clock.live} />
          </div>
        )}
      </div>
      <div className="container-page flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        {children}
        <p
          className="order-3 w-full text-center text-sm leading-snug sm:order-2 sm:w-auto"
          data-testid="offer-price"
        >
          <span className="font-semibold text-gold-300">{offer}</span>{' '}
          {/* Inline on a phone, so price and terms share two lines; its own line from 640 px. */}
          <span className="text-star-100 sm:block">{terms}</span>
        </p>
        <div className="order-2 flex items-center gap-3 sm:order-3">
          <span className="inline-flex items-center gap-1.5 text-sm text-star-200">
            {!isOver && <span className="hidden sm:inline">{countdownLabel}</span>}
            <span
              role="timer"
              aria-label={isOver ? ended.label : `${countdownLabel}: ${shown}`}
              data-testid="offer-countdown"
              data-live={live}
              className={`rounded-lg px-2 py-1 font-mono text-base font-bold tabular-nums ${
                isOver ? 'bg-night-700 text-star-200' : 'bg-danger-500/20 text-rose-400'
              } ${live ? '' : 'invisible'}`}
            >
              {isOver ? ended.label : shown}
            </span>
          </span>
          <a href="#payment" className="btn btn-primary !min-h-10 !py-2 text-sm">
            {cta}
          </a>
        </div>
      </div>
    </header>
  );
}
