/**
 * The ten category descriptions of the birth-date result. Each is written in the wording
 * tier of its own score (the one scale, src/lib/calculators/score-bands.ts) and follows the
 * charts: the signs of the Moons, Mercuries, Venuses and Mars placements, the Suns' modes, the
 * count of easy and tense contacts, or the contact that drives the category most. A planet that
 * changed sign on an untimed birth day is read in both of its signs, each with its hours.
 */
import library from '../../../../content/astrology/compatibility.json';
import placements from '../../../../content/astrology/placements.json';
import type { AspectFact, CategoryKey } from '../contract';
import { scoreTier, type ScoreTier } from '@/lib/calculators/score-bands';
import { signModality, type ZodiacSign } from '../zodiac';
import type { Composer } from './composer';
import { pluralVerb } from './grammar';
import { signSafeTemplates } from './sign-names';
import { contactNoun, themesOf, type ContactLedger, type SectionContact } from './aspect-text';
import { CATEGORY_LABELS } from '../contract';
import type { Couple, PersonalPlanet } from './reading-person';
import { render, type TemplateValue } from './template';
import { contactFactor, modeFactor, placementFactor, whyLine, type DimensionText } from './why';

type Values = Record<string, TemplateValue>;
type TieredTexts = Record<ScoreTier, string[]> &
  Partial<Record<'sameHigh' | 'sameMid' | 'sameLow', string[]>>;

const SAME_KEY = { high: 'sameHigh', mid: 'sameMid', low: 'sameLow' } as const;

/** A category read from the signs of one personal planet in both charts. */
const PLACEMENT_CATEGORIES = {
  emotionalConnection: { planet: 'Moon', phrases: placements.moonNeeds, names: ['moon', 'need'] },
  communicationStyle: { planet: 'Mercury', phrases: placements.mercuryStyles, names: ['mer', 'style'] },
  valuesAlignment: { planet: 'Venus', phrases: placements.venusValues, names: ['venus', 'value'] },
  physicalChemistry: { planet: 'Mars', phrases: placements.marsDrives, names: ['mars', 'drive'] },
} as const satisfies Partial<
  Record<CategoryKey, { planet: PersonalPlanet; phrases: Record<string, string>; names: [string, string] }>
>;

const DRIVER_CATEGORIES = [
  'trustLoyalty',
  'growthPotential',
  'spiritualResonance',
  'longTermVision',
] as const;
type DriverCategory = (typeof DRIVER_CATEGORIES)[number];

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'twenty-one',
  'twenty-two',
  'twenty-three',
  'twenty-four',
  'twenty-five',
  'twenty-six',
  'twenty-seven',
  'twenty-eight',
  'twenty-nine',
  'thirty',
];
/** "three", "twenty-one": small counts in words, as house style writes them (larger ones in figures). */
export function numberWord(n: number): string {
  return n > 0 ? (NUMBER_WORDS[n] ?? String(n)) : String(n);
}

/** "no tense contacts", "one easy contact", "fourteen easy contacts" (words, so no sentence opens with a digit). */
export function contactCount(n: number, kind: 'easy' | 'tense'): string {
  return `${NUMBER_WORDS[n] ?? String(n)} ${kind} contact${n === 1 ? '' : 's'}`;
}

/**
 * A placement category when a planet changed sign on an untimed birth day: what each sign would
 * mean for that person (never "a Cancer or Leo Moon" in one breath), the other person's
 * placement as it is, and that the score reads the noon position.
 */
function splitPlacementText(key: keyof typeof PLACEMENT_CATEGORIES, couple: Couple): string {
  const { planet, phrases, names } = PLACEMENT_CATEGORIES[key];
  const phraseName = names[1];
  const phrase = (sign: ZodiacSign) => (phrases as Record<string, string>)[sign]!;
  const split = library.placementSplit;
  return [couple.first, couple.second]
    .flatMap((person) => {
      const { sign, ingress } = person.placements[planet];
      if (!ingress)
        return [render(split.single[planet], { a: person.party, sign, [`${phraseName}A`]: phrase(sign) })];
      return [
        render(split.split[planet], {
          a: person.party,
          ...ingress,
          [`${phraseName}A`]: phrase(ingress.from),
          [`${phraseName}B`]: phrase(ingress.to),
        }),
        render(split.close, { a: person.party, planet, sign }),
      ];
    })
    .join(' ');
}

function placementText(
  composer: Composer,
  key: keyof typeof PLACEMENT_CATEGORIES,
  tier: ScoreTier,
  couple: Couple,
): string {
  const { planet, phrases, names } = PLACEMENT_CATEGORIES[key];
  const [signName, phraseName] = names;
  const first = couple.first.placements[planet];
  const second = couple.second.placements[planet];
  if (first.ingress || second.ingress) return composer.claim(splitPlacementText(key, couple));
  const texts = library.categories[key] as TieredTexts;
  const phrase = (sign: ZodiacSign) => (phrases as Record<string, string>)[sign]!;
  const values: Values = {
    a: couple.first.party,
    b: couple.second.party,
    both: couple.both,
    [`${signName}A`]: first.sign,
    [`${signName}B`]: second.sign,
    [`${phraseName}A`]: phrase(first.sign),
    [`${phraseName}B`]: phrase(second.sign),
  };
  const same = first.sign === second.sign ? texts[SAME_KEY[tier]] : undefined;
  return composer.pick(signSafeTemplates(same ?? texts[tier], !!couple.signNamed), `category-${key}`, values);
}

function rhythmText(composer: Composer, tier: ScoreTier, couple: Couple): string {
  const texts = library.categories.dailyRhythmHarmony as TieredTexts;
  const roles = placements.modalityRoles as Record<string, string>;
  const [modA, modB] = [signModality(couple.first.sun), signModality(couple.second.sun)];
  const roleB = roles[modB]!;
  const values: Values = {
    a: couple.first.party,
    b: couple.second.party,
    sunA: couple.first.sun,
    sunB: couple.second.sun,
    modA,
    modB,
    roleA: roles[modA]!,
    roleB,
    roles: roleB.replace(/^\w+/, pluralVerb),
  };
  const pool = modA === modB ? texts[SAME_KEY[tier]]! : texts[tier];
  return composer.pick(signSafeTemplates(pool, !!couple.signNamed), 'category-dailyRhythmHarmony', values);
}

function balanceText(
  composer: Composer,
  tier: ScoreTier,
  couple: Couple,
  personal: readonly AspectFact[],
): string {
  const texts = library.categories.challengeBalance;
  const easy = personal.filter((aspect) => aspect.weight > 0).length;
  const tense = personal.filter((aspect) => aspect.weight < 0).length;
  const pool = easy + tense === 0 ? texts.empty : texts[tier];
  return composer.pick(pool, 'category-challengeBalance', {
    both: couple.both,
    easy: contactCount(easy, 'easy'),
    tense: contactCount(tense, 'tense'),
  });
}

function driverText(
  composer: Composer,
  key: DriverCategory,
  tier: ScoreTier,
  couple: Couple,
  drivers: readonly AspectFact[] | undefined,
  ledger: ContactLedger,
): DimensionText {
  const texts = library.driverCategories[key];
  if (!drivers?.length)
    return { text: composer.pick(texts.none[tier], `category-${key}`, { both: couple.both }) };
  // A contact read in full in the lists has its home there: the category reads the next one behind
  // its score, or, when every one was read, says the score plainly and cites nothing.
  const driver = ledger.firstUnread(drivers, CATEGORY_LABELS[key]);
  if (!driver) return { text: composer.pick(texts.echo[tier], `category-${key}`, { both: couple.both }) };
  const why = whyLine([contactFactor(driver, couple)]);
  const nature = driver.weight > 0 ? 'flow' : 'friction';
  const text = composer.pick(texts[tier][nature], `category-${key}`, {
    a: couple.first.party,
    b: couple.second.party,
    both: couple.both,
    ...themesOf(composer, driver.from, driver.to, `category-${key}`),
  });
  return { text, why };
}

/** "The Moon–Saturn sextile between your charts does most to lift this score." */
function driverClause(
  composer: Composer,
  key: CategoryKey,
  top: SectionContact | undefined,
): string | undefined {
  // A contact read in the lists has its one home there: the category reads its own signs only.
  if (!top || top.seenIn) return undefined;
  const nature = top.aspect.weight > 0 ? 'flow' : 'friction';
  return composer.pick(library.driverClauses[nature], `clause-${key}`, { contact: contactNoun(top.aspect) });
}

/**
 * All ten descriptions, each in the tier of its own score, with their "Why:" lines. A category
 * read from placements (or the Suns' modes) also names the contact that moves its score most, so
 * its "Why:" line cites both; one read from a contact cites that contact; the balance cites the
 * count it is read from.
 */
export function describeCategories(
  composer: Composer,
  couple: Couple,
  scores: Readonly<Record<CategoryKey, number>>,
  drivers: Partial<Record<CategoryKey, AspectFact[]>>,
  personal: readonly AspectFact[],
  ledger: ContactLedger,
): Record<CategoryKey, DimensionText> {
  const tier = (key: CategoryKey) => scoreTier(scores[key]);
  const out = {} as Record<CategoryKey, DimensionText>;
  // Each contact is read once in the whole result: a category names its strongest contact not read yet.
  const withDriver = (key: CategoryKey, text: string, factor: string) => {
    const top = ledger.top(drivers[key], CATEGORY_LABELS[key]);
    return {
      text: [text, driverClause(composer, key, top)].filter(Boolean).join(' '),
      why: whyLine([factor, top && !top.seenIn ? contactFactor(top.aspect, couple) : undefined]),
    };
  };
  for (const key of Object.keys(PLACEMENT_CATEGORIES) as Array<keyof typeof PLACEMENT_CATEGORIES>)
    out[key] = withDriver(
      key,
      placementText(composer, key, tier(key), couple),
      placementFactor(PLACEMENT_CATEGORIES[key].planet, couple),
    );
  out.dailyRhythmHarmony = withDriver(
    'dailyRhythmHarmony',
    rhythmText(composer, tier('dailyRhythmHarmony'), couple),
    modeFactor(couple),
  );
  const easy = personal.filter((aspect) => aspect.weight > 0).length;
  const tense = personal.filter((aspect) => aspect.weight < 0).length;
  out.challengeBalance = {
    text: balanceText(composer, tier('challengeBalance'), couple, personal),
    ...(easy + tense > 0
      ? {
          why: whyLine([
            `${contactCount(easy, 'easy')} and ${contactCount(tense, 'tense')} between the charts`,
          ]),
        }
      : {}),
  };
  for (const key of DRIVER_CATEGORIES)
    out[key] = driverText(composer, key, tier(key), couple, drivers[key], ledger);
  return out;
}
