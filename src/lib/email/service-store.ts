import type { PostgrestResponse } from '@supabase/supabase-js';
import type { TablesUpdate } from '../supabase/database.types';
import { dataOrThrow, serviceClient, type ServiceConfig } from '../supabase/server-client';
import { mergeAudience, recipientsFor, type NewsletterRow, type QuizLeadRow } from './audience';
import type { Recipient, RecipientResult } from './send-batch';
import { audienceSources } from './campaign';

export { audienceSources };

/**
 * What the sending and unsubscribe functions read and write with the service role. The
 * recipient list is always read here, on the server, never taken from the browser.
 */
const PAGE = 1000;

/** Every row of a select, page by page (PostgREST caps one answer). */
type Page<T> = PromiseLike<PostgrestResponse<T>>;

async function selectAll<T>(page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const batch = dataOrThrow(await page(offset, offset + PAGE - 1));
    rows.push(...batch);
    if (batch.length < PAGE) return rows;
  }
}

export interface CampaignRow {
  id: string;
  subject: string;
  preview_text: string;
  body_html: string;
  audience: unknown;
  status: string;
  recipients_count: number;
}

export async function loadCampaign(config: ServiceConfig, id: string): Promise<CampaignRow | null> {
  return dataOrThrow(
    await serviceClient(config)
      .from('email_campaigns')
      .select('id,subject,preview_text,body_html,audience,status,recipients_count')
      .eq('id', id)
      .maybeSingle(),
  );
}

/** The campaign's audience as it stands now: subscribed, one per address. */
export async function loadRecipients(config: ServiceConfig, sources: string[]): Promise<Recipient[]> {
  const db = serviceClient(config);
  const [newsletter, leads] = await Promise.all([
    selectAll<NewsletterRow>((from, to) =>
      db
        .from('newsletter_subscribers')
        .select('id,email,source,status,consent_at,unsubscribed_at,created_at')
        .order('created_at', { ascending: true })
        .range(from, to),
    ),
    selectAll<QuizLeadRow>((from, to) =>
      db
        .from('quiz_leads')
        .select('id,email,source,status,confirmed_at,consent_at,created_at')
        .order('created_at', { ascending: true })
        .range(from, to),
    ),
  ]);
  return recipientsFor(mergeAudience(newsletter, leads), { sources }).map((member) => ({
    email: member.email,
    subscriberId: member.key.startsWith('n:') ? member.key.slice(2) : null,
  }));
}

export async function deliveredEmails(
  config: ServiceConfig,
  campaignId: string,
): Promise<Map<string, 'sent' | 'failed' | 'queued'>> {
  const db = serviceClient(config);
  const rows = await selectAll((from, to) =>
    db
      .from('email_deliveries')
      .select('email,status')
      .eq('campaign_id', campaignId)
      .order('email', { ascending: true })
      .range(from, to),
  );
  return new Map(rows.map((row) => [row.email, row.status as 'sent' | 'failed' | 'queued']));
}

export async function recordDeliveries(
  config: ServiceConfig,
  campaignId: string,
  results: readonly RecipientResult[],
  now = new Date(),
): Promise<void> {
  if (results.length === 0) return;
  const rows = results.map((result) => ({
    campaign_id: campaignId,
    subscriber_id: result.subscriberId,
    email: result.email,
    status: result.status,
    provider_message_id: result.providerMessageId,
    error: result.error,
    sent_at: result.status === 'sent' ? now.toISOString() : null,
  }));
  dataOrThrow(
    await serviceClient(config).from('email_deliveries').upsert(rows, { onConflict: 'campaign_id,email' }),
  );
}

export async function updateCampaign(
  config: ServiceConfig,
  id: string,
  values: TablesUpdate<'email_campaigns'>,
): Promise<void> {
  dataOrThrow(await serviceClient(config).from('email_campaigns').update(values).eq('id', id));
}
