import { z } from 'zod';

/** The e-mail field every visitor form shares (newsletter, quiz lead), with the same messages. */
export const emailField = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));
