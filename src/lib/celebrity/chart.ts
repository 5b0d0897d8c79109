/** A celebrity's natal chart from the astrology engine, as the admin screen and the article builders read it. */
import type { ChartFacts } from '../astrology/contract';
import { chartBalance, type Balance } from '../astrology/balance';
import { toChartFacts } from '../astrology/chart';
import { houseOf } from '../astrology/houses';
import { preparePerson } from '../astrology/person';
import type { Celebrity } from './dataset';

export { houseOf };

export interface CelebrityChart {
  /** Each planet carries its house when the birth time makes the houses known. */
  chart: ChartFacts;
  balance: Pick<Balance, 'dominantElement' | 'dominantModality'>;
  timeKnown: boolean;
  /** The birth moment in UTC (ISO) and the offset the time zone gave. */
  utc: string;
  offsetMinutes: number;
  notes: string[];
}

export function computeCelebrityChart(celebrity: Celebrity): CelebrityChart {
  const person = preparePerson(
    {
      name: celebrity.name,
      birthDate: celebrity.birthDate,
      ...(celebrity.birthTime ? { birthTime: celebrity.birthTime } : {}),
      birthPlace: celebrity.place,
    },
    celebrity.name,
    // The dataset gives every figure's place with coordinates and zone: no atlas lookup.
    { resolveCity: null },
  );
  const chart = toChartFacts(person.chart);
  const { dominantElement, dominantModality } = chartBalance(person.chart);
  return {
    chart,
    balance: { dominantElement, dominantModality },
    timeKnown: person.timeKnown,
    utc: person.moment.utc.toISOString(),
    offsetMinutes: person.moment.offsetMinutes,
    notes: person.notes,
  };
}
