/**
 * How sure the psychic soulmate portrait is, from what the chart shows (docs/readings.md#confidence-and-teaser):
 * the portrait's energy comes from the element of Venus, and four signs describe a partner in a
 * chart: Venus, Mars, the Moon and the Descendant. Each counts 1 when it shares Venus's element,
 * ½ when it is the sister element (fire with air, earth with water) and 0 otherwise; the
 * Descendant counts 0 without a birth time and place, and a planet that changed sign on an untimed
 * birth day counts as the less agreeing of its two signs. The figure is the share of 4, in percent.
 */
import library from '../../../content/astrology/glimpse.json';
import { capitalize } from './narrative/grammar';
import { fillFragment, render } from './narrative/template';
import { signElement, type Element, type ZodiacSign } from './zodiac';

/** Fire and air, earth and water: the elements astrologers pair as sisters. */
const SISTER: Record<Element, Element> = { fire: 'air', air: 'fire', earth: 'water', water: 'earth' };

/** One of the signs that describe a partner, as the chart gives it. */
export interface PortraitSign {
  /** "Mars", "the Moon", "the Descendant". */
  point: string;
  /** The sign at noon (or at the birth time); absent for the Descendant without a birth time. */
  sign?: ZodiacSign;
  /** Without a birth time: the two signs of a planet that changed sign that day. */
  changed?: { from: ZodiacSign; to: ZodiacSign };
}

export interface PortraitConfidence {
  /** 0–100. */
  score: number;
  /** What the figure means, sign by sign. */
  note: string;
}

/** 1, ½ or 0: how far a sign agrees with the portrait's element. */
function credit(element: Element, sign: ZodiacSign): number {
  const other = signElement(sign);
  if (other === element) return 1;
  return other === SISTER[element] ? 0.5 : 0;
}

/** What one sign adds, and how the note says it. */
function reading(element: Element, indicator: PortraitSign): { value: number; clause: string } {
  const { point, sign, changed } = indicator;
  const texts = library.confidence;
  if (!sign) return { value: 0, clause: texts.unknown };
  if (changed) {
    const value = Math.min(credit(element, changed.from), credit(element, changed.to));
    return { value, clause: fillFragment(texts.changed, { point, from: changed.from, to: changed.to }) };
  }
  const value = credit(element, sign);
  const kind = value === 1 ? 'same' : value === 0.5 ? 'sister' : 'other';
  return { value, clause: fillFragment(texts[kind], { point, sign, element: signElement(sign) }) };
}

/**
 * The confidence of a portrait whose energy comes from Venus in `venus`, judged by the other
 * three signs that describe a partner (Mars, the Moon and the Descendant, in that order).
 */
export function portraitConfidence(venus: ZodiacSign, others: readonly PortraitSign[]): PortraitConfidence {
  const element = signElement(venus);
  const read = others.map((indicator) => reading(element, indicator));
  const total = 1 + read.reduce((sum, { value }) => sum + value, 0);
  const score = Math.round((100 * total) / (1 + others.length));
  const lead = render(library.confidence.lead, { score, sign: venus, element });
  const clauses = capitalize(read.map(({ clause }) => clause).join('; '));
  return { score, note: `${lead} ${clauses}.` };
}
