// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SingleCalculator from '@/islands/calculator/SingleCalculator';
import PairCalculator from '@/islands/calculator/PairCalculator';
import LoveNameCalculator from '@/islands/calculator/LoveNameCalculator';
import { $toasts } from '@/lib/toast/store';

/**
 * The calculators' forms as a visitor fills them (docs/calculators.md#the-form): what an incomplete
 * form says, the sign that follows a birth date, the advanced options and the love calculator's
 * button. A form that reaches its function and shows a result stays in the browser, one per kind of
 * calculator (tests/e2e/calculators.spec.ts).
 */
const labels = { submit: 'Get my reading', busy: 'Reading…', another: 'Another' };

beforeEach(() => {
  history.replaceState(null, '', '/compatibility');
  localStorage.clear();
  $toasts.set([]);
  // Nothing here may reach a function: an incomplete form is stopped before any call.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('No network in these tests'))),
  );
});
afterEach(() => {
  cleanup();
  $toasts.set([]);
});

const column = (title: string) => screen.getByRole('group', { name: title });

function fill(scope: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

const submit = () => screen.getByRole('button', { name: labels.submit });

describe('an incomplete form', () => {
  const cases = [
    ['birth-date', 'Please enter birth dates for both people'],
    ['star-chart', 'Please enter birth dates and gender for both people'],
    ['soulmate-name', 'Please enter names, birth dates and gender for both people'],
  ] as const;
  for (const [group, message] of cases) {
    it(`keeps the ${group} button aria-disabled, and a press says what is missing`, () => {
      render(<PairCalculator group={group} resultsId="r" labels={labels} />);
      // Only one person's date: still incomplete.
      fill(column('Your Information'), 'Birth date', '1990-06-01');
      expect(submit().getAttribute('aria-disabled')).toBe('true');
      // aria-disabled, not disabled: a keyboard press still reaches the form, which explains what is missing.
      fireEvent.submit(submit().closest('form')!);
      expect($toasts.get()[0]).toMatchObject({
        title: 'Missing Information',
        description: message,
        variant: 'destructive',
      });
      expect(document.querySelector('[data-result]')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it('on a single-person page, a press without a gender says what is missing', () => {
    render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
    fill(column('Your Information'), 'Birth date', '1990-06-01');
    fireEvent.submit(submit().closest('form')!);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Missing Information',
      description: 'Please enter your birth date and gender',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the form', () => {
  it('shows the zodiac sign of the birth date, as text rather than a coloured emoji', () => {
    render(<PairCalculator group="birth-date" resultsId="r" labels={labels} />);
    const you = column('Your Information');
    fill(you, 'Birth date', '1990-03-21');
    expect(within(you).getByTestId('zodiac-sign').textContent).toBe('\u2648\uFE0EAries');
    fill(you, 'Birth date', '1990-01-19');
    expect(within(you).getByTestId('zodiac-sign').textContent).toMatch(/Capricorn/);
  });

  it('reveals birth time and city for both people with Show Advanced Options, once', () => {
    render(<PairCalculator group="birth-date" resultsId="r" labels={labels} />);
    expect(screen.queryAllByLabelText('Birth time')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    expect(screen.getAllByLabelText('Birth time')).toHaveLength(2);
    expect(screen.getAllByLabelText('Birth city')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show Advanced Options' })).toBeNull();
  });
});

describe('the love calculator by name', () => {
  it('keeps its button disabled until both names and genders are in', () => {
    render(<LoveNameCalculator resultsId="r" labels={labels} promoHref="/soulmate-quiz?source=x" />);
    const button = () => submit() as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    const you = column('Your Information');
    const partner = column("Partner's Information");
    fill(you, 'First name', 'Lena');
    fill(you, 'Gender', 'female');
    fill(partner, 'First name', 'Tomas');
    expect(button().disabled).toBe(true);
    fill(partner, 'Gender', 'other');
    expect(button().disabled).toBe(false);
  });

  // The letter rule's figures, worked by hand: tests/unit/calculators/love-calculator.test.ts.
  const pairs = [
    { a: ['Anna', 'female'], b: ['Tom', 'male'], pct: 98 },
    { a: ['Al', 'male'], b: ['Christopher', 'male'], pct: 69 },
    { a: ['Al', 'male'], b: ['Christopher', 'female'], pct: 79 },
    { a: ['Anna', 'female'], b: ['Tom', 'female'], pct: 90 },
  ] as const;
  it('shows the percentage the letter rule gives', () => {
    for (const { a, b, pct } of pairs) {
      render(<LoveNameCalculator resultsId="r" labels={labels} promoHref="/soulmate-quiz?source=x" />);
      fill(column('Your Information'), 'First name', a[0]);
      fill(column('Your Information'), 'Gender', a[1]);
      fill(column("Partner's Information"), 'First name', b[0]);
      fill(column("Partner's Information"), 'Gender', b[1]);
      fireEvent.click(submit());
      expect(screen.getByTestId('score-value').textContent).toBe(`${pct}%`);
      cleanup();
      // The next pair starts on a fresh page, not the kept result.
      history.replaceState(null, '', '/compatibility');
      localStorage.clear();
      sessionStorage.clear();
    }
  });
});
