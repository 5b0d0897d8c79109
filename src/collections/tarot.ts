/** Content collections of the tarot area (merged into src/content.config.ts). */
export const tarotCollections = {};
