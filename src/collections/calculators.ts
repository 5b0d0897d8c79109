/** Content collections of the calculators area (merged into src/content.config.ts). */
export const calculatorsCollections = {};
