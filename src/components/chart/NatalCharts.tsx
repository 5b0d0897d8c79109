import { useId } from 'react';
import type { AspectFact, ChartFacts } from '../../lib/astrology/contract';
import { natalGrid } from '../../lib/chart-view/aspect-grid';
import { possessive } from '../../lib/chart-view/format';
import { planetTable } from '../../lib/chart-view/planet-table';
import { buildWheel } from '../../lib/chart-view/wheel';
import AspectGrid from './AspectGrid';
import AspectKey from './AspectKey';
import ChartWheel from './ChartWheel';
import HouseTable from './HouseTable';
import PlanetTable from './PlanetTable';

interface Props {
  /** '' when the visitor gave none: the captions then say "your". */
  name: string;
  chart: ChartFacts;
  /** The chart's own aspects, strongest first. */
  aspects: readonly AspectFact[];
  heading: string;
}

/** One chart as astrologers read it: the wheel, the planets, the twelve cusps and the aspect grid. */
export default function NatalCharts({ name, chart, aspects, heading }: Props) {
  const headingId = useId();
  const whose = name ? possessive(name) : 'Your';
  return (
    <section className="chart-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="chart-heading">
        {heading}
      </h3>
      <ChartWheel model={buildWheel({ charts: [{ name, chart }], aspects })} />
      <div className="chart-tables">
        <PlanetTable table={planetTable(chart)} caption={`${whose} planets`} />
        {chart.houses && <HouseTable cusps={chart.houses} caption="The twelve houses (Placidus cusps)" />}
      </div>
      <AspectGrid
        grid={natalGrid(chart, aspects)}
        caption={`Aspects in ${name ? whose : 'your'} chart, with orbs`}
      />
      <AspectKey />
    </section>
  );
}
