/**
 * The layout of tz-history.json, written by scripts/make-tz-history.ts from the full IANA
 * database (with backzone): each zone's clock before 1970 (docs/atlas.md).
 */
export interface TzZoneHistory {
  /** [UTC offset in seconds, daylight saving in seconds (0 for standard time), abbreviation]. */
  kinds: Array<[number, number, string]>;
  /** The kind in force before the first transition (usually "LMT", the zone city's mean time). */
  initial: number;
  /** Transition instants in UTC seconds, each as the step from the one before (the first from 0). */
  at: number[];
  /** The kind each transition starts. */
  kind: number[];
}

export interface TzHistory {
  /** The tz release and build it came from. */
  source: string;
  /** UTC seconds from which Intl is used instead (1970-01-01). */
  until: number;
  zones: Record<string, TzZoneHistory>;
}
