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
import { TableHead } from '../ui/TableHead';

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold text-star-50">Tokens and cost by day</caption>
          <TableHead columns={['Day (UTC)', 'Prompt tokens', 'Completion tokens', 'Cost']} />
          <tbody>
            {[...figures]
              .reverse()
              .filter((day) => day.tokens > 0)
              .map((day) => (
                <tr key={day.day} className="border-t border-night-700">
                  <th scope="row" className="p-2 font-normal text-star-100">
                    {day.day}
                  </th>
                  <td className="p-2">{formatNumber(day.promptTokens)}</td>
                  <td className="p-2">{formatNumber(day.completionTokens)}</td>
                  <td className="p-2">{formatUsd(day.costUsd)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {models.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold text-star-50">By model (all time)</caption>
          <TableHead columns={['Model', 'Calls', 'Tokens', 'Cost']} />
          <tbody>
            {models.map((row) => (
              <tr key={row.model} className="border-t border-night-700">
                <th scope="row" className="p-2 font-normal text-star-100">
                  {row.model}
                </th>
                <td className="p-2">{row.calls}</td>
                <td className="p-2">{formatNumber(row.tokens)}</td>
                <td className="p-2">{formatUsd(row.costUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
