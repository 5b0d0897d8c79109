/**
 * The house style the content tests hold our written libraries to (the natal interpretations, the
 * tarot meanings, the legal and comparison pages): American spelling, and sentences compared without case or punctuation.
 */

/** The British forms most likely to slip in. The tarot card "Judgement" keeps its name: test around it. */
export const BRITISH_SPELLING = new RegExp(
  [
    '\\b(colour|favour|honour|behaviour|neighbour|humour|labour|centre|theatre|travell|mould|judgement)',
    '\\bcancell(ed|ing)\\b',
    '\\b(towards|whilst|cosy|grey|fulfil|fulfilment|practise|practised|programme|licence|sceptical)\\b',
    '\\b(recogn|real|organ|apolog|ideal|emphas|sympath|critic|special|priorit|visual|minim|energ|author|summar|personal)is(e|ed|es|ing)\\b',
    '\\banalys(e|ed|es|ing)\\b',
  ].join('|'),
  'i',
);

export const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Case and punctuation do not make two sentences or openings different. */
export const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
