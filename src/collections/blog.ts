/** Content collections of the blog area (merged into src/content.config.ts). */
export const blogCollections = {};
