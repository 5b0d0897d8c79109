/**
 * The house style the content tests hold our written libraries to (the natal interpretations, the
 * tarot meanings, the legal and comparison pages): British spelling, and sentences compared without case or punctuation.
 */

/** The site writes British English (docs/decisions.md#british-spelling): an American form fails. */
export { AMERICAN_SPELLING } from './british-spelling';

export const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Case and punctuation do not make two sentences or openings different. */
export const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
