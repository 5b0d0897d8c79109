import { z } from 'zod';
import { requireAdminCaller, type AdminCallerEnv } from '@/lib/admin/caller';
import { readJsonBody, describeIssue } from '@/lib/http/body';
import { handle } from '@/lib/http/handler';
import { errorReply, HttpError, jsonReply } from '@/lib/http/reply';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { site } from '@/config/site';
import {
  EMAIL_NOT_CONFIGURED,
  missingEmailSettings,
  providerConfigFromEnv,
  type EmailEnv,
} from '@/lib/email/provider';
import { BATCH_SIZE, sendBatch, type BatchContext } from '@/lib/email/send-batch';
import { localSendRequestSchema, sendRequestSchema, type SendProgress } from '@/lib/email/send-request';
import { sendCampaignBatch } from '@/lib/email/send-campaign';
import { serviceConfigFromEnv } from '@/lib/supabase/server-client';

type Env = AdminCallerEnv & EmailEnv;
const ACTION = 'send e-mail campaigns';

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssue(result.error));
  return result.data;
}

/**
 * POST /api/email-send: sends the next batch (up to 25 recipients) of a campaign through the
 * configured e-mail provider; the admin screen calls it until `done`. Admins only.
 */
export const onRequestPost = handle<Env>(async ({ request, env }) => {
  // Size and JSON shape first (413/415/400), then the caller, then the configuration.
  const body = await readJsonBody(request, z.unknown());
  const caller = await requireAdminCaller(env, request, ACTION);
  const provider = providerConfigFromEnv(env);
  if (!provider) return errorReply(503, EMAIL_NOT_CONFIGURED);
  const context: BatchContext = {
    provider,
    origin: new URL(request.url).origin,
    brandName: site.brandName,
    postalAddress: `${site.company.name}, ${site.company.address}`,
  };

  if (caller.via === 'local-preview') {
    const local = parse(localSendRequestSchema, body);
    const outcome = await sendBatch(
      context,
      { ...local.campaign, bodyHtml: sanitizeHtml(local.campaign.bodyHtml) },
      local.recipients,
    );
    if (outcome.stopped?.kind === 'fatal') return errorReply(502, outcome.stopped.error);
    const progress: SendProgress = {
      results: outcome.results.map(({ email, status, error }) => ({ email, status, error })),
      total: null,
      sent: null,
      failed: null,
      remaining: null,
      done: false,
      retryAfterSeconds: outcome.stopped?.retryAfterSeconds ?? null,
      notice: outcome.stopped?.error ?? null,
    };
    return jsonReply(progress);
  }

  if (body && typeof body === 'object' && 'recipients' in body) {
    throw new HttpError(400, 'The recipient list is read on the server; send only the campaignId.');
  }
  const { campaignId } = parse(sendRequestSchema, body);
  const service = serviceConfigFromEnv(env);
  if (!service) return errorReply(503, 'The backend is not configured.');
  const outcome = await sendCampaignBatch(service, context, campaignId, BATCH_SIZE);
  if (outcome.kind === 'missing') return errorReply(404, 'That campaign does not exist.');
  if (outcome.kind === 'already-sent') return errorReply(409, 'This campaign has already been sent.');
  if (outcome.kind === 'no-recipients')
    return errorReply(400, 'Nobody in the chosen audience is subscribed, so there is no one to send to.');
  if (outcome.kind === 'empty') return errorReply(400, 'Write the message before sending it.');
  if (outcome.kind === 'fatal') return errorReply(502, outcome.error);
  return jsonReply(outcome.progress);
});

/** GET /api/email-send: whether sending is configured (names of missing settings, never values). */
export const onRequestGet = handle<Env>(async ({ request, env }) => {
  await requireAdminCaller(env, request, ACTION);
  const missing = missingEmailSettings(env);
  return jsonReply({
    configured: missing.length === 0,
    missing,
    message: missing.length === 0 ? null : EMAIL_NOT_CONFIGURED,
  });
});
