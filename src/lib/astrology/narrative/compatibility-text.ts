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
import type { AreaKey, AspectFact, CategoryKey, ScoreKey } from '../contract';
import { scoreBand, scoreTier } from '@/lib/calculators/score-bands';
import { signElement, signModality, signRelation } from '../zodiac';
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

/** "Ada, at its heart, …": the visitor's name greets them once, before a sentence that reads on after it. */
function greet(greeting: string | undefined, sentence: string): string {
  return greeting ? `${greeting}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

type Dimension = keyof typeof library.advice;

function adviceText(composer: Composer, facts: NarrativeFacts, frictions: readonly AspectFact[]): string {
  const dimensions = (Object.keys(library.advice) as Dimension[]).sort(
    (a, b) => facts.scores[a] - facts.scores[b] || a.localeCompare(b),
  );
  const weakest = dimensions[0]!;
  const best = dimensions[dimensions.length - 1]!;
  const opener = composer.pick(library.adviceOpeners, 'advice-opener', {
    best: library.dimensionNames[best],
    weakest: library.dimensionNames[weakest],
  });
  const advice = composer.pick(library.advice[weakest], 'advice', {});
  const tip = frictions
    .map((aspect) => contactTip(composer, aspect, facts.couple))
    .find((text) => text !== undefined);
  return [opener, advice, tip].filter(Boolean).join(' ');
}

export function buildCompatibilityNarrative(facts: NarrativeFacts): CompatibilityNarrative {
  const { couple } = facts;
  const composer = new Composer(facts.seed);
  const band = scoreBand(facts.scores.overall);

  const nameLine = facts.names
    ? composer.pick(library.nameSummaries[scoreTier(facts.scores.overall)], 'name-summary', facts.names)
    : undefined;
  const opener = composer.pick((library.openers as Record<string, string[]>)[band.label]!, 'opener', {
    both: couple.both,
    score: facts.scores.overall,
  });

  const personal = facts.aspects.filter((aspect) => !aspect.generational);
  const flows = personal.filter((aspect) => aspect.weight > 0);
  const frictions = personal.filter((aspect) => aspect.weight < 0);
  // The result's opening says what the pairing is about; the visitor's name greets them there.
  // The birth-date pages show the description at the top and the summary lower down, so each
  // opens with its own wording of the theme.
  const themeOf = pairingTheme(composer, couple, flows[0], frictions[0]);
  const theme = themeOf('theme');
  const themeAgain = themeOf('theme-description');
  const greeting = nameLine ? undefined : facts.greeting;
  const summary = [
    nameLine,
    theme && greet(greeting, theme),
    theme ? opener : greet(greeting, opener),
    sunSentence(composer, couple),
  ]
    .filter(Boolean)
    .join(' ');

  // Each contact is read once, one way round: the strengths and challenges read the strongest;
  // a dimension that turns on one of them points back to it (docs/readings.md#each-contact-once).
  const ledger = new ContactLedger();
  const { gift, test } = findOverlays(couple);
  const strengths = flows
    .slice(0, gift ? MAX_STRENGTHS - 1 : MAX_STRENGTHS)
    .map((aspect) => describeContact(composer, ledger.mark(aspect, 'Strengths'), couple));
  if (gift) strengths.push(describeOverlay(composer, gift, couple));
  if (strengths.length === 0)
    strengths.push(composer.pick(library.genericStrengths, 'strength', { both: couple.both }));
  const challenges = frictions
    .slice(0, test ? MAX_CHALLENGES - 1 : MAX_CHALLENGES)
    .map((aspect) => describeContact(composer, ledger.mark(aspect, 'Challenges'), couple));
  if (test) challenges.push(describeOverlay(composer, test, couple));
  if (challenges.length === 0)
    challenges.push(composer.pick(library.genericChallenges, 'challenge', { both: couple.both }));

  const generational = generationalSentence(composer, facts.aspects, couple);
  const description = [`${band.label}:`, themeAgain, balanceSentences(composer, couple), generational]
    .filter(Boolean)
    .join(' ');

  // The birth-date pages show the categories, the others the areas: each reads from the lists' ledger.
  const categories = describeCategories(
    composer,
    couple,
    facts.categories,
    facts.drivers,
    personal,
    new ContactLedger(ledger),
  );
  const areas = describeAreas(composer, couple, facts.scores, facts.drivers, new ContactLedger(ledger));
  const advice = adviceText(composer, facts, frictions);

  // Each section of the result uses the partner's name a few times at most (docs/readings.md#names).
  const name = facts.partnerName;
  const clash = !!couple.signNamed;
  const section = (text: string) => unclashSigns(limitNames([text], name)[0]!, clash);
  const categoryDescriptions = {} as Record<CategoryKey, string>;
  const areaDescriptions = {} as Record<AreaKey, string>;
  const why: CompatibilityNarrative['why'] = {};
  for (const [key, dimension] of [...Object.entries(categories), ...Object.entries(areas)] as Array<
    [CategoryKey | AreaKey, { text: string; why?: string }]
  >) {
    const [named, line] = limitNames([dimension.text, dimension.why ?? ''], name, { pair: true });
    const text = unclashSigns(named!, clash);
    if (key in categories) categoryDescriptions[key as CategoryKey] = text;
    else areaDescriptions[key as AreaKey] = text;
    if (line) why[key] = line;
  }
  const timeNote = untimedNote(couple);
  return {
    summary: unclashSigns(limitNames([summary], name, { pair: true })[0]!, clash),
    // Each item of a list is its own short paragraph, and keeps the name to a few uses of its own.
    strengths: strengths.map((text) => unclashSigns(limitNames([text], name, { pair: true })[0]!, clash)),
    challenges: challenges.map((text) => unclashSigns(limitNames([text], name, { pair: true })[0]!, clash)),
    advice: unclashSigns(limitNames([advice], name, { pair: true })[0]!, clash),
    description: section(description),
    categoryDescriptions,
    areaDescriptions,
    why,
    ...(timeNote ? { timeNote: section(timeNote) } : {}),
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
