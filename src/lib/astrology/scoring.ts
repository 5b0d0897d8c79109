/**
 * The deterministic scoring model: synastry aspects and the element/modality meeting of two
 * charts become the eleven scores and the ten categories.
 *
 * Each score has a table of the planet pairs that speak to it (symmetric: Venus–Mars counts
 * whichever person holds which). raw = Σ relevance(pair) × aspect weight, and
 *   score = 58 + 16 × elementHarmony + modalityShare × 20 × modalityHarmony + 38 × tanh(raw)
 * clamped to 5–99 and rounded. Overall is the weighted mean m of the ten dimension scores,
 * stretched away from the baseline (58 + 1.4 × (m − 58)) so that it spans the same range.
 * Growth potential rewards expansive and transforming contacts of either kind; challenge and
 * balance is the share of harmonious weight among all contact weight.
 */
import type { AspectFact, CategoryKey, ScoreKey } from './contract';
import { CATEGORY_LABELS, SCORE_KEYS } from './contract';
import type { Balance } from './balance';
import { elementHarmony, modalityHarmony } from './balance';

type Relevance = Record<string, number>;

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const table = (entries: Array<[string, string, number]>): Relevance =>
  Object.fromEntries(entries.map(([a, b, factor]) => [pair(a, b), factor]));

type DimensionKey = Exclude<ScoreKey, 'overall'>;

const RELEVANCE: Record<DimensionKey | 'growth', Relevance> = {
  emotional: table([
    ['Moon', 'Moon', 1],
    ['Moon', 'Venus', 1],
    ['Sun', 'Moon', 1],
    ['Moon', 'Neptune', 0.6],
    ['Moon', 'Ascendant', 0.7],
    ['Moon', 'Saturn', 0.6],
    ['Moon', 'Pluto', 0.5],
    ['Moon', 'Mars', 0.5],
  ]),
  intellectual: table([
    ['Mercury', 'Mercury', 1],
    ['Mercury', 'Jupiter', 0.8],
    ['Mercury', 'Uranus', 0.7],
    ['Sun', 'Mercury', 0.8],
    ['Mercury', 'Saturn', 0.5],
    ['Jupiter', 'Jupiter', 0.4],
    ['Sun', 'Uranus', 0.4],
  ]),
  physical: table([
    ['Venus', 'Mars', 1.2],
    ['Mars', 'Mars', 0.8],
    ['Mars', 'Ascendant', 0.8],
    ['Venus', 'Ascendant', 0.6],
    ['Venus', 'Pluto', 0.6],
    ['Mars', 'Pluto', 0.5],
    ['Sun', 'Mars', 0.7],
    ['Moon', 'Mars', 0.5],
  ]),
  spiritual: table([
    ['Sun', 'Neptune', 0.8],
    ['Moon', 'Neptune', 0.8],
    ['Venus', 'Neptune', 0.9],
    ['Sun', 'Jupiter', 0.7],
    ['Jupiter', 'Jupiter', 0.5],
    ['Sun', 'Pluto', 0.5],
    ['Moon', 'Jupiter', 0.6],
    ['Sun', 'Sun', 0.4],
  ]),
  communication: table([
    ['Mercury', 'Mercury', 1.2],
    ['Moon', 'Mercury', 0.9],
    ['Sun', 'Mercury', 0.9],
    ['Mercury', 'Mars', 0.6],
    ['Mercury', 'Venus', 0.7],
    ['Mercury', 'Ascendant', 0.6],
    ['Mercury', 'Saturn', 0.5],
  ]),
  trust: table([
    ['Moon', 'Saturn', 0.9],
    ['Venus', 'Saturn', 0.9],
    ['Sun', 'Saturn', 0.8],
    ['Moon', 'Moon', 0.7],
    ['Moon', 'Jupiter', 0.6],
    ['Venus', 'Jupiter', 0.5],
    ['Venus', 'Neptune', 0.4],
    ['Venus', 'Uranus', 0.5],
  ]),
  values: table([
    ['Venus', 'Venus', 1.1],
    ['Venus', 'Jupiter', 0.9],
    ['Sun', 'Jupiter', 0.7],
    ['Venus', 'Saturn', 0.6],
    ['Sun', 'Venus', 0.7],
    ['Jupiter', 'Saturn', 0.5],
    ['Saturn', 'Saturn', 0.4],
  ]),
  lifestyle: table([
    ['Sun', 'Sun', 0.9],
    ['Moon', 'Moon', 0.8],
    ['Mars', 'Mars', 0.8],
    ['Ascendant', 'Ascendant', 0.7],
    ['Sun', 'Ascendant', 0.7],
    ['Moon', 'Ascendant', 0.6],
    ['Mercury', 'Mars', 0.4],
    ['Saturn', 'Mars', 0.5],
  ]),
  romance: table([
    ['Sun', 'Venus', 1.1],
    ['Moon', 'Venus', 1],
    ['Venus', 'Mars', 1],
    ['Venus', 'Venus', 0.8],
    ['Sun', 'Moon', 0.9],
    ['Venus', 'Ascendant', 0.7],
    ['Venus', 'Neptune', 0.5],
  ]),
  longTerm: table([
    ['Sun', 'Saturn', 1],
    ['Moon', 'Saturn', 1],
    ['Venus', 'Saturn', 1],
    ['Venus', 'Jupiter', 0.7],
    ['Sun', 'Moon', 0.8],
    ['Saturn', 'Ascendant', 0.6],
    ['Jupiter', 'Saturn', 0.5],
    ['Sun', 'MC', 0.5],
    ['Moon', 'MC', 0.4],
  ]),
  growth: table([
    ['Sun', 'Jupiter', 1],
    ['Venus', 'Jupiter', 0.8],
    ['Moon', 'Jupiter', 0.7],
    ['Sun', 'Pluto', 0.7],
    ['Moon', 'Pluto', 0.5],
    ['Venus', 'Pluto', 0.6],
    ['Sun', 'Uranus', 0.6],
    ['Sun', 'Saturn', 0.5],
    ['Mercury', 'Jupiter', 0.5],
  ]),
};

/** How much the modality meeting counts for each dimension (the rhythm of daily life most). */
const MODALITY_SHARE: Record<DimensionKey, number> = {
  emotional: 0.3,
  intellectual: 0.3,
  physical: 0.5,
  spiritual: 0.2,
  communication: 0.6,
  trust: 0.3,
  values: 0.4,
  lifestyle: 1,
  romance: 0.3,
  longTerm: 0.6,
};

const OVERALL_WEIGHTS: Record<DimensionKey, number> = {
  emotional: 1.2,
  romance: 1.2,
  trust: 1,
  communication: 1,
  longTerm: 1,
  values: 0.9,
  physical: 0.9,
  intellectual: 0.8,
  lifestyle: 0.8,
  spiritual: 0.7,
};

/** The score of a couple with no aspects and neutral elements. */
const BASELINE = 58;
const OVERALL_STRETCH = 1.4;
const clampScore = (value: number) => Math.round(Math.min(99, Math.max(5, value)));
const DRIVERS_PER_SCORE = 3;

export interface ScoreSheet {
  scores: Record<ScoreKey, number>;
  categories: Record<CategoryKey, number>;
  drivers: Partial<Record<ScoreKey | CategoryKey, AspectFact[]>>;
}

function contributions(
  relevance: Relevance,
  aspects: AspectFact[],
): Array<{ aspect: AspectFact; amount: number }> {
  return aspects
    .map((aspect) => ({ aspect, amount: (relevance[pair(aspect.from, aspect.to)] ?? 0) * aspect.weight }))
    .filter(({ amount }) => amount !== 0);
}

function topDrivers(items: Array<{ aspect: AspectFact; amount: number }>): AspectFact[] {
  return [...items]
    .sort(
      (a, b) =>
        Math.abs(b.amount) - Math.abs(a.amount) ||
        a.aspect.from.localeCompare(b.aspect.from) ||
        a.aspect.to.localeCompare(b.aspect.to),
    )
    .slice(0, DRIVERS_PER_SCORE)
    .map(({ aspect }) => aspect);
}

/** All scores, categories and drivers for two charts' aspects and balances. */
export function scoreSynastry(aspects: AspectFact[], balance1: Balance, balance2: Balance): ScoreSheet {
  const elements = elementHarmony(balance1.elements, balance2.elements);
  const modalities = modalityHarmony(balance1.modalities, balance2.modalities);
  const drivers: ScoreSheet['drivers'] = {};
  const scores = {} as Record<ScoreKey, number>;

  let weighted = 0;
  let weights = 0;
  for (const key of SCORE_KEYS) {
    if (key === 'overall') continue;
    const items = contributions(RELEVANCE[key], aspects);
    const raw = items.reduce((sum, { amount }) => sum + amount, 0);
    scores[key] = clampScore(
      BASELINE + 16 * elements + MODALITY_SHARE[key] * 20 * modalities + 38 * Math.tanh(raw / 1.0),
    );
    drivers[key] = topDrivers(items);
    weighted += scores[key] * OVERALL_WEIGHTS[key];
    weights += OVERALL_WEIGHTS[key];
  }
  // The mean of ten scores sits closer to the middle than any of them; stretch it back out.
  scores.overall = clampScore(BASELINE + OVERALL_STRETCH * (weighted / weights - BASELINE));
  drivers.overall = topDrivers(aspects.map((aspect) => ({ aspect, amount: aspect.weight })));

  // Growth counts tense contacts too, at 60 %: friction with Jupiter, Saturn or Pluto still teaches.
  const growthItems = contributions(RELEVANCE.growth, aspects).map(({ aspect, amount }) => ({
    aspect,
    amount: amount > 0 ? amount : -0.6 * amount,
  }));
  const growth = clampScore(
    55 + 10 * elements + 42 * Math.tanh(growthItems.reduce((sum, { amount }) => sum + amount, 0) / 1.2),
  );

  const harmonious = aspects.filter((a) => a.weight > 0).reduce((sum, a) => sum + a.weight, 0);
  const tense = aspects.filter((a) => a.weight < 0).reduce((sum, a) => sum - a.weight, 0);
  const challengeBalance = clampScore(35 + 62 * (harmonious / (harmonious + tense + 0.5)) + 8 * elements);

  const categories: Record<CategoryKey, number> = {
    emotionalConnection: scores.emotional,
    communicationStyle: scores.communication,
    valuesAlignment: scores.values,
    trustLoyalty: scores.trust,
    growthPotential: growth,
    physicalChemistry: scores.physical,
    spiritualResonance: scores.spiritual,
    dailyRhythmHarmony: scores.lifestyle,
    challengeBalance,
    longTermVision: scores.longTerm,
  };
  const sameAs: Partial<Record<CategoryKey, DimensionKey>> = {
    emotionalConnection: 'emotional',
    communicationStyle: 'communication',
    valuesAlignment: 'values',
    trustLoyalty: 'trust',
    physicalChemistry: 'physical',
    spiritualResonance: 'spiritual',
    dailyRhythmHarmony: 'lifestyle',
    longTermVision: 'longTerm',
  };
  for (const key of Object.keys(CATEGORY_LABELS) as CategoryKey[]) {
    const dimension = sameAs[key];
    if (dimension) drivers[key] = drivers[dimension] ?? [];
  }
  drivers.growthPotential = topDrivers(growthItems);
  drivers.challengeBalance = topDrivers(
    aspects.filter((a) => a.weight < 0).map((aspect) => ({ aspect, amount: aspect.weight })),
  );
  return { scores, categories, drivers };
}
