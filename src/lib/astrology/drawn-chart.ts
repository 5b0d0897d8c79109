/**
 * A chart's answer as the visitor chose to draw it (docs/birth-chart.md#chart-options): it says
 * its zodiac, and the extra points the visitor hid leave it, with the aspects they make. The
 * birth chart and every predictive chart cast around it (docs/predictive.md#zodiac-and-points)
 * answer alike.
 */
import { round } from './angles';
import type { NatalChart } from './chart';
import { AYANAMSA_NAMES, visiblePoints, type PointChoice } from './chart-options';
import { CHART_POINTS, type AspectFact, type ChartFacts, type ZodiacFacts } from './contract';

/** The answer's account of the zodiac. */
export function zodiacFacts(chart: Pick<NatalChart, 'sidereal'>): ZodiacFacts {
  if (!chart.sidereal) return { zodiac: 'tropical' };
  return {
    zodiac: 'sidereal',
    ayanamsa: chart.sidereal.ayanamsa,
    ayanamsaName: AYANAMSA_NAMES[chart.sidereal.ayanamsa],
    ayanamsaDegrees: round(chart.sidereal.mean, 4),
  };
}

/** The chart and aspects without the extra points the visitor hid. */
export function shownOnly<Chart extends ChartFacts>(
  chart: Chart,
  aspects: AspectFact[],
  choices: readonly PointChoice[],
): { chart: Chart; aspects: AspectFact[] } {
  const shown = visiblePoints(choices);
  const hidden = (name: string) => (CHART_POINTS as readonly string[]).includes(name) && !shown.has(name);
  return {
    chart: chart.points
      ? { ...chart, points: chart.points.filter((point) => shown.has(point.point)) }
      : chart,
    aspects: aspects.filter((aspect) => !hidden(aspect.from) && !hidden(aspect.to)),
  };
}
