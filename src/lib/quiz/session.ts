import { z } from 'zod';
import type { QuizState } from './machine';

/**
 * Answers survive a reload: the quiz state is kept in sessionStorage and cleared on completion.
 * What comes back from storage is outside input, so it is validated before use.
 */
export const QUIZ_STORAGE_KEY = 'soulmate-quiz:v1';

const storedState = z.object({
  index: z.number().int().min(0),
  direction: z.enum(['forward', 'back']),
  answers: z.record(z.string(), z.unknown()),
  adultsOnly: z.boolean(),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadQuizState(storage: StorageLike | undefined): QuizState | null {
  try {
    const raw = storage?.getItem(QUIZ_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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

export function clearQuizState(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(QUIZ_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
