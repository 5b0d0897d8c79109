import {
  mergeAudience,
  type AudienceMember,
  type NewsletterRow,
  type QuizLeadRow,
} from '@/lib/email/audience';
import { audienceSources, CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from '@/lib/email/campaign';
import type { AstrelleClient } from '@/lib/supabase/client';
import { withSignal } from '@/lib/supabase/with-signal';
import type { Database } from '@/lib/supabase/database.types';
import type { CampaignInput, EmailRepository, SendStep } from './repository';
import { getSendingStatus, postSend } from './send-call';
import { sessionToken } from '@/admin/data/access-token';
import { changed, deleted, found, inserted, listed } from '@/lib/supabase/repositories/replies';
import {
  CAMPAIGN_LOCKED,
  EDITABLE_CAMPAIGN_STATUSES,
  isEditableCampaign,
  recordMessages,
  RECORDS,
  type RecordKind,
} from '@/lib/admin/record-rules';

type CampaignRow = Database['public']['Tables']['email_campaigns']['Row'];
const PAGE = 1000;

/** Every row of a table the admin may read, a page at a time. */
async function readAll<T>(
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: T[] | null; error: { code?: string; message: string } | null }>,
  kind: RecordKind,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const batch = listed(await page(from, from + PAGE - 1), kind).rows;
    rows.push(...batch);
    if (batch.length < PAGE) return rows;
  }
}

function toCampaign(row: CampaignRow, counts: Map<string, { sent: number; failed: number }>): Campaign {
  const status = (CAMPAIGN_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as CampaignStatus)
    : 'draft';
  const count = counts.get(row.id) ?? { sent: 0, failed: 0 };
  return {
    id: row.id,
    subject: row.subject,
    previewText: row.preview_text,
    // Campaigns written before the Markdown column keep their HTML as the source (Markdown allows HTML).
    bodyMarkdown: row.body_markdown || row.body_html,
    bodyHtml: row.body_html,
    audience: { sources: audienceSources(row.audience) },
    status,
    recipientsCount: row.recipients_count,
    sentCount: count.sent,
    failedCount: count.failed,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Supabase: the admins-only tables of the audience migration, read and written under RLS. */
export function supabaseEmailRepository(client: AstrelleClient): EmailRepository {
  const token = () => sessionToken(client);
  const campaignCounts = async (ids: string[], signal?: AbortSignal) => {
    const counts = new Map<string, { sent: number; failed: number }>();
    if (ids.length === 0) return counts;
    const rows = await readAll<{ campaign_id: string; status: string }>(
      (from, to) =>
        withSignal(
          client
            .from('email_deliveries')
            .select('campaign_id,status')
            .in('campaign_id', ids)
            .order('created_at')
            .range(from, to),
          signal,
        ),
      RECORDS.campaign,
    );
    for (const row of rows) {
      const count = counts.get(row.campaign_id) ?? { sent: 0, failed: 0 };
      if (row.status === 'sent') count.sent += 1;
      if (row.status === 'failed') count.failed += 1;
      counts.set(row.campaign_id, count);
    }
    return counts;
  };
  const one = async (id: string) => {
    const row = found(
      await client.from('email_campaigns').select('*').eq('id', id).single(),
      RECORDS.campaign,
    );
    if (!row) throw new Error(recordMessages.gone(RECORDS.campaign));
    return toCampaign(row, await campaignCounts([id]));
  };

  return {
    kind: 'supabase',
    async listMembers({ signal } = {}): Promise<AudienceMember[]> {
      const [newsletter, leads] = await Promise.all([
        readAll<NewsletterRow>(
          (from, to) =>
            withSignal(
              client
                .from('newsletter_subscribers')
                .select('id,email,source,status,consent_at,unsubscribed_at,created_at')
                .order('created_at')
                .range(from, to),
              signal,
            ),
          RECORDS.subscriber,
        ),
        readAll<QuizLeadRow>(
          (from, to) =>
            withSignal(
              client
                .from('quiz_leads')
                .select('id,email,source,status,confirmed_at,consent_at,created_at')
                .order('created_at')
                .range(from, to),
              signal,
            ),
          RECORDS.subscriber,
        ),
      ]);
      return mergeAudience(newsletter, leads);
    },
    async unsubscribe(member) {
      const now = new Date().toISOString();
      if (member.key.startsWith('n:')) {
        changed(
          await client
            .from('newsletter_subscribers')
            .update({ status: 'unsubscribed', unsubscribed_at: member.unsubscribedAt ?? now })
            .eq('id', member.key.slice(2))
            .select('id'),
          RECORDS.subscriber,
        );
        return;
      }
      // A quiz lead: an unsubscribed newsletter row keeps the address out of every campaign.
      inserted(
        await client
          .from('newsletter_subscribers')
          .insert({
            email: member.email,
            source: member.source,
            status: 'unsubscribed',
            consent_at: member.joinedAt,
            unsubscribed_at: now,
          })
          .select('id'),
        RECORDS.subscriber,
      );
    },
    async listCampaigns({ signal } = {}) {
      const { rows: data } = listed(
        await withSignal(
          client.from('email_campaigns').select('*').order('updated_at', { ascending: false }).limit(200),
          signal,
        ),
        RECORDS.campaign,
      );
      const counts = await campaignCounts(
        data.map((row) => row.id),
        signal,
      );
      return data.map((row) => toCampaign(row, counts));
    },
    async saveCampaign(id, input: CampaignInput) {
      const values = {
        subject: input.subject,
        preview_text: input.previewText,
        body_markdown: input.bodyMarkdown,
        body_html: input.bodyHtml,
        audience: { sources: input.audience.sources, status: 'subscribed' },
      };
      if (id) {
        const reply = await client
          .from('email_campaigns')
          .update(values)
          .eq('id', id)
          .in('status', [...EDITABLE_CAMPAIGN_STATUSES])
          .select('id');
        if (!reply.error && reply.data?.length === 0) {
          // Nothing changed: say why if the campaign went out meanwhile (`one` says if it is gone).
          const current = await one(id);
          if (!isEditableCampaign(current.status)) throw new Error(CAMPAIGN_LOCKED);
        }
        changed(reply, RECORDS.campaign);
        return one(id);
      }
      const row = inserted(
        await client.from('email_campaigns').insert(values).select('*').single(),
        RECORDS.campaign,
      );
      return toCampaign(row, new Map());
    },
    async removeCampaign(id) {
      deleted(await client.from('email_campaigns').delete().eq('id', id).select('id'), RECORDS.campaign);
    },
    async sendingStatus({ signal } = {}) {
      return getSendingStatus(await token(), signal);
    },
    async sendNextBatch(campaign): Promise<SendStep> {
      const progress = await postSend({ campaignId: campaign.id }, await token());
      return {
        ...progress,
        total: progress.total ?? 0,
        sent: progress.sent ?? 0,
        failed: progress.failed ?? 0,
        remaining: progress.remaining ?? 0,
      };
    },
  };
}
