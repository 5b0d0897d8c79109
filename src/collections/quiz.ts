/** Content collections of the quiz area (merged into src/content.config.ts). */
export const quizCollections = {};
