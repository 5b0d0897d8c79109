/**
 * A local civil birth date and time at a place turned into a UTC instant with the historical
 * rules of the IANA time-zone database (through luxon, which reads them from Intl).
 */
import { DateTime, IANAZone } from 'luxon';
import type { CivilDate, CivilTime } from './birth-date';

export type MomentAdjustment =
  /** The clock time never happened (spring-forward gap): read on the offset in force before the change. */
  | 'gap'
  /** The clock time happened twice (fall-back overlap): the first occurrence is used. */
  | 'ambiguous';

export interface BirthMoment {
  utc: Date;
  /** The UTC offset used, in minutes. */
  offsetMinutes: number;
  adjustment?: MomentAdjustment;
}

const zoneValidity = new Map<string, boolean>();

/** Whether an IANA zone name is known; remembered per name (luxon asks Intl afresh each time, which is slow). */
export function isValidTimeZone(zone: string): boolean {
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    if (zoneValidity.size < 1000) zoneValidity.set(zone, valid);
  }
  return valid;
}

/** Converts a local date and time in an IANA zone to UTC, resolving DST gaps and overlaps. */
export function birthMomentInZone(date: CivilDate, time: CivilTime, zone: string): BirthMoment {
  const wall = { year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute };
  const local = DateTime.fromObject(wall, { zone });
  if (!local.isValid) throw new Error(`Unknown time zone ${zone}`);
  // luxon moves a gap time forward by the size of the gap, which is the same instant as the
  // clock time read on the offset in force before the change.
  if (local.hour !== time.hour || local.minute !== time.minute) {
    return { utc: local.toJSDate(), offsetMinutes: local.offset, adjustment: 'gap' };
  }
  const candidates = local.getPossibleOffsets();
  if (candidates.length > 1) {
    const first = candidates.reduce((earliest, candidate) =>
      candidate.toMillis() < earliest.toMillis() ? candidate : earliest,
    );
    return { utc: first.toJSDate(), offsetMinutes: first.offset, adjustment: 'ambiguous' };
  }
  return { utc: local.toJSDate(), offsetMinutes: local.offset };
}

/** A local date and time read as UTC, for when the birth place (and so its zone) is unknown. */
export function birthMomentInUtc(date: CivilDate, time: CivilTime): BirthMoment {
  return {
    utc: new Date(Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute)),
    offsetMinutes: 0,
  };
}
