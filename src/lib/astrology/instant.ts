/**
 * THE one way to turn a local date and clock time at a place into the UTC instant a chart is
 * cast for, with its reasons (docs/atlas.md). Every calculator, the birth chart, the famous
 * charts and the horoscopes go through `resolveInstant`; `clockAt` answers the reverse question
 * (what the clocks of a place read at an instant).
 *
 * The offset comes from, in this order:
 *   1. a manual UTC offset (a birth certificate that says otherwise) — source 'manual';
 *   2. an atlas rule (atlas-rules.ts: Bombay Time, Calcutta Time, Atlanta on Central time, …)
 *      — 'atlas-rule', or 'local-mean-time' where the rule says the town kept its own mean time;
 *   3. the zone's history (zone-clock.ts: the full IANA database with backzone before 1970,
 *      Intl after) — 'zone'; where that history says "LMT" (before standard time) the
 *      birthplace's own mean time from its longitude is used instead — 'local-mean-time';
 *   4. no place at all: Universal Time — 'utc'.
 * A clock time that never happened (clocks jumped forward) or happened twice (clocks went back)
 * is named, with both readings; the reading on the offset in force before the change is used
 * unless the caller picks the other.
 */
import type { CivilDate, CivilTime } from './birth-date';
import { ATLAS_RULES, type AtlasRule, type AtlasRulePeriod } from './atlas-rules';
import { formatUtcOffset } from './utc-offset';
import { zoneClockAt } from './zone-clock';

export { isValidTimeZone } from './zone-clock';

/** Where the clock time was read. */
export interface InstantPlace {
  /** "Kazan, Tatarstan, Russia": its first part names the place in plain words. */
  name: string;
  /** IANA time zone. */
  timezone: string;
  /** Known for a city; absent for a region read in its zone (coordinates not guessed). */
  latitude?: number;
  longitude?: number;
}

export type OffsetSource = 'zone' | 'local-mean-time' | 'atlas-rule' | 'manual' | 'utc';

export interface InstantInput {
  date: CivilDate;
  /** The clock time; `second` is optional. */
  time: CivilTime & { second?: number };
  /** Absent: the time is read as Universal Time. */
  place?: InstantPlace;
  /** Seconds east of UTC that override every rule (utc-offset.ts parses what people type). */
  manualOffsetSeconds?: number;
  /** Where the manual offset comes from, in plain words; "the offset entered by hand" when absent. */
  manualOffsetSource?: string;
  /**
   * For a clock time in a gap or an overlap: 0 (the default) reads it on the offset in force
   * before the change, 1 on the offset after it.
   */
  reading?: 0 | 1;
}

/** One way of reading the clock time. */
export interface InstantReading {
  utc: Date;
  /** Seconds east of UTC. */
  offsetSeconds: number;
  /** "UTC+1:19:32". */
  offsetLabel: string;
  source: OffsetSource;
  daylightSaving: boolean;
  /** What the clock was, in plain words: "Amsterdam summer time", "local mean time of Kazan (49°07′ E)". */
  description: string;
  /** "UTC+1:19:32, Amsterdam summer time": what every result states. */
  statement: string;
  /** The atlas rule that set the offset, when one did. */
  rule?: { id: string; sources: string[] };
}

export interface ResolvedInstant extends InstantReading {
  /** The IANA zone read, when a place was given and no manual offset. */
  zone?: string;
  /**
   * The clock time fell where the clocks jumped forward (a gap: it never happened) or went back
   * (an overlap: it happened twice). `readings[0]` is on the offset before the change,
   * `readings[1]` after it; `chosen` is the one this instant is.
   */
  ambiguity?: { kind: 'gap' | 'overlap'; readings: [InstantReading, InstantReading]; chosen: 0 | 1 };
}

interface PlaceClock {
  offset: number;
  save: number;
  source: Exclude<OffsetSource, 'manual' | 'utc'>;
  description: string;
  rule?: AtlasRule;
}

const DEG = Math.PI / 180;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const h =
    Math.sin(((b.latitude - a.latitude) * DEG) / 2) ** 2 +
    Math.cos(a.latitude * DEG) *
      Math.cos(b.latitude * DEG) *
      Math.sin(((b.longitude - a.longitude) * DEG) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The birthplace's mean time: four minutes of clock a degree of longitude, to the second. */
export function localMeanTimeOffset(longitude: number): number {
  return Math.round(longitude * 240);
}

/** "49°07′ E". */
function longitudeWords(longitude: number): string {
  const minutes = Math.round(Math.abs(longitude) * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′ ${longitude < 0 ? 'W' : 'E'}`;
}

/** "Europe/Amsterdam" → "Amsterdam"; "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCityName(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

const placeWord = (place: InstantPlace) => place.name.split(',')[0]!.trim() || place.name;

/** North American clocks go by the zone's name, not its city's: "Eastern daylight time". */
const NORTH_AMERICAN: Record<string, string> = {
  'America/New_York': 'Eastern',
  'America/Detroit': 'Eastern',
  'America/Kentucky/Louisville': 'Eastern',
  'America/Indiana/Indianapolis': 'Eastern',
  'America/Toronto': 'Eastern',
  'America/Chicago': 'Central',
  'America/Winnipeg': 'Central',
  'America/Denver': 'Mountain',
  'America/Boise': 'Mountain',
  'America/Phoenix': 'Mountain',
  'America/Edmonton': 'Mountain',
  'America/Los_Angeles': 'Pacific',
  'America/Vancouver': 'Pacific',
  'America/Anchorage': 'Alaska',
  'Pacific/Honolulu': 'Hawaii',
  'America/Halifax': 'Atlantic',
};
/** The database's own names before 1970: EST, CDT, MWT (war), EPT (peace) … */
const NORTH_AMERICAN_ABBREVIATION = /^([ECMP])[SDWP]T$/;
const ZONE_LETTERS: Record<string, string> = { E: 'Eastern', C: 'Central', M: 'Mountain', P: 'Pacific' };

/**
 * The North American name of a zone's clock: the database's abbreviation says which before 1970
 * (Louisville was on Central time until 1961); otherwise the zone's usual name. Undefined for
 * zones named by their city (Havana's "CST" is Cuba's, not Central).
 */
function northAmericanName(zone: string, abbreviation: string | undefined): string | undefined {
  const listed = NORTH_AMERICAN[zone];
  if (!listed && !/^America\/(Indiana|Kentucky|North_Dakota)\//.test(zone)) return undefined;
  const letter = abbreviation && NORTH_AMERICAN_ABBREVIATION.exec(abbreviation)?.[1];
  return letter ? ZONE_LETTERS[letter] : listed;
}

/**
 * British India's clocks ran an hour ahead from 1941 or 1942 to October 1945 for the war, not for
 * the summer: the time zone database writes that hour "+0630" with no name, so the zones of the
 * former British India are listed here, and any extra hour of theirs in those years is war time.
 */
const WAR_TIME_ZONES: ReadonlySet<string> = new Set([
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Asia/Karachi',
  'Asia/Dhaka',
]);
const WAR_YEARS = { from: Date.UTC(1941, 0, 1) / 1000, until: Date.UTC(1946, 0, 1) / 1000 };

function isWarTime(zone: string, second: number): boolean {
  return WAR_TIME_ZONES.has(zone) && second >= WAR_YEARS.from && second < WAR_YEARS.until;
}

function savingWords(
  save: number,
  abbreviation: string | undefined,
  daylight = false,
  warTime = false,
): string {
  if (save === 0) return 'standard time';
  if (warTime || (abbreviation && /^[A-Z]WT$/.test(abbreviation))) return 'war time';
  if (save >= 7200) return `double ${daylight ? 'daylight' : 'summer'} time`;
  return daylight ? 'daylight time' : 'summer time';
}

/** "Amsterdam summer time", "Central war time", "Eastern daylight time". */
function zoneClockWords(
  zone: string,
  save: number,
  abbreviation: string | undefined,
  second: number,
): string {
  const american = northAmericanName(zone, abbreviation);
  return american
    ? `${american} ${savingWords(save, abbreviation, true)}`
    : `${zoneCityName(zone)} ${savingWords(save, abbreviation, false, isWarTime(zone, second))}`;
}

function ruleFor(
  place: InstantPlace,
  second: number,
): { rule: AtlasRule; period: AtlasRulePeriod } | undefined {
  for (const rule of ATLAS_RULES) {
    if (rule.zone !== place.timezone) continue;
    if (rule.near || rule.beyond) {
      if (place.latitude === undefined || place.longitude === undefined) continue;
      const point = { latitude: place.latitude, longitude: place.longitude };
      if (rule.near && distanceKm(rule.near, point) > rule.near.radiusKm) continue;
      if (rule.beyond && distanceKm(rule.beyond, point) <= rule.beyond.radiusKm) continue;
    }
    let from = -Infinity;
    for (const period of rule.periods) {
      if (period.from) from = Date.parse(period.from) / 1000;
      const until = Date.parse(period.until) / 1000;
      if (second >= from && second < until) return { rule, period };
      from = until;
    }
  }
  return undefined;
}

/** What the clocks of the place read at a UTC second, and why. */
function placeClockAt(place: InstantPlace, second: number): PlaceClock {
  const zone = zoneClockAt(place.timezone, second);
  const hasLongitude = place.longitude !== undefined;
  const matched = ruleFor(place, second);
  if (matched) {
    const { rule, period } = matched;
    const lmt = period.offset === 'local-mean-time';
    const base = lmt
      ? hasLongitude
        ? localMeanTimeOffset(place.longitude!)
        : zone.offset - zone.save
      : (period.offset as number);
    const save = (period.save ?? 0) + (period.zoneSaving ? zone.save : 0);
    const clock =
      lmt && hasLongitude
        ? `local mean time of ${placeWord(place)} (${longitudeWords(place.longitude!)})`
        : period.clock;
    return {
      offset: base + save,
      save,
      source: lmt ? 'local-mean-time' : 'atlas-rule',
      description: save
        ? `${clock}, ${savingWords(save, zone.abbreviation, false, isWarTime(place.timezone, second))}`
        : clock,
      rule,
    };
  }
  if (zone.abbreviation === 'LMT') {
    if (hasLongitude)
      return {
        offset: localMeanTimeOffset(place.longitude!),
        save: 0,
        source: 'local-mean-time',
        description: `local mean time of ${placeWord(place)} (${longitudeWords(place.longitude!)})`,
      };
    return { ...zone, source: 'zone', description: `local mean time of ${zoneCityName(place.timezone)}` };
  }
  return {
    offset: zone.offset,
    save: zone.save,
    source: 'zone',
    description: zoneClockWords(place.timezone, zone.save, zone.abbreviation, second),
  };
}

function reading(utcSecond: number, clock: PlaceClock): InstantReading {
  const offsetLabel = formatUtcOffset(clock.offset);
  return {
    utc: new Date(utcSecond * 1000),
    offsetSeconds: clock.offset,
    offsetLabel,
    source: clock.source,
    daylightSaving: clock.save > 0,
    description: clock.description,
    statement: `${offsetLabel}, ${clock.description}`,
    ...(clock.rule ? { rule: { id: clock.rule.id, sources: clock.rule.sources } } : {}),
  };
}

/** What the clocks of a place read at a UTC instant, and why (the reverse of resolveInstant). */
export function clockAt(place: InstantPlace, utc: Date): InstantReading {
  const second = Math.floor(utc.getTime() / 1000);
  return reading(second, placeClockAt(place, second));
}

/** Far enough either side of a clock time to reach the clocks before and after any change near it. */
const AROUND = 36 * 3600;

/** Turns a local date and clock time at a place into its UTC instant, with the reasons. */
export function resolveInstant(input: InstantInput): ResolvedInstant {
  const { date, time, place } = input;
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second ?? 0) / 1000;
  if (input.manualOffsetSeconds !== undefined) {
    const offset = input.manualOffsetSeconds;
    const label = formatUtcOffset(offset);
    const description = input.manualOffsetSource ?? 'the offset entered by hand';
    return {
      utc: new Date((wall - offset) * 1000),
      offsetSeconds: offset,
      offsetLabel: label,
      source: 'manual',
      daylightSaving: false,
      description,
      statement: `${label}, ${description}`,
    };
  }
  if (!place) {
    const description = 'Universal Time (no birthplace)';
    return {
      utc: new Date(wall * 1000),
      offsetSeconds: 0,
      offsetLabel: 'UTC+0',
      source: 'utc',
      daylightSaving: false,
      description,
      statement: `UTC+0, ${description}`,
    };
  }

  const before = placeClockAt(place, wall - AROUND);
  const after = placeClockAt(place, wall + AROUND);
  const middle = placeClockAt(place, wall - before.offset);
  const fits = (clock: PlaceClock) => placeClockAt(place, wall - clock.offset).offset === clock.offset;
  const valid = [before, middle, after]
    .filter((clock, index, all) => all.findIndex((other) => other.offset === clock.offset) === index)
    .filter(fits)
    .map((clock) => placeClockAt(place, wall - clock.offset));
  const zone = { zone: place.timezone };
  if (valid.length === 1) return { ...reading(wall - valid[0]!.offset, valid[0]!), ...zone };

  const chosen = input.reading ?? 0;
  if (valid.length > 1) {
    // Clocks went back: the earlier instant (the larger offset) is the first time round.
    valid.sort((a, b) => b.offset - a.offset);
    const first = valid[0]!;
    const second = valid[valid.length - 1]!;
    const readings: [InstantReading, InstantReading] = [
      reading(wall - first.offset, first),
      reading(wall - second.offset, second),
    ];
    return { ...readings[chosen], ...zone, ambiguity: { kind: 'overlap', readings, chosen } };
  }
  // Clocks jumped forward over the time: read it on either side of the jump.
  const readings: [InstantReading, InstantReading] = [
    reading(wall - before.offset, before),
    reading(wall - after.offset, after),
  ];
  return { ...readings[chosen], ...zone, ambiguity: { kind: 'gap', readings, chosen } };
}
