/** The spread's own messages (docs/tarot.md#the-three-card-spread), shared by the island and the function. */
export const EMPTY_SPREAD_QUESTION = 'Please enter a question before drawing your cards.';
export const DRAWING_MESSAGE = 'Laying out your cards...';
export const SOURCE_NOTES = {
  ai: 'Our reader polished these words for your question; the cards and their meanings are from our library.',
  library: 'Read from our own library of card meanings.',
} as const;
