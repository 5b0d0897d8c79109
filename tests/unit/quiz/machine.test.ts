import { describe, expect, it } from 'vitest';
import {
  initialQuizState,
  isLastStep,
  progressPercent,
  quizReducer,
  showsBackArrow,
  showsProgress,
  type QuizState,
} from '@/lib/quiz/machine';

const reduce = quizReducer(5);

describe('quiz step machine', () => {
  it('starts at step 0 with no answers', () => {
    expect(initialQuizState).toEqual({ index: 0, direction: 'forward', answers: {}, adultsOnly: false });
  });

  it('merges an answer into the record and moves forward one step', () => {
    const next = reduce(initialQuizState, { type: 'answer', key: 'gender', value: 'female' });
    expect(next.index).toBe(1);
    expect(next.direction).toBe('forward');
    expect(next.answers).toEqual({ gender: 'female' });
  });

  it('Continue without an answer moves forward and keeps the record untouched', () => {
    const start: QuizState = { ...initialQuizState, answers: { gender: 'male' } };
    const next = reduce(start, { type: 'answer' });
    expect(next.index).toBe(1);
    expect(next.answers).toBe(start.answers);
  });

  it('back moves one step back, keeps every answer and slides backwards', () => {
    let state = reduce(initialQuizState, { type: 'answer', key: 'gender', value: 'male' });
    state = reduce(state, { type: 'answer', key: 'interest', value: 'female' });
    const back = reduce(state, { type: 'back' });
    expect(back.index).toBe(1);
    expect(back.direction).toBe('back');
    expect(back.answers).toEqual({ gender: 'male', interest: 'female' });
  });

  it('answering a step again replaces the earlier answer', () => {
    let state = reduce(initialQuizState, { type: 'answer', key: 'gender', value: 'male' });
    state = reduce(state, { type: 'back' });
    state = reduce(state, { type: 'answer', key: 'gender', value: 'female' });
    expect(state.answers.gender).toBe('female');
    expect(state.index).toBe(1);
  });

  it('never moves before the first or past the last step', () => {
    expect(reduce(initialQuizState, { type: 'back' }).index).toBe(0);
    let state = initialQuizState;
    for (let i = 0; i < 10; i += 1) state = reduce(state, { type: 'answer' });
    expect(state.index).toBe(4);
  });

  it('an under-age date of birth stores the answer and closes the quiz for good; back and a new answer keep it closed', () => {
    const atDob: QuizState = { ...initialQuizState, index: 2 };
    const blocked = reduce(atDob, {
      type: 'adults-only',
      key: 'dob',
      value: { day: '1', month: '1', year: '2015' },
    });
    expect(blocked.index).toBe(2);
    expect(blocked.adultsOnly).toBe(true);
    expect(blocked.answers.dob).toEqual({ day: '1', month: '1', year: '2015' });
    const back = reduce(blocked, { type: 'back' });
    expect(back.adultsOnly).toBe(true);
    expect(back.index).toBe(1);
    // Continuing to the date step again finds it still closed.
    const again = reduce(back, { type: 'answer' });
    expect(again.index).toBe(2);
    expect(again.adultsOnly).toBe(true);
  });

  it('restores a saved state, clamping an index the definition no longer has', () => {
    const restored = reduce(initialQuizState, {
      type: 'restore',
      state: { index: 42, direction: 'back', answers: { a: 1 }, adultsOnly: false },
    });
    expect(restored.index).toBe(4);
    expect(restored.answers).toEqual({ a: 1 });
  });
});

describe('progress rule', () => {
  it('is the step index over (total − 1), as a percentage', () => {
    expect(progressPercent(0, 25)).toBe(0);
    expect(progressPercent(6, 25)).toBe(25);
    expect(progressPercent(12, 25)).toBe(50);
    expect(progressPercent(24, 25)).toBe(100);
    expect(progressPercent(2, 5)).toBe(50);
  });

  it('stays within 0–100 and copes with a one-step quiz', () => {
    expect(progressPercent(-3, 10)).toBe(0);
    expect(progressPercent(99, 10)).toBe(100);
    expect(progressPercent(0, 1)).toBe(100);
  });

  it('is hidden on the start, testimonial, analysis, portrait-ready and promo steps only', () => {
    for (const type of ['start', 'testimonial', 'analysis', 'portrait', 'promo'])
      expect(showsProgress(type)).toBe(false);
    for (const type of ['single', 'multi', 'confirmation', 'dob']) expect(showsProgress(type)).toBe(true);
  });

  it('shows the back arrow from step 2 onward and knows the last step', () => {
    expect(showsBackArrow(0)).toBe(false);
    expect(showsBackArrow(1)).toBe(true);
    expect(isLastStep(3, 5)).toBe(false);
    expect(isLastStep(4, 5)).toBe(true);
  });
});
