import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  formatCountdown,
  OFFER_COUNTDOWN_SECONDS,
  OFFER_PHASE_ATTRIBUTE,
  offerPhase,
  openReservation,
  secondsLeft,
  type Reservation,
} from '@/lib/offer/countdown';
import type { TickerLine } from '@/lib/offer/ticker';
import { quizCompletedAt } from '@/lib/funnel/quiz-marker';
import { OfferTicker } from './OfferTicker';
import { useClock } from './use-clock';

/** Copy for while the code holds, and for once it has ended (docs/funnel.md#the-countdown). */
interface ByPhase {
  running: string;
  ended: string;
}

export interface OfferBarProps {
  ticker: readonly TickerLine[];
  offer: ByPhase;
  /** What the trial turns into, shown under the price at the same size (docs/funnel.md). */
  terms: ByPhase;
  countdownLabel: string;
  cta: string;
  /** What the bar says once the code has ended (docs/funnel.md#the-countdown). */
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

/** Both readings in the HTML; the page's CSS shows the one <html data-offer> names, before any script. */
function PhaseCopy({ copy }: { copy: ByPhase }) {
  return (
    <>
      <span data-offer-copy="running">{copy.running}</span>
      <span data-offer-copy="ended">{copy.ended}</span>
    </>
  );
}

/**
 * The offer page's one header: ticker, logo, price, the countdown of the visitor's code and
 * Continue. The rules (deadline, phase, format) are src/lib/offer/countdown.ts; this only shows
 * them. At zero it marks <html data-offer="ended">, which switches the page's price copy, the
 * purchase box and the checkout links to the price without the code.
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
  const stored = useSyncExternalStore(noUpdates, currentReservation, () => null);
  const phase = clock.live ? offerPhase(stored, now) : 'pending';
  const isOver = phase === 'ended';
  const left = stored ? secondsLeft(stored.deadline, now) : OFFER_COUNTDOWN_SECONDS;
  const shown = formatCountdown(left);

  useEffect(() => {
    if (phase === 'pending') return;
    const root = document.documentElement;
    if (isOver) root.setAttribute(OFFER_PHASE_ATTRIBUTE, 'ended');
    else root.removeAttribute(OFFER_PHASE_ATTRIBUTE);
  }, [phase, isOver]);

  return (
    <header
      className="sticky top-0 z-50 border-b border-night-700 bg-night-900 shadow-lg shadow-night-950/50"
      data-testid="offer-header"
      data-reservation={phase}
    >
      <div className="bg-night-800 px-4 py-1.5">
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
          <span className="font-semibold text-gold-300">
            <PhaseCopy copy={offer} />
          </span>{' '}
          {/* Inline on a phone, so price and terms share two lines; its own line from 640 px. */}
          <span className="text-star-100 sm:block">
            <PhaseCopy copy={terms} />
          </span>
        </p>
        <div className="order-2 flex items-center gap-3 sm:order-3">
          {/* The label stands above the digits on a phone, beside them from 640 px. */}
          <span className="inline-flex flex-col items-center gap-0.5 text-star-200 sm:flex-row sm:gap-1.5">
            {/* Said before the digits appear: what the timer counts (docs/funnel.md#the-countdown). */}
            {!isOver && <span className="text-[0.6875rem] leading-none sm:text-sm">{countdownLabel}</span>}
            <span
              role="timer"
              aria-label={isOver ? ended.label : `${countdownLabel}: ${shown}`}
              data-testid="offer-countdown"
              data-live={phase !== 'pending'}
              className={`rounded-lg px-2 py-0.5 font-mono text-base font-bold tabular-nums sm:py-1 ${
                isOver ? 'bg-night-700 text-star-200' : 'bg-danger-500/20 text-rose-400'
              } ${phase === 'pending' ? 'invisible' : ''}`}
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
