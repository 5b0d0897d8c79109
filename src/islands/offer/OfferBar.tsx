import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  DIGITS_ATTRIBUTE,
  formatCountdown,
  OFFER_COUNTDOWN_SECONDS,
  OFFER_PHASE_ATTRIBUTE,
  openReservation,
  TIMER_ATTRIBUTE,
  timerReading,
  type Reservation,
} from '@/lib/offer/countdown';
import { quizCompletedAt } from '@/lib/funnel/quiz-marker';
import { useClock } from './use-clock';

/** Copy for while the code holds, and for once it has ended (docs/funnel.md#the-countdown). */
interface ByPhase {
  running: string;
  ended: string;
}

export interface OfferBarProps {
  offer: ByPhase;
  /** What the first week turns into, shown under the price at the same size (docs/funnel.md). */
  terms: ByPhase;
  countdownLabel: string;
  /** What the timer reads once the code has ended. */
  endedLabel: string;
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let reservation: Reservation | undefined;
/** This page view's reservation: the one the inline script opened (and stored), read once. */
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
 * The offer bar's price and countdown (docs/funnel.md#the-offer-bar). Until the visitor reaches
 * for the bar, its server markup is driven by the inline script of OfferHeader.astro
 * (offerBarScript); then this island hydrates and takes over from the same reservation, with the
 * same reading (timerReading in src/lib/offer/countdown.ts), and marks the timer so the script
 * stops. At zero <html data-offer="ended"> switches the page to the price without the code.
 *
 * The digits and the timer's attributes are the script's by the time React hydrates, so they
 * differ from the server's on purpose (suppressHydrationWarning); React's next render writes its own.
 */
export default function OfferBar({ offer, terms, countdownLabel, endedLabel }: OfferBarProps) {
  const { now, live } = useClock(250);
  const timer = useRef<HTMLSpanElement>(null);
  const stored = useSyncExternalStore(noUpdates, currentReservation, () => null);
  const words = { countdownLabel, endedLabel };
  const reading =
    live && stored
      ? timerReading(stored.deadline, now, words)
      : {
          ended: false,
          digits: formatCountdown(OFFER_COUNTDOWN_SECONDS),
          label: `${countdownLabel}: ${formatCountdown(OFFER_COUNTDOWN_SECONDS)}`,
        };
  const running = live && stored !== null;

  useEffect(() => {
    if (!running) return;
    if (timer.current) timer.current.dataset.driver = 'island';
    const root = document.documentElement;
    if (reading.ended) root.setAttribute(OFFER_PHASE_ATTRIBUTE, 'ended');
    else root.removeAttribute(OFFER_PHASE_ATTRIBUTE);
  }, [running, reading.ended]);

  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <p className="hidden text-sm leading-snug sm:block sm:max-w-xs lg:max-w-none" data-testid="offer-price">
        <span className="font-semibold text-gold-300">
          <PhaseCopy copy={offer} />
        </span>{' '}
        <span className="block text-star-100">
          <PhaseCopy copy={terms} />
        </span>
      </p>
      {/* The label stands above the digits on a phone, beside them from 640 px. */}
      <span
        className="inline-flex flex-col items-center gap-0.5 text-star-200 sm:flex-row sm:gap-1.5"
        data-timer-copy
      >
        {/* Said before the digits appear: what the timer counts (docs/funnel.md#the-countdown). */}
        <span className="text-[0.6875rem] leading-none sm:text-sm" data-offer-copy="running">
          {countdownLabel}
        </span>
        <span
          ref={timer}
          role="timer"
          aria-label={reading.label}
          data-testid="offer-countdown"
          data-live={running}
          {...{
            [TIMER_ATTRIBUTE]: '',
            'data-countdown-label': countdownLabel,
            'data-ended-label': endedLabel,
          }}
          className={`offer-timer rounded-lg px-2 py-0.5 font-mono text-base font-bold tabular-nums sm:py-1 ${
            running ? '' : 'invisible'
          }`}
          suppressHydrationWarning
        >
          <span data-offer-copy="running" {...{ [DIGITS_ATTRIBUTE]: '' }} suppressHydrationWarning>
            {reading.digits}
          </span>
          <span data-offer-copy="ended">{endedLabel}</span>
        </span>
      </span>
    </div>
  );
}
