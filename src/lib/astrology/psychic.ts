/**
 * The psychic soulmate glimpse: the partner the chart describes, read from natal Venus (how
 * you love), Mars (how desire moves), the Descendant (whom you attract) and planets in the
 * 7th house. Without a birth time the point opposite the Sun stands in for the Descendant,
 * and the text says so. The confidence is how far the signs that describe a partner agree with
 * Venus's element (psychic-confidence.ts); the teaser follows the ruler of the 7th house, or of
 * Venus's sign without a birth time, to where the glimpse stops.
 */
import library from '../../../content/astrology/glimpse.json';
import type { AspectFact, PersonInput, PlanetName, PsychicGlimpseResult } from './contract';
import { normalizeDegrees, signOfLongitude } from './angles';
import { findAspect } from './aspects';
import { clockTimeOn, ingressDuring } from './birth-day';
import { toChartFacts } from './chart';
import { houseOf } from './house-systems';
import { PLANETS } from './ephemeris';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import { pointInSentence } from './point-names';
import { portraitConfidence, type PortraitSign } from './psychic-confidence';
import { TRADITIONAL_RULER } from './rulers';
import { signElement, signModality, type ZodiacSign } from './zodiac';
import { ordinal } from './narrative/grammar';
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

interface Placement {
  sign: ZodiacSign;
  /** Without a birth time, when the planet changed sign that day. */
  change?: { from: ZodiacSign; to: ZodiacSign; time: string };
}

/** A planet's sign, and when it changed sign on an untimed birth day. */
function placement(person: PreparedPerson, planet: 'Venus' | 'Mars' | 'Moon'): Placement {
  const longitude = person.chart.longitudes[planet];
  const sign = signOfLongitude(longitude).sign;
  const span = person.daySpan;
  const ingress = span ? ingressDuring(planet, span, longitude) : undefined;
  if (!ingress || !span) return { sign };
  return { sign, change: { from: ingress.from, to: ingress.to, time: clockTimeOn(span, ingress.at) } };
}

/** What Venus or Mars in its other sign of an untimed birth day would mean ("born before 09:10 …"). */
function otherSignLine(planet: 'Venus' | 'Mars', { sign, change }: Placement): string | undefined {
  if (!change) return undefined;
  const other = sign === change.from ? change.to : change.from;
  const side = other === change.from ? 'before' : 'after';
  const meaning = planet === 'Venus' ? library.venus[other] : library.mars[other];
  return render(library.otherSign[planet], { time: change.time, side, sign: other, meaning });
}

/**
 * The teaser, read from the chart: the ruler of the 7th house (of the Descendant's sign) and
 * where it stands; without a birth time, the ruler of Venus's sign.
 */
function teaser(person: PreparedPerson, venus: ZodiacSign): string {
  const { houses, longitudes } = person.chart;
  const ruler: PlanetName = TRADITIONAL_RULER[houses ? signOfLongitude(houses[6]!).sign : venus];
  const values = {
    ruler: pointInSentence(ruler),
    sign: signOfLongitude(longitudes[ruler]).sign,
    venus,
    more: library.teaser.more[ruler as keyof typeof library.teaser.more],
  };
  return houses
    ? render(library.teaser.known, { ...values, house: ordinal(houseOf(longitudes[ruler], houses)) })
    : render(library.teaser.solar, values);
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
  const moon = placement(person, 'Moon');
  const descendantLongitude = normalizeDegrees((chart.ascendant ?? chart.longitudes.Sun) + 180);
  const descendantSign = signOfLongitude(descendantLongitude).sign;
  const inSeventh = seventhHousePlanets(chart.longitudes, chart.houses);

  const venusMars = findAspect('Venus', chart.longitudes.Venus, 'Mars', chart.longitudes.Mars);
  const aspects: AspectFact[] = venusMars ? [venusMars] : [];
  const indicator = (point: string, where: Placement): PortraitSign => ({
    point,
    sign: where.sign,
    ...(where.change ? { changed: { from: where.change.from, to: where.change.to } } : {}),
  });
  const confidence = portraitConfidence(venus.sign, [
    indicator('Mars', mars),
    indicator('the Moon', moon),
    chart.ascendant !== undefined
      ? { point: 'the Descendant', sign: descendantSign }
      : { point: 'the Descendant' },
  ]);

  const [h1, h2, h3] = library.headings;
  // {phrase} is left unfilled by render, then set in <em> once the rest is escaped.
  const emphasised = (template: string, sign: ZodiacSign, phrase: string) =>
    escapeHtml(render(template, { sign })).replace('{phrase}', `<em>${escapeHtml(phrase)}</em>`);
  const loveLines = [
    emphasised(library.venusLine, venus.sign, library.venus[venus.sign]),
    emphasised(library.marsLine, mars.sign, library.mars[mars.sign]),
    ...[otherSignLine('Venus', venus), otherSignLine('Mars', mars)]
      .filter((line): line is string => Boolean(line))
      .map(escapeHtml),
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
    `<p class="teaser">${escapeHtml(teaser(person, venus.sign))}</p>`,
  ].join('');

  const energyType = library.energyTypes[signElement(venus.sign)][signModality(mars.sign)];
  const note = signNote(person, selfVoice());
  return {
    person: note ? { ...person.summary, signNote: note } : person.summary,
    glimpse,
    confidence: confidence.score,
    confidenceNote: confidence.note,
    energyType,
    charts: { person: toChartFacts(chart) },
    aspects,
    notes: person.notes,
    places: person.placeReading ? [person.placeReading] : [],
    narrativeSource: 'library',
  };
}
