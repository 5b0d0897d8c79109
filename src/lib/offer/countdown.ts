/**
 * The offer countdown (docs/funnel.md#the-countdown, docs/constants.md#offer): how long the
 * visitor's code still holds. The code takes the first week from €14.99 to €1.00 for 15 minutes
 * from the end of the quiz (or from the first visit, for a visitor who came without one); the page
 * says so before the timer starts, and at zero it is true: the code ends on the page, the first
 * week shows at €14.99 and checkout opens without it. Nothing is quietly restarted: the deadline
 * (not the time left) is kept in the browser, so reloads and return visits count down to the same
 * moment; a newly finished quiz is a new code with a new deadline.
 *
 * Plain TypeScript, shared by the offer bar's island and the inline script that marks an ended code
 * before the first paint (endedCodeScript): the functions that script carries are self-contained.
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
 * The reservation for this visit: the stored one, unless there is none (or it starts in the
 * future: a clock set back) or a quiz was finished after it began. A new one starts when the
 * quiz finished (if that is not in the future), otherwise now. Self-contained, like parseReservation.
 */
export function reservationFor(
  stored: Reservation | null,
  quizFinishedAt: number | null,
  now: number,
): Reservation {
  const newerQuiz = quizFinishedAt !== null && (stored === null || quizFinishedAt > stored.startedAt);
  if (stored && stored.startedAt <= now && !newerQuiz) return stored;
  const startedAt = quizFinishedAt !== null && newerQuiz && quizFinishedAt <= now ? quizFinishedAt : now;
  return { startedAt, deadline: startedAt + 900_000 };
}

/**
 * Whole seconds left until `deadline`, rounded up (15:00 until a full second has passed), from 900
 * down to zero, never outside that range.
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.min(OFFER_COUNTDOWN_SECONDS, Math.max(0, Math.ceil((deadline - now) / 1000)));
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
 * storage (private mode) the countdown still runs, for this page view only.
 */
export function openReservation(
  storage: ReservationStorage | undefined,
  quizFinishedAt: number | null,
  now: number,
): Reservation {
  let stored: Reservation | null = null;
  try {
    stored = parseReservation(storage?.getItem(RESERVATION_STORAGE_KEY));
  } catch {
    // Unreadable storage: treated as no reservation yet.
  }
  const reservation = reservationFor(stored, quizFinishedAt, now);
  if (reservation !== stored) {
    try {
      storage?.setItem(RESERVATION_STORAGE_KEY, JSON.stringify(reservation));
    } catch {
      // Not kept: a reload will start from the quiz marker or from then.
    }
  }
  return reservation;
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
