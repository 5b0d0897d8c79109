/**
 * How close a predictive chart's point must come to a natal point to count as a contact
 * (docs/predictive.md#contacts), in degrees: progressions and solar arcs move a degree a year or
 * less, so a degree is a year or two; transits and returns are moments, read a little wider.
 * Browser-safe: the timing panel says the orb it shows.
 */
export const PREDICTIVE_ORB = { progressed: 1, directed: 1, transits: 2, return: 2 } as const;
