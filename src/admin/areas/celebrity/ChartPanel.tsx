import type { CelebrityChartReply } from '../../../lib/celebrity/api-types';

const RATING_MEANING: Record<string, string> = {
  AA: 'from a birth certificate or official record',
  A: 'quoted by the person, family or a biographer',
  B: 'from a biography without a record',
  C: 'doubtful, use with caution',
  DD: 'conflicting times have been published',
  X: 'date only, no birth time',
  XX: 'the date itself is disputed',
};

function degrees(degree: number): string {
  const whole = Math.floor(degree);
  return `${whole}°${String(Math.floor((degree - whole) * 60)).padStart(2, '0')}′`;
}

/** "UTC−10:00", "UTC+0:17" (local mean time before standard zones). */
function offsetLabel(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The wheel (the same drawing as the star-chart calculator's) and the table of placements. */
export function ChartPanel({ reply }: { reply: CelebrityChartReply }) {
  const { chart } = reply;
  const wheel = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(reply.wheelSvg)}`;
  return (
    <section aria-labelledby="celebrity-chart-heading" className="card grid gap-4 p-4">
      <h2 id="celebrity-chart-heading" className="font-display text-xl text-star-50">
        {reply.name}'s chart
      </h2>
      <p className="text-sm text-star-200">
        Data rating <strong className="text-gold-300">{reply.rodden}</strong> (
        {RATING_MEANING[reply.rodden] ?? 'unrated'}). Source: {reply.source}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[360px_1fr]">
        <img
          src={wheel}
          width={360}
          height={400}
          alt={`Birth chart wheel of ${reply.name}`}
          data-testid="celebrity-wheel"
          className="mx-auto max-w-full"
        />
        <div>
          <table className="w-full text-left text-sm" data-testid="celebrity-placements">
            <caption className="sr-only">Planet placements of {reply.name}</caption>
            <thead className="text-star-300">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Point
                </th>
                <th scope="col" className="py-1 pr-3">
                  Sign
                </th>
                <th scope="col" className="py-1 pr-3">
                  Degree
                </th>
                <th scope="col" className="py-1 pr-3">
                  House
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.chart.planets.map((position) => (
                <tr key={position.planet} className="border-t border-night-700">
                  <th scope="row" className="py-1 pr-3 font-semibold text-star-50">
                    {position.planet}
                    {position.retrograde && <span title="retrograde"> ℞</span>}
                  </th>
                  <td className="py-1 pr-3">{position.sign}</td>
                  <td className="py-1 pr-3">{degrees(position.degree)}</td>
                  <td className="py-1 pr-3">{chart.planetHouses?.[position.planet] ?? '—'}</td>
                </tr>
              ))}
              {chart.chart.ascendant && (
                <tr className="border-t border-night-700">
                  <th scope="row" className="py-1 pr-3 font-semibold text-star-50">
                    Ascendant
                  </th>
                  <td className="py-1 pr-3">{chart.chart.ascendant.sign}</td>
                  <td className="py-1 pr-3">{degrees(chart.chart.ascendant.degree)}</td>
                  <td className="py-1 pr-3">1</td>
                </tr>
              )}
              {chart.chart.mc && (
                <tr className="border-t border-night-700">
                  <th scope="row" className="py-1 pr-3 font-semibold text-star-50">
                    Midheaven
                  </th>
                  <td className="py-1 pr-3">{chart.chart.mc.sign}</td>
                  <td className="py-1 pr-3">{degrees(chart.chart.mc.degree)}</td>
                  <td className="py-1 pr-3">10</td>
                </tr>
              )}
            </tbody>
          </table>
          {!chart.timeKnown && (
            <p className="mt-3 text-sm text-gold-300">
              No reliable birth time is published: the houses and the Ascendant are unknown, and the planets
              are shown at noon local time.
            </p>
          )}
          <p className="mt-3 text-xs text-star-300">
            Tropical zodiac, Placidus houses. Birth moment {chart.utc.replace('T', ' ').slice(0, 16)} UTC
            (local clock {offsetLabel(chart.offsetMinutes)}). Dominant element {chart.balance.dominantElement}
            , modality {chart.balance.dominantModality}.
          </p>
        </div>
      </div>
    </section>
  );
}
