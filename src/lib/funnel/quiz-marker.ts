/**
 * The mark a finished soulmate quiz leaves in the browser (localStorage, so a return visit still
 * finds it): when it finished. The offer page reads it to choose its copy (a visitor who took
 * the quiz is told their answers are with our artist) and to start the reservation countdown
 * from that moment. docs/funnel.md explains both.
 */
export const QUIZ_COMPLETED_KEY = 'soulmate-quiz:completed:v1';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function markQuizCompleted(storage: MarkerStorage | undefined, now: number): void {
  try {
    storage?.setItem(QUIZ_COMPLETED_KEY, String(now));
  } catch {
    // Private mode or a full quota: the offer then reads as for a visitor without a quiz.
  }
}

/** When the quiz was finished in this browser, or null (none, unreadable or nonsense). */
export function quizCompletedAt(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const raw = storage?.getItem(QUIZ_COMPLETED_KEY);
    if (!raw) return null;
    const at = Number(raw);
    return Number.isSafeInteger(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}
