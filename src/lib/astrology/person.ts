/**
 * From a person as the forms send it to a chart: the birth place from the autocomplete or the
 * atlas (place-reading.ts), the UTC birth moment, the Sun sign the chart really has, and notes on
 * what was assumed.
 */
import type { BirthClock, BirthPlace, PersonInput, PersonSummary, PlaceReading } from './contract';
import type { ZodiacSign } from './zodiac';
import { zodiacSignFor } from './zodiac';
import { parseClockTime, parseIsoDate, type CivilTime } from './birth-date';
import { resolveInstant, type InstantPlace, type ResolvedInstant } from './instant';
import { parseUtcOffset } from './utc-offset';
import { computeChart, polarFallbackNote, type ChartOptions, type NatalChart } from './chart';
import { signOfLongitude } from './angles';
import { birthDaySpan, ingressDuring, type BirthDaySpan, type Ingress } from './birth-day';

/**
 * The Sun sign a reading uses is the sign of the chart's Sun. The date table the form shows
 * (docs/constants.md#zodiac-signs) can be a day off around the changes of sign, and the year matters too.
 */
export interface SunSign {
  sign: ZodiacSign;
  /** Degree of the Sun within its sign at the chart's moment. */
  degree: number;
  /** The sign the date table gives for the birth date. */
  dateSign: ZodiacSign;
  /** Birth time unknown and the Sun changed sign that day: when, and between which signs. */
  ingress?: Ingress;
}
import { readPlace, type CityResolver } from './place-reading';
import { capitalize } from './narrative/grammar';

export type { CityResolver };

export interface PreparedPerson {
  summary: PersonSummary;
  /** The chart's Sun sign (the same as summary.zodiacSign). */
  sign: ZodiacSign;
  sun: SunSign;
  /** Whether a real name was given (not empty, not a form's "Person 1" / "You" default). */
  named: boolean;
  place?: BirthPlace;
  /** How a typed or picked birth city was read, for the result to show. */
  placeReading?: PlaceReading;
  /** The UTC instant the chart is cast for, with its reasons (instant.ts). */
  moment: ResolvedInstant;
  timeKnown: boolean;
  /** Without a birth time: the whole civil birth day, over which fast bodies are uncertain. */
  daySpan?: BirthDaySpan;
  chart: NatalChart;
  notes: string[];
}

/** What the forms send when no name was typed (docs/calculators.md#what-is-sent: "Person 1" or "Person 2"). */
const DEFAULT_NAMES = new Set(['person 1', 'person 2', 'you']);

/** Whether a name field holds a real name rather than nothing or a form's default. */
export function isGivenName(name: string | undefined): boolean {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && !DEFAULT_NAMES.has(trimmed.toLowerCase());
}

const NOON: CivilTime = { hour: 12, minute: 0 };

export interface PreparePersonOptions {
  /**
   * Two-person readings say whose chart a note is about ("Ada", "Your partner's chart");
   * single-person readings need not, and their notes start with a capital letter instead.
   */
  notePrefix?: string;
  /**
   * The reading says once, itself, what a missing birth time leaves unknown (the two-person
   * result's `timeNote`), so the notes do not say it again.
   */
  missingTimeSaidElsewhere?: boolean;
  /**
   * The atlas for typed cities (the server passes gazetteer.ts's resolveBirthCity). It is passed
   * in rather than imported so the browser's offline reading can use this module without the
   * city table: there it is `null` and only a place picked from the suggestions is used.
   */
  resolveCity: CityResolver | null;
  /** Where a manual `utcOffset` comes from, in plain words (the famous charts: their source). */
  manualOffsetSource?: string;
  /** The house system and extra points of the chart (the birth chart asks for them). */
  chart?: ChartOptions;
}

/**
 * Prepares one person. Input must already have passed the request schema (a real date).
 * `fallbackName` labels the person in notes and results when no name was given.
 */
export function preparePerson(
  input: PersonInput,
  fallbackName: string,
  options: PreparePersonOptions,
): PreparedPerson {
  const date = parseIsoDate(input.birthDate);
  if (!date) throw new Error('preparePerson needs a validated birth date');
  const named = isGivenName(input.name);
  const name = named ? input.name!.trim() : fallbackName;
  const dateSign = zodiacSignFor(date.month, date.day) as ZodiacSign;
  const notes: string[] = [];
  const note = (text: string) => {
    notes.push(options.notePrefix ? `${options.notePrefix}: ${text}` : capitalize(text));
  };

  const parsedTime = input.birthTime ? parseClockTime(input.birthTime) : null;
  const timeKnown = parsedTime !== null;
  const time = parsedTime ?? NOON;
  // The place notice names whose city it is the way the notes do ("Your partner's chart", "Ann").
  const { place, zone, reading } = readPlace(
    input,
    options.notePrefix ?? name,
    timeKnown,
    options.resolveCity,
  );

  // Where the clock time is read: the place (coordinates give its own mean time before
  // standard time), else the zone of a region the text still named, else nowhere (UTC).
  const clockPlace: InstantPlace | undefined = place
    ? { name: place.name, timezone: place.timezone, latitude: place.latitude, longitude: place.longitude }
    : zone
      ? { name: zone.label, timezone: zone.timezone }
      : undefined;
  const manualOffset = input.utcOffset ? parseUtcOffset(input.utcOffset) : null;
  const moment = resolveInstant({
    date,
    time,
    ...(clockPlace ? { place: clockPlace } : {}),
    ...(manualOffset !== null ? { manualOffsetSeconds: manualOffset } : {}),
    ...(options.manualOffsetSource ? { manualOffsetSource: options.manualOffsetSource } : {}),
  });
  const where = zone?.label ?? 'the birth place';
  if (moment.ambiguity && timeKnown) note(ambiguityNote(input.birthTime!, where, moment.ambiguity));
  if (moment.source === 'manual' && timeKnown && !options.manualOffsetSource) {
    note(
      `the birth time was read at ${moment.offsetLabel}, the UTC offset given with it, instead of the atlas's.`,
    );
  } else if (!clockPlace && timeKnown && !reading) {
    // A typed city that was not found explains this itself, beside the result.
    note(`without a birth place the birth time was read as Universal Time.`);
  }

  if (!timeKnown) {
    if (!options.missingTimeSaidElsewhere)
      note(`no birth time given, so the chart uses noon; the Ascendant, Midheaven and houses were not used.`);
  } else if (!place) {
    note(`without a birth place the Ascendant, Midheaven and houses were not used.`);
  }

  const location = timeKnown && place ? { latitude: place.latitude, longitude: place.longitude } : undefined;
  const chart = computeChart({ utc: moment.utc, ...(location ? { location } : {}) }, options.chart);
  if (chart.houseSystemRequested && chart.houseSystem)
    note(polarFallbackNote(chart.houseSystemRequested, chart.houseSystem, chart.frame?.obliquity));
  const daySpan = timeKnown ? undefined : birthDaySpan(date, clockPlace);
  const { sign, degree } = signOfLongitude(chart.longitudes.Sun);
  const ingress = daySpan
    ? ingressDuring('Sun', daySpan, chart.longitudes.Sun, chart.sidereal?.offset)
    : undefined;
  return {
    summary: {
      name,
      named,
      zodiacSign: sign,
      birthDate: input.birthDate,
      ...(timeKnown ? { clock: birthClock(moment) } : {}),
    },
    sign,
    sun: { sign, degree, dateSign, ...(ingress ? { ingress } : {}) },
    named,
    ...(place ? { place } : {}),
    ...(reading ? { placeReading: reading } : {}),
    moment,
    timeKnown,
    ...(daySpan ? { daySpan } : {}),
    chart,
    notes,
  };
}

/** The answer's account of the clock a birth time was read on. */
export function birthClock(moment: ResolvedInstant): BirthClock {
  return {
    utc: moment.utc.toISOString(),
    offset: moment.offsetLabel,
    offsetSeconds: moment.offsetSeconds,
    source: moment.source,
    daylightSaving: moment.daylightSaving,
    statement: moment.statement,
    ...(moment.ambiguity
      ? {
          ambiguity: {
            kind: moment.ambiguity.kind,
            readings: moment.ambiguity.readings.map((reading) => ({
              utc: reading.utc.toISOString(),
              statement: reading.statement,
            })),
            chosen: moment.ambiguity.chosen,
          },
        }
      : {}),
  };
}

/** "02:30 never happened in New York that day: …": both readings, and which was used. */
function ambiguityNote(
  time: string,
  where: string,
  ambiguity: NonNullable<ResolvedInstant['ambiguity']>,
): string {
  const utc = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;
  const head =
    ambiguity.kind === 'gap'
      ? `${time} never happened on the clocks of ${where} that day (they jumped forward)`
      : `${time} happened twice on the clocks of ${where} that night (they went back)`;
  const used = ambiguity.readings[ambiguity.chosen];
  const other = ambiguity.readings[ambiguity.chosen === 0 ? 1 : 0];
  return `${head}: it reads as ${utc(used.utc)} on ${used.statement}, or as ${utc(other.utc)} on ${other.statement}. The chart uses the first; if the birth record gives the other, enter its UTC offset.`;
}
