/**
 * The free birth chart (docs/birth-chart.md): one person's chart with its houses, the aspects
 * among its own points, the element and modality balance, and the interpretation of the Sun,
 * Moon, Ascendant, Venus and Mars by sign (and by house when the birth time is known) from
 * the natal library.
 */
import type { AspectFact, BirthChartResult, NatalInterpretation, PersonInput, PlanetName } from './contract';
import { signOfLongitude } from './angles';
import { fullChartPoints, ownAspects } from './aspects';
import type { HouseSystem } from './house-systems';
import { houseOf } from './house-systems';
import { approximateMoonAspects, noTimeFacts } from './no-time';
import { findPatterns } from './patterns';
import { balanceFacts, chartBalance } from './balance';
import { clockTimeOn, ingressDuring, signsDuring } from './birth-day';
import { toChartFacts } from './chart';
import { ordinal } from './narrative/grammar';
import { signNote } from './narrative/sign-note';
import { selfVoice } from './narrative/voice';
import { natalLibrary, SIGN_POINTS } from './natal-library';
import { pointOpeningSentence } from './point-names';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import type { ZodiacSign } from './zodiac';

/** A sign change during the birth day, in time order. */
interface SignChange {
  from: ZodiacSign;
  to: ZodiacSign;
  /** The sign at noon, which the chart uses. */
  noon: ZodiacSign;
  /** "14:33 local time", for the Moon, whose change of sign is found to the minute. */
  time?: string;
}

/**
 * Without a birth time, the Sun, Moon, Venus and Mars when they changed sign during the birth
 * day (src/lib/astrology/birth-day.ts): the chart reads them at noon, which may be the wrong side.
 */
function signChanges(person: PreparedPerson): Partial<Record<PlanetName, SignChange>> {
  const span = person.daySpan;
  if (!span) return {};
  const found: Partial<Record<PlanetName, SignChange>> = {};
  for (const planet of ['Sun', 'Moon', 'Venus', 'Mars'] as const) {
    const longitude = person.chart.longitudes[planet];
    const [from, to] = signsDuring(planet, span, longitude);
    if (!to) continue;
    const ingress = planet === 'Moon' ? ingressDuring('Moon', span, longitude) : undefined;
    found[planet] = {
      from: from!,
      to,
      noon: signOfLongitude(longitude).sign,
      ...(ingress ? { time: clockTimeOn(span, ingress.at) } : {}),
    };
  }
  return found;
}

function interpretation(
  facts: BirthChartResult['chart'],
  changes: Partial<Record<PlanetName, SignChange>>,
): NatalInterpretation[] {
  const sections: NatalInterpretation[] = [];
  for (const point of SIGN_POINTS) {
    if (point === 'Ascendant') {
      const { ascendant } = facts;
      if (ascendant)
        sections.push({
          point,
          sign: ascendant.sign,
          heading: `${ascendant.sign} rising`,
          text: natalLibrary.signs.Ascendant[ascendant.sign],
        });
      continue;
    }
    const planet = facts.planets.find((position) => position.planet === point)!;
    const change = changes[point];
    sections.push({
      point,
      sign: planet.sign,
      heading: `${point} in ${planet.sign}`,
      text: natalLibrary.signs[point][planet.sign],
      ...(planet.house
        ? {
            house: {
              number: planet.house,
              heading: `${point} in the ${ordinal(planet.house)} house`,
              text: natalLibrary.houses[point][String(planet.house)]!,
            },
          }
        : {}),
      ...(change ? { otherSign: change.from === planet.sign ? change.to : change.from } : {}),
    });
  }
  return sections;
}

/** The Sun's change of sign has its own sentence (signNote); the other planets get this one. */
function signChangeNotes(changes: Partial<Record<PlanetName, SignChange>>): string[] {
  return Object.entries(changes)
    .filter(([planet]) => planet !== 'Sun')
    .map(
      ([planet, change]) =>
        `${pointOpeningSentence(planet)} moved from ${change.from} into ${change.to}${change.time ? ` at ${change.time}` : ''} on the day you were born. Without a birth time the chart reads it at noon, in ${change.noon}; your birth time would settle which sign is yours.`,
    );
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
  const moon = approximateMoonAspects(person.daySpan, person.moment.utc.getTime(), noon, speeds);
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
}

export function computeBirthChart(
  input: PersonInput,
  resolveCity: CityResolver | null,
  options: BirthChartOptions = {},
): BirthChartResult {
  const person = preparePerson(input, '', {
    resolveCity,
    chart: { points: true, ...(options.houseSystem ? { houseSystem: options.houseSystem } : {}) },
  });
  const chart = toChartFacts(person.chart);
  const aspects = natalAspects(person);
  const houses = person.chart.houses;
  const patterns = findPatterns(
    person.chart.longitudes,
    aspects.filter((aspect) => !aspect.approximate),
    houses,
    houses ? (longitude) => houseOf(longitude, houses) : undefined,
    person.daySpan ? new Set(['Moon']) : undefined,
  );
  const noTime = person.daySpan
    ? noTimeFacts(person.daySpan, person.chart.longitudes, person.place)
    : undefined;
  const changes = signChanges(person);
  // The cusp sentence the calculators show too: the chart's Sun sign against the date table's.
  const sunNote = signNote(person, selfVoice());
  return {
    person: sunNote ? { ...person.summary, signNote: sunNote } : person.summary,
    chart,
    aspects,
    patterns,
    ...(noTime ? { noTime } : {}),
    balance: balanceFacts(chartBalance(person.chart)),
    interpretation: interpretation(chart, changes),
    timeKnown: person.timeKnown,
    notes: [...person.notes, ...signChangeNotes(changes)],
    places: person.placeReading ? [person.placeReading] : [],
  };
}
