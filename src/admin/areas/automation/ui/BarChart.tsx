import { dayTickIndexes, shortDay } from '@/lib/automation/chart-axis';
import { formatNumber } from './format';

/**
 * A small bar chart (no chart library): one bar per day drawn as SVG, its axes written as HTML
 * text so they keep the admin's type size however wide the chart is; screen readers get a
 * summary, and the page shows the same figures in a table beside it.
 */
export interface Bar {
  /** The ISO day. */
  label: string;
  value: number;
}

export function BarChart({ title, bars, unit }: { title: string; bars: readonly Bar[]; unit: string }) {
  const peak = bars.reduce<Bar | null>((best, bar) => (!best || bar.value > best.value ? bar : best), null);
  const max = Math.max(1, peak?.value ?? 0);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const summary = `${title}: ${formatNumber(total)} ${unit} over ${bars.length} days${peak && peak.value > 0 ? `, most on ${shortDay(peak.label)} (${formatNumber(peak.value)})` : ''}.`;
  const last = bars.length - 1;
  return (
    <figure className="card grid min-w-0 gap-2 p-4">
      <figcaption className="font-semibold text-star-50">{title}</figcaption>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[8rem_auto] gap-x-2 gap-y-1">
        <div
          aria-hidden="true"
          data-testid="chart-scale"
          className="flex flex-col justify-between text-right text-xs text-star-300"
        >
          <span className="-mt-2">{formatNumber(max)}</span>
          <span className="-mb-2">0</span>
        </div>
        <svg
          viewBox={`0 0 ${Math.max(1, bars.length)} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-full w-full border-b border-l border-night-600"
        >
          {bars.map((bar, index) => {
            const height = (bar.value / max) * 100;
            return (
              <rect
                key={bar.label}
                x={index + 0.15}
                y={100 - height}
                width={0.7}
                height={height}
                className="fill-gold-400"
              />
            );
          })}
        </svg>
        <span />
        <div aria-hidden="true" data-testid="chart-days" className="relative h-4 text-xs text-star-300">
          {dayTickIndexes(bars.length).map((index) => (
            <span
              key={index}
              className="absolute top-0 whitespace-nowrap"
              // The first and last labels line up with the chart's edges; the others centre on their bar.
              style={
                index === 0
                  ? { left: 0 }
                  : index === last
                    ? { right: 0 }
                    : { left: `${((index + 0.5) / bars.length) * 100}%`, transform: 'translateX(-50%)' }
              }
            >
              {shortDay(bars[index]!.label)}
            </span>
          ))}
        </div>
      </div>
      <p className="text-xs text-star-300">{summary}</p>
    </figure>
  );
}
