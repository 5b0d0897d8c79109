import ChartWheel from '@/components/chart/ChartWheel';
import PlanetTable from '@/components/chart/PlanetTable';
import type { CelebrityChartReply } from '@/lib/celebrity/api-types';
import { isRoddenRating, RATING_TEXTS } from '@/lib/celebrity/ratings';
import { planetTable } from '@/lib/chart-view/planet-table';
import { buildWheel } from '@/lib/chart-view/wheel';
import { adminDateTime } from '@/lib/admin/dates';

/** The wheel and the table of placements, drawn by the same components as the public charts. */
export function ChartPanel({ reply }: { reply: CelebrityChartReply }) {
  const { chart } = reply;
  return (
    <section aria-labelledby="celebrity-chart-heading" className="card grid gap-4 p-4">
      <h2 id="celebrity-chart-heading" className="font-display text-xl text-star-50">
        {reply.name}'s chart
      </h2>
      <p className="text-sm text-star-200">
        Data rating <strong className="text-gold-300">{reply.rodden}</strong>
        {isRoddenRating(reply.rodden)
          ? ` (${RATING_TEXTS[reply.rodden].name}): ${RATING_TEXTS[reply.rodden].meaning}`
          : ' (unrated).'}{' '}
        Source: {reply.source}
      </p>
      {/* Wheel above the table until both fit side by side at full size: beside the picker at
          1280 px, halves would squeeze the wheel's glyphs and push the table out of the card. */}
      <div className="grid items-start gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div data-testid="celebrity-wheel" className="mx-auto w-full max-w-[32rem]">
          <ChartWheel model={buildWheel({ charts: [{ name: reply.name, chart: chart.chart }] })} />
        </div>
        <div>
          <div data-testid="celebrity-placements">
            <PlanetTable table={planetTable(chart.chart)} caption={`Placements of ${reply.name}`} />
          </div>
          {!chart.timeKnown && (
            <p className="mt-3 text-sm text-gold-300">
              No reliable birth time is published: the houses and the Ascendant are unknown, and the planets
              are shown at noon local time.
            </p>
          )}
          {chart.timeKnown && !chart.housesShown && (
            <p className="mt-3 text-sm text-gold-300">
              The birth time is too uncertain for the houses and the Ascendant, which are left out; the
              planets are shown at the published time.
            </p>
          )}
          <p className="mt-3 text-xs text-star-300">
            Tropical zodiac, Placidus houses. Birth moment {adminDateTime(chart.utc)} (clock{' '}
            {chart.clock.statement}). Dominant element {chart.balance.dominantElement}, modality{' '}
            {chart.balance.dominantModality}.
          </p>
        </div>
      </div>
    </section>
  );
}
