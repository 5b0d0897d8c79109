/** Content collections of the fortune area (merged into src/content.config.ts). */
export const fortuneCollections = {};
