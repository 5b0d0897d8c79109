import { useId } from 'react';
import type { ChartPattern } from '@/lib/astrology/contract';

/** The chart's major aspect patterns as a list, or a sentence saying there are none. */
export default function ChartPatterns({ patterns }: { patterns: readonly ChartPattern[] }) {
  const headingId = useId();
  return (
    <div className="chart-patterns" data-testid="chart-patterns">
      <h4 id={headingId} className="chart-balance-title">
        Aspect patterns
      </h4>
      {patterns.length === 0 ? (
        <p className="text-sm text-star-200">
          No grand trine, T-square, grand cross, yod or stellium in this chart.
        </p>
      ) : (
        <ul className="calc-list" aria-labelledby={headingId}>
          {patterns.map((pattern) => (
            <li key={`${pattern.kind}-${pattern.points.join('-')}-${pattern.house ?? ''}`}>
              <b>{pattern.name}</b>: {pattern.description}
              {pattern.apex ? ` (${pattern.apex} is the apex)` : ''}.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
