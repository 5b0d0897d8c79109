/**
 * A celebrity's natal chart from the astrology engine, as the public pages, the admin screen and
 * the article builders read it. Houses and angles only from a birth time rated AA or A
 * (ratings.ts, docs/celebrities.md): every place that shows or writes about the chart agrees.
 */
import type { AspectFact, ChartFacts } from '../astrology/contract';
import { aspectsWithin, chartPoints } from '../astrology/aspects';
import { chartBalance, type Balance } from '../astrology/balance';
import { signOfLongitude } from '../astrology/angles';
import { parseIsoDate } from '../astrology/birth-date';
import { birthMomentInZone } from '../astrology/birth-moment';
import { toChartFacts, type NatalChart } from '../astrology/chart';
import { astroTime, planetLongitude } from '../astrology/ephemeris';
import { houseOf } from '../astrology/house-systems';
import { preparePerson } from '../astrology/person';
import type { ZodiacSign } from '../astrology/zodiac';
import type { Celebrity } from './dataset';
import { housesShown } from './ratings';

export { houseOf };

export interface CelebrityChart {
  /** Each planet carries its house when the houses are shown. */
  chart: ChartFacts;
  /** The aspects among the chart's own points (the angles too when shown), strongest first. */
  aspects: AspectFact[];
  balance: Pick<Balance, 'dominantElement' | 'dominantModality'>;
  /** A birth time was published (the planets are placed at it rather than at noon). */
  timeKnown: boolean;
  /** The time is rated reliable enough for the Ascendant, Midheaven and houses. */
  housesShown: boolean;
  /**
   * Without a birth time, the Moon's signs at the first and last minute of the birth day when
   * they differ: the noon Moon shown may then be in the wrong sign.
   */
  moonSignChange?: { from: ZodiacSign; to: ZodiacSign };
  /** The birth moment in UTC (ISO) and the offset the time zone gave. */
  utc: string;
  offsetMinutes: number;
  notes: string[];
}

/** The planets alone: what a birth time too uncertain for the angles still gives. */
function planetsOnly(chart: NatalChart): NatalChart {
  return {
    longitudes: chart.longitudes,
    retrograde: chart.retrograde,
    speeds: chart.speeds,
    stations: chart.stations,
  };
}

/** The Moon's sign at 00:00 and 23:59 local time on the birth day, when they differ. */
function moonSignChange(celebrity: Celebrity): CelebrityChart['moonSignChange'] {
  const date = parseIsoDate(celebrity.birthDate)!;
  const moonSign = (hour: number, minute: number) => {
    const { utc } = birthMomentInZone(date, { hour, minute }, celebrity.place.timezone);
    return signOfLongitude(planetLongitude('Moon', astroTime(utc))).sign;
  };
  const [from, to] = [moonSign(0, 0), moonSign(23, 59)];
  return from === to ? undefined : { from, to };
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
  const withHouses = housesShown(celebrity.rodden, celebrity.birthTime);
  const natal = withHouses ? person.chart : planetsOnly(person.chart);
  const notes = [...person.notes];
  if (person.timeKnown && !withHouses)
    notes.push(
      `The birth time is rated ${celebrity.rodden}, too uncertain for the Ascendant, Midheaven and houses, so they were left out.`,
    );
  const { dominantElement, dominantModality } = chartBalance(natal);
  const moonChange = person.timeKnown ? undefined : moonSignChange(celebrity);
  if (moonChange)
    notes.push(
      `The Moon moved from ${moonChange.from} into ${moonChange.to} that day; without a birth time its sign is uncertain.`,
    );
  return {
    chart: toChartFacts(natal),
    aspects: aspectsWithin(chartPoints(natal)),
    balance: { dominantElement, dominantModality },
    timeKnown: person.timeKnown,
    housesShown: withHouses,
    ...(moonChange ? { moonSignChange: moonChange } : {}),
    utc: person.moment.utc.toISOString(),
    offsetMinutes: person.moment.offsetMinutes,
    notes,
  };
}
