/**
 * The offer countdown (docs/constants.md#offer, docs/funnel.md): a 15-minute reservation that is the
 * visitor's own. Its deadline (not the time left) is stored in the browser, so reloads and return
 * visits keep counting down to the same moment; at zero the reservation has ended, and it is
 * never quietly restarted. A newly finished quiz is a new sketch, and starts a new reservation.
 */
export const OFFER_COUNTDOWN_SECONDS = 900;
const LENGTH_MS = OFFER_COUNTDOWN_SECONDS * 1000;

export const RESERVATION_STORAGE_KEY = 'sketch-offer:reservation:v1';

export interface Reservation {
  /** When the reservation began (epoch ms): the quiz's end, or the first visit without one. */
  startedAt: number;
  /** When it ends (epoch ms). */
  deadline: number;
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** A stored reservation, or null when missing or not one of ours (bad JSON, wrong length…). */
export function parseReservation(raw: string | null | undefined): Reservation | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('startedAt' in value) || !('deadline' in value)) return null;
    const { startedAt, deadline } = value;
    if (!isWholeNumber(startedAt) || !isWholeNumber(deadline)) return null;
    if (deadline - startedAt !== LENGTH_MS) return null;
    return { startedAt, deadline };
  } catch {
    return null;
  }
}

/**
 * The reservation for this visit: the stored one, unless there is none (or it starts in the
 * future: a clock set back) or a quiz was finished after it began. A new one starts when the
 * quiz finished (if that is not in the future), otherwise now.
 */
export function reservationFor(
  stored: Reservation | null,
  quizFinishedAt: number | null,
  now: number,
): Reservation {
  const newerQuiz = quizFinishedAt !== null && (stored === null || quizFinishedAt > stored.startedAt);
  if (stored && stored.startedAt <= now && !newerQuiz) return stored;
  const startedAt = quizFinishedAt !== null && newerQuiz && quizFinishedAt <= now ? quizFinishedAt : now;
  return { startedAt, deadline: startedAt + LENGTH_MS };
}

/**
 * Whole seconds left until `deadline`, rounded up (15:00 until a full second has passed), from 900
 * down to zero, never outside that range.
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.min(OFFER_COUNTDOWN_SECONDS, Math.max(0, Math.ceil((deadline - now) / 1000)));
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
