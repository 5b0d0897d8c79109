/**
 * The ten areas of the eleven-score result (the star chart, true love, marriage, love meter and
 * soulmate pages): one sentence each, in the tier of the area's own score, and, when a contact
 * moves that score most, naming it by what the two planets stand for ("your need for comfort and
 * your partner's affection"). The birth-date pages read the ten categories instead
 * (./category-text.ts). Texts: content/astrology/score-areas.json.
 */
import library from '../../../../content/astrology/score-areas.json';
import { AREA_KEYS, type AreaKey, type AspectFact, type ScoreKey } from '../contract';
import { scoreTier, type ScoreTier } from '@/lib/calculators/score-bands';
import type { Composer } from './composer';
import { themesOf, type ContactLedger, type SectionContact } from './aspect-text';
import { scoreLabel } from '@/lib/calculators/score-bands';
import type { Couple } from './reading-person';
import { contactFactor, whyLine, type DimensionText } from './why';

type LinkKind = keyof typeof library.links;

/** How the contact behind the score reads against it: supporting a good score, or the reason for a poor one. */
function linkKind(tier: ScoreTier, driver: AspectFact | undefined): LinkKind {
  if (!driver) return 'none';
  const strong = tier !== 'low';
  if (driver.weight > 0) return strong ? 'flowStrong' : 'flowWeak';
  return strong ? 'frictionStrong' : 'frictionWeak';
}

function areaText(
  composer: Composer,
  key: AreaKey,
  tier: ScoreTier,
  couple: Couple,
  top: SectionContact | undefined,
): DimensionText {
  const leads = library.leads[key][tier];
  // A contact read in full in an earlier section is pointed back to, not read a second time.
  const driver = top && !top.seenIn ? top.aspect : undefined;
  const links = library.links[linkKind(tier, driver)];
  // A lead that already joins two clauses with ", and" takes no link that opens with "and" again.
  const templates = leads.flatMap((lead) =>
    links
      .filter((link) => !(lead.includes(', and ') && link.startsWith(', and ')))
      .map((link) => `${lead}${link}`),
  );
  const text = composer.pick(templates, `area-${key}`, {
    a: couple.first.party,
    b: couple.second.party,
    both: couple.both,
    ...(driver ? themesOf(composer, driver.from, driver.to, `area-${key}`) : {}),
  });
  // A contact read in the lists has its one home there: the area names it nowhere, cites nothing.
  if (!driver) return { text };
  return { text, why: whyLine([contactFactor(driver, couple)]) };
}

/** All ten area sentences, each in the tier of its own score, with the "Why:" line of the contact it names. */
export function describeAreas(
  composer: Composer,
  couple: Couple,
  scores: Readonly<Record<ScoreKey, number>>,
  drivers: Partial<Record<ScoreKey, AspectFact[]>>,
  ledger: ContactLedger,
): Record<AreaKey, DimensionText> {
  const out = {} as Record<AreaKey, DimensionText>;
  // Each contact is read once in the whole result: an area names its strongest contact not read yet.
  for (const key of AREA_KEYS)
    out[key] = areaText(
      composer,
      key,
      scoreTier(scores[key]),
      couple,
      ledger.top(drivers[key], scoreLabel(key)),
    );
  return out;
}
