import type { BirthChartResult } from '@/lib/astrology/contract';
import { possessive } from '@/lib/chart-view/format';
import ChartDrawnWith from './ChartDrawnWith';
import NatalCharts from './NatalCharts';
import PlaceNotice from './PlaceNotice';

interface Props {
  result: BirthChartResult;
  /** "14 March 1990 · 08:45", as the link gives it. */
  born: string;
}

/**
 * A shared chart drawn on the server (docs/birth-chart.md#without-javascript): the page function
 * of /birth-chart renders this into the page for an address that carries a chart, so the wheel and
 * the tables paint before any script, and without one. The wheel, the tables and the grid are the
 * chart components the island uses, from the same `buildWheel` model. Once the island has drawn
 * its own result, which adds the reading, the page hides this one (src/styles/calculators.css).
 */
export default function SharedChart({ result, born }: Props) {
  const name = result.person.name;
  return (
    <div className="card calc-card" data-testid="shared-chart">
      <header className="mb-8 text-center">
        <h2 className="calc-title">{name ? `${possessive(name)} birth chart` : 'Your birth chart'}</h2>
        <p className="calc-muted">{born}</p>
        <div className="calc-muted">
          <ChartDrawnWith chart={result.chart} />
        </div>
      </header>
      {/* The place and the clock the birth time was read on, as the island's result says them. */}
      <div className="mb-8">
        <PlaceNotice places={result.places} named={false} people={[result.person]} />
      </div>
      {result.notes.length > 0 && (
        <div className="calc-notice mb-8" role="note">
          <b>How this chart was drawn</b>
          <ul className="calc-list mt-2">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      <NatalCharts
        name={name}
        chart={result.chart}
        aspects={result.aspects}
        patterns={result.patterns}
        heading="The chart"
      />
      <p className="calc-detail mt-8 text-center" data-testid="shared-chart-note">
        The written reading of this chart, the balance of its elements and printing need JavaScript; the form
        below draws another chart without it.
      </p>
    </div>
  );
}
