import { z } from 'zod';
import { emailField } from '../content/email-field';

/** A newsletter sign-up as the footer form (JSON or a plain HTML form) sends it. */
export const subscriptionSchema = z.object({
  email: emailField,
  source: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9-]*$/i, 'source may only hold letters, digits and dashes.')
    .optional(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** The honest answer when no database is configured for the functions. */
export const STORAGE_NOT_CONFIGURED =
  'Newsletter sign-up is not available yet: our mailing list or its e-mail is not configured, so your e-mail address was not saved.';

/** The answer when storage is configured but the sign-up could not be kept or its message sent. */
export const STORAGE_FAILED = 'We could not save your e-mail address just now. Please try again in a moment.';
