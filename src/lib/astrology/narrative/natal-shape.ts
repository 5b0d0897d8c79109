/**
 * The shape of a birth chart, read (docs/natal-library.md#the-shape-of-the-chart): the overview
 * that opens the reading, the stelliums, T-squares, grand trines, grand crosses and yods the
 * engine found (patterns.ts), the slow planets on an angle, and what an aspect's two bodies do
 * together. Words: content/astrology/natal-shape.json, checked by a schema when the module loads.
 */
import { z } from 'zod';
import shape from '../../../../content/astrology/natal-shape.json';
import { separation } from '../angles';
import {
  PLANET_NAMES,
  type AspectFact,
  type BalanceFacts,
  type ChartFacts,
  type ChartPattern,
  type NatalInterpretation,
} from '../contract';
import { ASPECT_BODIES, natalLibrary } from '../natal-library';
import { signElement, ZODIAC_SIGNS, type Element, type ZodiacSign } from '../zodiac';
import { leadersOf } from '@/lib/chart-view/balance-view';
import { capitalize, formatDegree, joinAnd, ordinal, splitSentences } from './grammar';
import { fillFragment, render } from './template';
import { hashString } from './pick';
import { pointInSentence } from '../point-names';

/** "the Sun, Mercury and the Moon". */
const list = (points: readonly string[]) => joinAnd(points.map(pointInSentence));

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
const SLOW = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
/** The bodies an aspect is read between, in the usual order (the Sun first). */
const BODIES: readonly string[] = ASPECT_BODIES;
const ANGLES = ['Ascendant', 'MC', 'Descendant', 'IC'] as const;
const HOUSES = Array.from({ length: 12 }, (_, index) => String(index + 1));
const text = z.string().trim().min(10);
const record = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);

const schema = z.strictObject({
  about: text,
  overview: z.strictObject({
    heading: text,
    features: z.array(text).min(2),
    featuresOne: z.array(text).min(2),
    noFeatures: text,
    featureNames: record(
      [
        'stellium',
        'stelliumSign',
        't-square',
        'grand-trine',
        'grand-trine-mixed',
        'grand-cross',
        'grand-cross-mixed',
        'yod',
        'angular',
        'hard',
        'opposition',
        'easy',
        'conjunction',
      ],
      text,
    ),
    angularKeynotes: record(SLOW, record(ANGLES, z.string().min(3))),
    stelliumKeynotes: record(ZODIAC_SIGNS, z.string().min(3)),
    elementLead: record(ELEMENTS, text),
    elementLeadNamed: record(ELEMENTS, text),
    elementPlanets: z.string().min(3),
    elementsShared: text,
    elementQuality: record(ELEMENTS, z.string().min(3)),
    elementLow: record(ELEMENTS, text),
    elementOnly: z.string().min(3),
    elementOnlyOne: z.string().min(3),
    elementHeavy: z.string().min(3),
    elementHeavyOne: z.string().min(3),
    elementOnlyRising: text,
    elementSlowOnly: z.string().min(3),
    elementNone: z.string().min(3),
    hemispheres: record(['above', 'below', 'east', 'west'], text),
  }),
  stellium: z.strictObject({
    heading: text,
    frame: z.array(text).min(2),
    partlyInSign: z.string().min(3),
    bySign: text,
    generation: text,
    generationOnly: text,
    signs: record(ZODIAC_SIGNS, text),
    houses: record(HOUSES, text),
  }),
  tSquare: z.strictObject({
    heading: text,
    frame: text,
    apex: record(PLANET_NAMES, text),
    open: text,
    openAgain: text,
  }),
  grandTrine: z.strictObject({
    heading: text,
    headingMixed: text,
    frame: text,
    elements: record(ELEMENTS, text),
    mixed: text,
  }),
  grandCross: z.strictObject({
    heading: text,
    headingMixed: text,
    frame: text,
    modalities: record(MODALITIES, text),
    mixed: text,
  }),
  yod: z.strictObject({ heading: text, frame: text }),
  angular: z.strictObject({
    heading: text,
    where: record(ANGLES, z.string().min(3)),
    angleNames: record(ANGLES, z.string().min(2)),
    frame: z.array(text).min(2),
    frameAgain: text,
    closeness: record(['exact', 'near', 'wide'], z.string().min(3)),
    planets: record(SLOW, record(ANGLES, text)),
  }),
  houseTopics: record(HOUSES, z.string().min(3)),
  aspectPairs: z.record(z.string(), text),
  slowerColour: z.record(z.string(), record(['conjunction', 'easy', 'hard'], text)),
  /** A second wording for the slow planets' colour, chosen by the pair, so no line stands in a fifth of readings. */
  slowerColourAlt: z.record(z.string(), record(['conjunction', 'easy', 'hard'], text)),
  generational: z.array(text).min(2),
  generationalWhere: z.strictObject({ houses: text, sameHouse: text, none: text }),
  reconcile: z.strictObject({
    wants: record(ZODIAC_SIGNS, z.string().min(3)),
    hard: text,
    opposition: text,
    easy: text,
    against: record(BODIES, z.string().min(3)),
    helps: record(BODIES, z.string().min(3)),
  }),
  terms: z.strictObject({
    orb: z.strictObject({ term: z.string().min(3), termNoMotion: z.string().min(3), meaning: text }),
    aspects: record(['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx'], text),
    words: z.record(z.string(), text),
    /** Other names a word goes by in the prose: the word is explained where either first stands. */
    aliases: z.record(z.string(), z.string()),
  }),
  themes: z.object({ about: text }).catchall(
    z
      .array(
        z
          .string()
          .min(3)
          .regex(/^[^A-Z]*$/, 'is lower case'),
      )
      .min(1),
  ),
  /** How many sentences of a reading may carry a theme (1 when not named): a love line closes two placements, not eight. */
  themeAllowance: z.record(z.string(), z.number().int().min(1)),
  sunMoon: z.strictObject({
    heading: text,
    frame: z.array(text).min(2),
    same: text,
    elements: record(
      ELEMENTS.flatMap((sun) => ELEMENTS.map((moon) => `${sun}|${moon}`)),
      text,
    ),
  }),
  generation: z.strictObject({
    heading: text,
    frame: z.array(text).min(2),
    standsOut: z.array(text).min(2),
    reasons: record(['angular', 'pattern', 'aspect'], z.string().min(3)),
    houseClause: z.array(z.string().min(3)).length(3),
    sameHouse: z.string().min(3),
    Uranus: record(ZODIAC_SIGNS, text),
    Neptune: record(ZODIAC_SIGNS, text),
    Pluto: record(ZODIAC_SIGNS, text),
  }),
});

type Words = z.infer<typeof schema>;

/** One of a text's variants, the same for the same seed (a chart's own facts), so readings differ in their frames. */
const variant = (variants: readonly string[], seed: string): string =>
  variants[hashString(seed) % variants.length]!;
const words: Words = schema.parse(shape);

/** How close a planet must stand to an angle to count as on it (degrees either side). */
const ANGULAR_ORB = 5;
/** An element holding less than this share of the chart's weight is "barely there". */
const LOW_ELEMENT = 0.08;
/** Planets in one half of the chart for it to lean that way (of ten). */
const HEMISPHERE_LEAN = 7;

const fn = (body: string) =>
  natalLibrary.aspects.functions[body as keyof typeof natalLibrary.aspects.functions];

/** A slow planet within ANGULAR_ORB of one of the four angles, closest angle first. */
export interface AngularPlanet {
  planet: (typeof SLOW)[number];
  angle: (typeof ANGLES)[number];
  orb: number;
}

export function angularPlanets(facts: ChartFacts): AngularPlanet[] {
  if (!facts.ascendant || !facts.mc) return [];
  const angles: Record<(typeof ANGLES)[number], number> = {
    Ascendant: facts.ascendant.longitude,
    MC: facts.mc.longitude,
    Descendant: facts.ascendant.longitude + 180,
    IC: facts.mc.longitude + 180,
  };
  const found: AngularPlanet[] = [];
  for (const planet of SLOW) {
    const position = facts.planets.find((p) => p.planet === planet)!;
    const nearest = ANGLES.map((angle) => ({
      angle,
      orb: separation(position.longitude, angles[angle]),
    })).sort((a, b) => a.orb - b.orb)[0]!;
    if (nearest.orb <= ANGULAR_ORB) found.push({ planet, ...nearest });
  }
  return found.sort((a, b) => a.orb - b.orb);
}

/** The patterns the reading takes up: stelliums (sign and house merged), at most two T-squares, one of each other kind. */
export function readPatterns(patterns: readonly ChartPattern[]): ReadPattern[] {
  const stelliums: ReadPattern[] = [];
  // The larger first, so a smaller group inside it (four in Pisces among five in the 8th house) joins it.
  const groups = patterns
    .filter((p) => p.kind === 'stellium')
    .sort((a, b) => b.points.length - a.points.length);
  for (const pattern of groups) {
    const within = stelliums.find(
      (known) =>
        Boolean(known.sign) !== Boolean(pattern.sign) &&
        pattern.points.every((p) => known.points.includes(p)),
    );
    if (within) {
      Object.assign(within, {
        ...(pattern.sign ? { sign: pattern.sign } : {}),
        ...(pattern.house ? { house: pattern.house } : {}),
      });
      if (pattern.sign && pattern.points.length < within.points.length) within.inSign = pattern.points.length;
    } else stelliums.push({ ...pattern });
  }
  // Two T-squares on one apex are one story: the first (its tightest members) is read.
  const tSquares = patterns
    .filter((p) => p.kind === 't-square')
    .filter((p, index, all) => all.findIndex((other) => other.apex === p.apex) === index)
    .slice(0, 2);
  const first = (kind: ChartPattern['kind'], count = 1) =>
    patterns.filter((p) => p.kind === kind).slice(0, count);
  return [
    ...stelliums.slice(0, 2),
    ...tSquares,
    ...first('grand-cross'),
    ...first('grand-trine'),
    ...first('yod'),
  ];
}

/**
 * A pattern as the reading takes it up: a stellium in a sign that lies inside a larger one in a
 * house is read as one group, `inSign` of its planets in that sign.
 */
export type ReadPattern = ChartPattern & { inSign?: number };

/** "Capricorn", "your 12th house", "Capricorn, in your 12th house" (no bracket in the prose), "your 8th house". */
function stelliumPlace(pattern: ReadPattern, inList = false): string {
  const house = pattern.house ? `your ${ordinal(pattern.house)} house` : '';
  if (pattern.sign && house && pattern.inSign)
    return fillFragment(words.stellium.partlyInSign, {
      house,
      count: NUMBER_WORDS[pattern.inSign] ?? String(pattern.inSign),
      sign: pattern.sign,
    });
  // In the overview's list of features a comma would split the item: "in Capricorn in your 12th house".
  if (pattern.sign && house) return inList ? `${pattern.sign} in ${house}` : `${pattern.sign}, in ${house}`;
  return pattern.sign ?? house;
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function stelliumSection(pattern: ReadPattern, facts: ChartFacts, said: Set<string>): NatalInterpretation {
  const place = stelliumPlace(pattern);
  const count = NUMBER_WORDS[pattern.points.length] ?? String(pattern.points.length);
  // The planets in the usual order (the Sun first); in a house stellium partly in one sign, the
  // ones in that sign together and the odd ones out named with theirs.
  const inOrder = [...pattern.points].sort((a, b) => BODIES.indexOf(a) - BODIES.indexOf(b));
  const others = inOrder.filter((point) => pattern.inSign && signOfPlanet(facts, point) !== pattern.sign);
  const planets =
    others.length > 0
      ? fillFragment(words.stellium.bySign, {
          inSign: list(inOrder.filter((point) => !others.includes(point))),
          sign: pattern.sign!,
          others: joinAnd(
            others.map((point) => `${pointInSentence(point)} in ${signOfPlanet(facts, point)}`),
          ),
        })
      : list(inOrder);
  const parts = [
    render(variant(words.stellium.frame, `${pattern.points.join()}|${place}`), {
      Count: capitalize(count),
      count,
      planets,
      place,
      ...(pattern.sign && pattern.house && pattern.inSign
        ? { where: `${pattern.sign} and the ${ordinal(pattern.house)} house`, standFor: 'stand for' }
        : { where: pattern.sign ?? `the ${ordinal(pattern.house!)} house`, standFor: 'stands for' }),
    }),
  ];
  // The slow planets share a sign for years: say which part is the generation's and which is yours.
  const slow = pattern.points.filter((p) =>
    (['Saturn', 'Uranus', 'Neptune', 'Pluto'] as string[]).includes(p),
  );
  if (pattern.sign && slow.length >= 2) {
    const personal = pattern.points.filter((p) => !slow.includes(p) && p !== 'Jupiter');
    parts.push(
      personal.length > 0
        ? render(words.stellium.generation, {
            Slow: list(slow),
            sign: pattern.sign,
            personal: list(personal),
          })
        : render(words.stellium.generationOnly, { sign: pattern.sign }),
    );
  }
  if (pattern.sign) parts.push(words.stellium.signs[pattern.sign]!);
  const house = pattern.house ?? houseOfAll(pattern.points, facts);
  // Two stelliums (one by sign, one by house) may share a house: its meaning is said once.
  const houseText = house ? words.stellium.houses[String(house)]! : undefined;
  if (houseText && !said.has(houseText)) parts.push(houseText);
  if (houseText) said.add(houseText);
  return {
    kind: 'pattern',
    point: pattern.points[0]!,
    ...(pattern.sign ? { sign: pattern.sign } : {}),
    heading: render(words.stellium.heading, {
      place: pattern.inSign
        ? `${pattern.sign} and your ${ordinal(pattern.house!)} house`
        : pattern.sign && pattern.house
          ? `${pattern.sign} (your ${ordinal(pattern.house)} house)`
          : place,
    }),
    text: parts.join(' '),
  };
}

/** The house every planet of a group stands in, when they share one. */
function houseOfAll(points: readonly string[], facts: ChartFacts): number | undefined {
  const houses = new Set(points.map((point) => facts.planets.find((p) => p.planet === point)?.house));
  const [only] = [...houses];
  return houses.size === 1 && only ? only : undefined;
}

function signOfPlanet(facts: ChartFacts, planet: string): ZodiacSign {
  return facts.planets.find((p) => p.planet === planet)!.sign;
}

function tSquareSection(pattern: ChartPattern, facts: ChartFacts, said: Set<string>): NatalInterpretation {
  const [a, b, apex] = pattern.points as [string, string, string];
  const apexSign = signOfPlanet(facts, apex);
  const open = ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(apexSign) + 6) % 12]!;
  // Two T-squares whose apexes share a sign share the empty point: its release is said once.
  const release = said.has(`open|${open}`) ? words.tSquare.openAgain : words.tSquare.open;
  said.add(`open|${open}`);
  return {
    kind: 'pattern',
    point: apex,
    heading: render(words.tSquare.heading, { apex: pointInSentence(apex) }),
    text: [
      render(words.tSquare.frame, {
        A: pointInSentence(a),
        B: pointInSentence(b),
        apex: pointInSentence(apex),
        fnA: fn(a),
        fnB: fn(b),
      }),
      words.tSquare.apex[apex]!,
      render(release, { sign: open }),
    ].join(' '),
  };
}

function grandTrineSection(pattern: ChartPattern): NatalInterpretation {
  const element = pattern.element;
  return {
    kind: 'pattern',
    point: pattern.points[0]!,
    heading: element ? render(words.grandTrine.heading, { element }) : words.grandTrine.headingMixed,
    text: [
      render(words.grandTrine.frame, {
        Planets: list(pattern.points),
        functions: joinAnd(pattern.points.map(fn)),
      }),
      element ? words.grandTrine.elements[element]! : words.grandTrine.mixed,
    ].join(' '),
  };
}

function grandCrossSection(pattern: ChartPattern): NatalInterpretation {
  const modality = pattern.modality;
  return {
    kind: 'pattern',
    point: pattern.points[0]!,
    heading: modality ? render(words.grandCross.heading, { modality }) : words.grandCross.headingMixed,
    text: [
      render(words.grandCross.frame, {
        Planets: list(pattern.points),
        functions: joinAnd(pattern.points.map(fn)),
      }),
      modality ? words.grandCross.modalities[modality]! : words.grandCross.mixed,
    ].join(' '),
  };
}

function yodSection(pattern: ChartPattern): NatalInterpretation {
  const [a, b, apex] = pattern.points as [string, string, string];
  return {
    kind: 'pattern',
    point: apex,
    heading: render(words.yod.heading, { apex: pointInSentence(apex) }),
    text: render(words.yod.frame, {
      A: pointInSentence(a),
      B: pointInSentence(b),
      apex: pointInSentence(apex),
      fnApex: fn(apex),
    }),
  };
}

export function patternSection(
  pattern: ReadPattern,
  facts: ChartFacts,
  said: Set<string> = new Set(),
): NatalInterpretation {
  switch (pattern.kind) {
    case 'stellium':
      return stelliumSection(pattern, facts, said);
    case 't-square':
      return tSquareSection(pattern, facts, said);
    case 'grand-trine':
      return grandTrineSection(pattern);
    case 'grand-cross':
      return grandCrossSection(pattern);
    case 'yod':
      return yodSection(pattern);
  }
}

/** A slow planet on an angle; what an angle is, is said with the first one only. */
export function angularSection({ planet, angle, orb }: AngularPlanet, index = 0): NatalInterpretation {
  const { angular } = words;
  const closeness = angular.closeness[orb < 1 ? 'exact' : orb < 2.5 ? 'near' : 'wide'];
  return {
    kind: 'angular',
    point: planet,
    heading: render(angular.heading, { Planet: planet, where: angular.where[angle]! }),
    text: [
      render(index === 0 ? variant(angular.frame, `${planet}|${angle}`) : angular.frameAgain, {
        Planet: planet,
        closeness,
        angle: angular.angleNames[angle]!,
      }),
      angular.planets[planet]![angle]!,
    ].join(' '),
    terms: [{ term: `${angular.angleNames[angle]}, within ${formatDegree(orb)}`, meaning: ANGLE_MEANING }],
  };
}

const ANGLE_MEANING = 'how far from the exact degree of the angle the planet stood when you were born.';

/** A house's part of life in plain words: "home and family". */
export const houseTopic = (house: number): string => words.houseTopics[String(house)]!;

/** What the two bodies of an aspect do together, and what the slower one brings to it. */
export function aspectPairSentences(
  first: string,
  second: string,
  aspect: string,
  seed = '',
): { pair?: string; colour?: string } {
  const nature =
    aspect === 'conjunction' ? 'conjunction' : aspect === 'trine' || aspect === 'sextile' ? 'easy' : 'hard';
  const alternative = words.slowerColourAlt[second]?.[nature];
  const colour =
    alternative && hashString(`${first}|${second}|${aspect}|${seed}`) % 2 === 1
      ? alternative
      : words.slowerColour[second]?.[nature];
  return { pair: words.aspectPairs[`${first}|${second}`], colour };
}

/** The generational note for an aspect between two slow planets, with the houses it links when known. */
export function generationalNote(facts: ChartFacts, a: string, b: string): string {
  const houseOf = (planet: string) => facts.planets.find((p) => p.planet === planet)?.house;
  const [houseA, houseB] = [houseOf(a), houseOf(b)];
  const where =
    houseA && houseB
      ? houseA === houseB
        ? fillFragment(words.generationalWhere.sameHouse, { topic: houseTopic(houseA) })
        : fillFragment(words.generationalWhere.houses, {
            topicA: houseTopic(houseA),
            topicB: houseTopic(houseB),
          })
      : words.generationalWhere.none;
  return render(variant(words.generational, `${a}|${b}|${houseA}|${houseB}`), { A: a, B: b, where });
}

/** The features the overview names, in order of weight, each in plain words with what it does. */
function features(
  facts: ChartFacts,
  patterns: readonly ChartPattern[],
  angular: readonly AngularPlanet[],
  tightest: AspectFact | undefined,
): string[] {
  const { featureNames: names, angularKeynotes, stelliumKeynotes } = words.overview;
  const found: string[] = [];
  for (const pattern of patterns) {
    if (pattern.kind === 'stellium') {
      const count = NUMBER_WORDS[pattern.points.length] ?? String(pattern.points.length);
      const house = pattern.house ?? houseOfAll(pattern.points, facts);
      found.push(
        house
          ? fillFragment(names.stellium!, {
              count,
              place: stelliumPlace(pattern, true),
              topic: houseTopic(house),
            })
          : fillFragment(names.stelliumSign!, {
              count,
              place: stelliumPlace(pattern, true),
              keynote: stelliumKeynotes[pattern.sign!]!,
            }),
      );
    } else if (pattern.kind === 't-square')
      found.push(fillFragment(names['t-square']!, { fnApex: fn(pattern.apex!) }));
    else if (pattern.kind === 'grand-trine')
      found.push(
        pattern.element
          ? fillFragment(names['grand-trine']!, { element: pattern.element })
          : fillFragment(names['grand-trine-mixed']!, { planets: list(pattern.points) }),
      );
    else if (pattern.kind === 'grand-cross')
      found.push(
        pattern.modality
          ? fillFragment(names['grand-cross']!, { modality: pattern.modality })
          : fillFragment(names['grand-cross-mixed']!, { planets: list(pattern.points) }),
      );
    else found.push(fillFragment(names.yod!, { fnApex: fn(pattern.apex!) }));
  }
  for (const { planet, angle } of angular)
    found.push(
      fillFragment(names.angular!, {
        planet,
        where: ANGLE_PLACE[angle],
        keynote: angularKeynotes[planet]![angle]!,
      }),
    );
  if (tightest) {
    const [first, second] = [tightest.from, tightest.to].sort(
      (p, q) => BODIES.indexOf(p) - BODIES.indexOf(q),
    ) as [string, string];
    const nature =
      tightest.aspect === 'conjunction' || tightest.aspect === 'opposition'
        ? tightest.aspect
        : tightest.aspect === 'trine' || tightest.aspect === 'sextile'
          ? 'easy'
          : 'hard';
    found.push(fillFragment(names[nature]!, { fnA: fn(first), fnB: fn(second) }));
  }
  return found.slice(0, 4);
}

/** Where a planet on an angle stands, in the words of the overview. */
const ANGLE_PLACE: Record<(typeof ANGLES)[number], string> = {
  Ascendant: 'on your Ascendant',
  MC: 'at the top of your chart',
  Descendant: 'on your Descendant',
  IC: 'at the base of your chart',
};

/** "a, b and c", or with semicolons when an item has a comma of its own: "a, which…; b; and c". */
function joinFeatures(items: readonly string[]): string {
  if (!items.some((item) => item.includes(','))) return joinAnd(items);
  if (items.length === 2) return `${items[0]}, and ${items[1]}`;
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`;
}

/** The elements the balance bars mark as leading (ties named as ties). */
export const elementLeaders = (balance: BalanceFacts): Element[] =>
  leadersOf(ELEMENTS, balance.elements) as Element[];

/** The elements holding under LOW_ELEMENT of the chart's weight (at most two). */
export function lowElements(balance: BalanceFacts): Element[] {
  const total = ELEMENTS.reduce((sum, element) => sum + balance.elements[element], 0) || 1;
  return ELEMENTS.filter((element) => balance.elements[element] / total < LOW_ELEMENT).slice(0, 2);
}

/** The half of the chart holding HEMISPHERE_LEAN planets or more (with a birth time), and how many. */
export function hemisphereLean(
  facts: ChartFacts,
): { side: 'above' | 'below' | 'east' | 'west'; count: number } | undefined {
  const houses = facts.planets
    .map((planet) => planet.house)
    .filter((house): house is number => Boolean(house));
  if (houses.length !== facts.planets.length) return undefined;
  const above = houses.filter((house) => house >= 7).length;
  const east = houses.filter((house) => house >= 10 || house <= 3).length;
  if (above >= HEMISPHERE_LEAN) return { side: 'above', count: above };
  if (above <= 10 - HEMISPHERE_LEAN) return { side: 'below', count: 10 - above };
  if (east >= HEMISPHERE_LEAN) return { side: 'east', count: east };
  if (east <= 10 - HEMISPHERE_LEAN) return { side: 'west', count: 10 - east };
  return undefined;
}

/** The planets standing in an element's signs, in the usual order. */
const planetsIn = (facts: ChartFacts, element: Element) =>
  facts.planets.filter((p) => signElement(p.sign) === element).map((p) => p.planet);

/** The planets the element balance weighs (docs/birth-chart.md: the Sun to Saturn; the outer three weigh nothing). */
const weighedIn = (facts: ChartFacts, element: Element) =>
  planetsIn(facts, element).filter((planet) => !OUTER.includes(planet));
const OUTER = ['Uranus', 'Neptune', 'Pluto'];
/** The points the balance counts double or more: an element can lead with few planets when they stand in it. */
const HEAVY = ['Sun', 'Moon', 'Venus', 'Mars'];

/** ", with the Sun, the Moon and Saturn in earth signs", or, when earth leads by weight and not by count, why. */
function leadClause(facts: ChartFacts, element: Element): string {
  const { overview } = words;
  const inLead = weighedIn(facts, element);
  const most = ELEMENTS.every((other) => weighedIn(facts, other).length <= inLead.length);
  if (most && inLead.length > 0 && inLead.length <= 5)
    return fillFragment(overview.elementPlanets, { planets: list(inLead), element });
  const heavy = [
    ...inLead.filter((planet) => HEAVY.includes(planet)).map(pointInSentence),
    ...(facts.ascendant && signElement(facts.ascendant.sign) === element ? ['your rising sign'] : []),
  ];
  if (heavy.length === 0) return '';
  // It leads by weight, not by count: say which element it edges past, and what tips it.
  const runner = ELEMENTS.filter((other) => other !== element).sort(
    (x, y) => weighedIn(facts, y).length - weighedIn(facts, x).length,
  )[0]!;
  return fillFragment(heavy.length === 1 ? overview.elementHeavyOne : overview.elementHeavy, {
    planets: joinAnd(heavy),
    element,
    runner,
  });
}

/** ", with only Mars in a fire sign", ", with no planet in a water sign" (the outer three said apart). */
function lowClause(facts: ChartFacts, element: Element): string {
  const { overview } = words;
  const weighed = weighedIn(facts, element);
  if (weighed.length === 0)
    return planetsIn(facts, element).length > 0
      ? fillFragment(overview.elementSlowOnly, { element })
      : fillFragment(overview.elementNone, { element });
  return fillFragment(weighed.length === 1 ? overview.elementOnlyOne : overview.elementOnly, {
    planets: list(weighed),
    element,
  });
}

/**
 * The reading's first section: the chart's features in plain words, its elements and, with a
 * birth time, its hemispheres; the tensions between its placements are added after it (natal-tensions.ts).
 */
export function overviewSection(
  facts: ChartFacts,
  balance: BalanceFacts,
  patterns: readonly ChartPattern[],
  angular: readonly AngularPlanet[],
  tightest: AspectFact | undefined,
): NatalInterpretation {
  const { overview } = words;
  const found = features(facts, patterns, angular, tightest);
  const seed = facts.planets.map((p) => Math.round(p.longitude)).join(',');
  const opening =
    found.length === 0
      ? overview.noFeatures
      : found.length === 1
        ? render(overview.featuresOne[hashString(seed) % overview.featuresOne.length]!, {
            feature: found[0]!,
          })
        : render(overview.features[hashString(seed) % overview.features.length]!, {
            features: joinFeatures(found),
          });
  const leaders = elementLeaders(balance);
  const clause = leaders.length === 1 ? leadClause(facts, leaders[0]!) : '';
  const inLead = leaders.length === 1 ? weighedIn(facts, leaders[0]!) : [];
  const lead =
    clause.startsWith(', with') && hashString(`${seed}|element`) % 2 === 1
      ? render(overview.elementLeadNamed[leaders[0]!]!, { planets: list(inLead) })
      : leaders.length === 1
        ? render(overview.elementLead[leaders[0]!]!, { planets: clause })
        : render(overview.elementsShared, {
            elements: capitalize(joinAnd(leaders)),
            qualities: joinAnd(leaders.map((element) => overview.elementQuality[element]!)),
          });
  const parts = [opening, lead];
  const lows = lowElements(balance);
  for (const low of lows) parts.push(render(overview.elementLow[low]!, { only: lowClause(facts, low) }));
  // An element with no planet that only the rising sign brings in is not "barely there", but it is said.
  for (const element of ELEMENTS)
    if (!lows.includes(element) && planetsIn(facts, element).length === 0)
      parts.push(render(overview.elementOnlyRising, { element }));
  const lean = hemisphereLean(facts);
  if (lean)
    parts.push(
      render(overview.hemispheres[lean.side]!, {
        Count: capitalize(NUMBER_WORDS[lean.count] ?? String(lean.count)),
      }),
    );
  return { kind: 'overview', point: 'chart', heading: overview.heading, text: parts.join(' ') };
}

/** How the Sun's and the Moon's elements sit together; left out when the Moon's sign is not certain. */
export function sunMoonSection(facts: ChartFacts): NatalInterpretation {
  const sign = (planet: string) => signOfPlanet(facts, planet);
  const [sun, moon] = [sign('Sun'), sign('Moon')];
  const { sunMoon } = words;
  return {
    kind: 'placement',
    point: 'Sun and Moon',
    heading: sunMoon.heading,
    text: [
      render(variant(sunMoon.frame, `${sun}|${moon}`), { sunSign: sun, moonSign: moon }),
      sun === moon ? sunMoon.same : sunMoon.elements[`${signElement(sun)}|${signElement(moon)}`]!,
    ].join(' '),
  };
}

/** Why an outer planet is no background in this chart: on an angle, in a pattern, in a tight aspect. */
export type StandOut =
  | { planet: string; reason: 'angular'; angle: (typeof ANGLES)[number] }
  | { planet: string; reason: 'pattern'; pattern: ChartPattern['kind'] }
  | { planet: string; reason: 'aspect'; other: string };

const PATTERN_NAME: Record<ChartPattern['kind'], string> = {
  stellium: 'the stellium',
  't-square': 'the T-square',
  'grand-trine': 'the grand trine',
  'grand-cross': 'the grand cross',
  yod: 'the yod',
};

function reasonText(standOut: StandOut): string {
  const { reasons } = words.generation;
  if (standOut.reason === 'angular')
    return fillFragment(reasons.angular, { planet: standOut.planet, where: ANGLE_PLACE[standOut.angle] });
  if (standOut.reason === 'pattern')
    return fillFragment(reasons.pattern, {
      planet: standOut.planet,
      pattern: PATTERN_NAME[standOut.pattern],
    });
  return fillFragment(reasons.aspect, {
    planet: standOut.planet,
    other: standOut.other === 'MC' ? 'Midheaven' : standOut.other,
  });
}

/**
 * Uranus, Neptune and Pluto by sign: what the reader shares with everyone born near them, and,
 * with a birth time, the part of life each works through; an outer planet the reading has shown
 * to be strong is said to be so, with the reason.
 */
export function generationSection(
  facts: ChartFacts,
  standOut: readonly StandOut[] = [],
): NatalInterpretation {
  const { generation } = words;
  const outer = (['Uranus', 'Neptune', 'Pluto'] as const).map((planet) => ({
    planet,
    sign: signOfPlanet(facts, planet),
    house: facts.planets.find((p) => p.planet === planet)?.house,
  }));
  const seed = outer.map(({ sign, house }) => `${sign}${house ?? ''}`).join('|');
  // Each loud planet once, with the first reason the reading gave.
  const loud = outer.flatMap(({ planet }) => standOut.find((s) => s.planet === planet) ?? []);
  const frame =
    loud.length > 0
      ? render(variant(generation.standsOut, seed), { reasons: joinAnd(loud.map(reasonText)) })
      : variant(generation.frame, seed);
  return {
    kind: 'generation',
    point: 'Uranus',
    heading: render(generation.heading, {
      signs: outer.map(({ planet, sign }) => `${planet} in ${sign}`).join(', '),
    }),
    text: [
      frame,
      // Each planet's house in its own words, so three sentences do not end on one refrain.
      ...outer.map(({ planet, sign, house }, index) => {
        const text = generation[planet][sign]!;
        // A planet on an angle was placed by its reason above; a house the one before it had is said as such.
        if (!house || loud.some((s) => s.planet === planet && s.reason === 'angular')) return text;
        const clause =
          index > 0 && outer[index - 1]!.house === house
            ? generation.sameHouse
            : fillFragment(generation.houseClause[index]!, { topic: houseTopic(house) });
        return text.replace(/\.$/, clause);
      }),
    ].join(' '),
  };
}

/** A term the reading uses, explained in a short list under its section rather than in the prose. */
export interface Term {
  term: string;
  meaning: string;
}

/**
 * What an aspect's heading says that a reader may not know: the aspect word the first time the
 * reading uses it, and the orb with its motion (`said` remembers the words already explained).
 */
export function aspectTerms(
  aspect: string,
  orb: number,
  motion: string | undefined,
  said: Set<string>,
): Term[] {
  const { terms } = words;
  const found: Term[] = [];
  const meaning = terms.aspects[aspect as keyof typeof terms.aspects];
  if (meaning && !said.has(aspect)) found.push({ term: capitalize(aspect), meaning });
  said.add(aspect);
  const term = motion
    ? render(terms.orb.term, { orb: formatDegree(orb), motion })
    : render(terms.orb.termNoMotion, { orb: formatDegree(orb) });
  found.push({ term, meaning: said.has('orb') ? ORB_AGAIN : terms.orb.meaning });
  said.add('orb');
  return found;
}

const ORB_AGAIN = 'how far from exact, as above.';

/** The astrologers' words a text uses ("exalted", "mutable"), each explained once in a reading. */
export function wordTerms(text: string, said: Set<string>): Term[] {
  const found: Term[] = [];
  const { aliases } = words.terms;
  for (const [word, meaning] of Object.entries(words.terms.words)) {
    // A word is explained where it, or another name for it ("rising", "houses"), first stands.
    const names = [word, ...Object.keys(aliases).filter((alias) => aliases[alias] === word)];
    if (said.has(word) || !names.some((name) => new RegExp(`\\b${name}\\b`, 'i').test(text))) continue;
    said.add(word);
    found.push({ term: capitalize(word), meaning });
  }
  return found;
}

/**
 * The sentence that sets an aspect against the placement read above it: what the faster body's
 * sign wants, and what the other body does with that ("Your Virgo Moon wants order and
 * usefulness; Uranus, at a hard angle to it, is the part of you that kicks against that very
 * need…"). Only for a body whose sign the reading has already read.
 */
export function reconcileSentence(
  first: { point: string; sign: ZodiacSign },
  second: string,
  aspect: string,
): string | undefined {
  const { reconcile } = words;
  const values = {
    sign: first.sign,
    point: first.point,
    want: reconcile.wants[first.sign]!,
    Other: capitalize(pointInSentence(second === 'MC' ? 'Midheaven' : second)),
  };
  if (aspect === 'square' || aspect === 'quincunx')
    return render(reconcile.hard, { ...values, against: reconcile.against[second]! });
  if (aspect === 'opposition')
    return render(reconcile.opposition, { ...values, against: reconcile.against[second]! });
  if (aspect === 'trine' || aspect === 'sextile')
    return render(reconcile.easy, { ...values, helps: reconcile.helps[second]! });
  return undefined;
}

/**
 * Each theme once (docs/natal-library.md#said-once): walking the sections in reading order, a
 * sentence that carries a theme an earlier sentence carried is left out, unless it is the
 * section's only sentence. The themes and their phrases are content (natal-shape.json).
 */
export function sayEachThemeOnce<
  Section extends { text: string; house?: { text: string }; alternative?: { text: string } },
>(sections: readonly Section[]): Section[] {
  const said = new Map<string, number>();
  // A section's own text, then its house and its other sign's text, in the order they are read.
  const edit = (text: string) => {
    const sentences = splitSentences(text);
    const kept = sentences.filter((sentence) => {
      const carried = themesOf(sentence);
      const again = carried.some((theme) => (said.get(theme) ?? 0) >= themeAllowance(theme));
      if (!again) for (const theme of carried) said.set(theme, (said.get(theme) ?? 0) + 1);
      return !again;
    });
    return kept.length === sentences.length
      ? text
      : (kept.length > 0 ? kept : sentences.slice(0, 1)).join(' ');
  };
  return sections.map((section) => {
    const text = edit(section.text);
    const house = section.house && { ...section.house, text: edit(section.house.text) };
    const alternative = section.alternative && {
      ...section.alternative,
      text: edit(section.alternative.text),
    };
    return {
      ...section,
      text,
      ...(house ? { house } : {}),
      ...(alternative ? { alternative } : {}),
    };
  });
}

/** A text without its sentences that carry a theme another section says. */
export function withoutTheme(text: string, theme: string): string {
  const sentences = splitSentences(text);
  const kept = sentences.filter((sentence) => !themesOf(sentence).includes(theme));
  return (kept.length > 0 ? kept : sentences).join(' ');
}

/** How many sentences of one reading may carry a theme. */
export const themeAllowance = (theme: string): number => words.themeAllowance[theme] ?? 1;

/** The themes a sentence carries, by their phrases. */
export function themesOf(sentence: string): string[] {
  const lower = sentence.toLowerCase();
  return Object.entries(words.themes)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .filter(([, phrases]) => phrases.some((phrase) => lower.includes(phrase)))
    .map(([theme]) => theme);
}
