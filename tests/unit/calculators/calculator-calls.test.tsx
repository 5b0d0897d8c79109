// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SingleCalculator from '@/islands/calculator/SingleCalculator';
import PairCalculator from '@/islands/calculator/PairCalculator';
import LoveNameCalculator from '@/islands/calculator/LoveNameCalculator';
import { $toasts } from '@/lib/toast/store';
import { siteFunctionsFetch } from '../../support/site-functions';
import { jsonPost } from '../../support/requests';
import { onRequestPost as soulmateReading } from '../../../functions/api/soulmate-reading';

/**
 * The calculators' islands and their functions: the waiting state, a function that fails, refuses
 * or cannot be reached, and a date the form holds back (docs/calculators.md#the-form). The functions
 * answer in this process (tests/support/site-functions.ts); one result per kind of calculator, over
 * the local server, stays in the browser (tests/e2e/calculators.spec.ts).
 */
const labels = { submit: 'Get my reading', busy: 'Reading the stars...', another: 'Another' };

beforeEach(() => {
  history.replaceState(null, '', '/compatibility');
  localStorage.clear();
  sessionStorage.clear();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  $toasts.set([]);
});

/** The function calls the island makes, answered by `answer` (the function itself by default). */
function serve(
  answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = siteFunctionsFetch,
) {
  const calls = vi.fn(answer);
  vi.stubGlobal('fetch', calls);
  return calls;
}

const column = (title: string) => screen.getByRole('group', { name: title });
const submit = () => screen.getByText(labels.submit, { selector: 'button' }) as HTMLButtonElement;
const result = () => document.querySelector('[data-result]');
const failureToast = () => $toasts.get().find((toast) => toast.variant === 'destructive');

function fill(scope: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

function fillPair() {
  fill(column('Your Information'), /^Name/, 'Lena');
  fill(column('Your Information'), 'Birth date', '1991-04-02');
  fill(column('Your Information'), 'Gender', 'female');
  fill(column("Partner's Information"), /^Name/, 'Tomas');
  fill(column("Partner's Information"), 'Birth date', '1989-11-19');
  fill(column("Partner's Information"), 'Gender', 'male');
}

function fillSingle() {
  fill(column('Your Information'), /^Name/, 'Maris');
  fill(column('Your Information'), 'Birth date', '1992-08-14');
  fill(column('Your Information'), 'Gender', 'female');
}

describe('a two-person calculator', () => {
  it('shows the busy label and a running progress bar while the call is out, then the result', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(async (input, init) => {
      await held;
      return siteFunctionsFetch(input, init);
    });
    render(<PairCalculator group="star-chart" resultsId="r" labels={labels} />);
    fillPair();
    fireEvent.click(submit());
    const busy = await screen.findByText(labels.busy, { selector: 'button' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('progressbar');
    // 500 ms ticks move the bar while the call is out (docs/constants.md#calculators).
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0), {
      timeout: 3000,
    });
    release();
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    expect(result()!.textContent).toContain('Lena');
  });

  it('says Analysis Failed with the server message, and shows no result', async () => {
    serve(async () => Response.json({ error: 'The stars are busy right now.' }, { status: 503 }));
    render(<PairCalculator group="star-chart" resultsId="r" labels={labels} />);
    fillPair();
    fireEvent.click(submit());
    await waitFor(() => expect(failureToast()).toBeDefined());
    expect(failureToast()).toMatchObject({
      title: 'Analysis Failed',
      description: 'The stars are busy right now.',
    });
    expect(result()).toBeNull();
    await screen.findByText(labels.submit, { selector: 'button' });
  });
});

describe('marriage and psychic: the engine in the browser stands in for a failed call', () => {
  it('an unreachable marriage function still gives the reading, with no error', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
    fillSingle();
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByTestId('marriage-timeframe').textContent).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(failureToast()).toBeUndefined();
  });

  it('a psychic function answering 503 still gives the same glimpse the function would', async () => {
    const person = {
      name: 'Maris',
      birthDate: '1992-08-14',
      birthTime: '',
      birthCity: '',
      zodiacSign: 'Leo',
      gender: 'female',
    };
    const fromServer = (await (
      await soulmateReading({
        request: jsonPost('http://127.0.0.1/api/soulmate-reading', { person }),
        env: {},
      })
    ).json()) as { energyType: string };
    serve(async () => Response.json({ error: 'down' }, { status: 503 }));
    render(<SingleCalculator kind="psychic" resultsId="r" labels={labels} />);
    fillSingle();
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    expect(result()!.textContent).toContain(fromServer.energyType);
    expect(failureToast()).toBeUndefined();
  });

  it('explains input the function refuses, instead of replacing it', async () => {
    serve(async () => Response.json({ error: 'person.birthDate: cannot be in the future' }, { status: 400 }));
    render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
    fillSingle();
    fireEvent.click(submit());
    await waitFor(() => expect(failureToast()).toBeDefined());
    expect(failureToast()).toMatchObject({
      title: 'Analysis Failed',
      description: 'person.birthDate: cannot be in the future',
    });
    expect(result()).toBeNull();
  });
});

describe('a birth date outside 1800–today', () => {
  it('gets a plain message in the form and no call, until the date is one the engine reads', async () => {
    const calls = serve();
    render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
    const date = within(column('Your Information')).getByLabelText('Birth date') as HTMLInputElement;
    expect(date.getAttribute('min')).toBe('1800-01-01');
    expect(date.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fillSingle();
    fireEvent.change(date, { target: { value: '1750-05-05' } });
    fireEvent.blur(date);
    await screen.findByText('Enter a date from 1800 to today.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(result()).toBeNull();
    expect(failureToast()).toBeUndefined();
    expect(calls).not.toHaveBeenCalled();
    // A date in the future, submitted straight from the field, is held back the same way.
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.submit(date.form!);
    await screen.findByText('Enter a date from 1800 to today.');
    expect(calls).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '1992-08-14' } });
    await waitFor(() => expect(screen.queryByText('Enter a date from 1800 to today.')).toBeNull());
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('another match: the reset rules', () => {
  const another = () => screen.getByText(labels.another, { selector: 'button' });
  const field = (title: string, label: string | RegExp) =>
    within(column(title)).getByLabelText(label) as HTMLInputElement;

  it('two-person pages keep person 1 (name, date, sign, gender) and clear time, city and person 2', async () => {
    serve();
    history.replaceState(null, '', '/compatibility/marriage-calculator');
    render(<PairCalculator group="star-chart" resultsId="r" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    fillPair();
    fill(column('Your Information'), 'Birth time', '07:45');
    fill(column('Your Information'), 'Birth city', 'Tartu, Estonia');
    fill(column("Partner's Information"), 'Birth time', '22:10');
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    fireEvent.click(another());

    await waitFor(() => expect(field('Your Information', /^Name/).value).toBe('Lena'));
    expect(field('Your Information', 'Birth date').value).toBe('1991-04-02');
    expect(within(column('Your Information')).getByTestId('zodiac-sign').textContent).toMatch(/Aries/);
    expect(field('Your Information', 'Gender').value).toBe('female');
    expect(field('Your Information', 'Birth time').value).toBe('');
    expect(field('Your Information', 'Birth city').value).toBe('');
    for (const label of [/^Name/, 'Birth date', 'Gender', 'Birth time'])
      expect(field("Partner's Information", label).value).toBe('');
    expect(location.search).toBe('');
  });

  it('single-person pages keep name, date and gender and clear time and city', async () => {
    serve();
    render(<SingleCalculator kind="psychic" resultsId="r" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    fillSingle();
    fill(column('Your Information'), 'Birth time', '05:30');
    fill(column('Your Information'), 'Birth city', 'Riga, Latvia');
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    fireEvent.click(another());
    await waitFor(() => expect(field('Your Information', /^Name/).value).toBe('Maris'));
    expect(field('Your Information', 'Birth date').value).toBe('1992-08-14');
    expect(field('Your Information', 'Gender').value).toBe('female');
    expect(field('Your Information', 'Birth time').value).toBe('');
    expect(field('Your Information', 'Birth city').value).toBe('');
  });

  it('the love calculator clears everything', async () => {
    render(<LoveNameCalculator resultsId="r" labels={labels} promoHref="/soulmate-quiz?source=x" />);
    fill(column('Your Information'), 'First name', 'Lena');
    fill(column('Your Information'), 'Gender', 'female');
    fill(column("Partner's Information"), 'First name', 'Tomas');
    fill(column("Partner's Information"), 'Gender', 'male');
    fireEvent.click(submit());
    fireEvent.click(await screen.findByText(labels.another, { selector: 'button' }));
    for (const title of ['Your Information', "Partner's Information"]) {
      await waitFor(() => expect(field(title, 'First name').value).toBe(''));
      expect(field(title, 'Gender').value).toBe('');
    }
  });
});

describe('the birth city', () => {
  const city = (title = 'Your Information') =>
    within(column(title)).getByRole('combobox', { name: 'Birth city' }) as HTMLInputElement;
  const options = () => within(screen.getByRole('listbox', { name: 'Places' })).getAllByRole('option');

  it('suggests places from /api/geocode, former names and typos included, and picks one by keyboard', async () => {
    serve();
    render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    fireEvent.change(city(), { target: { value: 'Tallin' } });
    await waitFor(() => expect(options()[0]!.textContent).toContain('Tallinn'));
    expect(city().getAttribute('aria-expanded')).toBe('true');
    // A former name offers today's city, which the browser's own datalist would have hidden.
    fireEvent.change(city(), { target: { value: 'Madras' } });
    await waitFor(() => expect(options()[0]!.textContent).toBe('Chennai Tamil Nadu, India · also Madras'));
    // Keyboard: down to the first suggestion, Enter picks it and closes the list.
    fireEvent.keyDown(city(), { key: 'ArrowDown' });
    expect(city().getAttribute('aria-activedescendant')).toMatch(/.+/);
    fireEvent.keyDown(city(), { key: 'Enter' });
    expect(city().value).toBe('Chennai, Tamil Nadu, India');
    expect(city().getAttribute('aria-expanded')).toBe('false');
  });

  it('with namesakes asks for a pick, and the result names the place picked', async () => {
    serve();
    render(<PairCalculator group="birth-date" resultsId="r" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    fill(column('Your Information'), 'Birth date', '1991-04-02');
    fill(column("Partner's Information"), 'Birth date', '1989-11-19');
    fireEvent.change(city(), { target: { value: 'Portland' } });
    await within(column('Your Information')).findByText(
      /^\d+ places are called “Portland”\. Pick yours from the list/,
    );
    fireEvent.click(
      await within(column('Your Information')).findByRole('option', {
        name: 'Portland Maine, United States',
      }),
    );
    expect(city().value).toBe('Portland, Maine, United States');
    expect(within(column('Your Information')).queryByText(/places are called/)).toBeNull();
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    const notice = within(result() as HTMLElement).getByTestId('place-notice');
    expect(notice.textContent).toContain('Your chart: Birth place: Portland, Maine, United States.');
    expect(notice.className).not.toMatch(/calc-place-attention/);
  });

  it('a typed namesake that was not picked is named in the result, with how to choose another', async () => {
    serve();
    render(<SingleCalculator kind="psychic" resultsId="r" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    fillSingle();
    fireEvent.change(city(), { target: { value: 'Portland' } });
    fireEvent.keyDown(city(), { key: 'Escape' });
    fireEvent.click(submit());
    await waitFor(() => expect(result()).not.toBeNull(), { timeout: 10_000 });
    const notice = within(result() as HTMLElement).getByTestId('place-notice');
    expect(notice.className).toMatch(/calc-place-attention/);
    expect(notice.textContent).toContain('Birth place: Portland, Oregon, United States.');
    expect(notice.textContent).toContain(
      'we used the largest. To use another, add the region or country (“Portland, Maine”)',
    );
  });
});
