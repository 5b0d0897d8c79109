/**
 * From a person as the forms send it to a chart: the birth place from the autocomplete or the
 * atlas (place-reading.ts), the UTC birth moment, the Sun sign the chart really has, and notes on
 * what was assumed.
 */
import type { BirthPlace, PersonInput, PersonSummary, PlaceReading } from './contract';
import type { ZodiacSign } from './zodiac';
import { zodiacSignFor } from './zodiac';
import { parseClockTime, parseIsoDate, type CivilTime } from './birth-date';
import { birthMomentInUtc, birthMomentInZone, type BirthMoment } from './birth-moment';
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
  moment: BirthMoment;
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
   * The atlas for typed cities (the server passes gazetteer.ts's resolveBirthCity). It is passed
   * in rather than imported so the browser's offline reading can use this module without the
   * city table: there it is `null` and only a place picked from the suggestions is used.
   */
  resolveCity: CityResolver | null;
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

  let moment: BirthMoment;
  if (zone) {
    moment = birthMomentInZone(date, time, zone.timezone);
    if (moment.adjustment === 'gap') {
      note(
        `${input.birthTime} did not exist on the clocks of ${zone.label} that day (daylight saving began), so it was read on the time in force before the change.`,
      );
    } else if (moment.adjustment === 'ambiguous') {
      note(
        `${input.birthTime} happened twice in ${zone.label} that night (daylight saving ended); the first occurrence was used.`,
      );
    }
  } else {
    moment = birthMomentInUtc(date, time);
    // A typed city that was not found explains this itself, beside the result.
    if (timeKnown && !reading) note(`without a birth place the birth time was read as Universal Time.`);
  }

  if (!timeKnown) {
    note(`no birth time given, so the chart uses noon; the Ascendant, Midheaven and houses were not used.`);
  } else if (!place) {
    note(`without a birth place the Ascendant, Midheaven and houses were not used.`);
  }

  const location = timeKnown && place ? { latitude: place.latitude, longitude: place.longitude } : undefined;
  const chart = computeChart({ utc: moment.utc, ...(location ? { location } : {}) }, options.chart);
  if (chart.houseSystemRequested && chart.houseSystem)
    note(polarFallbackNote(chart.houseSystemRequested, chart.houseSystem, chart.frame?.obliquity));
  const daySpan = timeKnown ? undefined : birthDaySpan(date, place?.timezone);
  const { sign, degree } = signOfLongitude(chart.longitudes.Sun);
  const ingress = daySpan ? ingressDuring('Sun', daySpan, chart.longitudes.Sun) : undefined;
  return {
    summary: { name, named, zodiacSign: sign, birthDate: input.birthDate },
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
