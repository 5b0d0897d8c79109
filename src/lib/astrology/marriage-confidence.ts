/**
 * How sure the marriage month is, from what the chart shows (docs/marriage-timing.md#confidence):
 * the share of the chart's points of partnership (Venus, the Descendant, the 7th-house ruler)
 * that a favourable transit reaches in the chosen month. Without a birth time the Descendant and
 * its ruler cannot be placed: the Moon and the point opposite the Sun stand in for them and count
 * half, so an untimed chart tops out at 67. When Venus rules the 7th house it is counted once.
 */
import library from '../../../content/astrology/marriage.json';
import { withArticle } from './narrative/articles';
import { capitalize, joinAnd } from './narrative/grammar';
import { fillFragment, render } from './narrative/template';
import { pointInSentence } from './point-names';

/** A point the search aims transits at, as marriage.ts names it. */
export interface PartnershipPoint {
  key: 'Venus' | 'Descendant' | 'SeventhRuler' | 'Moon' | 'SolarDescendant';
  /** The 7th-house ruler's planet, for SeventhRuler. */
  planet?: string;
}

/** A favourable transit reaching a point in the chosen month, strongest first. */
export interface ReachingContact {
  transit: string;
  aspect: string;
  target: PartnershipPoint['key'];
}

export interface MarriageConfidence {
  /** 0–100. */
  score: number;
  /** What the figure means for this chart. */
  note: string;
}

const STAND_INS = new Set<PartnershipPoint['key']>(['Moon', 'SolarDescendant']);

/** The confidence of the month `timeframe`, from the points searched and the contacts found in it. */
export function marriageConfidence(
  points: readonly PartnershipPoint[],
  contacts: readonly ReachingContact[],
  timeframe: string,
): MarriageConfidence {
  const texts = library.confidence;
  const timed = !points.some((point) => STAND_INS.has(point.key));
  // Untimed: Venus and the two stand-ins of the three points. Timed: two points when Venus rules the 7th.
  let total = 0;
  const clauses = points.map((point) => {
    const name = fillFragment(texts.points[point.key], { ruler: pointInSentence(point.planet ?? '') });
    const reaching = [
      ...new Set(
        contacts
          .filter((contact) => contact.target === point.key)
          .map((contact) => `${withArticle(contact.aspect)} from transiting ${contact.transit}`),
      ),
    ];
    if (reaching.length === 0) return fillFragment(texts.missed, { point: name });
    total += STAND_INS.has(point.key) ? 0.5 : 1;
    return fillFragment(texts.reached, { point: name, contacts: joinAnd(reaching) });
  });
  const score = Math.round((100 * total) / points.length);
  const sentences = [
    render(texts.lead, { score, timeframe }),
    `${capitalize(clauses.join('; '))}.`,
    ...(timed ? [] : [texts.untimed]),
    ...(timed && points.length === 2 ? [texts.venusRules] : []),
  ];
  return { score, note: sentences.join(' ') };
}
