import { ServiceRestError, type ServiceRestConfig } from '../supabase/service-rest';
import { mergeAudience, recipientsFor, type NewsletterRow, type QuizLeadRow } from './audience';
import type { Recipient, RecipientResult } from './send-batch';
import { audienceSources } from './campaign';

export { audienceSources };

/**
 * What the sending and unsubscribe functions read and write with the service role. The
 * recipient list is always read here, on the server, never taken from the browser.
 */
const PAGE = 1000;

function headers(config: ServiceRestConfig, prefer?: string): Record<string, string> {
  return {
    apikey: config.serviceRoleKey,
    authorization: `Bearer ${config.serviceRoleKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
    ...(prefer ? { prefer } : {}),
  };
}

async function rest(config: ServiceRestConfig, path: string, init: RequestInit = {}): Promise<unknown[]> {
  const response = await (config.fetch ?? fetch)(`${config.url}/rest/v1/${path}`, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const detail = body && typeof body === 'object' ? (body as { code?: string; message?: string }) : {};
    throw new ServiceRestError(
      response.status,
      detail.code,
      detail.message ?? `PostgREST answered ${response.status}`,
    );
  }
  return Array.isArray(body) ? body : [];
}

/** Every row of a select, page by page (PostgREST caps one answer). */
async function selectAll<T>(config: ServiceRestConfig, query: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = (await rest(config, `${query}&limit=${PAGE}&offset=${offset}`, {
      headers: headers(config),
    })) as T[];
    rows.push(...page);
    if (page.length < PAGE) return rows;
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

export async function loadCampaign(config: ServiceRestConfig, id: string): Promise<CampaignRow | null> {
  const rows = await rest(
    config,
    `email_campaigns?id=eq.${encodeURIComponent(id)}&select=id,subject,preview_text,body_html,audience,status,recipients_count`,
    {
      headers: headers(config),
    },
  );
  return (rows[0] as CampaignRow | undefined) ?? null;
}

/** The campaign's audience as it stands now: subscribed, one per address. */
export async function loadRecipients(config: ServiceRestConfig, sources: string[]): Promise<Recipient[]> {
  const [newsletter, leads] = await Promise.all([
    selectAll<NewsletterRow>(
      config,
      'newsletter_subscribers?select=id,email,source,status,consent_at,unsubscribed_at,created_at&order=created_at.asc',
    ),
    selectAll<QuizLeadRow>(
      config,
      'quiz_leads?select=id,email,source,consent_at,created_at&order=created_at.asc',
    ),
  ]);
  return recipientsFor(mergeAudience(newsletter, leads), { sources }).map((member) => ({
    email: member.email,
    subscriberId: member.key.startsWith('n:') ? member.key.slice(2) : null,
  }));
}

export async function deliveredEmails(
  config: ServiceRestConfig,
  campaignId: string,
): Promise<Map<string, 'sent' | 'failed' | 'queued'>> {
  const rows = await selectAll<{ email: string; status: 'sent' | 'failed' | 'queued' }>(
    config,
    `email_deliveries?campaign_id=eq.${encodeURIComponent(campaignId)}&select=email,status&order=email.asc`,
  );
  return new Map(rows.map((row) => [row.email, row.status]));
}

export async function recordDeliveries(
  config: ServiceRestConfig,
  campaignId: string,
  results: readonly RecipientResult[],
  now = new Date(),
): Promise<void> {
  if (results.length === 0) return;
  await rest(config, 'email_deliveries?on_conflict=campaign_id,email', {
    method: 'POST',
    headers: headers(config, 'resolution=merge-duplicates,return=minimal'),
    body: JSON.stringify(
      results.map((result) => ({
        campaign_id: campaignId,
        subscriber_id: result.subscriberId,
        email: result.email,
        status: result.status,
        provider_message_id: result.providerMessageId,
        error: result.error,
        sent_at: result.status === 'sent' ? now.toISOString() : null,
      })),
    ),
  });
}

export async function updateCampaign(
  config: ServiceRestConfig,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  await rest(config, `email_campaigns?id=eq.${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: headers(config, 'return=minimal'),
    body: JSON.stringify(values),
  });
}

/**
 * Unsubscribes one address. A newsletter row is marked unsubscribed; an address known only as
 * a quiz lead gets an 'unsubscribed' newsletter row that keeps it out of every later campaign.
 * Returns 'unsubscribed', 'already' (it was) or 'unknown' (we never had the address).
 */
export async function unsubscribeEmail(
  config: ServiceRestConfig,
  email: string,
  now = new Date(),
): Promise<'unsubscribed' | 'already' | 'unknown'> {
  const address = email.trim().toLowerCase();
  const existing = (await rest(
    config,
    `newsletter_subscribers?email=eq.${encodeURIComponent(address)}&select=id,status`,
    { headers: headers(config) },
  )) as {
    id: string;
    status: string;
  }[];
  const row = existing[0];
  if (row) {
    if (row.status === 'unsubscribed') return 'already';
    await rest(config, `newsletter_subscribers?id=eq.${encodeURIComponent(row.id)}`, {
      method: 'PATCH',
      headers: headers(config, 'return=minimal'),
      body: JSON.stringify({ status: 'unsubscribed', unsubscribed_at: now.toISOString() }),
    });
    return 'unsubscribed';
  }
  const leads = (await rest(
    config,
    `quiz_leads?email=eq.${encodeURIComponent(address)}&select=source,consent_at`,
    { headers: headers(config) },
  )) as {
    source: string;
    consent_at: string;
  }[];
  const lead = leads[0];
  if (!lead) return 'unknown';
  await rest(config, 'newsletter_subscribers?on_conflict=email', {
    method: 'POST',
    headers: headers(config, 'resolution=ignore-duplicates,return=minimal'),
    body: JSON.stringify([
      {
        email: address,
        source: lead.source,
        status: 'unsubscribed',
        consent_at: lead.consent_at,
        unsubscribed_at: now.toISOString(),
      },
    ]),
  });
  return 'unsubscribed';
}
