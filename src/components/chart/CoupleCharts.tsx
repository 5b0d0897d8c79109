import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AspectFact, CompatibilityResult } from '@/lib/astrology/contract';
import { formatCoordinates, formatUtcMoment } from '@/lib/chart-view/format';
import type { WheelChart } from '@/lib/chart-view/wheel';
import NatalCharts from './NatalCharts';
import SynastryCharts from './SynastryCharts';

interface Props {
  first: WheelChart;
  second: WheelChart;
  /** Synastry aspects, `from` the first chart `to` the second, strongest first. */
  aspects: readonly AspectFact[];
  /** The composite and Davison charts, when the answer has them. */
  coupleCharts?: CompatibilityResult['coupleCharts'];
}

type Tab = 'synastry' | 'composite' | 'davison';
const TAB_LABELS: Record<Tab, string> = {
  synastry: 'Synastry',
  composite: 'Composite',
  davison: 'Davison',
};

/**
 * The couple's three charts as tabs (docs/chart-wheel.md#two-people): the bi-wheel of the two
 * births, the composite (midpoints) and the Davison (the midpoint moment and place). One wheel at
 * a time keeps a phone's page short; the tabs follow the WAI-ARIA tabs pattern (arrow keys,
 * Home and End move between them).
 */
export default function CoupleCharts({ first, second, aspects, coupleCharts }: Props) {
  const [tab, setTab] = useState<Tab>('synastry');
  const baseId = useId();
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (!coupleCharts) return <SynastryCharts first={first} second={second} aspects={aspects} />;

  const order: Tab[] = ['synastry', 'composite', 'davison'];
  const choose = (next: Tab) => {
    setTab(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = order.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: order.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(order[(target + order.length) % order.length]!);
  };

  const { composite, davison } = coupleCharts;
  const noHouses = ' It has houses only when both birth times and places are given.';
  const panel = (() => {
    if (tab === 'synastry') return <SynastryCharts first={first} second={second} aspects={aspects} />;
    if (tab === 'composite')
      return (
        <NatalCharts
          name=""
          chart={composite.chart}
          aspects={composite.aspects}
          heading="Composite chart"
          download="Composite chart"
          intro={`Every planet and point at the midpoint between where it stood at your two births: astrologers read it as the relationship's own chart.${composite.chart.houses ? '' : noHouses}`}
          captions={{
            wheel: 'Composite chart wheel',
            planets: 'Composite planets and points',
            aspects: 'Aspects in the composite chart, with orbs',
          }}
        />
      );
    const place = davison.place
      ? `, seen from the place halfway between your birthplaces (${formatCoordinates(davison.place.latitude, davison.place.longitude)})`
      : '';
    return (
      <NatalCharts
        name=""
        chart={davison.chart}
        aspects={davison.aspects}
        heading="Davison chart"
        download="Davison chart"
        intro={`A real sky: the moment halfway between your births (${formatUtcMoment(davison.utc)})${place}.${davison.chart.houses ? '' : `${noHouses} Without both birth times its Moon may be a few degrees off.`}`}
        captions={{
          wheel: 'Davison chart wheel',
          planets: 'Davison planets and points',
          aspects: 'Aspects in the Davison chart, with orbs',
        }}
      />
    );
  })();

  return (
    <div className="chart-couple" data-testid="couple-charts">
      <div role="tablist" aria-label="The charts of the two of you" className="chart-tabs">
        {order.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="chart-tab"
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {panel}
      </div>
    </div>
  );
}
