/**
 * The written part of a compatibility reading (summary, strengths, challenges, advice and the
 * category descriptions), assembled from the interpretation library in content/astrology/.
 * The seam for an optional AI polish is `CompatibilityNarrative`: a polisher may rewrite these
 * strings from the same facts, never the numbers.
 */
import library from '../../../../content/astrology/compatibility.json';
import type { AspectFact, CategoryKey, ScoreKey } from '../contract';
import type { Element } from '../zodiac';
import type { InterpretationBand } from '../scoring';
import { fill, pick } from './pick';

export interface CompatibilityNarrative {
  summary: string;
  strengths: string[];
  challenges: string[];
  advice: string;
  description: string;
  categoryDescriptions: Record<CategoryKey, string>;
}

export interface NarrativeFacts {
  seed: string;
  name1: string;
  name2: string;
  sign1: string;
  sign2: string;
  element1: Element;
  element2: Element;
  score: number;
  band: InterpretationBand;
  aspects: AspectFact[];
  scores: Record<ScoreKey, number>;
  categories: Record<CategoryKey, number>;
}

type PairTexts = { flow: string[]; friction: string[] };
const pairs = library.pairs as Record<string, PairTexts>;
const themes = library.themes as Record<string, string[]>;

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The two themes of an aspect; a planet meeting itself gets two different themes. */
function themePair(pa: string, pb: string, seed: string, slot: string): { themeA: string; themeB: string } {
  const listA = themes[pa] ?? ['nature'];
  const listB = themes[pb] ?? ['nature'];
  const themeA = pick(listA, seed, `${slot}-themeA`);
  if (pa !== pb) return { themeA, themeB: pick(listB, seed, `${slot}-themeB`) };
  return { themeA, themeB: listB[(listB.indexOf(themeA) + 1) % listB.length]! };
}

/** One sentence about one aspect, from the pair library when it has the pair, else from templates. */
export function describeAspect(
  aspect: AspectFact,
  facts: Pick<NarrativeFacts, 'seed' | 'name1' | 'name2'>,
): string {
  const harmonious = aspect.weight > 0;
  const slot = `${aspect.from}-${aspect.to}-${aspect.aspect}`;
  const specific = pairs[pairKey(aspect.from, aspect.to)];
  // Pair texts are written with the pair's first body (alphabetical) as {pa}: "Saturn steadies Venus".
  const flip = specific !== undefined && aspect.from > aspect.to;
  const [a, b, pa, pb] = flip
    ? [facts.name2, facts.name1, aspect.to, aspect.from]
    : [facts.name1, facts.name2, aspect.from, aspect.to];
  const values = {
    a,
    b,
    pa,
    pb,
    aspect: aspect.aspect,
    ...themePair(pa, pb, facts.seed, slot),
  };
  const variants = specific
    ? harmonious
      ? specific.flow
      : specific.friction
    : harmonious
      ? library.flowTemplates
      : library.frictionTemplates;
  return fill(pick(variants, facts.seed, slot), values);
}

function elementText(facts: NarrativeFacts): string {
  const key = [facts.element1, facts.element2].sort().join('-');
  return pick((library.elementPairs as Record<string, string[]>)[key] ?? [], facts.seed, 'elements');
}

function levelOf(score: number): 'high' | 'mid' | 'low' {
  return score >= 75 ? 'high' : score >= 55 ? 'mid' : 'low';
}

type Dimension = keyof typeof library.advice;

export function buildCompatibilityNarrative(facts: NarrativeFacts): CompatibilityNarrative {
  const values = {
    name1: facts.name1,
    name2: facts.name2,
    sign1: facts.sign1,
    sign2: facts.sign2,
    score: facts.score,
    band: facts.band,
  };
  const summary = `${fill(pick(library.summaries[facts.band], facts.seed, 'summary'), values)} ${elementText(facts)}`;

  const harmonious = facts.aspects.filter((a) => a.weight > 0).slice(0, 4);
  const tense = facts.aspects.filter((a) => a.weight < 0).slice(0, 3);
  const strengths = harmonious.map((aspect) => describeAspect(aspect, facts));
  const challenges = tense.map((aspect) => describeAspect(aspect, facts));
  if (strengths.length === 0) strengths.push(pick(library.genericStrengths, facts.seed, 'strength'));
  if (challenges.length === 0) challenges.push(pick(library.genericChallenges, facts.seed, 'challenge'));

  const dimensions = (Object.keys(library.advice) as Dimension[]).sort(
    (a, b) => facts.scores[a] - facts.scores[b] || a.localeCompare(b),
  );
  const weakest = dimensions[0]!;
  const best = dimensions[dimensions.length - 1]!;
  const opener = fill(pick(library.adviceOpeners, facts.seed, 'advice-opener'), {
    best: library.dimensionNames[best],
    weakest: library.dimensionNames[weakest],
  });
  const advice = `${opener} ${pick(library.advice[weakest], facts.seed, 'advice')}`;

  const categoryDescriptions = {} as Record<CategoryKey, string>;
  for (const key of Object.keys(facts.categories) as CategoryKey[]) {
    const lines = library.categoryLines[key];
    categoryDescriptions[key] = pick(lines[levelOf(facts.categories[key])], facts.seed, `category-${key}`);
  }
  const description = `${facts.band}: ${fill(pick(library.summaries[facts.band], facts.seed, 'description'), values)}`;
  return { summary, strengths, challenges, advice, description, categoryDescriptions };
}

/** The soulmate-by-name summary line for the three bands of document 2 §9 (80+, 65+, lower). */
export function nameSummary(
  overall: number,
  facts: Pick<NarrativeFacts, 'seed' | 'name1' | 'name2'>,
): string {
  const band = overall >= 80 ? 'high' : overall >= 65 ? 'medium' : 'low';
  return fill(pick(library.nameSummaries[band], facts.seed, 'name-summary'), {
    name1: facts.name1,
    name2: facts.name2,
  });
}
