import { z } from 'zod';
import { emailField } from '../content/email-field';
import { BATCH_SIZE } from './send-batch';
import { BODY_MAX, PREVIEW_TEXT_MAX, SUBJECT_MAX } from './campaign';

/** With Supabase the browser names the campaign; the server reads everything else itself. */
export const sendRequestSchema = z.object({
  campaignId: z.uuid('campaignId must be the id of a saved campaign.'),
});

/**
 * The local preview keeps campaigns and subscribers in the browser, so it hands the function
 * the campaign and the next few recipients. Accepted only from the loopback local preview.
 */
export const localSendRequestSchema = z.object({
  campaignId: z.string().min(1).max(100),
  campaign: z.object({
    subject: z.string().trim().min(1, 'Give the campaign a subject before sending it.').max(SUBJECT_MAX),
    previewText: z.string().max(PREVIEW_TEXT_MAX).default(''),
    bodyHtml: z.string().min(1, 'Write the message before sending it.').max(BODY_MAX),
  }),
  recipients: z
    .array(z.object({ email: emailField }))
    .min(1)
    .max(BATCH_SIZE, `Send at most ${BATCH_SIZE} recipients per request.`),
});

/** What every successful call answers. */
export interface SendProgress {
  /** Per-recipient results of this call. */
  results: { email: string; status: 'sent' | 'failed'; error: string | null }[];
  /** Whole-campaign figures (Supabase); the local preview counts in the browser. */
  total: number | null;
  sent: number | null;
  failed: number | null;
  remaining: number | null;
  done: boolean;
  /** Set when the provider asked us to slow down: call again after this many seconds. */
  retryAfterSeconds: number | null;
  notice: string | null;
}
