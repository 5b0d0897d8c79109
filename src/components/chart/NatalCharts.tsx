import { useId } from 'react';
import type { AspectFact, ChartFacts, ChartPattern } from '@/lib/astrology/contract';
import { HOUSE_SYSTEM_NAMES } from '@/lib/astrology/house-systems';
import { natalGrid } from '@/lib/chart-view/aspect-grid';
import { possessive } from '@/lib/chart-view/format';
import { planetTable } from '@/lib/chart-view/planet-table';
import { buildWheel } from '@/lib/chart-view/wheel';
import AspectGrid from './AspectGrid';
import AspectKey from './AspectKey';
import ChartPatterns from './ChartPatterns';
import ChartWheel from './ChartWheel';
import HouseTable from './HouseTable';
import PlanetTable from './PlanetTable';

interface Props {
  /** '' when the visitor gave none: the captions then say "your". */
  name: string;
  chart: ChartFacts;
  /** The chart's own aspects, strongest first. */
  aspects: readonly AspectFact[];
  /** Aspect patterns (the birth chart); left out where a chart does not compute them. */
  patterns?: readonly ChartPattern[];
  heading: string;
  /** Captions for a chart that is not a person's (the composite, the Davison): wheel, planets, aspects. */
  captions?: { wheel: string; planets: string; aspects: string };
  /** A sentence under the heading that says what the chart is. */
  intro?: string;
  /** In an island: the wheel's download buttons, files named after this title. */
  download?: string;
}

/** One chart as astrologers read it: the wheel, the planets and points, the cusps, the aspect grid. */
export default function NatalCharts({
  name,
  chart,
  aspects,
  patterns,
  heading,
  captions,
  intro,
  download,
}: Props) {
  const headingId = useId();
  const whose = name ? possessive(name) : 'Your';
  const system = chart.houseSystem?.system ?? 'placidus';
  const pointsToo = Boolean(chart.points);
  return (
    <section className="chart-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="chart-heading">
        {heading}
      </h3>
      {intro && <p className="chart-intro">{intro}</p>}
      <ChartWheel
        model={buildWheel({
          charts: [{ name, chart }],
          aspects,
          ...(captions ? { title: captions.wheel } : {}),
        })}
        {...(download ? { download } : {})}
      />
      {chart.houseSystem?.note && (
        <p className="calc-notice" role="note" data-testid="house-fallback">
          {chart.houseSystem.note}
        </p>
      )}
      <div className="chart-tables">
        <PlanetTable
          table={planetTable(chart)}
          caption={captions?.planets ?? (pointsToo ? `${whose} planets and points` : `${whose} planets`)}
        />
        {chart.houses && (
          <HouseTable
            cusps={chart.houses}
            caption={`The twelve houses (${HOUSE_SYSTEM_NAMES[system]} cusps)`}
          />
        )}
      </div>
      <AspectGrid
        grid={natalGrid(chart, aspects)}
        caption={captions?.aspects ?? `Aspects in ${name ? whose : 'your'} chart, with orbs`}
      />
      <AspectKey natal={pointsToo} />
      {patterns && <ChartPatterns patterns={patterns} />}
    </section>
  );
}
