/**
 * The predictive fields of POST /api/birth-chart (docs/predictive.md#the-request), validated
 * like the rest of the body: each bad value gets a 400 naming its field. Every date stays within
 * the engine's range (1800–2100, docs/atlas.md) and on or after the birth date.
 */
import { z } from 'zod';
import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR, parseIsoDate } from '../birth-date';
import { PROGRESSED_ANGLE_METHODS } from './angle-methods';

const RANGE = `between ${MIN_BIRTH_YEAR} and ${MAX_BIRTH_YEAR}`;

const inRange = (year: number) => year >= MIN_BIRTH_YEAR && year <= MAX_BIRTH_YEAR;

/** A "YYYY-MM-DD" date that exists, within the engine's range. */
const daySchema = z.string({ error: 'must be a date written YYYY-MM-DD' }).superRefine((value, ctx) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseIsoDate(value) : null;
  if (!date) ctx.addIssue({ code: 'custom', message: `must be a real date written YYYY-MM-DD` });
  else if (!inRange(date.year)) ctx.addIssue({ code: 'custom', message: `must be a date ${RANGE}` });
});

/** A day ("YYYY-MM-DD", read at noon UTC) or an instant in UTC ("YYYY-MM-DDTHH:MM[:SS]Z"). */
const momentSchema = z.string({ error: 'must be a date or a UTC instant' }).superRefine((value, ctx) => {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?Z)?$/.exec(value);
  const date = match ? parseIsoDate(match[1]!) : null;
  if (!date)
    ctx.addIssue({
      code: 'custom',
      message: 'must be a date written YYYY-MM-DD or a UTC instant YYYY-MM-DDTHH:MMZ',
    });
  else if (!inRange(date.year)) ctx.addIssue({ code: 'custom', message: `must be ${RANGE}` });
});

/**
 * The fields to spread into the birth chart's request schema; the place schema is passed in (it
 * lives with the person schema, which imports this module's neighbours, not the other way round).
 */
export function predictiveFields<Place extends z.ZodType>(birthPlaceSchema: Place) {
  return {
    progressed: daySchema.optional(),
    progressedAngles: z
      .enum(PROGRESSED_ANGLE_METHODS, { error: `must be one of ${PROGRESSED_ANGLE_METHODS.join(', ')}` })
      .optional(),
    solarArc: daySchema.optional(),
    solarReturn: z
      .strictObject(
        {
          year: z
            .number({ error: 'must be a year' })
            .int('must be a whole year')
            .min(MIN_BIRTH_YEAR, `must be ${RANGE}`)
            .max(MAX_BIRTH_YEAR, `must be ${RANGE}`),
          place: birthPlaceSchema.optional(),
        },
        { error: 'must be an object with a year and, optionally, a place' },
      )
      .optional(),
    lunarReturn: daySchema.optional(),
    transits: momentSchema.optional(),
  };
}

type PredictiveBody = {
  person: { birthDate: string };
  progressed?: string | undefined;
  solarArc?: string | undefined;
  solarReturn?: { year: number } | undefined;
  lunarReturn?: string | undefined;
};

/** The checks that need the birth date: nothing is progressed, directed or returned before birth. */
export function checkPredictiveDates(body: PredictiveBody, ctx: z.RefinementCtx): void {
  const birth = body.person.birthDate;
  for (const field of ['progressed', 'solarArc', 'lunarReturn'] as const) {
    const value = body[field];
    if (value && value < birth)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `must be on or after the birth date (${birth})`,
      });
  }
  if (body.solarReturn && body.solarReturn.year < Number(birth.slice(0, 4)))
    ctx.addIssue({
      code: 'custom',
      path: ['solarReturn', 'year'],
      message: `must be the birth year (${birth.slice(0, 4)}) or later`,
    });
}
