import type { CardName, Orientation } from './deck';
import { cardSide } from './meanings';
import type { OneQuestionReading, YesNoReading } from './types';

/** A one-question reading written from the meaning library alone (no AI provider needed). */
export function libraryOneQuestion(card: CardName, orientation: Orientation): OneQuestionReading {
  const side = cardSide(card, orientation);
  return {
    cardName: card,
    orientation,
    shortAnswer: side.shortAnswer,
    interpretation: side.interpretation,
    yesNo: side.yesNo,
    rationale: side.rationale,
    advice: [...side.advice],
  };
}

/** A yes/no reading from the library: the card's own lean and how firmly it leans. */
export function libraryYesNo(card: CardName, orientation: Orientation): YesNoReading {
  const side = cardSide(card, orientation);
  return {
    cardName: card,
    orientation,
    yesNo: side.yesNo,
    confidence: side.confidence,
    rationale: side.rationale,
    interpretation: side.interpretation,
    advice: [...side.advice],
  };
}
