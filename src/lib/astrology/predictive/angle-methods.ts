/**
 * How the progressed Ascendant, Midheaven and cusps are found (docs/predictive.md#secondary-progressions).
 * A module of its own so the request schema can name them without importing the answer's types.
 */
export const PROGRESSED_ANGLE_METHODS = ['solar-arc', 'naibod'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];
