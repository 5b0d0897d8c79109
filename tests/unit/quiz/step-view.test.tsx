// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepView, type StepViewProps } from '../../../src/islands/quiz/StepView';
import type { QuizStep } from '../../../src/lib/quiz/definition';
import { initialQuizState } from '../../../src/lib/quiz/machine';
import { VEILED_PORTRAIT_KEYS } from '../../../src/lib/quiz/portrait';

afterEach(cleanup);

function props(step: QuizStep, overrides: Partial<StepViewProps> = {}): StepViewProps {
  return {
    step,
    state: initialQuizState,
    lead: { kind: 'idle' },
    promoCode: 'ASTRELLE93',
    portraits: Object.fromEntries(
      VEILED_PORTRAIT_KEYS.map((key) => [key, { src: `/${key}.webp`, width: 800, height: 1000, alt: key }]),
    ) as StepViewProps['portraits'],
    leaving: false,
    onAnswer: vi.fn(),
    onAdultsOnly: vi.fn(),
    onEmail: vi.fn(),
    onComplete: vi.fn(),
    ...overrides,
  };
}

describe('StepView', () => {
  it("shows 'Question type not found' for a step of unknown type", () => {
    render(<StepView {...props({ id: 'x', type: 'mystery' } as unknown as QuizStep)} />);
    expect(screen.getByRole('alert').textContent).toBe('Question type not found');
  });

  it('a single-choice option answers with its value at once', () => {
    const onAnswer = vi.fn();
    const step: QuizStep = {
      id: 'g',
      type: 'single',
      key: 'gender',
      title: 'Gender?',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
      ],
    };
    render(<StepView {...props(step, { onAnswer })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Female' }));
    expect(onAnswer).toHaveBeenCalledWith('gender', 'female');
  });

  it('a multi-choice question toggles options and answers only on Continue', () => {
    const onAnswer = vi.fn();
    const step: QuizStep = {
      id: 'l',
      type: 'multi',
      key: 'lifeGoals',
      title: 'Goals?',
      hint: '(Select all that apply)',
      cta: 'Continue',
      options: [
        { value: 'A', label: 'A' },
        { value: 'B', label: 'B' },
        { value: 'C', label: 'C' },
      ],
    };
    render(<StepView {...props(step, { onAnswer })} />);
    expect(screen.getByText('(Select all that apply)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'C' }));
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).toHaveBeenCalledWith('lifeGoals', ['C']);
  });

  it('the date of birth can continue only once all three selects are chosen', () => {
    const onAnswer = vi.fn();
    const step: QuizStep = {
      id: 'dob',
      type: 'dob',
      key: 'dob',
      title: 'Born?',
      text: 't',
      cta: 'Continue',
      adultsOnly: { title: 'a', message: 'm', cta: 'c', href: '/blog' },
    };
    render(<StepView {...props(step, { onAnswer })} />);
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onAnswer).toHaveBeenCalledWith('dob', { day: '4', month: '7', year: '1990' });
  });

  const portraitStep: QuizStep = {
    id: 'portrait',
    type: 'portrait',
    title: 'Ready',
    modalTitle: 'See your soulmate now!',
    modalSubtitle: 'Where should we send it?',
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'you@example.com',
    cta: 'Continue',
    note: 'n',
  };

  it('the portrait step shows the veiled portrait for the gender and age the visitor chose', () => {
    const state = { ...initialQuizState, answers: { interest: 'female', ageRange: '50+' } };
    render(<StepView {...props(portraitStep, { state })} />);
    const image = screen.getByRole('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/woman-older.webp');
    expect(image.alt).toBe('woman-older');
  });

  it('a failed lead reads as the one calm sentence from the content, whatever the server said', () => {
    const step: QuizStep = {
      id: 'promo',
      type: 'promo',
      eyebrow: 'e',
      title: 't',
      text: 'x',
      codeLabel: 'Your code',
      lead: { pending: 'Saving…', stored: 'Saved.', failed: 'We could not keep your e-mail this time.' },
      cta: 'Continue',
    };
    render(<StepView {...props(step, { lead: { kind: 'failed' } })} />);
    expect(screen.getByRole('status').textContent).toBe('We could not keep your e-mail this time.');
    cleanup();
    render(<StepView {...props(step, { lead: { kind: 'stored' } })} />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});
