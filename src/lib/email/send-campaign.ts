import { sanitizeHtml } from '../content/sanitize';
import type { ServiceConfig } from '../supabase/server-client';
import { sendBatch, type BatchContext } from './send-batch';
import type { SendProgress } from './send-request';
import {
  audienceSources,
  deliveredEmails,
  loadCampaign,
  loadRecipients,
  recordDeliveries,
  updateCampaign,
} from './service-store';

export type CampaignBatchOutcome =
  | { kind: 'progress'; progress: SendProgress }
  | { kind: 'missing' }
  | { kind: 'already-sent' }
  | { kind: 'no-recipients' }
  | { kind: 'empty' }
  | { kind: 'fatal'; error: string };

/**
 * One step of sending a stored campaign: read its audience now, skip every address that already
 * has a delivery row, send the next batch, record each result in email_deliveries, and move the
 * campaign from draft → sending → sent (or failed when the provider refuses us).
 */
export async function sendCampaignBatch(
  service: ServiceConfig,
  context: BatchContext,
  campaignId: string,
  batchSize: number,
  now = () => new Date(),
): Promise<CampaignBatchOutcome> {
  const campaign = await loadCampaign(service, campaignId);
  if (!campaign) return { kind: 'missing' };
  if (campaign.status === 'sent') return { kind: 'already-sent' };
  const bodyHtml = sanitizeHtml(campaign.body_html);
  if (!bodyHtml.replace(/<[^>]*>/g, '').trim()) return { kind: 'empty' };

  const recipients = await loadRecipients(service, audienceSources(campaign.audience));
  const delivered = await deliveredEmails(service, campaignId);
  // The audience may have changed since the first batch; everyone already written to counts too.
  const pending = recipients.filter((recipient) => !delivered.has(recipient.email));
  const total = new Set([...recipients.map((recipient) => recipient.email), ...delivered.keys()]).size;
  if (total === 0) return { kind: 'no-recipients' };

  if (campaign.status !== 'sending')
    await updateCampaign(service, campaignId, {
      status: 'sending',
      recipients_count: total,
      last_error: null,
    });

  const outcome = await sendBatch(
    context,
    { subject: campaign.subject, previewText: campaign.preview_text, bodyHtml },
    pending.slice(0, batchSize),
  );
  await recordDeliveries(service, campaignId, outcome.results, now());
  for (const result of outcome.results) delivered.set(result.email, result.status);

  if (outcome.stopped?.kind === 'fatal') {
    await updateCampaign(service, campaignId, { status: 'failed', last_error: outcome.stopped.error });
    return { kind: 'fatal', error: outcome.stopped.error };
  }
  const remaining = pending.length - outcome.results.length;
  const statuses = [...delivered.values()];
  const sent = statuses.filter((status) => status === 'sent').length;
  const failed = statuses.filter((status) => status === 'failed').length;
  const done = remaining === 0;
  if (done)
    await updateCampaign(service, campaignId, {
      status: 'sent',
      sent_at: now().toISOString(),
      recipients_count: total,
      last_error: null,
    });
  else if (outcome.stopped) await updateCampaign(service, campaignId, { last_error: outcome.stopped.error });
  return {
    kind: 'progress',
    progress: {
      results: outcome.results.map(({ email, status, error }) => ({ email, status, error })),
      total,
      sent,
      failed,
      remaining,
      done,
      retryAfterSeconds: outcome.stopped?.kind === 'retry-later' ? outcome.stopped.retryAfterSeconds : null,
      notice: outcome.stopped?.error ?? null,
    },
  };
}
