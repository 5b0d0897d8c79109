import type { ChartFacts } from '@/lib/astrology/contract';
import { HOUSE_SYSTEM_NAMES, UNDEFINED_BEYOND_POLAR_CIRCLES } from '@/lib/astrology/house-systems';
import { zodiacLine } from '@/lib/chart-view/zodiac-line';

/**
 * Which houses and which zodiac a chart was drawn in ("Houses: Koch", "Zodiac: Tropical"), with
 * the reason when the requested house system could not be used. The same lines above the island's
 * result and the server-drawn shared chart (docs/birth-chart.md#chart-options).
 */
export default function ChartDrawnWith({ chart }: { chart: ChartFacts }) {
  const system = chart.houseSystem;
  return (
    <>
      {system && (
        <p>
          Houses: <b>{HOUSE_SYSTEM_NAMES[system.system]}</b>
          {system.requested &&
            ` (${HOUSE_SYSTEM_NAMES[system.requested]} ${UNDEFINED_BEYOND_POLAR_CIRCLES.includes(system.requested) ? 'is undefined at this latitude' : 'runs out of zodiacal order here'})`}
        </p>
      )}
      <p data-testid="zodiac">
        Zodiac: <b>{zodiacLine(chart.zodiac)}</b>
      </p>
    </>
  );
}
