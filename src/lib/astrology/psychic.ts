/**
 * The psychic soulmate glimpse: the partner the chart describes, read from natal Venus (how
 * you love), Mars (how desire moves), the Descendant (whom you attract) and planets in the
 * 7th house. Without a birth time the point opposite the Sun stands in for the Descendant,
 * and the text says so. Confidence rises with what is known: 86 base, +6 with time and
 * place, up to +5 for a harmonious natal Venus–Mars contact, at most 99.
 */
import library from '../../../content/astrology/glimpse.json';
import type { AspectFact, PersonInput, PlanetName, PsychicGlimpseResult } from './contract';
import { normalizeDegrees, signOfLongitude } from './angles';
import { findAspect } from './aspects';
import { signsDuring } from './birth-day';
import { toChartFacts } from './chart';
import { houseOf } from './house-systems';
import { PLANETS } from './ephemeris';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import { signElement, signModality, type ZodiacSign } from './zodiac';
import { pick } from './narrative/pick';
import { render } from './narrative/template';
import { signNote } from './narrative/sign-note';
import { selfVoice } from './narrative/voice';
import { escapeHtml } from '../content/text';

/** Planets inside the 7th house, when houses are known. */
function seventhHousePlanets(
  longitudes: Record<PlanetName, number>,
  houses: number[] | undefined,
): PlanetName[] {
  if (!houses) return [];
  return PLANETS.filter((planet) => houseOf(longitudes[planet], houses) === 7);
}

/** The sign of Venus or Mars, and a sentence when it changed sign on an untimed birth day. */
function placement(person: PreparedPerson, planet: 'Venus' | 'Mars'): { sign: ZodiacSign; caveat?: string } {
  const sign = signOfLongitude(person.chart.longitudes[planet]).sign;
  const signs = person.daySpan
    ? signsDuring(planet, person.daySpan, person.chart.longitudes[planet])
    : [sign];
  if (signs.length < 2) return { sign };
  return { sign, caveat: render(library.changedSign, { planet, from: signs[0]!, to: signs[1]! }) };
}

/** The psychic soulmate glimpse; `resolveCity` is the atlas for typed cities (see person.ts). */
export function readSoulmateGlimpse(
  input: PersonInput,
  resolveCity: CityResolver | null,
): PsychicGlimpseResult {
  const person = preparePerson(input, 'You', { resolveCity });
  const { chart } = person;
  const venus = placement(person, 'Venus');
  const mars = placement(person, 'Mars');
  const descendantLongitude = normalizeDegrees((chart.ascendant ?? chart.longitudes.Sun) + 180);
  const descendantSign = signOfLongitude(descendantLongitude).sign;
  const inSeventh = seventhHousePlanets(chart.longitudes, chart.houses);
  const seed = `${person.summary.name}|${person.summary.birthDate}|${person.moment.utc.toISOString()}`;

  const venusMars = findAspect('Venus', chart.longitudes.Venus, 'Mars', chart.longitudes.Mars);
  const aspects: AspectFact[] = venusMars ? [venusMars] : [];
  const harmony = venusMars && venusMars.weight > 0 ? Math.min(5, Math.round(venusMars.weight * 8)) : 0;
  const confidence = Math.min(99, 86 + (chart.ascendant !== undefined ? 6 : 0) + harmony);

  const [h1, h2, h3] = library.headings;
  // {phrase} is left unfilled by render, then set in <em> once the rest is escaped.
  const emphasised = (template: string, sign: ZodiacSign, phrase: string) =>
    escapeHtml(render(template, { sign })).replace('{phrase}', `<em>${escapeHtml(phrase)}</em>`);
  const loveLines = [
    emphasised(library.venusLine, venus.sign, library.venus[venus.sign]),
    emphasised(library.marsLine, mars.sign, library.mars[mars.sign]),
    ...[venus.caveat, mars.caveat].filter((caveat): caveat is string => Boolean(caveat)).map(escapeHtml),
  ];
  const lead = render(
    chart.ascendant !== undefined ? library.descendantLead.known : library.descendantLead.solar,
    {
      sign: descendantSign,
    },
  );
  const partnerLines = [
    lead,
    library.descendant[descendantSign],
    ...inSeventh.map((p) => library.seventhHouse[p]),
  ];
  const glimpse = [
    `<h3>${escapeHtml(h1!)}</h3>`,
    `<p>${loveLines.join(' ')}</p>`,
    `<h3>${escapeHtml(h2!)}</h3>`,
    `<p>${partnerLines.map(escapeHtml).join(' ')}</p>`,
    `<h3>${escapeHtml(h3!)}</h3>`,
    `<p class="teaser">${escapeHtml(pick(library.teasers, seed, 'teaser'))}</p>`,
  ].join('');

  const energyType = library.energyTypes[signElement(venus.sign)][signModality(mars.sign)];
  const note = signNote(person, selfVoice());
  return {
    person: note ? { ...person.summary, signNote: note } : person.summary,
    glimpse,
    confidence,
    energyType,
    charts: { person: toChartFacts(chart) },
    aspects,
    notes: person.notes,
    places: person.placeReading ? [person.placeReading] : [],
    narrativeSource: 'library',
  };
}
