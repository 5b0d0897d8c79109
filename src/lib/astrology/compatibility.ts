/**
 * The two-person reading: both charts, the synastry aspects between them, the scores, and the
 * written interpretation, in both result shapes (docs/calculators.md#what-is-sent).
 */
import type {
  AspectFact,
  CategoryKey,
  CompatibilityRequest,
  CompatibilityResult,
  PersonInput,
} from './contract';
import { CATEGORY_LABELS } from './contract';
import { parseIsoDate } from './birth-date';
import { aspectsBetween, chartPoints, isGenerational, markSynastryAspects } from './aspects';
import { balanceFacts, chartBalance, elementHarmony, modalityHarmony, type Balance } from './balance';
import { round } from './angles';
import { toChartFacts, type NatalChart } from './chart';
import { coupleCharts } from './couple-charts';
import { isGivenName, preparePerson, type PreparedPerson } from './person';
import { resolveBirthCity } from './gazetteer';
import { scoreSynastry, type ScoreSheet } from './scoring';
import { scoreLevel } from '../calculators/score-bands';
import { buildCompatibilityNarrative } from './narrative/compatibility-text';
import { readingPerson } from './narrative/reading-person';
import { signNote } from './narrative/sign-note';
import { pairVoice, type Party } from './narrative/voice';
import { nameReading } from './numerology';
import { capitalize } from './narrative/grammar';
import { isSignName } from './narrative/sign-names';

/** The text seed: everything that defines the couple, so two couples rarely share wording. */
function seedOf(p1: PreparedPerson, p2: PreparedPerson): string {
  const facts = (p: PreparedPerson) =>
    `${p.summary.name}|${p.summary.birthDate}|${p.moment.utc.toISOString()}|${p.place?.name ?? ''}`;
  return `${facts(p1)}::${facts(p2)}`;
}

/** The numbers of a couple: the synastry aspects, both balances and the score sheet. */
export interface CoupleScores {
  aspects: AspectFact[];
  balance1: Balance;
  balance2: Balance;
  sheet: ScoreSheet;
}

/**
 * Scores two charts. The one path from charts to scores, shared by the calculators (below) and
 * the sign-pairing statistics (src/lib/sign-pairs), so both mean the same by a score.
 */
export function scoreCouple(chart1: NatalChart, chart2: NatalChart): CoupleScores {
  const aspects = markSynastryAspects(
    aspectsBetween(chartPoints(chart1), chartPoints(chart2)),
    chart1,
    chart2,
  ).map((aspect) => (isGenerational(aspect) ? { ...aspect, generational: true as const } : aspect));
  const balance1 = chartBalance(chart1);
  const balance2 = chartBalance(chart2);
  // Generational contacts are shared by everyone born in those years: they do not score a couple.
  const personal = aspects.filter((aspect) => !aspect.generational);
  return { aspects, balance1, balance2, sheet: scoreSynastry(personal, balance1, balance2) };
}

/** Share of the name reading in the overall score of the soulmate-by-name call. */
const NAME_SHARE = 0.25;

/** "Your chart", "Ben", "Your partner's chart": how the notes and place notices name whose chart it is. */
function notePrefix(input: PersonInput, party: Party): string {
  if (party.subject !== 'you' && isGivenName(input.name)) return input.name!.trim();
  return `${capitalize(party.possessive)} chart`;
}

function withoutPoints(chart: NatalChart): NatalChart {
  const { points: _points, pointSpeeds: _speeds, ...rest } = chart;
  return rest;
}

/**
 * Flags the contacts that rest on the Moon of a chart without a birth time: their orb is
 * approximate, and whether they are out of sign is not known (the Moon may be 7° away).
 */
function flagApproximate(aspects: AspectFact[], p1: PreparedPerson, p2: PreparedPerson): AspectFact[] {
  return aspects.map((aspect) => {
    if (!((aspect.from === 'Moon' && !p1.timeKnown) || (aspect.to === 'Moon' && !p2.timeKnown)))
      return aspect;
    const { outOfSign: _unknown, ...rest } = aspect;
    return { ...rest, approximate: true as const };
  });
}

export function computeCompatibility(request: CompatibilityRequest): CompatibilityResult {
  const voice = pairVoice(
    { name: request.person1.name?.trim() ?? '', named: isGivenName(request.person1.name) },
    { name: request.person2.name?.trim() ?? '', named: isGivenName(request.person2.name) },
  );
  // The composite takes the midpoints of the nodes, Lilith, Chiron and Fortune too.
  const chart = request.coupleCharts ? { points: 'positions' as const } : undefined;
  const p1 = preparePerson(request.person1, 'Person 1', {
    resolveCity: resolveBirthCity,
    notePrefix: notePrefix(request.person1, voice.a),
    missingTimeSaidElsewhere: true,
    ...(chart ? { chart } : {}),
  });
  const p2 = preparePerson(request.person2, 'Person 2', {
    resolveCity: resolveBirthCity,
    notePrefix: notePrefix(request.person2, voice.b),
    missingTimeSaidElsewhere: true,
    ...(chart ? { chart } : {}),
  });
  const couple = scoreCouple(p1.chart, p2.chart);
  const { balance1, balance2, sheet } = couple;
  const aspects = flagApproximate(couple.aspects, p1, p2);
  const scores = { ...sheet.scores };

  const wantsNames = request.analysisType === 'name-compatibility';
  const names = wantsNames
    ? nameReading(
        {
          name: p1.summary.name,
          birth: parseIsoDate(p1.summary.birthDate)!,
          element: balance1.dominantElement,
        },
        {
          name: p2.summary.name,
          birth: parseIsoDate(p2.summary.birthDate)!,
          element: balance2.dominantElement,
        },
      )
    : undefined;
  if (names) scores.overall = Math.round((1 - NAME_SHARE) * scores.overall + NAME_SHARE * names.score);

  const narrative = buildCompatibilityNarrative({
    seed: seedOf(p1, p2),
    couple: {
      first: readingPerson(p1, voice.a, balance1.dominantElement),
      second: readingPerson(p2, voice.b, balance2.dominantElement),
      both: voice.both,
      signNamed: isSignName(voice.partnerName),
    },
    aspects,
    scores,
    categories: sheet.categories,
    drivers: sheet.drivers,
    ...(names ? { names: { name1: p1.summary.name, name2: p2.summary.name } } : {}),
    ...(voice.greeting ? { greeting: voice.greeting } : {}),
    ...(voice.partnerName ? { partnerName: voice.partnerName } : {}),
  });

  const categories = {} as CompatibilityResult['categories'];
  for (const key of Object.keys(CATEGORY_LABELS) as CategoryKey[]) {
    categories[key] = { score: sheet.categories[key], description: narrative.categoryDescriptions[key] };
  }
  const withSignNote = (person: PreparedPerson, party: Party, label: string) => {
    const note = signNote(person, party);
    return { ...person.summary, label, ...(note ? { signNote: note } : {}) };
  };

  return {
    person1: withSignNote(p1, voice.a, notePrefix(request.person1, voice.a)),
    person2: withSignNote(p2, voice.b, notePrefix(request.person2, voice.b)),
    compatibility: scores,
    summary: narrative.summary,
    strengths: narrative.strengths,
    challenges: narrative.challenges,
    advice: narrative.advice,
    person1Name: p1.summary.name,
    person2Name: p2.summary.name,
    sign1: p1.sign,
    sign2: p2.sign,
    compatibilityScore: scores.overall,
    compatibilityLevel: scoreLevel(scores.overall),
    description: narrative.description,
    categories,
    fit: narrative.fit,
    areas: narrative.areaDescriptions,
    why: narrative.why,
    ...(narrative.timeNote ? { timeNote: narrative.timeNote } : {}),
    drivers: sheet.drivers,
    // The synastry tables list the planets and angles whose contacts are read.
    charts: {
      person1: toChartFacts(withoutPoints(p1.chart)),
      person2: toChartFacts(withoutPoints(p2.chart)),
    },
    aspects,
    notes: [...p1.notes, ...p2.notes],
    places: [p1.placeReading, p2.placeReading].filter((reading) => reading !== undefined),
    // The AI polish seam: a configured provider may rewrite summary, strengths, challenges,
    // advice and descriptions from these same facts and set 'ai'; the numbers never change.
    narrativeSource: 'library',
    balance: {
      person1: balanceFacts(balance1),
      person2: balanceFacts(balance2),
      elementHarmony: round(elementHarmony(balance1.elements, balance2.elements), 3),
      modalityHarmony: round(modalityHarmony(balance1.modalities, balance2.modalities), 3),
    },
    ...(names ? { nameReading: names } : {}),
    ...(request.coupleCharts ? { coupleCharts: coupleCharts(p1, p2) } : {}),
  };
}
