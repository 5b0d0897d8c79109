/**
 * The offer countdown (docs/funnel.md#the-countdown, docs/constants.md#offer): how long the
 * visitor's code still holds. The code takes the first week from €14.99 to €1.00 for 15 minutes,
 * once: from the end of the visitor's first quiz, or from their first visit if that came first.
 * The page says so before the timer starts, and at zero it is true: the code ends on the page, the
 * first week shows at €14.99 and checkout opens without it. Nothing restarts it: the deadline (not
 * the time left) is kept in the browser, so reloads, return visits and another quiz count down to
 * the same moment.
 *
 * Plain TypeScript, shared by the offer bar's island, the inline script that drives the bar until
 * the island takes over (offerBarScript) and the one that marks an ended code before the first
 * paint (endedCodeScript). The functions those scripts carry are self-contained: what they use
 * comes in as arguments, whose defaults serve the island.
 */
export const OFFER_COUNTDOWN_SECONDS = 900;

export const RESERVATION_STORAGE_KEY = 'sketch-offer:reservation:v1';

/** The attribute on <html> that says the code has ended ('ended'); CSS shows the matching copy. */
export const OFFER_PHASE_ATTRIBUTE = 'data-offer';

export interface Reservation {
  /** When the code's 15 minutes began (epoch ms): the quiz's end, or the first visit without one. */
  startedAt: number;
  /** When it ends (epoch ms). */
  deadline: number;
}

/** pending: not read yet (the server render, before hydration); running; ended. */
export type OfferPhase = 'pending' | 'running' | 'ended';

/**
 * A stored reservation, or null when missing or not one of ours (bad JSON, wrong length…).
 * Self-contained (the 15 minutes written out) because endedCodeScript carries its source.
 */
export function parseReservation(raw: string | null | undefined): Reservation | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('startedAt' in value) || !('deadline' in value)) return null;
    const { startedAt, deadline } = value;
    if (typeof startedAt !== 'number' || !Number.isSafeInteger(startedAt)) return null;
    if (typeof deadline !== 'number' || !Number.isSafeInteger(deadline)) return null;
    if (deadline - startedAt !== 900_000) return null;
    return { startedAt, deadline };
  } catch {
    return null;
  }
}

/**
 * The reservation for this visit: the stored one, if there is one that has begun (a start in the
 * future means a clock set back, and is not trusted). Otherwise a new one starts when the quiz
 * finished (if that is not in the future), or now. A quiz finished later does not renew a stored
 * reservation: one code, one 15 minutes (docs/decisions.md#one-code-one-quarter-hour).
 * Self-contained, like parseReservation.
 */
export function reservationFor(
  stored: Reservation | null,
  quizFinishedAt: number | null,
  now: number,
): Reservation {
  if (stored && stored.startedAt <= now) return stored;
  const startedAt = quizFinishedAt !== null && quizFinishedAt <= now ? quizFinishedAt : now;
  return { startedAt, deadline: startedAt + 900_000 };
}

/**
 * Whole seconds left until `deadline`, rounded up (15:00 until a full second has passed), from 900
 * down to zero, never outside that range.
 */
export function secondsLeft(deadline: number, now: number): number {
  // 900 written out (OFFER_COUNTDOWN_SECONDS): offerBarScript carries this function's source.
  return Math.min(900, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** Where the code stands: pending until the reservation is read, ended at zero. */
export function offerPhase(reservation: Reservation | null, now: number): OfferPhase {
  if (!reservation) return 'pending';
  return secondsLeft(reservation.deadline, now) === 0 ? 'ended' : 'running';
}

/** mm:ss, e.g. 900 → "15:00", 59 → "00:59". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

type ReservationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * This visit's reservation from the browser's storage, stored back when it is new. Without
 * storage (private mode) the countdown still runs, for this page view only. Self-contained when
 * given every argument (offerBarScript does); the island leaves the last three to their defaults.
 */
export function openReservation(
  storage: ReservationStorage | undefined,
  quizFinishedAt: number | null,
  now: number,
  key: string = RESERVATION_STORAGE_KEY,
  parse: typeof parseReservation = parseReservation,
  reserve: typeof reservationFor = reservationFor,
): Reservation {
  let stored: Reservation | null = null;
  try {
    stored = parse(storage?.getItem(key));
  } catch {
    // Unreadable storage: treated as no reservation yet.
  }
  const reservation = reserve(stored, quizFinishedAt, now);
  if (reservation !== stored) {
    try {
      storage?.setItem(key, JSON.stringify(reservation));
    } catch {
      // Not kept: a reload will start from the quiz marker or from then.
    }
  }
  return reservation;
}

/** What the bar's timer shows at a moment: the digits, the words a screen reader hears, whether it has ended. */
export interface TimerReading {
  ended: boolean;
  /** "14:59"; "00:00" once ended (hidden then: the page shows its ended label). */
  digits: string;
  /** "Code valid for: 14:59", or the ended label. */
  label: string;
}

/** The words around the timer, as the page gives them. */
export interface TimerWords {
  countdownLabel: string;
  endedLabel: string;
}

/**
 * The one reading of the timer, for the inline script and the island alike, so both show the same
 * thing at the same moment. Self-contained when given every argument.
 */
export function timerReading(
  deadline: number,
  now: number,
  words: TimerWords,
  left: typeof secondsLeft = secondsLeft,
  format: typeof formatCountdown = formatCountdown,
): TimerReading {
  const seconds = left(deadline, now);
  const digits = format(seconds);
  return seconds === 0
    ? { ended: true, digits, label: words.endedLabel }
    : { ended: false, digits, label: `${words.countdownLabel}: ${digits}` };
}

/** The attributes the bar's markup carries for the inline script (and the island, to take over). */
export const TIMER_ATTRIBUTE = 'data-offer-timer';
export const DIGITS_ATTRIBUTE = 'data-offer-digits';

/**
 * Drives the bar's timer from the server markup until the island takes over: every quarter second
 * it writes the reading into the digits, the timer's label and <html data-offer>, and it stops for
 * good once the island has marked the timer `data-driver="island"`. Self-contained: offerBarScript
 * writes its source into the page with the functions it is handed.
 */
export function driveOfferTimer(
  doc: Document,
  reservation: Reservation,
  read: (deadline: number, now: number, words: TimerWords) => TimerReading,
): void {
  const timer = doc.querySelector<HTMLElement>('[data-offer-timer]');
  const digits = timer?.querySelector<HTMLElement>('[data-offer-digits]');
  if (!timer || !digits) return;
  const words: TimerWords = {
    countdownLabel: timer.dataset.countdownLabel ?? '',
    endedLabel: timer.dataset.endedLabel ?? '',
  };
  let every = 0;
  let shown = '';
  const show = () => {
    if (timer.dataset.driver === 'island') return window.clearInterval(every);
    const reading = read(reservation.deadline, Date.now(), words);
    // The page is touched only when the reading changes (once a second), not on every check.
    if (reading.label === shown) return;
    shown = reading.label;
    digits.textContent = reading.digits;
    timer.setAttribute('aria-label', reading.label);
    timer.dataset.live = 'true';
    timer.classList.remove('invisible');
    if (reading.ended) doc.documentElement.setAttribute('data-offer', 'ended');
    else doc.documentElement.removeAttribute('data-offer');
  };
  show();
  every = window.setInterval(show, 250);
}

/**
 * The inline script the offer page writes after its first screen: opens this visit's reservation
 * (the same one the island reads later) and drives the timer until the island takes over.
 */
export function offerBarScript(quizCompletedKey: string): string {
  const quizAt = `(function(r){var n=Number(r);return r&&Number.isSafeInteger(n)&&n>0?n:null})(s&&s.getItem(${JSON.stringify(quizCompletedKey)}))`;
  const open = `(${openReservation.toString()})(s,${quizAt},Date.now(),${JSON.stringify(RESERVATION_STORAGE_KEY)},${parseReservation.toString()},${reservationFor.toString()})`;
  const read = `function(d,n,w){return(${timerReading.toString()})(d,n,w,${secondsLeft.toString()},${formatCountdown.toString()})}`;
  return `try{var s;try{s=localStorage}catch(e){}(${driveOfferTimer.toString()})(document,${open},${read})}catch(e){}`;
}

/**
 * Marks <html data-offer="ended"> when the stored code has already ended and no newer quiz renews
 * it, so a returning visitor never sees the €1.00 copy flash before the island says otherwise.
 * Self-contained: endedCodeScript writes its source into the page's head, with the two functions
 * it is handed.
 */
export function markEndedCode(
  root: HTMLElement,
  stored: string | null,
  quizFinished: string | null,
  now: number,
  parse: typeof parseReservation,
  reserve: typeof reservationFor,
): void {
  const finished = Number(quizFinished);
  const quizAt = quizFinished && Number.isSafeInteger(finished) && finished > 0 ? finished : null;
  const existing = parse(stored);
  if (!existing) return;
  if (reserve(existing, quizAt, now) === existing && existing.deadline <= now)
    root.setAttribute('data-offer', 'ended');
}

/** The inline head script of the offer page: markEndedCode, run before the first paint. */
export function endedCodeScript(quizCompletedKey: string): string {
  const read = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
  return `try{(${markEndedCode.toString()})(document.documentElement,${read(RESERVATION_STORAGE_KEY)},${read(quizCompletedKey)},Date.now(),${parseReservation.toString()},${reservationFor.toString()})}catch(e){}`;
}
