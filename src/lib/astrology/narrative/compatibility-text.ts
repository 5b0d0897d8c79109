/**
 * The written part of a compatibility reading: summary, description, strengths, challenges,
 * advice, the ten category descriptions and the ten area sentences, from the interpretation library in
 * content/astrology/ (rules in docs/readings.md). Every sentence follows the two charts: the
 * score's row on the one scale, the real Sun signs, the whole-chart elements, the contacts
 * with their signs, house overlays when birth times are known. Generational contacts are named
 * once, as shared background; no sentence is used twice in one reading.
 *
 * The seam for an optional AI polish is `CompatibilityNarrative`: a polisher may rewrite these
 * strings from the same facts, never the numbers.
 */
import library from '../../../../content/astrology/compatibility.json';
import type { AreaKey, AspectFact, CategoryKey, FitLists, ScoreKey } from '../contract';
import { scoreBand, scoreTier } from '@/lib/calculators/score-bands';
import { ZODIAC_SIGNS, signElement, signModality, signRelation } from '../zodiac';
import { Composer } from './composer';
import { render } from './template';
import { ContactLedger, contactTip, describeContact, themesOf } from './aspect-text';
import { describeCategories } from './category-text';
import { describeAreas } from './area-text';
import { generationalSentence } from './generational';
import { describeOverlay, findOverlays } from './overlays';
import type { Couple } from './reading-person';
import { limitNames } from './voice';
import { signSafeTemplates, unclashSigns } from './sign-names';

export interface CompatibilityNarrative {
  summary: string;
  strengths: string[];
  challenges: string[];
  advice: string;
  description: string;
  categoryDescriptions: Record<CategoryKey, string>;
  /** The birth-date pages' lists and advice (how the two of you fit). */
  fit: FitLists;
  areaDescriptions: Record<AreaKey, string>;
  /** Each dimension's "Why:" line: the factors its sentence explains (docs/readings.md#why-lines). */
  why: Partial<Record<CategoryKey | AreaKey, string>>;
  /** What a missing birth time leaves unknown, said once (docs/readings.md#without-a-birth-time). */
  timeNote?: string;
}

export interface NarrativeFacts {
  /** Everything that defines the couple, so two couples rarely share wording. */
  seed: string;
  couple: Couple;
  /** Every contact between the charts, strongest first, generational ones flagged. */
  aspects: readonly AspectFact[];
  scores: Readonly<Record<ScoreKey, number>>;
  categories: Readonly<Record<CategoryKey, number>>;
  drivers: Partial<Record<ScoreKey | CategoryKey, AspectFact[]>>;
  /** The soulmate-by-name reading: both given names, summarised before the charts. */
  names?: { name1: string; name2: string };
  /** The visitor's given name, to greet them once; the partner's, kept to a few uses a section. */
  greeting?: string;
  partnerName?: string;
}

const MAX_STRENGTHS = 4;
const MAX_CHALLENGES = 3;
/** The eleven-score pages' lists, after the areas have read their own contacts. */
const BOND_LIST = 3;

function sunSentence(composer: Composer, couple: Couple): string {
  const { first, second, both } = couple;
  const pool = (library.sunPairs as Record<string, string[]>)[signRelation(first.sun, second.sun)]!;
  return composer.pick(signSafeTemplates(pool, !!couple.signNamed), 'sun-signs', {
    a: first.party,
    b: second.party,
    both,
    sunA: first.sun,
    sunB: second.sun,
    elemA: signElement(first.sun),
    elemB: signElement(second.sun),
    modA: signModality(first.sun),
    modB: signModality(second.sun),
  });
}

function balanceSentences(composer: Composer, couple: Couple): string {
  const { first, second, both } = couple;
  const [elemA, elemB] = [first.dominantElement, second.dominantElement];
  const lead = composer.pick(library.balanceLeads[elemA === elemB ? 'same' : 'different'], 'balance', {
    a: first.party,
    b: second.party,
    both,
    elemA,
    elemB,
  });
  const key = [elemA, elemB].sort().join('-');
  const meaning = composer.pick((library.elementPairs as Record<string, string[]>)[key]!, 'elements', {
    both,
  });
  return `${lead} ${meaning}`;
}

/**
 * What this pairing is about, from its strongest easy and strongest tense contact, by what their
 * planets stand for ("the ease between your need for comfort and Tom's affection"). The contacts
 * themselves are read in the strengths and challenges; here they only give the pairing its theme.
 */
function pairingTheme(composer: Composer, couple: Couple, flow?: AspectFact, friction?: AspectFact) {
  const kind = flow && friction ? 'both' : flow ? 'flow' : friction ? 'friction' : undefined;
  if (!kind) return () => undefined;
  // The same words for the same contact in both wordings (the summary's and the description's).
  const easy = flow ? themesOf(composer, flow.from, flow.to, 'theme-flow') : {};
  const hard = friction ? themesOf(composer, friction.from, friction.to, 'theme-friction') : undefined;
  return (slot: string) =>
    composer.pick(library.pairingThemes[kind], slot, {
      a: couple.first.party,
      b: couple.second.party,
      both: couple.both,
      ...easy,
      ...(hard ? { themeC: hard.themeA, themeD: hard.themeB } : {}),
    });
}

/**
 * "Ada, at its heart, …": the visitor's name greets them once, before a sentence that reads on
 * after it. A sentence that opens with a sign or a name keeps its capital ("Ada, Aries and …").
 */
function greet(greeting: string | undefined, sentence: string, partnerName?: string): string {
  if (!greeting) return sentence;
  const first = sentence.split(/[\s',]/)[0] ?? '';
  const proper = (ZODIAC_SIGNS as readonly string[]).includes(first) || first === partnerName;
  return `${greeting}, ${proper ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`;
}

type Dimension = keyof typeof library.advice;

/** The birth-date pages' categories that share a score (and so an advice) with an area. */
const CATEGORY_DIMENSION: Partial<Record<CategoryKey, Dimension>> = {
  emotionalConnection: 'emotional',
  communicationStyle: 'communication',
  valuesAlignment: 'values',
  trustLoyalty: 'trust',
  physicalChemistry: 'physical',
  spiritualResonance: 'spiritual',
  dailyRhythmHarmony: 'lifestyle',
  longTermVision: 'longTerm',
};

/**
 * The strongest and weakest of the dimensions the page shows, one habit for the weakest, and a
 * tip for the tense contact given (one the page has read).
 */
function adviceText(
  composer: Composer,
  scores: Partial<Record<Dimension, number>>,
  couple: Couple,
  tense: readonly AspectFact[],
  slot: string,
): { text: string; tipped?: AspectFact } {
  const dimensions = (Object.keys(scores) as Dimension[]).sort(
    (a, b) => scores[a]! - scores[b]! || a.localeCompare(b),
  );
  const weakest = dimensions[0]!;
  const best = dimensions[dimensions.length - 1]!;
  const opener = composer.pick(library.adviceOpeners, `${slot}-opener`, {
    best: library.dimensionNames[best],
    weakest: library.dimensionNames[weakest],
  });
  const advice = composer.pick(library.advice[weakest], `${slot}-habit`, {});
  let tipped: AspectFact | undefined;
  const tip = tense
    .map((aspect) => {
      const text = tipped ? undefined : contactTip(composer, aspect, couple);
      if (text) tipped = aspect;
      return text;
    })
    .find((text) => text !== undefined);
  return { text: [opener, advice, tip].filter(Boolean).join(' '), tipped };
}

export function buildCompatibilityNarrative(facts: NarrativeFacts): CompatibilityNarrative {
  const { couple } = facts;
  const composer = new Composer(facts.seed);
  const band = scoreBand(facts.scores.overall);
  const greeting = facts.names ? undefined : facts.greeting;
  const personal = facts.aspects.filter((aspect) => !aspect.generational);
  const flows = personal.filter((aspect) => aspect.weight > 0);
  const frictions = personal.filter((aspect) => aspect.weight < 0);

  // The eleven-score pages: what passes between you (docs/readings.md#two-pages-one-couple). The
  // pairing's theme, then each area reads the contact behind its own score; the lists read the
  // strongest contacts left, and the house overlays.
  const nameLine = facts.names
    ? composer.pick(library.nameSummaries[scoreTier(facts.scores.overall)], 'name-summary', facts.names)
    : undefined;
  const opener = composer.pick((library.openers as Record<string, string[]>)[band.label]!, 'opener', {
    both: couple.both,
    score: facts.scores.overall,
  });
  const theme = pairingTheme(composer, couple, flows[0], frictions[0])('theme');
  const summary = [nameLine, theme && greet(greeting, theme), theme ? opener : greet(greeting, opener)]
    .filter(Boolean)
    .join(' ');
  const bondLedger = new ContactLedger();
  const areas = describeAreas(composer, couple, facts.scores, facts.drivers, bondLedger);
  const { gift, test } = findOverlays(couple);
  const strengths = flows
    .filter((aspect) => !bondLedger.has(aspect))
    .slice(0, gift ? BOND_LIST - 1 : BOND_LIST)
    .map((aspect) => describeContact(composer, bondLedger.mark(aspect, 'Strengths'), couple));
  if (gift) strengths.push(describeOverlay(composer, gift, couple));
  if (strengths.length === 0)
    strengths.push(composer.pick(library.genericStrengths, 'bond-strength', { both: couple.both }));
  const challenges = frictions
    .filter((aspect) => !bondLedger.has(aspect))
    .slice(0, test ? BOND_LIST - 1 : BOND_LIST)
    .map((aspect) => describeContact(composer, bondLedger.mark(aspect, 'Challenges'), couple));
  if (test) challenges.push(describeOverlay(composer, test, couple));
  if (challenges.length === 0)
    challenges.push(composer.pick(library.genericChallenges, 'bond-challenge', { both: couple.both }));
  // The tip is for the tense contact behind the weakest area, else the tightest tense one read here.
  const areaScores = Object.fromEntries(
    (Object.keys(library.advice) as Dimension[]).map((key) => [key, facts.scores[key]]),
  ) as Record<Dimension, number>;
  const weakestArea = (Object.keys(areaScores) as Dimension[]).sort(
    (a, b) => areaScores[a] - areaScores[b] || a.localeCompare(b),
  )[0]!;
  const bondTense = [
    ...(facts.drivers[weakestArea] ?? []).filter((aspect) => aspect.weight < 0 && bondLedger.has(aspect)),
    ...frictions.filter((aspect) => bondLedger.has(aspect)),
  ];
  const advice = adviceText(composer, areaScores, couple, bondTense, 'advice');

  // The birth-date pages: how the two of you fit. The Sun signs, the elements, each category read
  // from its own placements, and in the lists the strongest contacts the eleven-score page has
  // not read: the two pages share no contact.
  const fitLedger = new ContactLedger(bondLedger);
  const fitStrengths = flows
    .filter((aspect) => !fitLedger.has(aspect))
    .slice(0, MAX_STRENGTHS)
    .map((aspect) => describeContact(composer, fitLedger.mark(aspect, 'Strengths'), couple));
  if (fitStrengths.length === 0)
    fitStrengths.push(composer.pick(library.genericStrengths, 'strength', { both: couple.both }));
  const fitTense = frictions.filter((aspect) => !fitLedger.has(aspect)).slice(0, MAX_CHALLENGES);
  const fitChallenges = fitTense.map((aspect) =>
    describeContact(composer, fitLedger.mark(aspect, 'Challenges'), couple),
  );
  if (fitChallenges.length === 0)
    fitChallenges.push(composer.pick(library.genericChallenges, 'challenge', { both: couple.both }));
  const generational = generationalSentence(composer, facts.aspects, couple);
  const description = [
    `${band.label}:`,
    greet(greeting, sunSentence(composer, couple), facts.partnerName),
    balanceSentences(composer, couple),
    generational,
  ]
    .filter(Boolean)
    .join(' ');
  const categories = describeCategories(
    composer,
    couple,
    facts.categories,
    facts.drivers,
    personal,
    new ContactLedger(fitLedger),
  );
  const shownScores: Partial<Record<Dimension, number>> = {};
  for (const [category, dimension] of Object.entries(CATEGORY_DIMENSION))
    shownScores[dimension] = facts.categories[category as CategoryKey];
  const fitAdvice = adviceText(composer, shownScores, couple, fitTense, 'fit-advice');

  // Each section of the result uses the partner's name a few times at most (docs/readings.md#names).
  const name = facts.partnerName;
  const clash = !!couple.signNamed;
  const section = (text: string) => unclashSigns(limitNames([text], name, { pair: true })[0]!, clash);
  const categoryDescriptions = {} as Record<CategoryKey, string>;
  const areaDescriptions = {} as Record<AreaKey, string>;
  const why: CompatibilityNarrative['why'] = {};
  for (const [key, dimension] of [...Object.entries(categories), ...Object.entries(areas)] as Array<
    [CategoryKey | AreaKey, { text: string; why?: string }]
  >) {
    // The "Why:" line keeps the name: it is a list of facts, counted on its own.
    const [named] = limitNames([dimension.text], name, { pair: true });
    const [line] = limitNames([dimension.why ?? ''], name);
    const text = unclashSigns(named!, clash);
    if (key in categories) categoryDescriptions[key as CategoryKey] = text;
    else areaDescriptions[key as AreaKey] = text;
    if (line) why[key] = line;
  }
  const timeNote = untimedNote(couple);
  return {
    summary: section(summary),
    // Each item of a list is its own short paragraph, and keeps the name to a few uses of its own.
    strengths: strengths.map(section),
    challenges: challenges.map(section),
    advice: section(advice.text),
    description: unclashSigns(limitNames([description], name)[0]!, clash),
    categoryDescriptions,
    fit: {
      strengths: fitStrengths.map(section),
      challenges: fitChallenges.map(section),
      advice: section(fitAdvice.text),
    },
    areaDescriptions,
    why,
    ...(timeNote ? { timeNote: unclashSigns(limitNames([timeNote], name)[0]!, clash) } : {}),
  };
}

/** Once, plainly: whose birth time is missing and what that leaves unknown. */
function untimedNote({ first, second }: Couple): string | undefined {
  const notes = library.timeNotes;
  if (!first.timeKnown && !second.timeKnown) return notes.both;
  if (!first.timeKnown) return notes.first;
  if (!second.timeKnown) return render(notes.second, { b: second.party });
  return undefined;
}
