import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { figuresByDay, totals, usageByModel } from '@/lib/automation/aggregate';
import { MODEL_PRICES, DEFAULT_PRICED_MODEL } from '@/lib/automation/pricing';
import type { AutomationRepository } from '../data/repository';
import { BarChart } from '../ui/BarChart';
import { Empty } from '../ui/Empty';
import { formatNumber, formatUsd } from '../ui/format';
import { DataTable } from '@/admin/ui/DataTable';

const DAYS = 30;

/** Tokens and cost by day and by model, with the price table they are costed at. */
export function Usage({ repo }: { repo: AutomationRepository }) {
  const usage = useQuery(automationQueries.usage(repo));
  if (usage.error) return <p role="alert">{loadError(usage.error)}</p>;
  if (!usage.data) return <Spinner label="Loading usage…" />;
  const figures = figuresByDay([], usage.data, DAYS, new Date());
  const sum = totals(figures);
  const models = usageByModel(usage.data);
  return (
    <div className="grid gap-4">
      <p className="text-star-200">
        Last {DAYS} days: {formatNumber(sum.tokens)} tokens ({formatNumber(sum.promptTokens)} prompt,{' '}
        {formatNumber(sum.completionTokens)} completion), about {formatUsd(sum.costUsd)}.
      </p>
      {usage.data.length === 0 && (
        <Empty>No AI calls recorded yet. Every automation run adds its tokens and cost here.</Empty>
      )}
      <BarChart
        title="Tokens by day"
        unit="tokens"
        bars={figures.map((day) => ({ label: day.day, value: day.tokens }))}
      />
      <DataTable
        caption="Tokens and cost by day"
        rows={[...figures].reverse().filter((day) => day.tokens > 0)}
        rowKey={(day) => day.day}
        empty="No tokens used in these days."
        columns={[
          { header: 'Day (UTC)', cell: (day) => day.day, sortBy: (day) => day.day },
          {
            header: 'Prompt tokens',
            cell: (day) => formatNumber(day.promptTokens),
            sortBy: (day) => day.promptTokens,
            folds: true,
          },
          {
            header: 'Completion tokens',
            cell: (day) => formatNumber(day.completionTokens),
            sortBy: (day) => day.completionTokens,
            folds: true,
          },
          { header: 'Cost', cell: (day) => formatUsd(day.costUsd), sortBy: (day) => day.costUsd },
        ]}
      />
      {models.length > 0 && (
        <DataTable
          caption="By model (all time)"
          rows={models}
          rowKey={(row) => row.model}
          empty="No model used yet."
          columns={[
            { header: 'Model', cell: (row) => row.model, sortBy: (row) => row.model },
            { header: 'Calls', cell: (row) => row.calls, sortBy: (row) => row.calls, folds: true },
            {
              header: 'Tokens',
              cell: (row) => formatNumber(row.tokens),
              sortBy: (row) => row.tokens,
              folds: true,
            },
            { header: 'Cost', cell: (row) => formatUsd(row.costUsd), sortBy: (row) => row.costUsd },
          ]}
        />
      )}
      <details className="card p-3 text-sm">
        <summary className="cursor-pointer">Prices used (US$ per million tokens)</summary>
        <ul className="mt-2 grid gap-1 text-star-200">
          {Object.entries(MODEL_PRICES).map(([model, price]) => (
            <li key={model}>
              {model}: {price.inputPerMillion} input, {price.outputPerMillion} output
            </li>
          ))}
          <li>Any other model is costed like {DEFAULT_PRICED_MODEL}.</li>
        </ul>
      </details>
    </div>
  );
}
