/**
 * The free birth chart (docs/birth-chart.md): one person's chart with its houses, the aspects
 * among its own points, the element and modality balance, and the natal reading (the planets
 * by sign and house, the chart ruler, the nodes and the tightest aspects: narrative/natal-text.ts).
 */
import type { AspectFact, PersonInput, PlanetName } from './contract';
import { signOfLongitude } from './angles';
import {
  DEFAULT_AYANAMSA,
  DEFAULT_POINT_CHOICES,
  type Ayanamsa,
  type PointChoice,
  type Zodiac,
} from './chart-options';
import { fullChartPoints, ownAspects } from './aspects';
import type { HouseSystem } from './house-systems';
import { houseOf } from './house-systems';
import { approximateMoonAspects, noTimeFacts } from './no-time';
import { findPatterns } from './patterns';
import { balanceFacts, chartBalance } from './balance';
import { clockTimeOn, ingressDuring } from './birth-day';
import { sunSideNote, toChartFacts, type NatalChart } from './chart';
import { semiArcSystemsDefined } from './houses';
import { signNote } from './narrative/sign-note';
import { selfVoice } from './narrative/voice';
import { natalReading } from './narrative/natal-text';
import type { SignChange } from './narrative/reading-person';
import { pointOpeningSentence } from './point-names';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import { predictiveCharts } from './predictive';
import type { PredictiveBirthChart, PredictiveRequest } from './predictive/types';
import { shownOnly, zodiacFacts } from './drawn-chart';

/** The planets the reading describes by sign, whose change of sign on an untimed day it says. */
const READ_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

/**
 * Without a birth time, the planets that changed sign during the birth day
 * (src/lib/astrology/birth-day.ts), with the clock time of the change: the chart reads them at
 * noon, which may be the wrong side, so the reading gives both signs with their hours.
 */
function signChanges(person: PreparedPerson): Partial<Record<PlanetName, SignChange>> {
  const span = person.daySpan;
  if (!span) return {};
  const found: Partial<Record<PlanetName, SignChange>> = {};
  for (const planet of READ_PLANETS) {
    const ingress = ingressDuring(
      planet,
      span,
      person.chart.longitudes[planet],
      person.chart.sidereal?.offset,
    );
    if (ingress) found[planet] = { from: ingress.from, to: ingress.to, time: clockTimeOn(span, ingress.at) };
  }
  return found;
}

/** The Sun's change of sign has its own sentence (signNote); the other planets get this one. */
function signChangeNotes(changes: Partial<Record<PlanetName, SignChange>>, chart: NatalChart): string[] {
  return Object.entries(changes)
    .filter(([planet]) => planet !== 'Sun')
    .map(([planet, change]) => {
      const noon = signOfLongitude(chart.longitudes[planet as PlanetName]).sign;
      return `${pointOpeningSentence(planet)} moved from ${change.from} into ${change.to} at ${change.time} on the day you were born. Without a birth time the chart draws it at noon, in ${noon}; the reading gives both signs, and your birth time would settle which is yours.`;
    });
}

/**
 * The chart's aspects, strongest first. Without a birth time the Moon's place is only known to
 * within the day, so its aspects are replaced by the day's possible ones (no-time.ts).
 */
function natalAspects(person: PreparedPerson): AspectFact[] {
  const { chart } = person;
  const speeds: Record<string, number> = { ...chart.speeds, ...chart.pointSpeeds };
  const all = ownAspects(chart, speeds);
  if (!person.daySpan) return all;
  const withoutMoon = all.filter((aspect) => aspect.from !== 'Moon' && aspect.to !== 'Moon');
  const noon = Object.fromEntries(fullChartPoints(chart));
  const moon = approximateMoonAspects(
    person.daySpan,
    person.moment.utc.getTime(),
    noon,
    speeds,
    chart.sidereal?.offset,
  );
  return [...withoutMoon, ...moon].sort(
    (x, y) =>
      Math.abs(y.weight) - Math.abs(x.weight) ||
      x.orb - y.orb ||
      x.from.localeCompare(y.from) ||
      x.to.localeCompare(y.to),
  );
}

export interface BirthChartOptions {
  /** Placidus unless the visitor chose another (docs/birth-chart.md#houses). */
  houseSystem?: HouseSystem;
  /** Tropical unless the visitor chose the sidereal zodiac (docs/birth-chart.md#sidereal-zodiac). */
  zodiac?: Zodiac;
  /** The sidereal zodiac's ayanamsa (Lahiri when left out); ignored in the tropical zodiac. */
  ayanamsa?: Ayanamsa;
  /** The extra points shown (DEFAULT_POINT_CHOICES when left out): the others leave the answer. */
  points?: readonly PointChoice[];
  /**
   * The predictive charts asked for (docs/predictive.md), cast from the same natal chart in its
   * zodiac, house system and points.
   */
  predictive?: PredictiveRequest;
}

/** Beyond the polar circles, the Sun drawn on the wrong side of the horizon line, said (chart.ts). */
function polarSunNotes(chart: NatalChart): string[] {
  if (!chart.frame || chart.ascendant === undefined || semiArcSystemsDefined(chart.frame)) return [];
  const offset = chart.sidereal?.offset ?? 0;
  const note = sunSideNote(chart.longitudes.Sun + offset, chart.ascendant + offset, chart.frame);
  return note ? [note] : [];
}

export function computeBirthChart(
  input: PersonInput,
  resolveCity: CityResolver | null,
  options: BirthChartOptions = {},
): PredictiveBirthChart {
  const sidereal = options.zodiac === 'sidereal' ? (options.ayanamsa ?? DEFAULT_AYANAMSA) : undefined;
  const shown = options.points ?? DEFAULT_POINT_CHOICES;
  const person = preparePerson(input, '', {
    resolveCity,
    chart: {
      points: true,
      morePoints: true,
      ...(options.houseSystem ? { houseSystem: options.houseSystem } : {}),
      ...(sidereal ? { sidereal } : {}),
    },
  });
  const offset = person.chart.sidereal?.offset;
  const { chart, aspects } = shownOnly(
    { ...toChartFacts(person.chart), zodiac: zodiacFacts(person.chart) },
    natalAspects(person),
    shown,
  );
  const houses = person.chart.houses;
  const patterns = findPatterns(
    person.chart.longitudes,
    aspects.filter((aspect) => !aspect.approximate),
    houses,
    houses ? (longitude) => houseOf(longitude, houses) : undefined,
    person.daySpan ? new Set(['Moon']) : undefined,
  );
  const noTime = person.daySpan
    ? noTimeFacts(person.daySpan, person.chart.longitudes, person.place, offset)
    : undefined;
  const changes = signChanges(person);
  // The cusp sentence the calculators show too: the chart's Sun sign against the date table's
  // (a tropical table: in the sidereal zodiac the two differ for most births, by design).
  const sunNote = sidereal ? undefined : signNote(person, selfVoice());
  return {
    person: sunNote ? { ...person.summary, signNote: sunNote } : person.summary,
    chart,
    aspects,
    patterns,
    ...(noTime ? { noTime } : {}),
    balance: balanceFacts(chartBalance(person.chart)),
    interpretation: natalReading(chart, aspects, changes),
    timeKnown: person.timeKnown,
    notes: [...person.notes, ...polarSunNotes(person.chart), ...signChangeNotes(changes, person.chart)],
    places: person.placeReading ? [person.placeReading] : [],
    ...(options.predictive
      ? predictiveCharts(person, options.predictive, {
          ...(options.houseSystem ? { houseSystem: options.houseSystem } : {}),
          ...(sidereal ? { sidereal } : {}),
          points: shown,
        })
      : {}),
  };
}
