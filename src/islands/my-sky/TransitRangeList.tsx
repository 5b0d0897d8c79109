import { useId, useState, type FormEvent } from 'react';
import type { TransitRange } from '@/lib/astrology/personal-sky/types';
import { localIsoDate } from '@/lib/calculators/validation';
import { getJson } from '@/lib/http/api-client';
import { birthQuery, type SavedChart } from '@/lib/personal-sky/saved-chart';
import { rangeRows } from '@/lib/personal-sky/view';

/**
 * The longest list one request answers, and how far back and ahead of today it may reach
 * (MAX_RANGE_DAYS, RANGE_PAST_DAYS and RANGE_FUTURE_DAYS in src/lib/astrology/personal-sky/request.ts).
 */
const MOST_DAYS = 92;
const PAST_DAYS = 366;
const FUTURE_DAYS = 3 * 366;
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * "Transits between two dates" (docs/personal-sky.md#transits-between-two-dates): the Sun to
 * Pluto to the saved chart's planets, angles and nodes, each from entering 1° to leaving it.
 */
export default function TransitRangeList({ saved, zone }: { saved: SavedChart; zone: string }) {
  const headingId = useId();
  const today = localIsoDate(new Date());
  const earliest = addDays(today, -PAST_DAYS);
  const latest = addDays(today, FUTURE_DAYS);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 29));
  const [range, setRange] = useState<TransitRange | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const list = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const params = birthQuery(saved);
    params.set('from', from);
    params.set('to', to);
    params.set('zone', zone);
    getJson<TransitRange>(`/api/my-sky?${params}`)
      .then(setRange)
      .catch((reason: Error) =>
        setError(reason.message || 'We could not list those transits. Please try again.'),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby={headingId} className="mb-6" data-testid="transit-range">
      <h2 id={headingId} className="mb-2 text-2xl">
        Transits between two dates
      </h2>
      <p className="mb-3 text-sm text-star-300">
        The Sun, Mercury, Venus, Mars and the planets out to Pluto, to your planets, angles and lunar nodes:
        each from the day it comes within 1° to the day it leaves, with its exact passes. Up to {MOST_DAYS}{' '}
        days at a time, from a year back to three years ahead.
      </p>
      <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={list} noValidate>
        <label className="block">
          <span className="calc-label">From</span>
          <input
            className="field"
            type="date"
            name="from"
            min={earliest}
            max={latest}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="block">
          <span className="calc-label">To</span>
          <input
            className="field"
            type="date"
            name="to"
            min={from}
            max={from && addDays(from, MOST_DAYS - 1) < latest ? addDays(from, MOST_DAYS - 1) : latest}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy || !from || !to}>
          {busy ? 'Listing…' : 'List the transits'}
        </button>
      </form>
      {error && (
        <p className="calc-notice" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {range &&
          (range.transits.length === 0 ? (
            <p>No transit comes within 1° between those dates.</p>
          ) : (
            <ul className="my-sky-list" data-testid="transit-range-list">
              {rangeRows(range.transits, range.timeZone).map((row) => (
                <li key={row.key}>
                  <span className="my-sky-name">{row.name}</span>
                  <span className="my-sky-detail">{row.detail}</span>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
