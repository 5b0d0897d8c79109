import type { CardName, Orientation } from './deck';

export type TarotMode = 'one-question' | 'yes-no';
export type YesNo = 'yes' | 'no';

/** One-question reading result (docs/constants.md#tarot). */
export interface OneQuestionReading {
  cardName: CardName;
  orientation: Orientation;
  interpretation: string;
  shortAnswer: string;
  yesNo: YesNo;
  rationale: string;
  advice: string[];
}

/** Yes/no reading result (docs/constants.md#tarot); confidence is 0 to 1. */
export interface YesNoReading {
  cardName: CardName;
  orientation: Orientation;
  yesNo: YesNo;
  confidence: number;
  rationale: string;
  interpretation: string;
  advice: string[];
}

/** Where a reading came from: the AI provider, or the project's own meaning library. */
export type ReadingSource = 'ai' | 'library';

export type TarotReply =
  | { mode: 'one-question'; source: ReadingSource; reading: OneQuestionReading }
  | { mode: 'yes-no'; source: ReadingSource; reading: YesNoReading };
