/** Longest question the tools accept (the textarea and /api/tarot share it). */
export const QUESTION_MAX_CHARS = 500;
