/**
 * The natal reading of the free birth chart (docs/natal-library.md): the Sun, Moon, Ascendant,
 * the chart ruler, Mercury, Venus, Mars, Jupiter and Saturn, the lunar nodes and the tightest
 * aspects, all from content/astrology/natal.json. Without a birth time there is no Ascendant,
 * ruler or house; a planet that changed sign that day is read in both signs, each with its hours.
 */
import type { AspectFact, ChartFacts, NatalInterpretation, PlanetName } from '../contract';
import { isGenerational } from '../aspects';
import {
  ASPECT_BODIES,
  natalLibrary,
  READ_ASPECTS,
  type AspectBody,
  type ReadAspect,
  type SignPoint,
} from '../natal-library';
import { pointInSentence } from '../point-names';
import { MODERN_CO_RULER, TRADITIONAL_RULER } from '../rulers';
import type { ZodiacSign } from '../zodiac';
import { aspectPhrase, formatDegree, ordinal } from './grammar';
import { hashString } from './pick';
import type { SignChange } from './reading-person';
import { render } from './template';

/** How many aspects the reading describes. */
const TIGHTEST = 3;
/** The planets read by sign, in the order of the reading (the Ascendant and ruler follow the Moon). */
const PLANETS_READ = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
const BODY_ORDER: readonly string[] = ASPECT_BODIES;

/** "Moon in Taurus" and, when the Moon changed sign that day, the reading of each sign with its hours. */
function placementSection(
  facts: ChartFacts,
  point: Exclude<SignPoint, 'Ascendant'>,
  change: SignChange | undefined,
): NatalInterpretation {
  const planet = facts.planets.find((position) => position.planet === point)!;
  const library = natalLibrary.signs[point];
  const house =
    planet.house && point in natalLibrary.houses
      ? {
          house: {
            number: planet.house,
            heading: `${point} in the ${ordinal(planet.house)} house`,
            text: natalLibrary.houses[point as keyof typeof natalLibrary.houses][String(planet.house)]!,
          },
        }
      : {};
  if (!change)
    return {
      kind: 'placement',
      point,
      sign: planet.sign,
      heading: `${point} in ${planet.sign}`,
      text: library[planet.sign],
      ...house,
    };
  const when = (sign: ZodiacSign) =>
    sign === change.from ? `if you were born before ${change.time}` : `if you were born after ${change.time}`;
  const other = planet.sign === change.from ? change.to : change.from;
  return {
    kind: 'placement',
    point,
    sign: planet.sign,
    heading: `${point} in ${planet.sign}, ${when(planet.sign)}`,
    text: library[planet.sign],
    alternative: { sign: other, heading: `${point} in ${other}, ${when(other)}`, text: library[other] },
  };
}

/** The ruler of the rising sign, where it stands, and what its house puts at the centre. */
function chartRulerSection(facts: ChartFacts): NatalInterpretation | undefined {
  const rising = facts.ascendant?.sign;
  if (!rising) return undefined;
  const ruler = TRADITIONAL_RULER[rising] as PlanetName & keyof typeof natalLibrary.chartRuler.planets;
  const position = facts.planets.find((planet) => planet.planet === ruler)!;
  const { chartRuler } = natalLibrary;
  const values = { sign: rising, ruler: pointInSentence(ruler), other: position.sign };
  const lead = position.house
    ? render(chartRuler.leadHouse, { ...values, house: ordinal(position.house) })
    : render(chartRuler.lead, values);
  const modern = MODERN_CO_RULER[rising];
  return {
    kind: 'chart-ruler',
    point: ruler,
    sign: position.sign,
    heading: `Your chart ruler: ${ruler} in ${position.sign}`,
    text: [
      lead,
      modern ? render(chartRuler.coRuler, { sign: rising, modern }) : undefined,
      chartRuler.planets[ruler],
      position.house ? chartRuler.houses[String(position.house)] : undefined,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** The North and South Node by sign (the true node, the one the wheel shows). */
function nodesSection(facts: ChartFacts): NatalInterpretation | undefined {
  const north = facts.points?.find((point) => point.point === 'North Node');
  const south = facts.points?.find((point) => point.point === 'South Node');
  if (!north || !south) return undefined;
  const houses =
    north.house && south.house
      ? render(natalLibrary.nodesHouse, { house: ordinal(north.house), opposite: ordinal(south.house) })
      : undefined;
  return {
    kind: 'nodes',
    point: 'North Node',
    sign: north.sign,
    heading: `North Node in ${north.sign}, South Node in ${south.sign}`,
    text: [natalLibrary.nodes[north.sign], natalLibrary.nodesShared, houses].filter(Boolean).join(' '),
  };
}

const isReadAspect = (name: string): name is ReadAspect => (READ_ASPECTS as readonly string[]).includes(name);
const isAspectBody = (name: string): name is AspectBody => BODY_ORDER.includes(name);

/**
 * The tightest aspects among the planets and angles, by orb: the majors and the quincunx,
 * leaving out an untimed Moon's (its orb is not known) and those between two slow planets,
 * which everyone born within months of you shares.
 */
export function tightestAspects(aspects: readonly AspectFact[]): AspectFact[] {
  return aspects
    .filter(
      (aspect) =>
        isReadAspect(aspect.aspect) &&
        isAspectBody(aspect.from) &&
        isAspectBody(aspect.to) &&
        !aspect.approximate &&
        !isGenerational(aspect),
    )
    .sort((x, y) => x.orb - y.orb || x.from.localeCompare(y.from) || x.to.localeCompare(y.to))
    .slice(0, TIGHTEST);
}

/** The sign a body or angle of the chart stands in. */
function signOf(facts: ChartFacts, body: AspectBody): ZodiacSign {
  if (body === 'Ascendant') return facts.ascendant!.sign;
  if (body === 'MC') return facts.mc!.sign;
  return facts.planets.find((planet) => planet.planet === body)!.sign;
}

/** "Sun square Saturn (orb 0°42′, applying)", what the two bodies do together, and out of sign if so. */
function aspectSection(facts: ChartFacts, aspect: AspectFact): NatalInterpretation {
  const [first, second] = [aspect.from, aspect.to].sort(
    (p, q) => BODY_ORDER.indexOf(p) - BODY_ORDER.indexOf(q),
  ) as [AspectBody, AspectBody];
  const kind = aspect.aspect as ReadAspect;
  const { functions, kinds, notes } = natalLibrary.aspects;
  const variants = kinds[kind];
  const template = variants[hashString(`${first}|${second}|${kind}`) % variants.length]!;
  const text = [render(template, { fnA: functions[first], fnB: functions[second] })];
  if (aspect.outOfSign)
    text.push(render(notes.outOfSign, { from: signOf(facts, first), to: signOf(facts, second) }));
  const motion = aspect.motion ? `, ${aspect.motion}` : '';
  return {
    kind: 'aspect',
    point: first,
    heading: `${aspectPhrase(first, kind, second)} (orb ${formatDegree(aspect.orb)}${motion})`,
    text: text.join(' '),
  };
}

/** Every section of the natal reading, in reading order. */
export function natalReading(
  facts: ChartFacts,
  aspects: readonly AspectFact[],
  changes: Partial<Record<PlanetName, SignChange>>,
): NatalInterpretation[] {
  const sections: Array<NatalInterpretation | undefined> = [
    placementSection(facts, 'Sun', changes.Sun),
    placementSection(facts, 'Moon', changes.Moon),
  ];
  if (facts.ascendant)
    sections.push({
      kind: 'placement',
      point: 'Ascendant',
      sign: facts.ascendant.sign,
      heading: `${facts.ascendant.sign} rising`,
      text: natalLibrary.signs.Ascendant[facts.ascendant.sign],
    });
  sections.push(chartRulerSection(facts));
  for (const planet of PLANETS_READ) sections.push(placementSection(facts, planet, changes[planet]));
  sections.push(nodesSection(facts));
  sections.push(...tightestAspects(aspects).map((aspect) => aspectSection(facts, aspect)));
  return sections.filter((section): section is NatalInterpretation => section !== undefined);
}
