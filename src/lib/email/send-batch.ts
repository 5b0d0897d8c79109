import { buildMessage } from './message';
import { sendOne, type ProviderConfig } from './provider';
import { signUnsubscribeToken } from './unsubscribe-token';

/** How many recipients one function call sends to (well inside a Worker's subrequest limit). */
export const BATCH_SIZE = 25;
const CONCURRENCY = 5;

export interface CampaignContent {
  subject: string;
  previewText: string;
  /** Sanitised HTML. */
  bodyHtml: string;
}

export interface Recipient {
  email: string;
  subscriberId?: string | null;
}

export interface RecipientResult {
  email: string;
  subscriberId: string | null;
  status: 'sent' | 'failed';
  providerMessageId: string | null;
  error: string | null;
}

export interface BatchOutcome {
  /** One entry per recipient that got a final answer; the rest are still to send. */
  results: RecipientResult[];
  stopped:
    | null
    | { kind: 'retry-later'; error: string; retryAfterSeconds: number }
    | { kind: 'fatal'; error: string };
}

export interface BatchContext {
  provider: ProviderConfig;
  /** The site's origin, for the unsubscribe links. */
  origin: string;
  brandName: string;
  postalAddress: string;
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/api/email-unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Sends one campaign to up to BATCH_SIZE recipients, a few at a time. Stops starting new sends
 * as soon as the provider says to slow down or refuses us; those recipients stay unsent.
 */
export async function sendBatch(
  context: BatchContext,
  campaign: CampaignContent,
  recipients: readonly Recipient[],
): Promise<BatchOutcome> {
  const results: RecipientResult[] = [];
  let stopped: BatchOutcome['stopped'] = null;
  const queue = recipients.slice(0, BATCH_SIZE);
  for (let start = 0; start < queue.length && !stopped; start += CONCURRENCY) {
    const group = queue.slice(start, start + CONCURRENCY);
    const outcomes = await Promise.all(
      group.map(async (recipient) => {
        const token = await signUnsubscribeToken(recipient.email, context.provider.unsubscribeSecret);
        const message = buildMessage({
          subject: campaign.subject,
          previewText: campaign.previewText,
          bodyHtml: campaign.bodyHtml,
          unsubscribeUrl: unsubscribeUrl(context.origin, token),
          brandName: context.brandName,
          postalAddress: context.postalAddress,
        });
        return { recipient, outcome: await sendOne(context.provider, { to: recipient.email, ...message }) };
      }),
    );
    for (const { recipient, outcome } of outcomes) {
      const subscriberId = recipient.subscriberId ?? null;
      if (outcome.kind === 'sent')
        results.push({
          email: recipient.email,
          subscriberId,
          status: 'sent',
          providerMessageId: outcome.id,
          error: null,
        });
      else if (outcome.kind === 'rejected')
        results.push({
          email: recipient.email,
          subscriberId,
          status: 'failed',
          providerMessageId: null,
          error: outcome.error,
        });
      else if (!stopped || outcome.kind === 'fatal') stopped = outcome;
    }
  }
  return { results, stopped };
}
