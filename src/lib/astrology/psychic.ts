/**
 * The psychic soulmate glimpse: the partner the chart describes, read from natal Venus (how
 * you love), Mars (how desire moves), the Descendant (whom you attract) and planets in the
 * 7th house. Without a birth time the point opposite the Sun stands in for the Descendant.
 * Confidence rises with what is known: 86 base, +6 with time and place, up to +5 for a
 * harmonious natal Venus–Mars contact, at most 99.
 */
import library from '../../../content/astrology/glimpse.json';
import type { AspectFact, PersonInput, PlanetName, PsychicGlimpseResult } from './contract';
import { normalizeDegrees, signOfLongitude } from './angles';
import { findAspect } from './aspects';
import { toChartFacts } from './chart';
import { PLANETS } from './ephemeris';
import { preparePerson, type CityResolver } from './person';
import { signElement, signModality } from './zodiac';
import { pick } from './narrative/pick';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Planets inside the 7th house (between the 7th and 8th cusps), when houses are known. */
function seventhHousePlanets(
  longitudes: Record<PlanetName, number>,
  houses: number[] | undefined,
): PlanetName[] {
  if (!houses) return [];
  const start = houses[6]!;
  const width = normalizeDegrees(houses[7]! - start);
  return PLANETS.filter((planet) => normalizeDegrees(longitudes[planet] - start) < width);
}

/** The psychic soulmate glimpse; `resolveCity` is the atlas for typed cities (see person.ts). */
export function readSoulmateGlimpse(
  input: PersonInput,
  resolveCity: CityResolver | null,
): PsychicGlimpseResult {
  const person = preparePerson(input, 'You', { namedNotes: false, resolveCity });
  const { chart } = person;
  const venusSign = signOfLongitude(chart.longitudes.Venus).sign;
  const marsSign = signOfLongitude(chart.longitudes.Mars).sign;
  const descendantLongitude = normalizeDegrees((chart.ascendant ?? chart.longitudes.Sun) + 180);
  const descendantSign = signOfLongitude(descendantLongitude).sign;
  const inSeventh = seventhHousePlanets(chart.longitudes, chart.houses);
  const seed = `${person.summary.name}|${person.summary.birthDate}|${person.moment.utc.toISOString()}`;

  const venusMars = findAspect('Venus', chart.longitudes.Venus, 'Mars', chart.longitudes.Mars);
  const aspects: AspectFact[] = venusMars ? [venusMars] : [];
  const harmony = venusMars && venusMars.weight > 0 ? Math.min(5, Math.round(venusMars.weight * 8)) : 0;
  const confidence = Math.min(99, 86 + (chart.ascendant !== undefined ? 6 : 0) + harmony);

  const [h1, h2, h3] = library.headings;
  const venus = library.venus[venusSign];
  const mars = library.mars[marsSign];
  const descendant = library.descendant[descendantSign];
  const seventh = inSeventh.map((planet) => library.seventhHouse[planet]).join(' ');
  const glimpse = [
    `<h3>${escapeHtml(h1!)}</h3>`,
    `<p>With Venus in ${venusSign}, your heart is looking for <em>${escapeHtml(venus)}</em>. With Mars in ${marsSign}, <em>${escapeHtml(mars)}</em>.</p>`,
    `<h3>${escapeHtml(h2!)}</h3>`,
    `<p>${escapeHtml(descendant)}${seventh ? ` ${escapeHtml(seventh)}` : ''}</p>`,
    `<h3>${escapeHtml(h3!)}</h3>`,
    `<p class="teaser">${escapeHtml(pick(library.teasers, seed, 'teaser'))}</p>`,
  ].join('');

  const energyType = library.energyTypes[signElement(venusSign)][signModality(marsSign)];
  return {
    person: person.summary,
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
