/** Search-snippet lengths every page keeps to (docs/constants.md#article-generator). */
export const META_TITLE_LENGTH = { min: 50, max: 60 } as const;
export const META_DESCRIPTION_LENGTH = { min: 150, max: 160 } as const;
