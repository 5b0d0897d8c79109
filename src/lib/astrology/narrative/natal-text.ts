/**
 * The natal reading of the free birth chart (docs/natal-library.md): the Sun, Moon, Ascendant,
 * the chart ruler, Mercury, Venus, Mars, Jupiter and Saturn, the lunar nodes and the tightest
 * aspects, all from content/astrology/natal.json. Without a birth time there is no Ascendant,
 * ruler or house; a planet that changed sign that day is read in both signs, each with its hours.
 */
import type {
  AspectFact,
  BalanceFacts,
  ChartFacts,
  ChartPattern,
  NatalInterpretation,
  PlanetName,
} from '../contract';
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
import { aspectPhrase, ordinal } from './grammar';
import { hashString } from './pick';
import type { SignChange } from './reading-person';
import { render } from './template';
import {
  angularPlanets,
  angularSection,
  aspectPairSentences,
  aspectTerms,
  generationalNote,
  generationSection,
  overviewSection,
  sunMoonSection,
  patternSection,
  readPatterns,
  reconcileSentence,
  sayEachThemeOnce,
  withoutTheme,
  themesOf,
  wordTerms,
  houseTopic,
  elementLeaders,
  lowElements,
  hemisphereLean,
  type ReadPattern,
  type AngularPlanet,
  type StandOut,
} from './natal-shape';
import { findTensions, member, sayTensions, type Tension, type TensionMember } from './natal-tensions';
import { signElement } from '../zodiac';

/** How many aspects the reading describes. */
const TIGHTEST = 3;
/** How many aspects a reading sets against their placement in so many words. */
const MAX_AGAINST = 1;
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
    ? render(
        chartRuler.leadHouse[
          hashString(`${rising}|${position.sign}|${position.house}`) % chartRuler.leadHouse.length
        ]!,
        {
          ...values,
          house: ordinal(position.house),
        },
      )
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
      // The Sun and the Moon were read in their own sections just above: what was said of them
      // counts twice, rather than a second, generic portrait that could contradict it.
      ruler === 'Sun' || ruler === 'Moon'
        ? render(chartRuler.readAbove, { ruler, other: position.sign })
        : chartRuler.planets[ruler],
      // The Sun's and the Moon's houses are read in their own sections already.
      position.house && ruler !== 'Sun' && ruler !== 'Moon'
        ? chartRuler.houses[String(position.house)]
        : undefined,
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
  // The signs are the year group's, the houses the reader's own: said in one sentence, worded by the chart.
  const seed = `${north.sign}|${north.house ?? ''}`;
  const shared =
    north.house && south.house
      ? render(natalLibrary.nodesHouse[hashString(seed) % natalLibrary.nodesHouse.length]!, {
          house: ordinal(north.house),
          opposite: ordinal(south.house),
          northTopic: houseTopic(north.house),
          southTopic: houseTopic(south.house),
        })
      : natalLibrary.nodesShared[hashString(seed) % natalLibrary.nodesShared.length]!;
  return {
    kind: 'nodes',
    point: 'North Node',
    sign: north.sign,
    heading: `North Node in ${north.sign}, South Node in ${south.sign}`,
    text: [natalLibrary.nodes[north.sign], shared].join(' '),
  };
}

const isReadAspect = (name: string): name is ReadAspect => (READ_ASPECTS as readonly string[]).includes(name);
const isAspectBody = (name: string): name is AspectBody => BODY_ORDER.includes(name);

const byOrb = (x: AspectFact, y: AspectFact) =>
  x.orb - y.orb || x.from.localeCompare(y.from) || x.to.localeCompare(y.to);

/**
 * The tightest aspects among the planets and angles, by orb: the majors and the quincunx,
 * leaving out an untimed Moon's (its orb is not known). At most one is between two slow planets,
 * which everyone born within weeks or months of you shares: it is read, and said to be shared,
 * when it is among the tightest.
 */
export function tightestAspects(aspects: readonly AspectFact[]): AspectFact[] {
  const read = aspects.filter(
    (aspect) =>
      isReadAspect(aspect.aspect) &&
      isAspectBody(aspect.from) &&
      isAspectBody(aspect.to) &&
      !aspect.approximate,
  );
  const personal = read.filter((aspect) => !isGenerational(aspect)).sort(byOrb);
  const shared = read.filter((aspect) => isGenerational(aspect)).sort(byOrb);
  return [...personal.slice(0, TIGHTEST), ...shared.slice(0, 1)].sort(byOrb).slice(0, TIGHTEST);
}

/** The sign a body or angle of the chart stands in. */
function signOf(facts: ChartFacts, body: AspectBody): ZodiacSign {
  if (body === 'Ascendant') return facts.ascendant!.sign;
  if (body === 'MC') return facts.mc!.sign;
  return facts.planets.find((planet) => planet.planet === body)!.sign;
}

/** "Sun square Saturn (orb 0°42′, applying)", what the two bodies do together, and out of sign if so. */
function aspectSection(
  facts: ChartFacts,
  aspect: AspectFact,
  said: Set<string>,
  explained: Set<string>,
  readSigns: ReadonlySet<string>,
  againstPlacement: Map<string, { reconcile: string; colour: string | undefined }>,
): NatalInterpretation {
  const [first, second] = [aspect.from, aspect.to].sort(
    (p, q) => BODY_ORDER.indexOf(p) - BODY_ORDER.indexOf(q),
  ) as [AspectBody, AspectBody];
  const kind = aspect.aspect as ReadAspect;
  const { functions, kinds, notes } = natalLibrary.aspects;
  const variants = kinds[kind];
  const template = variants[hashString(`${first}|${second}|${kind}`) % variants.length]!;
  // Set against the placement read above it: the faster body's sign, and what the other does to it.
  const reconcile = readSigns.has(first)
    ? reconcileSentence({ point: first, sign: signOf(facts, first) }, second, kind)
    : undefined;
  const { pair, colour } = aspectPairSentences(first, second, kind, aspect.orb.toFixed(2));
  const text = [
    render(template, { fnA: functions[first], fnB: functions[second] }),
    // What the slower body brings is said once, and not beside a sentence that already says it.
    ...[pair, reconcile ? undefined : colour].filter(
      (sentence): sentence is string =>
        Boolean(sentence) && !said.has(sentence!) && Boolean(said.add(sentence!)),
    ),
  ];
  // The sentence setting it against its placement is added after the tensions are placed
  // (natalReading): a tension said in this section replaces it.
  if (reconcile) againstPlacement.set(aspectPhrase(first, kind, second), { reconcile, colour });
  if (isGenerational(aspect)) text.push(generationalNote(facts, first, second));
  if (aspect.outOfSign)
    text.push(render(notes.outOfSign, { from: signOf(facts, first), to: signOf(facts, second) }));
  return {
    kind: 'aspect',
    point: first,
    heading: aspectPhrase(first, kind, second),
    text: text.join(' '),
    // The aspect word and the orb are explained under the section, not in its sentences.
    terms: aspectTerms(kind, aspect.orb, aspect.motion, explained),
  };
}

/**
 * The placements the reading reads loudly, as the tension rules know them (natal-tensions.ts):
 * the houses and signs of the sections shown, the slow planets on an angle, the chart ruler's
 * house, the tightest aspects, the stelliums, the elements, the lights and the hemisphere.
 */
function readPlacements(
  facts: ChartFacts,
  sections: readonly NatalInterpretation[],
  angular: readonly AngularPlanet[],
  tightest: readonly AspectFact[],
  patterns: readonly ReadPattern[],
  shape: ChartShape | undefined,
): TensionMember[] {
  const found: TensionMember[] = [];
  for (const section of sections) {
    if (section.kind !== 'placement' || section.alternative || !section.sign) continue;
    const weight = ['Sun', 'Moon', 'Ascendant'].includes(section.point) ? 1.8 : 1.5;
    found.push(member.sign(section.point, section.sign, weight));
    if (section.house)
      found.push(
        member.house(section.point, section.house.number, ['Sun', 'Moon'].includes(section.point) ? 2 : 1.8),
      );
  }
  if (sections.some((section) => section.point === 'Sun and Moon')) {
    const [sun, moon] = (['Sun', 'Moon'] as const).map((p) =>
      signElement(facts.planets.find((planet) => planet.planet === p)!.sign),
    );
    if (sun === moon) found.push(member.lights(sun!, moon!));
  }
  for (const { planet, angle, orb } of angular) found.push(member.angular(planet, angle, orb));
  const ruler = sections.find((section) => section.kind === 'chart-ruler');
  const rulerHouse = ruler && facts.planets.find((p) => p.planet === ruler.point)?.house;
  if (rulerHouse) found.push(member.ruler(rulerHouse));
  for (const aspect of tightest.filter((a) => !isGenerational(a))) {
    const [first, second] = [aspect.from, aspect.to].sort(
      (p, q) => BODY_ORDER.indexOf(p) - BODY_ORDER.indexOf(q),
    ) as [string, string];
    found.push(member.aspect(first, second, aspect.aspect, aspect.orb));
  }
  for (const pattern of patterns.filter((p) => p.kind === 'stellium'))
    found.push(...member.stellium(pattern.points[0]!, { house: pattern.house, sign: pattern.sign }));
  if (shape) {
    const leaders = elementLeaders(shape.balance);
    if (leaders.length === 1) found.push(member.elementLead(leaders[0]!));
    for (const low of lowElements(shape.balance)) found.push(member.elementLow(low));
    const lean = hemisphereLean(facts);
    if (lean && (lean.side === 'above' || lean.side === 'below')) found.push(member.hemisphere(lean.side));
  }
  return found;
}

/** What the reading knows of the chart's shape: the engine's patterns and the element balance. */
export interface ChartShape {
  patterns: readonly ChartPattern[];
  balance: BalanceFacts;
}

/**
 * Every section of the natal reading, in reading order (docs/natal-library.md): the chart at a
 * glance; the Sun, Moon, Ascendant and chart ruler; the chart's shape (stelliums, T-squares,
 * grand trines, grand crosses, yods, slow planets on an angle); Mercury to Saturn; the tightest
 * aspects; the nodes.
 */
export function natalReading(
  facts: ChartFacts,
  aspects: readonly AspectFact[],
  changes: Partial<Record<PlanetName, SignChange>>,
  shape?: ChartShape,
): NatalInterpretation[] {
  return composeNatalReading(facts, aspects, changes, shape).sections;
}

/** The reading with the tensions the rules found in the chart and those it says (for the tests). */
export function composeNatalReading(
  facts: ChartFacts,
  aspects: readonly AspectFact[],
  changes: Partial<Record<PlanetName, SignChange>>,
  shape?: ChartShape,
): { sections: NatalInterpretation[]; tensions: { found: Tension[]; said: Tension[] } } {
  const angular = angularPlanets(facts);
  // A slow planet on an angle has its own section: its conjunction or opposition to that angle is not read twice.
  const onAngle = (aspect: AspectFact) =>
    (aspect.aspect === 'conjunction' || aspect.aspect === 'opposition') &&
    angular.some(
      ({ planet }) =>
        [aspect.from, aspect.to].includes(planet) &&
        [aspect.from, aspect.to].some((b) => b === 'Ascendant' || b === 'MC'),
    );
  const tightest = tightestAspects(aspects.filter((aspect) => !onAngle(aspect)));
  const patterns = shape ? readPatterns(shape.patterns) : [];
  const sections: Array<NatalInterpretation | undefined> = [
    shape
      ? overviewSection(
          facts,
          shape.balance,
          patterns,
          angular,
          tightest.find((aspect) => !isGenerational(aspect)),
        )
      : undefined,
    placementSection(facts, 'Sun', changes.Sun),
    placementSection(facts, 'Moon', changes.Moon),
    // The Sun–Moon blend needs the Moon's sign: not read when it changed sign on an untimed day.
    changes.Moon ? undefined : sunMoonSection(facts),
  ];
  if (facts.ascendant)
    sections.push({
      kind: 'placement',
      point: 'Ascendant',
      sign: facts.ascendant.sign,
      heading: `${facts.ascendant.sign} rising`,
      // Which planet rules the chart is said once, with where it stands, in the chart ruler's section.
      text: withoutTheme(natalLibrary.signs.Ascendant[facts.ascendant.sign], 'ruler'),
    });
  sections.push(chartRulerSection(facts));
  const saidOfPatterns = new Set<string>();
  sections.push(...patterns.map((pattern) => patternSection(pattern, facts, saidOfPatterns)));
  sections.push(...angular.map((planet, index) => angularSection(planet, index)));
  for (const planet of PLANETS_READ) sections.push(placementSection(facts, planet, changes[planet]));
  // What a slow body brings is said once, even when two aspects share it.
  const said = new Set<string>();
  // Each aspect word, and the orb, is explained (under its section) the first time the reading uses it.
  const explained = new Set<string>();
  // The bodies whose sign the reading has read: an aspect is set against what was said of them.
  const readSigns = new Set<string>(
    sections.flatMap((section) =>
      section?.kind === 'placement' && !section.alternative && section.sign ? [section.point] : [],
    ),
  );
  const againstPlacement = new Map<string, { reconcile: string; colour: string | undefined }>();
  sections.push(
    ...tightest.map((aspect) => aspectSection(facts, aspect, said, explained, readSigns, againstPlacement)),
  );
  sections.push(nodesSection(facts));
  // An outer planet the reading has already shown to be strong is not called background.
  // (A stellium's slow planets are their generation's, as its section says; so is an aspect
  // between two slow planets.)
  const standOut: StandOut[] = [
    ...angular.map(({ planet, angle }): StandOut => ({ planet, reason: 'angular', angle })),
    ...patterns
      .filter((pattern) => pattern.kind !== 'stellium')
      .flatMap((pattern) =>
        pattern.points.map((planet): StandOut => ({ planet, reason: 'pattern', pattern: pattern.kind })),
      ),
    ...tightest
      .filter((aspect) => !isGenerational(aspect))
      .flatMap((aspect): StandOut[] => [
        { planet: aspect.to, reason: 'aspect', other: aspect.from },
        { planet: aspect.from, reason: 'aspect', other: aspect.to },
      ]),
  ];
  sections.push(generationSection(facts, standOut));
  const edited = sayEachThemeOnce(
    sections.filter((section): section is NatalInterpretation => section !== undefined),
  );
  // Where two strong placements pull opposite ways, the reading says so once, and how they fit.
  const found = findTensions(readPlacements(facts, edited, angular, tightest, patterns, shape));
  const told = sayTensions(edited, found);
  // An aspect with no tension of its own is set against the placement read above it, at most
  // MAX_AGAINST times a reading (the frame is the same each time).
  let against = 0;
  const read = told.sections.map((section) => {
    const waiting = section.kind === 'aspect' ? againstPlacement.get(section.heading) : undefined;
    if (!waiting) return section;
    if (!told.landed.has(section) && against < MAX_AGAINST) {
      against += 1;
      return { ...section, text: `${section.text} ${waiting.reconcile}` };
    }
    // Not set against its placement: what the slower body brings is said instead, once a reading.
    const { colour } = waiting;
    // Added after the themes were edited, so never one that carries a theme (natal-shape.json themes).
    if (!colour || said.has(colour) || told.landed.has(section) || themesOf(colour).length > 0)
      return section;
    said.add(colour);
    return { ...section, text: `${section.text} ${colour}` };
  });
  // The astrologers' words a section uses ("exalted", "mutable", "stellium") go in its list of terms.
  const worded = new Set<string>();
  const finished = read.map((section) => {
    const terms = wordTerms(
      [section.heading, section.text, section.house?.heading, section.house?.text].filter(Boolean).join(' '),
      worded,
    );
    return terms.length > 0 ? { ...section, terms: [...terms, ...(section.terms ?? [])] } : section;
  });
  return { sections: finished, tensions: { found, said: told.said } };
}
