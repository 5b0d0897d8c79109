/**
 * The query of /api/my-sky (docs/personal-sky.md#the-function): the birth data the saved chart
 * holds, the visitor's day and time zone, and the format. A GET, so the calendar link works in
 * any calendar app; every field is validated with the calculators' own person schema.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { describeIssue } from '@/lib/http/body';
import { HttpError } from '@/lib/http/reply';
import { isVisitorDay, VISITOR_DAY_MESSAGE } from '@/lib/http/visitor-day';
import { isValidTimeZone } from '../instant';
import type { PersonInput } from '../contract';
import { personSchema } from '../request-schema';

export interface MySkyQuery {
  person: PersonInput;
  day: string;
  zone: string;
  format: 'json' | 'ics';
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
    format: z.enum(['json', 'ics'], { error: 'must be json or ics' }).optional(),
  });

/** The birth data as query fields: short names, since they travel in a calendar link. */
export const BIRTH_FIELDS = ['name', 'date', 'time', 'place', 'lat', 'lon', 'tz', 'city', 'offset'] as const;

const number = (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value));

export function readMySkyQuery(params: URLSearchParams, now: Date): MySkyQuery {
  const place = params.get('place');
  const person = personSchema.safeParse({
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
  if (!person.success) throw new HttpError(400, describeIssue(person.error));
  const rest = querySchema(now).safeParse({
    day: params.get('day') ?? undefined,
    zone: params.get('zone') ?? undefined,
    format: params.get('format') ?? undefined,
  });
  if (!rest.success) throw new HttpError(400, describeIssue(rest.error));
  const zone = rest.data.zone ?? 'UTC';
  return {
    person: person.data,
    day: rest.data.day ?? DateTime.fromJSDate(now, { zone }).toISODate()!,
    zone,
    format: rest.data.format ?? 'json',
  };
}

export { birthQuery } from '@/lib/personal-sky/saved-chart';
