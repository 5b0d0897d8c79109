/**
 * The predictive charts of the birth chart's answer (docs/predictive.md): each technique asked
 * for, cast from the prepared natal chart, with its contacts to the natal points.
 */
import { DateTime } from 'luxon';
import { round } from '../angles';
import { computeChart, toChartFacts, type NatalChart } from '../chart';
import type { BirthPlace, ChartFacts } from '../contract';
import { houseOf, type HouseSystem } from '../house-systems';
import type { PreparedPerson } from '../person';
import { wrap180 } from '../sky/positions';
import { contactsToNatal, PREDICTIVE_ORB, SLOW_PROGRESSED } from './contacts';
import { directChart } from './directed';
import { progressedMoon } from './progressed-moon';
import { progressChart, solarArcAt, targetInstant } from './progression';
import { lunarReturnInstant, solarReturnInstant } from './returns';
import type {
  DirectedFacts,
  LunarReturnFacts,
  PredictiveCharts,
  PredictiveRequest,
  ProgressedFacts,
  SolarReturnFacts,
  TransitChartFacts,
} from './types';

export type * from './types';

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** A chart without houses of its own (transits) with each point in the natal house it falls in. */
function inNatalHouses(facts: ChartFacts, natalHouses: readonly number[] | undefined): ChartFacts {
  if (!natalHouses) return facts;
  return {
    ...facts,
    planets: facts.planets.map((planet) => ({ ...planet, house: houseOf(planet.longitude, natalHouses) })),
    ...(facts.points
      ? { points: facts.points.map((point) => ({ ...point, house: houseOf(point.longitude, natalHouses) })) }
      : {}),
  };
}

const speedsOf = (chart: NatalChart): Record<string, number> => ({ ...chart.speeds, ...chart.pointSpeeds });

function progressed(
  person: PreparedPerson,
  date: string,
  method: PredictiveRequest['progressedAngles'],
): ProgressedFacts {
  const natal = person.chart;
  const birthMs = person.moment.utc.getTime();
  const result = progressChart(natal, birthMs, targetInstant(date), method);
  const { chart } = result;
  const notes = person.timeKnown
    ? []
    : [
        'Without a birth time the chart is progressed from noon, so the progressed Moon may be up to 6° from its true place; the progressed angles and houses are left out.',
      ];
  return {
    date,
    instant: iso(result.progressedMs),
    age: round(result.age, 4),
    ...(result.method && chart.mc !== undefined && natal.mc !== undefined
      ? { angles: { method: result.method, arc: round(wrap180(chart.mc - natal.mc), 4) } }
      : {}),
    chart: toChartFacts(chart),
    aspects: contactsToNatal(natal, chart, PREDICTIVE_ORB.progressed, {
      speeds: speedsOf(chart),
      skipSelf: SLOW_PROGRESSED,
    }),
    moon: progressedMoon(
      birthMs,
      result.progressedMs,
      chart.longitudes.Moon,
      chart.longitudes.Sun,
      natal.houses,
    ),
    notes,
  };
}

function directed(person: PreparedPerson, date: string): DirectedFacts {
  const natal = person.chart;
  const arc = solarArcAt(natal, person.moment.utc.getTime(), targetInstant(date));
  const chart = directChart(natal, arc);
  return {
    date,
    arc: round(arc, 4),
    chart: toChartFacts(chart),
    aspects: contactsToNatal(natal, chart, PREDICTIVE_ORB.directed, { speeds: speedsOf(chart) }),
    notes: person.timeKnown
      ? []
      : [
          'Without a birth time the arc is read from noon (within a minute of arc of the truth), and there are no angles or houses to direct.',
        ],
  };
}

/** Where a return is cast: the place asked for, else the birthplace; no houses without a birth time. */
function returnChart(
  person: PreparedPerson,
  instantMs: number,
  place: BirthPlace | undefined,
  houseSystem: HouseSystem | undefined,
) {
  const at = place ?? person.place;
  const location = person.timeKnown && at ? { latitude: at.latitude, longitude: at.longitude } : undefined;
  return {
    chart: computeChart(
      { utc: new Date(instantMs), ...(location ? { location } : {}) },
      { points: true, ...(houseSystem ? { houseSystem } : {}) },
    ),
    at,
  };
}

function returnNotes(
  person: PreparedPerson,
  body: 'Sun' | 'Moon',
  at: BirthPlace | undefined,
  relocated: boolean,
): string[] {
  const notes: string[] = [];
  if (!person.timeKnown)
    notes.push(
      body === 'Sun'
        ? 'Without a birth time the natal Sun is read at noon, so this return may be up to 12 hours from its true moment; its angles and houses are left out.'
        : 'Without a birth time the natal Moon is read at noon, up to 6° from its true place, so this return may be half a day from its true moment; its angles and houses are left out.',
    );
  else if (!at) notes.push('Without a place the return chart has no angles or houses.');
  if (relocated && at) notes.push(`Cast for ${at.name}, the place you chose, rather than the birthplace.`);
  return notes;
}

function solarReturn(
  person: PreparedPerson,
  request: NonNullable<PredictiveRequest['solarReturn']>,
  houseSystem?: HouseSystem,
): SolarReturnFacts {
  const natal = person.chart;
  const instant = solarReturnInstant(natal.longitudes.Sun, person.moment.utc.getTime(), request.year);
  const { chart, at } = returnChart(person, instant, request.place, houseSystem);
  const relocated = Boolean(request.place);
  return {
    year: request.year,
    instant: iso(instant),
    ...(at ? { place: at } : {}),
    relocated,
    ...(person.timeKnown ? {} : { approximate: true as const }),
    chart: toChartFacts(chart),
    aspects: contactsToNatal(natal, chart, PREDICTIVE_ORB.return, {
      speeds: speedsOf(chart),
      skipSelf: new Set(['Sun']),
    }),
    notes: returnNotes(person, 'Sun', at, relocated),
  };
}

function lunarReturn(person: PreparedPerson, from: string, houseSystem?: HouseSystem): LunarReturnFacts {
  const natal = person.chart;
  // From the start of the day where the chart is cast (the birthplace), else in UTC.
  const zone = person.place?.timezone ?? 'UTC';
  const fromMs = DateTime.fromISO(from, { zone }).startOf('day').toMillis();
  const instant = lunarReturnInstant(natal.longitudes.Moon, fromMs);
  const { chart, at } = returnChart(person, instant, undefined, houseSystem);
  return {
    from,
    instant: iso(instant),
    ...(at ? { place: at } : {}),
    relocated: false,
    ...(person.timeKnown ? {} : { approximate: true as const }),
    chart: toChartFacts(chart),
    aspects: contactsToNatal(natal, chart, PREDICTIVE_ORB.return, {
      speeds: speedsOf(chart),
      skipSelf: new Set(['Moon']),
    }),
    notes: returnNotes(person, 'Moon', at, false),
  };
}

/** "YYYY-MM-DD" reads as noon UTC; a full instant as itself. */
export function transitInstant(value: string): number {
  return value.length === 10 ? Date.parse(`${value}T12:00:00Z`) : Date.parse(value);
}

function transits(person: PreparedPerson, at: string): TransitChartFacts {
  const instant = transitInstant(at);
  const chart = computeChart({ utc: new Date(instant) }, { points: true });
  return {
    instant: iso(instant),
    chart: inNatalHouses(toChartFacts(chart), person.chart.houses),
    aspects: contactsToNatal(person.chart, chart, PREDICTIVE_ORB.transits, { speeds: speedsOf(chart) }),
    notes: [],
  };
}

/** Every predictive chart the request asks for. The natal chart must have been cast with its points. */
export function predictiveCharts(
  person: PreparedPerson,
  request: PredictiveRequest,
  houseSystem?: HouseSystem,
): PredictiveCharts {
  return {
    ...(request.progressed
      ? { progressed: progressed(person, request.progressed, request.progressedAngles) }
      : {}),
    ...(request.solarArc ? { directed: directed(person, request.solarArc) } : {}),
    ...(request.solarReturn ? { solarReturn: solarReturn(person, request.solarReturn, houseSystem) } : {}),
    ...(request.lunarReturn ? { lunarReturn: lunarReturn(person, request.lunarReturn, houseSystem) } : {}),
    ...(request.transits ? { transits: transits(person, request.transits) } : {}),
  };
}
