/**
 * A celebrity's natal chart from the astrology engine, as the public pages, the admin screen and
 * the article builders read it. Houses and angles only from a birth time rated AA or A
 * (ratings.ts, docs/celebrities.md): every place that shows or writes about the chart agrees.
 */
import type { AspectFact, ChartFacts } from '../astrology/contract';
import { aspectsWithin, chartPoints } from '../astrology/aspects';
import { chartBalance, type Balance } from '../astrology/balance';
import { signOfLongitude } from '../astrology/angles';
import type { BirthClock } from '../astrology/contract';
import { toChartFacts, type NatalChart } from '../astrology/chart';
import { astroTime, planetLongitude } from '../astrology/ephemeris';
import { houseOf } from '../astrology/house-systems';
import { birthClock, preparePerson, type PreparedPerson } from '../astrology/person';
import { parseUtcOffset } from '../astrology/utc-offset';
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
  /** The birth moment in UTC (ISO). */
  utc: string;
  /** The clock the birth time (or noon) was read on, with its source in plain words. */
  clock: BirthClock;
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

/** The Moon's sign at the first and last minute of the birth day, when they differ. */
function moonSignChange(person: PreparedPerson): CelebrityChart['moonSignChange'] {
  const span = person.daySpan;
  if (!span) return undefined;
  const moonSign = (at: Date) => signOfLongitude(planetLongitude('Moon', astroTime(at))).sign;
  const [from, to] = [moonSign(span.start), moonSign(span.end)];
  return from === to ? undefined : { from, to };
}

/** How far our atlas may read a recorded local mean time off (the town's longitude, rounded). */
const MEAN_TIME_SLACK_SECONDS = 30;

/**
 * The figure prepared on our atlas's clock, or on the offset its source records where the two
 * differ (docs/celebrities.md): the source saw the birth record.
 */
export function prepareCelebrity(celebrity: Celebrity): PreparedPerson {
  const input = {
    name: celebrity.name,
    birthDate: celebrity.birthDate,
    ...(celebrity.birthTime ? { birthTime: celebrity.birthTime } : {}),
    birthPlace: celebrity.place,
  };
  // The dataset gives every figure's place with coordinates and zone: no atlas lookup.
  const atlas = preparePerson(input, celebrity.name, { resolveCity: null });
  const recorded = celebrity.recordedOffset ? parseUtcOffset(celebrity.recordedOffset) : null;
  if (recorded === null || Math.abs(recorded - atlas.moment.offsetSeconds) <= MEAN_TIME_SLACK_SECONDS)
    return atlas;
  return preparePerson({ ...input, utcOffset: celebrity.recordedOffset }, celebrity.name, {
    resolveCity: null,
    manualOffsetSource: 'the offset the source records',
  });
}

export function computeCelebrityChart(celebrity: Celebrity): CelebrityChart {
  const person = prepareCelebrity(celebrity);
  const disputed = celebrity.disputedTime !== undefined;
  const withHouses = housesShown(celebrity.rodden, celebrity.birthTime, disputed);
  const natal = withHouses ? person.chart : planetsOnly(person.chart);
  const notes = [...person.notes];
  if (person.timeKnown && disputed)
    notes.push(
      `The birth time is disputed: ${celebrity.disputedTime} The Ascendant, Midheaven and houses were left out.`,
    );
  else if (person.timeKnown && !withHouses)
    notes.push(
      `The birth time is rated ${celebrity.rodden}, too uncertain for the Ascendant, Midheaven and houses, so they were left out.`,
    );
  const { dominantElement, dominantModality } = chartBalance(natal);
  const moonChange = person.timeKnown ? undefined : moonSignChange(person);
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
    clock: birthClock(person.moment),
    notes,
  };
}
