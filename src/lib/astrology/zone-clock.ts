/**
 * What the clocks of an IANA time zone read at a UTC instant: the offset, its daylight saving
 * and, before 1970, its abbreviation. Before 1970 the answer comes from tz-history.json (the full
 * IANA database with backzone, made by scripts/make-tz-history.ts); from 1970 on, and for a zone
 * the file does not hold, from the runtime's Intl through luxon (docs/atlas.md). Intl's build
 * leaves backzone out, so before 1970 it gives Amsterdam Brussels' clock and Oslo Berlin's.
 */
import { IANAZone } from 'luxon';
import historyJson from './tz-history.json';
import type { TzHistory } from './tz-history-data';

const history = historyJson as unknown as TzHistory;

/** Where the file's history stops (UTC seconds): Intl is right from then on. */
export const TZ_HISTORY_UNTIL = history.until;
/** "IANA tz 2025b with backzone (Debian tzdata), before 1970; …". */
export const TZ_HISTORY_SOURCE = history.source;

export interface ZoneClock {
  /** UTC offset in seconds. */
  offset: number;
  /** Seconds of daylight saving within the offset (0 for standard time, 7200 for double summer time). */
  save: number;
  /** The database's abbreviation, known before 1970 ("NST", "LMT", "EWT"); undefined after. */
  abbreviation?: string;
}

interface DecodedZone {
  /** Transition instants, UTC seconds, ascending. */
  at: number[];
  clocks: ZoneClock[];
  /** The clock before the first transition. */
  initial: ZoneClock;
}

const decoded = new Map<string, DecodedZone | null>();

function decode(zone: string): DecodedZone | null {
  if (decoded.has(zone)) return decoded.get(zone)!;
  const raw = history.zones[zone];
  let result: DecodedZone | null = null;
  if (raw) {
    const kinds = raw.kinds.map(([offset, save, abbreviation]) => ({ offset, save, abbreviation }));
    let time = 0;
    result = {
      at: raw.at.map((step) => (time += step)),
      clocks: raw.kind.map((index) => kinds[index]!),
      initial: kinds[raw.initial]!,
    };
  }
  decoded.set(zone, result);
  return result;
}

/** The last index whose transition is at or before `second`, or -1. */
function lastAtOrBefore(at: readonly number[], second: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (at[middle]! <= second) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

const intlZones = new Map<string, IANAZone>();
/** A zone's standard offset in a year ("zone|year"), kept for the Worker's life: a handful a day. */
const standardOffsets = new Map<string, number>();

/** Intl's offset in seconds (luxon answers in minutes, possibly fractional). */
function intlOffset(zone: IANAZone, second: number): number {
  return Math.round(zone.offset(second * 1000) * 60);
}

/**
 * Intl's clock. Intl names no daylight saving, so it is read as the offset above the lower of
 * the year's January and July offsets (which also holds south of the equator).
 */
function intlClock(zone: string, second: number): ZoneClock {
  let intl = intlZones.get(zone);
  if (!intl) intlZones.set(zone, (intl = IANAZone.create(zone)));
  const offset = intlOffset(intl, second);
  const year = new Date(second * 1000).getUTCFullYear();
  const key = `${zone}|${year}`;
  let standard = standardOffsets.get(key);
  if (standard === undefined) {
    const january = intlOffset(intl, Date.UTC(year, 0, 1) / 1000);
    const july = intlOffset(intl, Date.UTC(year, 6, 1) / 1000);
    standardOffsets.set(key, (standard = Math.min(january, july)));
  }
  return { offset, save: Math.max(0, offset - standard) };
}

/** The zone's clock at a UTC instant (seconds). The zone must be valid (isValidTimeZone). */
export function zoneClockAt(zone: string, second: number): ZoneClock {
  const data = second < TZ_HISTORY_UNTIL ? decode(zone) : null;
  if (!data) return intlClock(zone, second);
  const index = lastAtOrBefore(data.at, second);
  return index < 0 ? data.initial : data.clocks[index]!;
}

/** Whether the zone's pre-1970 history is in the file (else Intl answers for every year). */
export function hasZoneHistory(zone: string): boolean {
  return history.zones[zone] !== undefined;
}

export function isValidTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}
