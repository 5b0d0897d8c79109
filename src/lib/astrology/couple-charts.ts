/**
 * The composite and Davison charts as the compatibility answer carries them
 * (docs/birth-chart.md#composite-and-davison): each chart with its own aspects, ready to draw
 * with the same wheel and tables as a birth chart. The charts themselves are cast by
 * relationship-charts.ts; this module feeds it the two prepared people and marks what a
 * missing birth time leaves uncertain.
 */
import type { AspectFact, CoupleChartFacts, DavisonFacts } from './contract';
import { round } from './angles';
import { ownAspects } from './aspects';
import { computeChart, toChartFacts, type ChartInput, type NatalChart } from './chart';
import { compositeChart, davisonInput } from './relationship-charts';
import type { PreparedPerson } from './person';

/** One chart's own aspects, the Moon's marked approximate when its place rests on a guessed time. */
function aspectsOf(chart: NatalChart, moonUncertain: boolean, withMotion: boolean): AspectFact[] {
  const speeds = withMotion ? { ...chart.speeds, ...chart.pointSpeeds } : undefined;
  return ownAspects(chart, speeds).map((aspect) =>
    moonUncertain && (aspect.from === 'Moon' || aspect.to === 'Moon')
      ? { ...aspect, approximate: true as const }
      : aspect,
  );
}

function chartInput(person: PreparedPerson): ChartInput {
  const { place } = person;
  return person.timeKnown && place
    ? { utc: person.moment.utc, location: { latitude: place.latitude, longitude: place.longitude } }
    : { utc: person.moment.utc };
}

/**
 * The couple's composite and Davison charts. Each person's chart must carry its extra points
 * (`points: 'positions'` or `true`), whose midpoints the composite takes.
 */
export function coupleCharts(
  first: PreparedPerson,
  second: PreparedPerson,
): { composite: CoupleChartFacts; davison: DavisonFacts } {
  // Without a birth time a person's Moon is read at noon and may be 6° off either way; the
  // composite Moon then half that, and the Davison moment is uncertain by hours.
  const moonUncertain = !first.timeKnown || !second.timeKnown;
  const latitudes =
    first.chart.frame && second.chart.frame
      ? ([first.chart.frame.latitude, second.chart.frame.latitude] as [number, number])
      : undefined;
  const composite = compositeChart(first.chart, second.chart, latitudes ? { latitudes } : {});
  const input = davisonInput(chartInput(first), chartInput(second));
  const davison = computeChart(input, { points: true });
  return {
    composite: {
      // A composite does not move: its aspects neither apply nor separate.
      chart: toChartFacts(composite),
      aspects: aspectsOf(composite, moonUncertain, false),
    },
    davison: {
      chart: toChartFacts(davison),
      aspects: aspectsOf(davison, moonUncertain, true),
      utc: input.utc.toISOString(),
      ...(input.location
        ? {
            place: {
              latitude: round(input.location.latitude, 4),
              longitude: round(input.location.longitude, 4),
            },
          }
        : {}),
    },
  };
}
