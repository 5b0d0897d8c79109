/**
 * The predictive charts of the birth chart's answer (docs/predictive.md): each technique asked
 * for, cast from the prepared natal chart, with its contacts to the natal points. Each follows
 * the birth chart's zodiac, house system and points shown (docs/predictive.md#zodiac-and-points).
 */
import { DateTime } from 'luxon';
import { round } from '../angles';
import { computeChart, toChartFacts, type ChartOptions, type NatalChart } from '../chart';
import { AYANAMSA_NAMES, DEFAULT_POINT_CHOICES, type Ayanamsa, type PointChoice } from '../chart-options';
import type { AspectFact, BirthPlace, ChartFacts } from '../contract';
import { houseOf, type HouseSystem } from '../house-systems';
import { shownOnly, zodiacFacts } from '../drawn-chart';
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

/** How the birth chart was drawn, which its predictive charts follow. */
export interface PredictiveChoices {
  houseSystem?: HouseSystem;
  /** The sidereal zodiac's ayanamsa; tropical without. */
  sidereal?: Ayanamsa;
  /** The extra points shown (DEFAULT_POINT_CHOICES when left out). */
  points?: readonly PointChoice[];
}

/** The options of every chart cast here: all the points (the hidden ones leave at the end), the zodiac. */
function castOptions(choices: PredictiveChoices): ChartOptions {
  return {
    points: true,
    morePoints: true,
    ...(choices.houseSystem ? { houseSystem: choices.houseSystem } : {}),
    ...(choices.sidereal ? { sidereal: choices.sidereal } : {}),
  };
}

/**
 * A predictive chart and its contacts as answered: its zodiac said (the natal one's), without the
 * points the visitor hid.
 */
function drawn(chart: NatalChart, facts: ChartFacts, aspects: AspectFact[], choices: PredictiveChoices) {
  return shownOnly(
    { ...facts, zodiac: zodiacFacts(chart) },
    aspects,
    choices.points ?? DEFAULT_POINT_CHOICES,
  );
}

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
  choices: PredictiveChoices,
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
  const contacts = contactsToNatal(natal, chart, PREDICTIVE_ORB.progressed, {
    speeds: speedsOf(chart),
    skipSelf: SLOW_PROGRESSED,
  });
  return {
    date,
    instant: iso(result.progressedMs),
    age: round(result.age, 4),
    ...(result.method && chart.mc !== undefined && natal.mc !== undefined
      ? { angles: { method: result.method, arc: round(wrap180(chart.mc - natal.mc), 4) } }
      : {}),
    ...drawn(chart, toChartFacts(chart), contacts, choices),
    moon: progressedMoon(
      birthMs,
      result.progressedMs,
      chart.longitudes.Moon,
      chart.longitudes.Sun,
      natal.houses,
      choices.sidereal,
    ),
    notes: [...zodiacNotes(choices), ...notes],
  };
}

function directed(person: PreparedPerson, date: string, choices: PredictiveChoices): DirectedFacts {
  const natal = person.chart;
  const arc = solarArcAt(natal, person.moment.utc.getTime(), targetInstant(date));
  const chart = directChart(natal, arc);
  const contacts = contactsToNatal(natal, chart, PREDICTIVE_ORB.directed, { speeds: speedsOf(chart) });
  return {
    date,
    arc: round(arc, 4),
    ...drawn(chart, toChartFacts(chart), contacts, choices),
    notes: [
      ...zodiacNotes(choices),
      ...(person.timeKnown
        ? []
        : [
            'Without a birth time the arc is read from noon (within a minute of arc of the truth), and there are no angles or houses to direct.',
          ]),
    ],
  };
}

/** Where a return is cast: the place asked for, else the birthplace; no houses without a birth time. */
function returnChart(
  person: PreparedPerson,
  instantMs: number,
  place: BirthPlace | undefined,
  choices: PredictiveChoices,
) {
  const at = place ?? person.place;
  const location = person.timeKnown && at ? { latitude: at.latitude, longitude: at.longitude } : undefined;
  return {
    chart: computeChart(
      { utc: new Date(instantMs), ...(location ? { location } : {}) },
      castOptions(choices),
    ),
    at,
  };
}

/** A sidereal chart's timing charts say so: its returns come when the Sun or Moon is back on its sidereal place. */
function zodiacNotes(choices: PredictiveChoices, body?: 'Sun' | 'Moon'): string[] {
  if (!choices.sidereal) return [];
  const zodiac = `the sidereal zodiac (${AYANAMSA_NAMES[choices.sidereal]} ayanamsa), like the birth chart`;
  if (body === 'Sun')
    return [
      `Cast in ${zodiac}: this is the sidereal solar return, when the Sun comes back to its sidereal place, about 20 minutes later for each year of life than the tropical return.`,
    ];
  return [`Cast in ${zodiac}.`];
}

function returnNotes(
  person: PreparedPerson,
  body: 'Sun' | 'Moon',
  at: BirthPlace | undefined,
  relocated: boolean,
  choices: PredictiveChoices,
): string[] {
  const notes: string[] = zodiacNotes(choices, body);
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
  choices: PredictiveChoices,
): SolarReturnFacts {
  const natal = person.chart;
  const instant = solarReturnInstant(
    natal.longitudes.Sun,
    person.moment.utc.getTime(),
    request.year,
    choices.sidereal,
  );
  const { chart, at } = returnChart(person, instant, request.place, choices);
  const relocated = Boolean(request.place);
  const contacts = contactsToNatal(natal, chart, PREDICTIVE_ORB.return, {
    speeds: speedsOf(chart),
    skipSelf: new Set(['Sun']),
  });
  return {
    year: request.year,
    instant: iso(instant),
    ...(at ? { place: at } : {}),
    relocated,
    ...(person.timeKnown ? {} : { approximate: true as const }),
    ...drawn(chart, toChartFacts(chart), contacts, choices),
    notes: returnNotes(person, 'Sun', at, relocated, choices),
  };
}

function lunarReturn(person: PreparedPerson, from: string, choices: PredictiveChoices): LunarReturnFacts {
  const natal = person.chart;
  // From the start of the day where the chart is cast (the birthplace), else in UTC.
  const zone = person.place?.timezone ?? 'UTC';
  const fromMs = DateTime.fromISO(from, { zone }).startOf('day').toMillis();
  const instant = lunarReturnInstant(natal.longitudes.Moon, fromMs, choices.sidereal);
  const { chart, at } = returnChart(person, instant, undefined, choices);
  const contacts = contactsToNatal(natal, chart, PREDICTIVE_ORB.return, {
    speeds: speedsOf(chart),
    skipSelf: new Set(['Moon']),
  });
  return {
    from,
    instant: iso(instant),
    ...(at ? { place: at } : {}),
    relocated: false,
    ...(person.timeKnown ? {} : { approximate: true as const }),
    ...drawn(chart, toChartFacts(chart), contacts, choices),
    notes: returnNotes(person, 'Moon', at, false, choices),
  };
}

/** "YYYY-MM-DD" reads as noon UTC; a full instant as itself. */
export function transitInstant(value: string): number {
  return value.length === 10 ? Date.parse(`${value}T12:00:00Z`) : Date.parse(value);
}

function transits(person: PreparedPerson, at: string, choices: PredictiveChoices): TransitChartFacts {
  const instant = transitInstant(at);
  const chart = computeChart({ utc: new Date(instant) }, castOptions(choices));
  const contacts = contactsToNatal(person.chart, chart, PREDICTIVE_ORB.transits, { speeds: speedsOf(chart) });
  const facts = inNatalHouses(toChartFacts(chart), person.chart.houses);
  return {
    instant: iso(instant),
    ...drawn(chart, facts, contacts, choices),
    notes: zodiacNotes(choices),
  };
}

/**
 * Every predictive chart the request asks for, in the birth chart's zodiac, house system and
 * points. The natal chart must have been cast with all its points (`points`, `morePoints`).
 */
export function predictiveCharts(
  person: PreparedPerson,
  request: PredictiveRequest,
  choices: PredictiveChoices = {},
): PredictiveCharts {
  return {
    ...(request.progressed
      ? { progressed: progressed(person, request.progressed, request.progressedAngles, choices) }
      : {}),
    ...(request.solarArc ? { directed: directed(person, request.solarArc, choices) } : {}),
    ...(request.solarReturn ? { solarReturn: solarReturn(person, request.solarReturn, choices) } : {}),
    ...(request.lunarReturn ? { lunarReturn: lunarReturn(person, request.lunarReturn, choices) } : {}),
    ...(request.transits ? { transits: transits(person, request.transits, choices) } : {}),
  };
}
