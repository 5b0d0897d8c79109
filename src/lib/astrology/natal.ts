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

export function computeBirthChart(input: PersonInput, resolveCity: CityResolver | null): BirthChartResult {
  const person = preparePerson(input, '', { resolveCity });
  const chart = toChartFacts(person.chart);
  // The Ascendant–MC angle is a fact of the latitude, not an aspect anyone reads.
  const aspects = aspectsWithin(chartPoints(person.chart)).filter(
    (aspect) => !(aspect.from === 'Ascendant' && aspect.to === 'MC'),
  );
  const changes = signChanges(person);
  // The cusp sentence the calculators show too: the chart's Sun sign against the date table's.
  const sunNote = signNote(person, selfVoice());
  return {
    person: sunNote ? { ...person.summary, signNote: sunNote } : person.summary,
    chart,
    aspects,
    balance: balanceFacts(chartBalance(person.chart)),
    interpretation: interpretation(chart, changes),
    timeKnown: person.timeKnown,
    notes: [...person.notes, ...signChangeNotes(changes)],
    places: person.placeReading ? [person.placeReading] : [],
  };
}
