/**
 * The ten areas of the eleven-score result (the star chart, true love, marriage, love meter and
 * soulmate pages). These pages read what passes between the two charts (docs/readings.md#two-pages-one-couple):
 * each area opens in the tier of its own score and then reads, in full, the strongest contact
 * behind that score that no earlier area has read, so each contact has one home on the page.
 * The birth-date pages read the ten categories instead (./category-text.ts). Texts:
 * content/astrology/score-areas.json and the contact texts of ./aspect-text.ts.
 */
import library from '../../../../content/astrology/score-areas.json';
import compatibility from '../../../../content/astrology/compatibility.json';
import { AREA_KEYS, type AreaKey, type AspectFact, type ScoreKey } from '../contract';
import { scoreTier, type ScoreTier } from '@/lib/calculators/score-bands';
import type { Composer } from './composer';
import { describeContact, type ContactLedger } from './aspect-text';
import { scoreLabel } from '@/lib/calculators/score-bands';
import type { Couple } from './reading-person';
import { contactFactor, whyLine, type DimensionText } from './why';

/**
 * A contact that works against its area's score (an easy one under a low score, a tense one
 * under a good score) is introduced as such, so the reader is not told two things at once.
 */
function bridge(composer: Composer, key: AreaKey, tier: ScoreTier, contact: AspectFact): string | undefined {
  const strong = tier !== 'low';
  const area = compatibility.dimensionNames[key];
  if (strong && contact.weight < 0)
    return composer.pick(library.bridges.frictionUnderGood, `area-${key}-bridge`, { area });
  if (!strong && contact.weight > 0)
    return composer.pick(library.bridges.flowUnderLow, `area-${key}-bridge`, { area });
  return undefined;
}

function areaText(
  composer: Composer,
  key: AreaKey,
  tier: ScoreTier,
  couple: Couple,
  contact: AspectFact | undefined,
): DimensionText {
  const lead = `${composer.pick(library.leads[key][tier], `area-${key}`, { both: couple.both })}.`;
  if (!contact) return { text: lead };
  const text = [lead, bridge(composer, key, tier, contact), describeContact(composer, contact, couple)]
    .filter(Boolean)
    .join(' ');
  return { text, why: whyLine([contactFactor(contact, couple)]) };
}

/**
 * All ten area texts, each in the tier of its own score, with the contact it reads and that
 * contact's "Why:" line. Marks every contact it reads in `ledger`, so the lists that follow on the
 * page read only what is left.
 */
export function describeAreas(
  composer: Composer,
  couple: Couple,
  scores: Readonly<Record<ScoreKey, number>>,
  drivers: Partial<Record<ScoreKey, AspectFact[]>>,
  ledger: ContactLedger,
): Record<AreaKey, DimensionText> {
  const out = {} as Record<AreaKey, DimensionText>;
  for (const key of AREA_KEYS)
    out[key] = areaText(
      composer,
      key,
      scoreTier(scores[key]),
      couple,
      ledger.firstUnread(drivers[key], scoreLabel(key)),
    );
  return out;
}
