/**
 * From a person as the forms send it to a chart: the Sun sign from the date, the birth place
 * from the autocomplete or the atlas (place-reading.ts), the UTC birth moment, and notes on
 * what was assumed.
 */
import type { BirthPlace, PersonInput, PersonSummary, PlaceReading } from './contract';
import type { ZodiacSign } from './zodiac';
import { zodiacSignFor } from './zodiac';
import { parseClockTime, parseIsoDate, type CivilTime } from './birth-date';
import { birthMomentInUtc, birthMomentInZone, type BirthMoment } from './birth-moment';
import { computeChart, type NatalChart } from './chart';
import { PLACIDUS_MAX_LATITUDE } from './houses';
import { readPlace, type CityResolver } from './place-reading';

export type { CityResolver };

export interface PreparedPerson {
  summary: PersonSummary;
  sign: ZodiacSign;
  place?: BirthPlace;
  /** How a typed or picked birth city was read, for the result to show. */
  placeReading?: PlaceReading;
  moment: BirthMoment;
  timeKnown: boolean;
  chart: NatalChart;
  notes: string[];
}

const NOON: CivilTime = { hour: 12, minute: 0 };

export interface PreparePersonOptions {
  /** Two-person readings say whose chart a note is about; single-person readings need not. */
  namedNotes?: boolean;
  /**
   * The atlas for typed cities (the server passes gazetteer.ts's resolveBirthCity). It is passed
   * in rather than imported so the browser's offline reading can use this module without the
   * city table: there it is `null` and only a place picked from the suggestions is used.
   */
  resolveCity: CityResolver | null;
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
  const name = input.name?.trim() || fallbackName;
  const sign = zodiacSignFor(date.month, date.day) as ZodiacSign;
  const notes: string[] = [];
  const named = options.namedNotes ?? true;
  const note = (text: string) => {
    notes.push(named ? `${name}: ${text}` : `${text.charAt(0).toUpperCase()}${text.slice(1)}`);
  };

  const parsedTime = input.birthTime ? parseClockTime(input.birthTime) : null;
  const timeKnown = parsedTime !== null;
  const time = parsedTime ?? NOON;
  const { place, zone, reading } = readPlace(input, name, timeKnown, options.resolveCity);

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
  } else if (Math.abs(place.latitude) > PLACIDUS_MAX_LATITUDE) {
    note(
      `Placidus houses are undefined this close to the pole, so only the Ascendant and Midheaven were used.`,
    );
  }

  const location = timeKnown && place ? { latitude: place.latitude, longitude: place.longitude } : undefined;
  const chart = computeChart({ utc: moment.utc, ...(location ? { location } : {}) });
  return {
    summary: { name, zodiacSign: sign, birthDate: input.birthDate },
    sign,
    ...(place ? { place } : {}),
    ...(reading ? { placeReading: reading } : {}),
    moment,
    timeKnown,
    chart,
    notes,
  };
}
