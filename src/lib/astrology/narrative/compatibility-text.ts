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
import { contactTip, describeContact } from './aspect-text';
import { describeCategories } from './category-text';
import { describeAreas } from './area-text';
import { generationalSentence } from './generational';
import { describeOverlay, findOverlays } from './overlays';
import type { Couple } from './reading-person';
import { limitNames } from './voice';

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
  return composer.pick(pool, 'sun-signs', {
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
  // The visitor is "you"; a name they gave greets them once, here.
  const greeted =
    facts.greeting && !nameLine
      ? `${facts.greeting}, ${opener.charAt(0).toLowerCase()}${opener.slice(1)}`
      : opener;
  const summary = [nameLine, greeted, sunSentence(composer, couple)].filter(Boolean).join(' ');

  const personal = facts.aspects.filter((aspect) => !aspect.generational);
  const flows = personal.filter((aspect) => aspect.weight > 0);
  const frictions = personal.filter((aspect) => aspect.weight < 0);
  const { gift, test } = findOverlays(couple);
  const strengths = flows
    .slice(0, gift ? MAX_STRENGTHS - 1 : MAX_STRENGTHS)
    .map((aspect) => describeContact(composer, aspect, couple));
  if (gift) strengths.push(describeOverlay(composer, gift, couple));
  if (strengths.length === 0)
    strengths.push(composer.pick(library.genericStrengths, 'strength', { both: couple.both }));
  const challenges = frictions
    .slice(0, test ? MAX_CHALLENGES - 1 : MAX_CHALLENGES)
    .map((aspect) => describeContact(composer, aspect, couple));
  if (test) challenges.push(describeOverlay(composer, test, couple));
  if (challenges.length === 0)
    challenges.push(composer.pick(library.genericChallenges, 'challenge', { both: couple.both }));

  const generational = generationalSentence(composer, facts.aspects, couple);
  const description = [`${band.label}:`, balanceSentences(composer, couple), generational]
    .filter(Boolean)
    .join(' ');

  const categories = describeCategories(composer, couple, facts.categories, facts.drivers, personal);
  const areas = describeAreas(composer, couple, facts.scores, facts.drivers);
  const advice = adviceText(composer, facts, frictions);

  // Each section of the result uses the partner's name a few times at most (docs/readings.md#names).
  const name = facts.partnerName;
  const section = (text: string) => limitNames([text], name)[0]!;
  const categoryDescriptions = {} as Record<CategoryKey, string>;
  const areaDescriptions = {} as Record<AreaKey, string>;
  const why: CompatibilityNarrative['why'] = {};
  for (const [key, dimension] of [...Object.entries(categories), ...Object.entries(areas)] as Array<
    [CategoryKey | AreaKey, { text: string; why?: string }]
  >) {
    const [text, line] = limitNames([dimension.text, dimension.why ?? ''], name, { pair: true });
    if (key in categories) categoryDescriptions[key as CategoryKey] = text!;
    else areaDescriptions[key as AreaKey] = text!;
    if (line) why[key] = line;
  }
  const timeNote = untimedNote(couple);
  return {
    summary: section(summary),
    strengths: limitNames(strengths, name, { pair: true }),
    challenges: limitNames(challenges, name, { pair: true }),
    advice: limitNames([advice], name, { pair: true })[0]!,
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
