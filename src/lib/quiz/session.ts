import type { QuizState } from './machine';

/**
 * Answers survive a reload: the quiz state is kept in sessionStorage and cleared on completion.
 * What comes back from storage is outside input, so it is checked before use (by hand: zod
 * would add more to the island's bundle than the whole quiz).
 */
export const QUIZ_STORAGE_KEY = 'soulmate-quiz:v1';

/** True when `value` has the shape of a saved QuizState. */
export function isQuizState(value: unknown): value is QuizState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.index === 'number' &&
    Number.isInteger(state.index) &&
    state.index >= 0 &&
    (state.direction === 'forward' || state.direction === 'back') &&
    typeof state.adultsOnly === 'boolean' &&
    !!state.answers &&
    typeof state.answers === 'object' &&
    !Array.isArray(state.answers)
  );
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadQuizState(storage: StorageLike | undefined): QuizState | null {
  try {
    const raw = storage?.getItem(QUIZ_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isQuizState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveQuizState(storage: StorageLike | undefined, state: QuizState): void {
  try {
    storage?.setItem(QUIZ_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the quiz still works, it just will not survive a reload.
  }
}

/**
 * The under-18 memory (docs/decisions.md#adults-only, docs/funnel.md): kept apart from the quiz state so that
 * nothing that resets the answers (a new quiz version, a finished quiz) forgets it. It lives as
 * long as the tab's session.
 */
export const UNDER_AGE_STORAGE_KEY = 'soulmate-quiz:under-18:v1';

export function rememberUnderAge(storage: StorageLike | undefined): void {
  try {
    storage?.setItem(UNDER_AGE_STORAGE_KEY, '1');
  } catch {
    // Without storage the quiz still stops now; it just cannot remember after the tab closes.
  }
}

export function isUnderAgeRemembered(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(UNDER_AGE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearQuizState(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(QUIZ_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
