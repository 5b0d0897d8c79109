import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allOf, loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { figuresByDay, totals } from '@/lib/automation/aggregate';
import type { AutomationRepository } from '../data/repository';
import { BarChart } from '../ui/BarChart';
import { Empty } from '../ui/Empty';
import { formatNumber } from '../ui/format';
import { DataTable } from '@/admin/ui/DataTable';

/** Jobs, words and tokens over time (UTC days). */
export function Analytics({ repo }: { repo: AutomationRepository }) {
  const [days, setDays] = useState(14);
  const state = allOf({
    runs: useQuery(automationQueries.runs(repo)),
    usage: useQuery(automationQueries.usage(repo)),
  });
  if (state.error) return <p role="alert">{loadError(state.error)}</p>;
  if (!state.data) return <Spinner label="Loading analytics…" />;
  const figures = figuresByDay(state.data.runs, state.data.usage, days, new Date());
  const sum = totals(figures);
  return (
    <div className="grid gap-4">
      <label className="grid max-w-xs gap-1">
        <span>Period</span>
        <select className="field" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          <option value={7}>Last 7 days</option>
          <option value={14}>Last 14 days</option>
          <option value={30}>Last 30 days</option>
        </select>
      </label>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Articles generated', sum.succeeded],
          ['Failed runs', sum.failed],
          ['Words', sum.words],
          ['Tokens', sum.tokens],
        ].map(([label, value]) => (
          <div key={label} className="card p-3">
            <dt className="text-sm text-star-300">{label}</dt>
            <dd
              className="font-display text-2xl text-star-50"
              data-testid={`total-${String(label).toLowerCase().replace(/ /g, '-')}`}
            >
              {formatNumber(Number(value))}
            </dd>
          </div>
        ))}
      </dl>
      {state.data.runs.length === 0 && (
        <Empty>No runs yet. The charts fill in as jobs run (Jobs → “Run next job”, or the scheduler).</Empty>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <BarChart
          title="Articles generated"
          unit="articles"
          bars={figures.map((day) => ({ label: day.day, value: day.succeeded }))}
        />
        <BarChart
          title="Words written"
          unit="words"
          bars={figures.map((day) => ({ label: day.day, value: day.words }))}
        />
        <BarChart
          title="Tokens used"
          unit="tokens"
          bars={figures.map((day) => ({ label: day.day, value: day.tokens }))}
        />
      </div>
      <DataTable
        caption="Runs, words and tokens by day"
        captionHidden
        rows={[...figures].reverse()}
        rowKey={(day) => day.day}
        empty="No days in this period."
        columns={[
          {
            header: 'Day (UTC)',
            cell: (day) => day.day,
            sortBy: (day) => day.day,
            className: 'whitespace-nowrap text-star-100',
          },
          { header: 'Generated', cell: (day) => day.succeeded, sortBy: (day) => day.succeeded },
          { header: 'Failed runs', cell: (day) => day.failed, sortBy: (day) => day.failed, folds: true },
          {
            header: 'Words',
            cell: (day) => formatNumber(day.words),
            sortBy: (day) => day.words,
            folds: true,
          },
          {
            header: 'Tokens',
            cell: (day) => formatNumber(day.tokens),
            sortBy: (day) => day.tokens,
            folds: true,
          },
        ]}
      />
    </div>
  );
}
