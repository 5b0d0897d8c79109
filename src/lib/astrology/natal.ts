/**
 * The free birth chart (docs/birth-chart.md): one person's chart with its houses, the aspects
 * among its own points, the element and modality balance, and the interpretation of the Sun,
 * Moon, Ascendant, Venus and Mars by sign (and by house when the birth time is known) from
 * the natal library.
 */
import type { BirthChartResult, NatalInterpretation, PersonInput, PlanetName } from './contract';
import { signOfLongitude } from './angles';
import { aspectsWithin, chartPoints } from './aspects';
import { balanceFacts, chartBalance } from './balance';
import { parseIsoDate, type CivilTime } from './birth-date';
import { birthMomentInUtc, birthMomentInZone } from './birth-moment';
import { toChartFacts } from './chart';
import { astroTime, planetLongitude } from './ephemeris';
import { natalLibrary, SIGN_POINTS } from './natal-library';
import { houseOrdinal, pointOpeningSentence } from './point-names';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import type { ZodiacSign } from './zodiac';

const START_OF_DAY: CivilTime = { hour: 0, minute: 0 };
const END_OF_DAY: CivilTime = { hour: 23, minute: 59 };

/** A sign change during the birth day, in time order. */
interface SignChange {
  from: ZodiacSign;
  to: ZodiacSign;
  /** The sign at noon, which the chart uses. */
  noon: ZodiacSign;
}

/**
 * Without a birth time, the interpreted planets whose sign at the first or last minute of the
 * birth day differs from the noon sign the chart uses (the Moon every two or three days).
 */
function signChanges(person: PreparedPerson, input: PersonInput): Partial<Record<PlanetName, SignChange>> {
  if (person.timeKnown) return {};
  const date = parseIsoDate(input.birthDate)!;
  const at = (time: CivilTime) =>
    astroTime(
      person.place
        ? birthMomentInZone(date, time, person.place.timezone).utc
        : birthMomentInUtc(date, time).utc,
    );
  const [start, end] = [at(START_OF_DAY), at(END_OF_DAY)];
  const found: Partial<Record<PlanetName, SignChange>> = {};
  for (const planet of ['Sun', 'Moon', 'Venus', 'Mars'] as const) {
    const noon = signOfLongitude(person.chart.longitudes[planet]).sign;
    const first = signOfLongitude(planetLongitude(planet, start)).sign;
    const last = signOfLongitude(planetLongitude(planet, end)).sign;
    if (first !== noon) found[planet] = { from: first, to: noon, noon };
    else if (last !== noon) found[planet] = { from: noon, to: last, noon };
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
              heading: `${point} in the ${houseOrdinal(planet.house)} house`,
              text: natalLibrary.houses[point][String(planet.house)]!,
            },
          }
        : {}),
      ...(change ? { otherSign: change.from === planet.sign ? change.to : change.from } : {}),
    });
  }
  return sections;
}

function signChangeNotes(changes: Partial<Record<PlanetName, SignChange>>): string[] {
  return Object.entries(changes).map(
    ([planet, change]) =>
      `${pointOpeningSentence(planet)} moved from ${change.from} into ${change.to} on the day you were born. Without a birth time the chart reads it at noon, in ${change.noon}; your birth time would settle which sign is yours.`,
  );
}

export function computeBirthChart(input: PersonInput, resolveCity: CityResolver | null): BirthChartResult {
  const person = preparePerson(input, '', { namedNotes: false, resolveCity });
  const chart = toChartFacts(person.chart);
  // The Ascendant–MC angle is a fact of the latitude, not an aspect anyone reads.
  const aspects = aspectsWithin(chartPoints(person.chart)).filter(
    (aspect) => !(aspect.from === 'Ascendant' && aspect.to === 'MC'),
  );
  const changes = signChanges(person, input);
  return {
    person: person.summary,
    chart,
    aspects,
    balance: balanceFacts(chartBalance(person.chart)),
    interpretation: interpretation(chart, changes),
    timeKnown: person.timeKnown,
    notes: [...person.notes, ...signChangeNotes(changes)],
    places: person.placeReading ? [person.placeReading] : [],
  };
}
