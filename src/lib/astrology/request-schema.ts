/**
 * Request bodies of the three calculator functions (docs/calculators.md#what-is-sent), validated at the edge so
 * the engine can trust them: real calendar dates from 1800 to today, 24-hour times, known
 * zodiac and gender values, and an autocomplete place with a real IANA zone.
 */
import { z } from 'zod';
import { ZODIAC_SIGNS } from './zodiac';
import { isFutureDate, MIN_BIRTH_YEAR, parseClockTime, parseIsoDate } from './birth-date';
import { isValidTimeZone } from './instant';
import { parseUtcOffset } from './utc-offset';
import { HOUSE_SYSTEMS } from './house-systems';
import { GENDERS } from './person-fields';
import { checkPredictiveDates, predictiveFields } from './predictive/request';
import { AYANAMSAS, POINT_CHOICES, ZODIACS } from './chart-options';

const birthDateSchema = z.string({ error: 'is required, as YYYY-MM-DD' }).superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return;
  }
  const date = parseIsoDate(value);
  if (!date) ctx.addIssue({ code: 'custom', message: `${value} is not a real calendar date` });
  else if (date.year < MIN_BIRTH_YEAR)
    ctx.addIssue({ code: 'custom', message: `must be in ${MIN_BIRTH_YEAR} or later` });
  else if (isFutureDate(date, new Date()))
    ctx.addIssue({ code: 'custom', message: 'cannot be in the future' });
});

export const birthPlaceSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(160, 'is too long'),
  latitude: z
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  longitude: z
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  timezone: z.string({ error: 'is required' }).refine(isValidTimeZone, 'is not a known IANA time zone'),
});

export const personSchema = z.object(
  {
    name: z.string({ error: 'must be text' }).trim().max(80, 'must be at most 80 characters').optional(),
    birthDate: birthDateSchema,
    birthTime: z
      .string({ error: 'must be text' })
      .refine(
        (value) => value === '' || parseClockTime(value) !== null,
        'must be a time written HH:MM (24-hour clock)',
      )
      .optional(),
    birthCity: z
      .string({ error: 'must be text' })
      .trim()
      .max(120, 'must be at most 120 characters')
      .optional(),
    birthPlace: birthPlaceSchema.optional(),
    utcOffset: z
      .string({ error: 'must be text' })
      .trim()
      .refine(
        (value) => value === '' || parseUtcOffset(value) !== null,
        'must be a UTC offset such as +01:00 or -05:30, within 15 hours',
      )
      .optional(),
    zodiacSign: z.enum(['', ...ZODIAC_SIGNS], { error: 'must be one of the twelve zodiac signs' }).optional(),
    gender: z.enum(['', ...GENDERS], { error: 'must be male, female or other' }).optional(),
  },
  { error: 'is required' },
);

export const FOCUS_AREAS = ['name-vibration', 'numerology', 'energetic-harmony'] as const;

export const compatibilityRequestSchema = z
  .object({
    person1: personSchema,
    person2: personSchema,
    analysisType: z
      .literal('name-compatibility', { error: "must be 'name-compatibility' when given" })
      .optional(),
    focusAreas: z
      .array(z.enum(FOCUS_AREAS, { error: 'must list name-vibration, numerology or energetic-harmony' }))
      .max(3, 'has at most 3 entries')
      .optional(),
    coupleCharts: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.analysisType !== 'name-compatibility') return;
    for (const key of ['person1', 'person2'] as const) {
      if (!body[key].name)
        ctx.addIssue({ code: 'custom', path: [key, 'name'], message: 'is required for a name reading' });
    }
  });

export const singlePersonRequestSchema = z.object({ person: personSchema });

/** A birth chart's drawing choices (docs/birth-chart.md#chart-options), each optional. */
export const chartChoicesSchema = {
  houseSystem: z.enum(HOUSE_SYSTEMS, { error: `must be one of ${HOUSE_SYSTEMS.join(', ')}` }).optional(),
  zodiac: z.enum(ZODIACS, { error: `must be one of ${ZODIACS.join(', ')}` }).optional(),
  ayanamsa: z.enum(AYANAMSAS, { error: `must be one of ${AYANAMSAS.join(', ')}` }).optional(),
  points: z
    .array(z.enum(POINT_CHOICES, { error: `must list only ${POINT_CHOICES.join(', ')}` }), {
      error: 'must be a list of point names',
    })
    .max(POINT_CHOICES.length, `has at most ${POINT_CHOICES.length} entries`)
    .optional(),
};

/**
 * `POST /api/birth-chart`: one person; how the chart is drawn: the house system (Placidus when
 * left out), the zodiac and ayanamsa (tropical; Lahiri when sidereal), the extra points shown;
 * and the predictive charts asked for (docs/predictive.md#the-request).
 */
export const birthChartRequestSchema = z
  .object({ person: personSchema, ...chartChoicesSchema, ...predictiveFields(birthPlaceSchema) })
  .superRefine((body, ctx) => {
    if (body.ayanamsa && body.zodiac !== 'sidereal')
      ctx.addIssue({ code: 'custom', path: ['ayanamsa'], message: 'is only for zodiac "sidereal"' });
    checkPredictiveDates(body, ctx);
  });

/** `q` of /api/geocode. */
export const geocodeQuerySchema = z
  .string({ error: 'is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
