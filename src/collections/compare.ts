/** Content collections of the compare area (merged into src/content.config.ts). */
export const compareCollections = {};
