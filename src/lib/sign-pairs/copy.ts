/**
 * Turns a pairing's figures into the values each {placeholder} of the shared copy
 * (content/sign-pairs/guide.yaml) takes; src/lib/seo/fit-template.ts picks the title and
 * description templates that fit the search-snippet lengths.
 */
import { scoreLabel } from '../calculators/score-bands';
import type { SignFigures } from './build';
import { pairTitle, type SignPair } from './pairs';

const whole = (value: number) => String(Math.round(value));
const percent = (share: number) => String(Math.round(share * 100));
const count = (value: number) => value.toLocaleString('en-US');

/** The placeholders every page shares: the sample's definition and the figures across pairings. */
export function sampleValues({
  definition,
  overview,
}: Pick<SignFigures, 'definition' | 'overview'>): Record<string, string> {
  const signShare = Math.round(overview.signShare * 100);
  return {
    couples: count(definition.couplesPerPair),
    people: count(definition.peoplePerSign),
    firstYear: String(definition.firstYear),
    lastYear: String(definition.lastYear),
    medianLow: whole(overview.medianRange.low),
    medianHigh: whole(overview.medianRange.high),
    typicalSpread: whole(overview.typicalSpread),
    signShare: String(signShare),
    rest: String(100 - signShare),
  };
}

/** Every placeholder a pairing's templates may use, as display text. */
export function pairValues(pair: SignPair, figures: SignFigures): Record<string, string> {
  const { statistics } = figures;
  const strongest = statistics.dimensions[0]!;
  const weakest = statistics.dimensions[statistics.dimensions.length - 1]!;
  return {
    ...sampleValues(figures),
    pair: pairTitle(pair),
    first: pair.first,
    second: pair.second,
    median: whole(statistics.overall.median),
    q1: whole(statistics.overall.q1),
    q3: whole(statistics.overall.q3),
    spread: whole(statistics.overall.q3 - statistics.overall.q1),
    strongest: scoreLabel(strongest.key),
    strongestMean: whole(strongest.mean),
    weakest: scoreLabel(weakest.key),
    weakestMean: whole(weakest.mean),
    venusMars: percent(statistics.contacts.venusMars),
    sunMoon: percent(statistics.contacts.sunMoon),
    either: percent(statistics.contacts.either),
  };
}
