/**
 * The two-person reading: both charts, the synastry aspects between them, the scores, and the
 * written interpretation, in both result shapes of document 2 §3.
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
import { aspectsBetween, chartPoints, isGenerational } from './aspects';
import { chartBalance, elementHarmony, modalityHarmony, type Balance } from './balance';
import { round } from './angles';
import { toChartFacts } from './chart';
import { isGivenName, preparePerson, type PreparedPerson } from './person';
import { resolveBirthCity } from './gazetteer';
import { scoreSynastry } from './scoring';
import { scoreLevel } from '../calculators/score-bands';
import { buildCompatibilityNarrative } from './narrative/compatibility-text';
import { readingPerson } from './narrative/reading-person';
import { signNote } from './narrative/sign-note';
import { pairVoice, type Party } from './narrative/voice';
import { nameReading } from './numerology';

/** The text seed: everything that defines the couple, so two couples rarely share wording. */
function seedOf(p1: PreparedPerson, p2: PreparedPerson): string {
  const facts = (p: PreparedPerson) =>
    `${p.summary.name}|${p.summary.birthDate}|${p.moment.utc.toISOString()}|${p.place?.name ?? ''}`;
  return `${facts(p1)}::${facts(p2)}`;
}

/** A chart balance for the wire, shares to 3 decimals. */
function balanceFacts(balance: Balance): NonNullable<CompatibilityResult['balance']>['person1'] {
  const rounded = <K extends string>(shares: Record<K, number>) =>
    Object.fromEntries(
      Object.entries(shares).map(([key, share]) => [key, round(share as number, 3)]),
    ) as Record<K, number>;
  return {
    elements: rounded(balance.elements),
    modalities: rounded(balance.modalities),
    dominantElement: balance.dominantElement,
    dominantModality: balance.dominantModality,
  };
}

/** Share of the name reading in the overall score of the soulmate-by-name call. */
const NAME_SHARE = 0.25;

/** What a note about one person's chart starts with: "Ann", "Your chart", "Your partner's chart". */
function notePrefix(input: PersonInput, party: Party): string {
  if (isGivenName(input.name)) return input.name!.trim();
  return `${party.possessive.charAt(0).toUpperCase()}${party.possessive.slice(1)} chart`;
}

/**
 * Flags the contacts a reading must not present as personal: between two slow planets
 * (generational), or resting on the Moon of a chart without a birth time (approximate).
 */
function flagAspects(aspects: AspectFact[], p1: PreparedPerson, p2: PreparedPerson): AspectFact[] {
  return aspects.map((aspect) => ({
    ...aspect,
    ...(isGenerational(aspect) ? { generational: true as const } : {}),
    ...((aspect.from === 'Moon' && !p1.timeKnown) || (aspect.to === 'Moon' && !p2.timeKnown)
      ? { approximate: true as const }
      : {}),
  }));
}

export function computeCompatibility(request: CompatibilityRequest): CompatibilityResult {
  const voice = pairVoice(
    { name: request.person1.name?.trim() ?? '', named: isGivenName(request.person1.name) },
    { name: request.person2.name?.trim() ?? '', named: isGivenName(request.person2.name) },
  );
  const p1 = preparePerson(request.person1, 'Person 1', {
    resolveCity: resolveBirthCity,
    notePrefix: notePrefix(request.person1, voice.a),
  });
  const p2 = preparePerson(request.person2, 'Person 2', {
    resolveCity: resolveBirthCity,
    notePrefix: notePrefix(request.person2, voice.b),
  });
  const aspects = flagAspects(aspectsBetween(chartPoints(p1.chart), chartPoints(p2.chart)), p1, p2);
  const balance1 = chartBalance(p1.chart);
  const balance2 = chartBalance(p2.chart);
  // Generational contacts are shared by everyone born in those years: they do not score a couple.
  const sheet = scoreSynastry(
    aspects.filter((aspect) => !aspect.generational),
    balance1,
    balance2,
  );
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
    },
    aspects,
    scores,
    categories: sheet.categories,
    drivers: sheet.drivers,
    ...(names ? { names: { name1: p1.summary.name, name2: p2.summary.name } } : {}),
  });

  const categories = {} as CompatibilityResult['categories'];
  for (const key of Object.keys(CATEGORY_LABELS) as CategoryKey[]) {
    categories[key] = { score: sheet.categories[key], description: narrative.categoryDescriptions[key] };
  }
  const withSignNote = (person: PreparedPerson, party: Party) => {
    const note = signNote(person, party);
    return note ? { ...person.summary, signNote: note } : person.summary;
  };

  return {
    person1: withSignNote(p1, voice.a),
    person2: withSignNote(p2, voice.b),
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
    drivers: sheet.drivers,
    charts: { person1: toChartFacts(p1.chart), person2: toChartFacts(p2.chart) },
    aspects,
    notes: [...p1.notes, ...p2.notes],
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
  };
}
