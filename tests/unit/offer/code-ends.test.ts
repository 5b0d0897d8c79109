// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { endedCodeScript, offerPhase, RESERVATION_STORAGE_KEY, reservationFor } from '@/lib/offer/countdown';
import { QUIZ_COMPLETED_KEY } from '@/lib/funnel/quiz-marker';
import { tickerLine } from '@/lib/offer/ticker';

const T0 = Date.UTC(2026, 11, 7, 10, 0, 0);
const MIN = 60_000;

describe('what the countdown counts (docs/funnel.md#the-countdown)', () => {
  it('runs while the code holds and ends at zero, never before it is read', () => {
    const code = reservationFor(null, null, T0);
    expect(offerPhase(null, T0)).toBe('pending');
    expect(offerPhase(code, T0)).toBe('running');
    expect(offerPhase(code, T0 + 15 * MIN - 1)).toBe('running');
    expect(offerPhase(code, T0 + 15 * MIN)).toBe('ended');
    expect(offerPhase(code, T0 + 24 * 60 * MIN)).toBe('ended');
  });
});

describe('the head script that marks an ended code before the first paint', () => {
  const run = () => new Function(endedCodeScript(QUIZ_COMPLETED_KEY))();
  const html = document.documentElement;
  beforeEach(() => {
    localStorage.clear();
    html.removeAttribute('data-offer');
  });

  it('marks a code whose 15 minutes are over, even after another quiz (nothing renews it)', () => {
    localStorage.setItem(QUIZ_COMPLETED_KEY, String(Date.now() - 30_000));
    localStorage.setItem(
      RESERVATION_STORAGE_KEY,
      JSON.stringify({ startedAt: Date.now() - 20 * MIN, deadline: Date.now() - 5 * MIN }),
    );
    run();
    expect(html.getAttribute('data-offer')).toBe('ended');
  });

  it('leaves a running code, a first visit and nonsense alone', () => {
    run();
    expect(html.hasAttribute('data-offer')).toBe(false);
    localStorage.setItem(
      RESERVATION_STORAGE_KEY,
      JSON.stringify({ startedAt: Date.now() - 5 * MIN, deadline: Date.now() + 10 * MIN }),
    );
    run();
    expect(html.hasAttribute('data-offer')).toBe(false);
    localStorage.setItem(RESERVATION_STORAGE_KEY, '{oops');
    expect(run).not.toThrow();
    expect(html.hasAttribute('data-offer')).toBe(false);
  });
});

describe('the ticker', () => {
  it('says who, what and when, and its source; no source makes it a sample', () => {
    expect(
      tickerLine({
        name: 'Chloe from Leeds',
        action: 'received her soulmate sketch',
        date: '2026-12-03',
        source: 'Order 48113',
      }),
    ).toEqual({
      name: 'Chloe from Leeds',
      action: 'received her soulmate sketch',
      when: '3 December',
      source: 'Order 48113',
    });
    expect(tickerLine({ name: 'Liam from Cork', action: 'shared his sketch', source: '  ' })).toMatchObject({
      when: null,
      source: null,
    });
  });
});
