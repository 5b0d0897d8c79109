/**
 * How the progressed Ascendant, Midheaven and cusps are found (docs/predictive.md#secondary-progressions).
 * Its own module because the request schema needs the list as a value, and types.ts, which
 * describes the answers, reads the chart contract that is derived from that schema.
 */
export const PROGRESSED_ANGLE_METHODS = ['solar-arc', 'naibod'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];
