// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  offerBarScript,
  openReservation,
  RESERVATION_STORAGE_KEY,
  timerReading,
} from '@/lib/offer/countdown';
import { QUIZ_COMPLETED_KEY } from '@/lib/funnel/quiz-marker';

const T0 = Date.UTC(2026, 11, 7, 21, 0, 0);
const MIN = 60_000;
const words = { countdownLabel: 'Code valid for', endedLabel: 'Expired' };

describe('one reading of the timer for the inline script and the island (docs/funnel.md#the-offer-bar)', () => {
  it('gives the digits, the spoken label and the ended state', () => {
    const deadline = T0 + 15 * MIN;
    expect(timerReading(deadline, T0, words)).toEqual({
      ended: false,
      digits: '15:00',
      label: 'Code valid for: 15:00',
    });
    expect(timerReading(deadline, T0 + 61_000, words)).toMatchObject({ digits: '13:59', ended: false });
    expect(timerReading(deadline, deadline, words)).toEqual({
      ended: true,
      digits: '00:00',
      label: 'Expired',
    });
  });
});

describe('the inline script that drives the bar until the island takes over', () => {
  const html = document.documentElement;
  const timer = () => document.querySelector<HTMLElement>('[data-offer-timer]')!;
  const digits = () => document.querySelector<HTMLElement>('[data-offer-digits]')!.textContent;
  const run = () => new Function(offerBarScript(QUIZ_COMPLETED_KEY))();

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    localStorage.clear();
    html.removeAttribute('data-offer');
    document.body.innerHTML = `<span role="timer" class="invisible" data-offer-timer data-countdown-label="Code valid for" data-ended-label="Expired" data-live="false"><span data-offer-digits>15:00</span></span>`;
  });
  afterEach(() => vi.useRealTimers());

  it('opens the reservation the island will read, shows it at once and counts down', () => {
    run();
    const stored = JSON.parse(localStorage.getItem(RESERVATION_STORAGE_KEY)!);
    expect(stored).toEqual({ startedAt: T0, deadline: T0 + 15 * MIN });
    // The island, opening later, gets the very same deadline: it takes over the same time left.
    expect(openReservation(localStorage, null, T0 + 90_000)).toEqual(stored);
    expect(timer().classList.contains('invisible')).toBe(false);
    expect(timer().dataset.live).toBe('true');
    expect(digits()).toBe('15:00');
    vi.advanceTimersByTime(1000);
    expect(digits()).toBe('14:59');
    expect(timer().getAttribute('aria-label')).toBe('Code valid for: 14:59');
  });

  it('counts from the end of a quiz, ends the code at zero on the whole page, and stops once the island drives', () => {
    localStorage.setItem(QUIZ_COMPLETED_KEY, String(T0 - 14 * MIN));
    run();
    expect(digits()).toBe('01:00');
    vi.advanceTimersByTime(60_000);
    expect(html.getAttribute('data-offer')).toBe('ended');
    expect(timer().getAttribute('aria-label')).toBe('Expired');
    // The island marks the timer as its own; the script writes nothing more.
    html.removeAttribute('data-offer');
    timer().dataset.driver = 'island';
    vi.advanceTimersByTime(5000);
    expect(html.hasAttribute('data-offer')).toBe(false);
  });

  it('still runs, for this page view, when storage is refused, and never throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(digits()).toBe('15:00');
    spy.mockRestore();
    document.body.innerHTML = '';
    expect(run).not.toThrow();
  });
});
