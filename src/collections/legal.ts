/** Content collections of the legal area (merged into src/content.config.ts). */
export const legalCollections = {};
