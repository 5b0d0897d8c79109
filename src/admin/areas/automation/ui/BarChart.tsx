/**
 * A small bar chart drawn as SVG (no chart library): one bar per day, labelled for screen
 * readers with a summary; the page shows the same figures in a table beside it.
 */
export interface Bar {
  label: string;
  value: number;
}

export function BarChart({ title, bars, unit }: { title: string; bars: readonly Bar[]; unit: string }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = width / Math.max(1, bars.length);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const peak = bars.reduce<Bar | null>((best, bar) => (!best || bar.value > best.value ? bar : best), null);
  const summary = `${title}: ${total} ${unit} over ${bars.length} days${peak && peak.value > 0 ? `, most on ${peak.label} (${peak.value})` : ''}.`;
  return (
    <figure className="card grid gap-2 p-4">
      <figcaption className="font-semibold text-star-50">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={summary} className="h-auto w-full">
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * height);
          return (
            <g key={bar.label}>
              <rect
                x={index * slot + slot * 0.15}
                y={height - barHeight}
                width={slot * 0.7}
                height={barHeight}
                rx="2"
                className="fill-gold-400"
              />
              {(index === 0 || index === bars.length - 1 || index % 7 === 0) && (
                <text
                  x={index * slot + slot / 2}
                  y={height + 15}
                  textAnchor="middle"
                  className="fill-star-300 text-[10px]"
                >
                  {bar.label.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="text-xs text-star-300">{summary}</p>
    </figure>
  );
}
