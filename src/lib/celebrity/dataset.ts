/**
 * The celebrity birth-data set (content/celebrities/celebrities.json): public figures whose
 * birth data is widely published, with its source and Rodden reliability rating. Validated here
 * so a typo in the file fails the tests instead of drawing a wrong chart.
 */
import { z } from 'zod';
import raw from '../../../content/celebrities/celebrities.json';
import { parseClockTime, parseIsoDate } from '../astrology/birth-date';
import { isValidTimeZone } from '../astrology/instant';
import { parseUtcOffset } from '../astrology/utc-offset';
import { RODDEN_RATINGS, TIMED_RATINGS } from './ratings';

export const celebritySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be a slug'),
    name: z.string().trim().min(2).max(80),
    note: z.string().trim().min(10).max(160),
    birthDate: z
      .string()
      .refine((value) => parseIsoDate(value) !== null, 'birthDate must be a real YYYY-MM-DD date'),
    birthTime: z
      .string()
      .refine((value) => parseClockTime(value) !== null, 'birthTime must be HH:MM')
      .nullable(),
    /**
     * The UTC offset the source records with the time ("-06:00", "+00:18:40" for local mean
     * time): the chart takes it where our atlas reads the clock otherwise (docs/celebrities.md).
     */
    recordedOffset: z
      .string()
      .refine((value) => parseUtcOffset(value) !== null, 'recordedOffset must be a UTC offset such as -06:00')
      .optional(),
    /** Why the birth time is disputed, when it is: the rising sign and houses are then not shown as certain. */
    disputedTime: z.string().trim().min(20).max(240).optional(),
    place: z.object({
      name: z.string().trim().min(2).max(120),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      timezone: z.string().refine(isValidTimeZone, 'timezone must be an IANA time zone'),
    }),
    rodden: z.enum(RODDEN_RATINGS),
    source: z.string().trim().min(10).max(240),
  })
  .refine((celebrity) => (celebrity.birthTime !== null) === TIMED_RATINGS.includes(celebrity.rodden), {
    message: 'a birth time goes with ratings AA, A, B or C only; DD, X and XX have none',
    path: ['birthTime'],
  })
  .refine((celebrity) => celebrity.birthTime !== null || celebrity.recordedOffset === undefined, {
    message: 'a recorded offset goes with a birth time',
    path: ['recordedOffset'],
  });

export type Celebrity = z.infer<typeof celebritySchema>;

export const celebrityListSchema = z.array(celebritySchema).superRefine((list, context) => {
  const seen = new Set<string>();
  for (const [index, celebrity] of list.entries()) {
    if (seen.has(celebrity.id))
      context.addIssue({ code: 'custom', message: `duplicate id ${celebrity.id}`, path: [index, 'id'] });
    seen.add(celebrity.id);
  }
});

export const CELEBRITIES: readonly Celebrity[] = celebrityListSchema.parse(raw);

export function findCelebrity(id: string): Celebrity | undefined {
  return CELEBRITIES.find((celebrity) => celebrity.id === id);
}
