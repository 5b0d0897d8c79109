/**
 * The quiz's step machine (docs/constants.md#quiz): a linear index from 0. Answering or pressing
 * Continue merges the answer into the record and moves forward one step; the back arrow moves
 * back one step and keeps every answer. A date of birth under 18 closes the quiz for the rest
 * of the session (docs/decisions.md#adults-only, docs/funnel.md): the date step shows the adults-only message
 * from then on, so going back and picking another year does not open the offer.
 */
import type { QuizStepType } from './definition';

export type QuizAnswers = Record<string, unknown>;
export type Direction = 'forward' | 'back';

export interface QuizState {
  index: number;
  direction: Direction;
  answers: QuizAnswers;
  /** True once a date of birth under 18 was given: the date step shows the adults-only message. */
  adultsOnly: boolean;
}

export type QuizAction =
  | { type: 'answer'; key?: string; value?: unknown }
  | { type: 'back' }
  | { type: 'adults-only'; key: string; value: unknown }
  | { type: 'restore'; state: QuizState };

export const initialQuizState: QuizState = { index: 0, direction: 'forward', answers: {}, adultsOnly: false };

/** The reducer for a quiz of `total` steps. */
export function quizReducer(total: number) {
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'answer': {
        const answers =
          action.key === undefined ? state.answers : { ...state.answers, [action.key]: action.value };
        return {
          ...state,
          answers,
          index: Math.min(state.index + 1, total - 1),
          direction: 'forward',
        };
      }
      case 'back':
        return { ...state, index: Math.max(state.index - 1, 0), direction: 'back' };
      case 'adults-only':
        return {
          ...state,
          answers: { ...state.answers, [action.key]: action.value },
          adultsOnly: true,
          direction: 'forward',
        };
      case 'restore':
        return { ...action.state, index: Math.min(Math.max(action.state.index, 0), total - 1) };
    }
  };
}

/** Progress is the current step index over (total steps − 1), as a percentage. */
export function progressPercent(index: number, total: number): number {
  if (total <= 1) return 100;
  const clamped = Math.min(Math.max(index, 0), total - 1);
  return (clamped / (total - 1)) * 100;
}

const STEPS_WITHOUT_PROGRESS: ReadonlySet<string> = new Set<QuizStepType>([
  'start',
  'testimonial',
  'analysis',
  'portrait',
  'promo',
]);

/** The progress bar shows on every step except start, testimonial, analysis, portrait-ready and promo. */
export function showsProgress(type: string): boolean {
  return !STEPS_WITHOUT_PROGRESS.has(type);
}

/** The back arrow appears from step 2 onward (index 1). */
export function showsBackArrow(index: number): boolean {
  return index >= 1;
}

/** True on the quiz's last step, whose Continue leaves for the offer. */
export function isLastStep(index: number, total: number): boolean {
  return index >= total - 1;
}
