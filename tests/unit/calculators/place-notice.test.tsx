// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BirthClock, PersonSummary } from '@/lib/astrology/contract';
import PlaceNotice from '@/components/chart/PlaceNotice';

const person = (name: string, clock?: BirthClock): PersonSummary => ({
  name,
  named: true,
  zodiacSign: 'Cancer',
  birthDate: '1935-07-01',
  ...(clock ? { clock } : {}),
});

const AMSTERDAM: BirthClock = {
  utc: '1935-07-01T10:40:28.000Z',
  offset: 'UTC+1:19:32',
  offsetSeconds: 4772,
  source: 'zone',
  daylightSaving: true,
  statement: 'UTC+1:19:32, Amsterdam summer time',
};

afterEach(cleanup);

describe('the place and clock notice of a result', () => {
  it('states the clock each birth time was read on, plainly', () => {
    render(<PlaceNotice places={[]} named={false} people={[person('Ada', AMSTERDAM)]} />);
    expect(screen.getByTestId('birth-clock').textContent).toBe(
      'Birth time read on UTC+1:19:32, Amsterdam summer time (10:40\u00a0UTC).',
    );
    expect(screen.getByTestId('place-notice').className).toBe('calc-place');
  });

  it('draws attention to a time the clocks jumped over, with the other reading', () => {
    const gap: BirthClock = {
      utc: '2021-03-14T07:30:00.000Z',
      offset: 'UTC−5',
      offsetSeconds: -18000,
      source: 'zone',
      daylightSaving: false,
      statement: 'UTC−5, Eastern standard time',
      ambiguity: {
        kind: 'gap',
        readings: [
          { utc: '2021-03-14T07:30:00.000Z', statement: 'UTC−5, Eastern standard time' },
          { utc: '2021-03-14T06:30:00.000Z', statement: 'UTC−4, Eastern daylight time' },
        ],
        chosen: 0,
      },
    };
    render(<PlaceNotice places={[]} named people={[person('Ada', gap), person('Ben')]} />);
    expect(screen.getByTestId('place-notice').className).toContain('calc-place-attention');
    expect(screen.getAllByTestId('birth-clock')).toHaveLength(1);
    expect(screen.getByTestId('birth-clock').textContent).toContain(
      'Ada: Birth time read on UTC−5, Eastern standard time (07:30\u00a0UTC). The clocks jumped forward over that time: it can also be read on UTC−4, Eastern daylight time (06:30\u00a0UTC).',
    );
  });

  it('shows nothing without places or clocks', () => {
    const { container } = render(<PlaceNotice places={[]} named={false} people={[person('Ada')]} />);
    expect(container.innerHTML).toBe('');
  });
});
