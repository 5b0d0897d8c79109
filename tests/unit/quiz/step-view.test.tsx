// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepView, type StepViewProps } from '@/islands/quiz/StepView';
import type { QuizStep } from '@/lib/quiz/definition';
import { initialQuizState } from '@/lib/quiz/machine';
import { VEILED_PORTRAIT_KEYS } from '@/lib/quiz/portrait';

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
    buildYear: 2026,
    leaving: false,
    onAnswer: vi.fn(),
    onAdultsOnly: vi.fn(),
    onEmail: vi.fn().mockResolvedValue(null),
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
      dayCleared: '{monthYear} has {days} days, so please choose the day again.',
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

  it("lists adults' birth years by the build's year, whatever the visitor's clock says", () => {
    const step: QuizStep = {
      id: 'dob',
      type: 'dob',
      key: 'dob',
      title: 'Born?',
      text: 't',
      cta: 'Continue',
      dayCleared: 'x',
      adultsOnly: { title: 'a', message: 'm', cta: 'c', href: '/blog' },
    };
    const years = () =>
      [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    const { unmount } = render(<StepView {...props(step, { buildYear: 2026 })} />);
    expect(years()[0]).toBe('2008');
    expect(years().at(-1)).toBe('1920');
    unmount();
    render(<StepView {...props(step, { buildYear: 2031 })} />);
    expect(years()[0]).toBe('2013');
  });

  it('offers only the days of the chosen month and year, and says why a day was cleared', () => {
    const step: QuizStep = {
      id: 'dob',
      type: 'dob',
      key: 'dob',
      title: 'Born?',
      text: 't',
      cta: 'Continue',
      dayCleared: '{monthYear} has {days} days, so please choose the day again.',
      adultsOnly: { title: 'a', message: 'm', cta: 'c', href: '/blog' },
    };
    render(<StepView {...props(step)} />);
    const day = screen.getByLabelText('Day') as HTMLSelectElement;
    const dayValues = () => [...day.options].map((option) => option.value).filter(Boolean);
    fireEvent.change(day, { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(day.value).toBe('');
    expect(dayValues()).toHaveLength(29);
    expect(screen.getByRole('status').textContent).toBe(
      'February has 29 days, so please choose the day again.',
    );
    fireEvent.change(day, { target: { value: '29' } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1991' } });
    expect(dayValues()).toHaveLength(28);
    expect(screen.getByRole('status').textContent).toBe(
      'February 1991 has 28 days, so please choose the day again.',
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
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
    saving: 'Saving…',
    note: 'n',
    typo: {
      question: 'Did you mean {suggestion}?',
      accept: 'Yes, use this address',
      keep: 'No, keep it as typed',
    },
  };

  const typeEmail = (value: string) => {
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value } });
    fireEvent.submit(screen.getByLabelText('Your e-mail address').closest('form')!);
  };

  it('questions a likely typo before sending anything, and sends the corrected address on Yes', async () => {
    const onEmail = vi.fn().mockResolvedValue(null);
    render(<StepView {...props(portraitStep, { onEmail })} />);
    typeEmail('maria@gmial.com');
    expect(screen.getByTestId('email-suggestion').textContent).toContain('Did you mean maria@gmail.com?');
    expect(onEmail).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, use this address' }));
    await waitFor(() => expect(onEmail).toHaveBeenCalledWith('email', 'maria@gmail.com'));
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('maria@gmail.com');
  });

  it('keeps the address as typed when the visitor says No, and does not ask again', async () => {
    const onEmail = vi.fn().mockResolvedValue(null);
    render(<StepView {...props(portraitStep, { onEmail })} />);
    typeEmail('sam@gmx.dee');
    expect(screen.getByTestId('email-suggestion').textContent).toContain('Did you mean sam@gmx.de?');
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it as typed' }));
    await waitFor(() => expect(onEmail).toHaveBeenCalledWith('email', 'sam@gmx.dee'));
    expect(onEmail).toHaveBeenCalledTimes(1);
  });

  it('sends a well-spelled address at once', async () => {
    const onEmail = vi.fn().mockResolvedValue(null);
    render(<StepView {...props(portraitStep, { onEmail })} />);
    typeEmail('maria@gmail.com');
    await waitFor(() => expect(onEmail).toHaveBeenCalledWith('email', 'maria@gmail.com'));
    expect(screen.queryByTestId('email-suggestion')).toBeNull();
  });

  it('an address the server refuses keeps the form open with the reason', async () => {
    const onEmail = vi.fn().mockResolvedValue({ rejected: 'Please enter a valid e-mail address.' });
    render(<StepView {...props(portraitStep, { onEmail })} />);
    typeEmail('odd@address');
    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe('Please enter a valid e-mail address.');
    const field = screen.getByLabelText('Your e-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(reason.id);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    // Editing the address clears the reason.
    fireEvent.change(field, { target: { value: 'odd@address.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

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
      lead: { stored: 'Saved.', failed: 'We could not keep your e-mail this time.' },
      cta: 'Continue',
    };
    render(<StepView {...props(step, { lead: { kind: 'failed' } })} />);
    expect(screen.getByRole('status').textContent).toBe('We could not keep your e-mail this time.');
    cleanup();
    render(<StepView {...props(step, { lead: { kind: 'stored' } })} />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});
