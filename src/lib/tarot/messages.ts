import { formatRemaining } from './usage';
import type { TarotMode } from './types';

/** The tarot tools' copy, quoted exactly (docs/constants.md#tarot). */
export const EMPTY_QUESTION_MESSAGES: Record<TarotMode, string> = {
  'one-question': 'Please enter a question before choosing a card.',
  'yes-no': 'Please enter a yes/no question first.',
};

export const INTERPRETING_MESSAGE = 'Interpreting your card...';
export const DISCLAIMER = 'For entertainment and reflection only. This is not professional advice.';
export const READING_FAILED_MESSAGE = 'Failed to get reading.';

/** Above the spread: how many face-down cards are on screen (20, or fewer on a narrow one). */
export function spreadInstruction(shown: number): string {
  return `Choose one of these ${shown} cards.`;
}

/** The limit message of each tool; the one-question tool names the time left. */
export function limitMessage(mode: TarotMode, remainingMs: number): string {
  return mode === 'one-question'
    ? `Limit reached: You can ask 3 questions every 12 hours. Try again in ${formatRemaining(remainingMs)}.`
    : 'Limit reached: 3 questions per 12 hours.';
}

/** Fallback reading text when a reply cannot be parsed (docs/constants.md#tarot). */
export const UNPARSED_SHORT_ANSWER =
  'Unable to parse a concise answer. Consider re-asking your question more clearly.';
export const UNPARSED_RATIONALE = 'Insufficient structured output.';
export const UNPARSED_INTERPRETATION = 'Interpretation unavailable.';
export const UNPARSED_ADVICE = [
  'Restate your question in one clear sentence and ask again later.',
  'Notice which part of the card caught your eye first and what it stirs in you.',
  'Write down what you hope to hear, then what you fear to hear, and compare the two.',
] as const;
