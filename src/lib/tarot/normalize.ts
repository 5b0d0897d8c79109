import type { CardName, Orientation } from './deck';
import {
  UNPARSED_ADVICE,
  UNPARSED_INTERPRETATION,
  UNPARSED_RATIONALE,
  UNPARSED_SHORT_ANSWER,
} from './messages';
import type { OneQuestionReading, YesNo, YesNoReading } from './types';

/** Confidence when the model gave none that is numeric, and when its whole reply was unreadable. */
export const DEFAULT_CONFIDENCE = 0.6;
export const FALLBACK_CONFIDENCE = 0.5;
/** The fallback interpretation keeps this much of the raw reply. */
export const RAW_INTERPRETATION_CHARS = 1200;

/**
 * Yes/no normalising (docs/constants.md#tarot): anything containing "yes" is yes, else anything
 * containing "no" is no, else the card decides: upright yes, reversed no.
 */
export function normalizeYesNo(value: unknown, orientation: Orientation): YesNo {
  const text =
    typeof value === 'string'
      ? value.toLowerCase()
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : '';
  if (text.includes('yes')) return 'yes';
  if (text.includes('no')) return 'no';
  return orientation === 'upright' ? 'yes' : 'no';
}

/** Clamped to 0..1 (a string such as "75%" is read as 0.75); not numeric: 0.6. */
export function clampConfidence(value: unknown): number {
  let number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  if (!Number.isFinite(number)) return DEFAULT_CONFIDENCE;
  if (typeof value === 'string' && value.includes('%')) number /= 100;
  return Math.min(1, Math.max(0, number));
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** An advice list of non-empty strings (a single string becomes a list of one). */
export function normalizeAdvice(value: unknown, fallback: readonly string[]): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const clean = items
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
  return clean.length > 0 ? clean.slice(0, 5) : [...fallback];
}

/** A one-question result from the model's parsed JSON, with every field made safe. */
export function normalizeOneQuestion(
  parsed: Record<string, unknown>,
  card: CardName,
  orientation: Orientation,
): OneQuestionReading {
  return {
    cardName: card,
    orientation,
    shortAnswer: text(parsed.shortAnswer, UNPARSED_SHORT_ANSWER),
    interpretation: text(parsed.interpretation, UNPARSED_INTERPRETATION),
    yesNo: normalizeYesNo(parsed.yesNo, orientation),
    rationale: text(parsed.rationale, UNPARSED_RATIONALE),
    advice: normalizeAdvice(parsed.advice, UNPARSED_ADVICE),
  };
}

/** A yes/no result from the model's parsed JSON, with every field made safe. */
export function normalizeYesNoReading(
  parsed: Record<string, unknown>,
  card: CardName,
  orientation: Orientation,
): YesNoReading {
  return {
    cardName: card,
    orientation,
    yesNo: normalizeYesNo(parsed.yesNo ?? parsed.answer, orientation),
    confidence: clampConfidence(parsed.confidence),
    rationale: text(parsed.rationale, UNPARSED_RATIONALE),
    interpretation: text(parsed.interpretation, UNPARSED_INTERPRETATION),
    advice: normalizeAdvice(parsed.advice, UNPARSED_ADVICE),
  };
}

/** The interpretation of the fallback reading: the start of the raw reply, or 'Interpretation unavailable.' */
export function rawInterpretation(raw: string): string {
  const trimmed = raw.trim();
  return trimmed ? trimmed.slice(0, RAW_INTERPRETATION_CHARS) : UNPARSED_INTERPRETATION;
}

/**
 * The fallback readings shown when the reply has no readable JSON (docs/constants.md#tarot): an
 * empty reply normalised (the fallback texts, the card's lean), with the start of the raw reply
 * as the interpretation; the yes/no one with confidence 0.5.
 */
export function unparsedOneQuestion(
  raw: string,
  card: CardName,
  orientation: Orientation,
): OneQuestionReading {
  return { ...normalizeOneQuestion({}, card, orientation), interpretation: rawInterpretation(raw) };
}

export function unparsedYesNo(raw: string, card: CardName, orientation: Orientation): YesNoReading {
  return {
    ...normalizeYesNoReading({}, card, orientation),
    confidence: FALLBACK_CONFIDENCE,
    interpretation: rawInterpretation(raw),
  };
}
