/**
 * The query of /api/my-sky (docs/personal-sky.md#the-function): the birth data the saved chart
 * holds and the visitor's day and time zone; every field is validated with the calculators' own
 * person schema, and the day is held to today somewhere on Earth.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { describeIssue } from '@/lib/http/body';
import { HttpError } from '@/lib/http/reply';
import { isVisitorDay, VISITOR_DAY_MESSAGE, VISITOR_DAY_REACH_DAYS } from '@/lib/http/visitor-day';
import { isValidTimeZone } from '../instant';
import type { PersonInput } from '../contract';
import { personSchema } from '../request-schema';
import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR } from '../birth-date';

export interface MySkyQuery {
  person: PersonInput;
  day: string;
  zone: string;
  /** With `from` and `to`: the transits between those dates instead of the day's sky. */
  range?: { from: string; to: string };
}

/** The longest span the date-range list covers in one request (docs/personal-sky.md#transits-between-two-dates). */
export const MAX_RANGE_DAYS = 92;

/**
 * How far from today the date-range list reaches (docs/personal-sky.md#transits-between-two-dates):
 * a span no request has used yet costs a Worker about 80 ms of CPU to track, so a stranger free to
 * name any span of 1800–2100 could make every request that cold. Held to a year back and three
 * ahead, a Worker tracks at most that stretch once, and the current stretch is the one everybody asks.
 */
export const RANGE_PAST_DAYS = 366;
export const RANGE_FUTURE_DAYS = 3 * 366;
const RANGE_MESSAGE = 'must be within a year before today and three years after it';

/** A day of the date-range list: a real date, within RANGE_PAST_DAYS / RANGE_FUTURE_DAYS of today. */
const rangeDay = (now: Date) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((value) => DateTime.fromISO(value).isValid, 'is not a real calendar date')
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= MIN_BIRTH_YEAR && year <= MAX_BIRTH_YEAR;
    }, `must be between ${MIN_BIRTH_YEAR} and ${MAX_BIRTH_YEAR}`)
    .refine((value) => withinRangeReach(value, now), RANGE_MESSAGE);

/** Whether a day (YYYY-MM-DD) lies within the list's reach of today, anywhere on Earth. */
export function withinRangeReach(day: string, now: Date): boolean {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(now.toISOString().slice(0, 10))) / 86_400_000,
  );
  return (
    days >= -RANGE_PAST_DAYS - VISITOR_DAY_REACH_DAYS && days <= RANGE_FUTURE_DAYS + VISITOR_DAY_REACH_DAYS
  );
}

/** The visitor's day is held to today somewhere on Earth (docs/security.md#bounds). */
const querySchema = (now: Date) =>
  z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
      .refine((value) => DateTime.fromISO(value).isValid, 'is not a real calendar date')
      .refine((value) => isVisitorDay(value, now), VISITOR_DAY_MESSAGE)
      .optional(),
    zone: z.string().max(64).refine(isValidTimeZone, 'is not a known IANA time zone').optional(),
    // The calendar is the private link's (calendar-link.ts): the birth data never rides in its address.
    format: z
      .literal('json', { error: 'must be json: the calendar comes from your private calendar link' })
      .optional(),
    from: rangeDay(now).optional(),
    to: rangeDay(now).optional(),
  });

/** Both ends or neither; the end not before the start, and at most MAX_RANGE_DAYS apart. */
function readRange(from: string | undefined, to: string | undefined) {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined) throw new HttpError(400, 'from: is required with to, as YYYY-MM-DD');
  if (to === undefined) throw new HttpError(400, 'to: is required with from, as YYYY-MM-DD');
  const days = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days;
  if (days < 0) throw new HttpError(400, 'to: must not be before from');
  if (days >= MAX_RANGE_DAYS)
    throw new HttpError(
      400,
      `to: must be at most ${MAX_RANGE_DAYS - 1} days after from (${MAX_RANGE_DAYS} days in all)`,
    );
  return { from, to };
}

/** The birth data as query fields (the saved chart's, and what a private calendar link seals). */
export const BIRTH_FIELDS = ['name', 'date', 'time', 'place', 'lat', 'lon', 'tz', 'city', 'offset'] as const;

const number = (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value));

/** The birth data of a query (a saved chart's fields, BIRTH_FIELDS), checked by the person schema. */
export function personFromBirthQuery(params: URLSearchParams) {
  const place = params.get('place');
  return personSchema.safeParse({
    ...(params.get('name') ? { name: params.get('name') } : {}),
    birthDate: params.get('date') ?? undefined,
    ...(params.get('time') ? { birthTime: params.get('time') } : {}),
    ...(params.get('city') ? { birthCity: params.get('city') } : {}),
    ...(params.get('offset') ? { utcOffset: params.get('offset') } : {}),
    ...(place !== null
      ? {
          birthPlace: {
            name: place,
            latitude: number(params.get('lat')),
            longitude: number(params.get('lon')),
            timezone: params.get('tz') ?? undefined,
          },
        }
      : {}),
  });
}

export function readMySkyQuery(params: URLSearchParams, now: Date): MySkyQuery {
  const person = personFromBirthQuery(params);
  if (!person.success) throw new HttpError(400, describeIssue(person.error));
  const rest = querySchema(now).safeParse({
    day: params.get('day') ?? undefined,
    zone: params.get('zone') ?? undefined,
    format: params.get('format') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  if (!rest.success) throw new HttpError(400, describeIssue(rest.error));
  const zone = rest.data.zone ?? 'UTC';
  const range = readRange(rest.data.from, rest.data.to);
  return {
    ...(range ? { range } : {}),
    person: person.data,
    day: rest.data.day ?? DateTime.fromJSDate(now, { zone }).toISODate()!,
    zone,
  };
}

export { birthQuery } from '@/lib/personal-sky/saved-chart';
