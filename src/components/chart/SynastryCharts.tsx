import { useId } from 'react';
import type { AspectFact } from '@/lib/astrology/contract';
import { synastryGrid } from '@/lib/chart-view/aspect-grid';
import { possessive } from '@/lib/chart-view/format';
import { planetTable } from '@/lib/chart-view/planet-table';
import { buildWheel, type WheelChart } from '@/lib/chart-view/wheel';
import AspectGrid from './AspectGrid';
import AspectKey from './AspectKey';
import ChartWheel from './ChartWheel';
import PlanetTable from './PlanetTable';

interface Props {
  first: WheelChart;
  second: WheelChart;
  /** Synastry aspects, `from` the first chart `to` the second, strongest first. */
  aspects: readonly AspectFact[];
}

/** Lines drawn in the centre of a bi-wheel: the strongest contacts only, or the hub turns to a web. */
const WHEEL_ASPECT_LINES = 14;

/** Two charts as astrologers compare them: the bi-wheel, each planet table and the aspect grid. */
export default function SynastryCharts({ first, second, aspects }: Props) {
  const headingId = useId();
  const wheel = buildWheel({ charts: [first, second], aspects, maxAspectLines: WHEEL_ASPECT_LINES });
  return (
    <section className="chart-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="chart-heading">
        Your two charts
      </h3>
      <ChartWheel model={wheel} download={`${first.name} and ${second.name} synastry chart`} />
      <div className="chart-tables">
        <PlanetTable table={planetTable(first.chart)} caption={`${possessive(first.name)} planets`} />
        <PlanetTable table={planetTable(second.chart)} caption={`${possessive(second.name)} planets`} />
      </div>
      <AspectGrid
        grid={synastryGrid(first.chart, second.chart, aspects, {
          rows: possessive(first.name),
          columns: possessive(second.name),
        })}
        caption={`Aspects between ${possessive(first.name)} planets (rows) and ${possessive(second.name)} (columns)`}
        rowOwner={possessive(first.name)}
        columnOwner={possessive(second.name)}
      />
      <AspectKey marks />
    </section>
  );
}
