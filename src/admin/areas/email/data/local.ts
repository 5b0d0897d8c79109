import {
  mergeAudience,
  recipientsFor,
  type AudienceMember,
  type NewsletterRow,
  type QuizLeadRow,
} from '@/lib/email/audience';
import type { Campaign } from '@/lib/email/campaign';
import { BATCH_SIZE } from '@/lib/email/send-batch';
import { newId, readJson, settle, writeJson } from '@/admin/data/local/store';
import type { CampaignInput, EmailRepository, SendStep } from './repository';
import { sampleLeads, sampleNewsletter } from './seed';
import { getSendingStatus, postSend } from './send-call';
import { CAMPAIGN_LOCKED, isEditableCampaign, recordMessages, RECORDS } from '@/lib/admin/record-rules';

/** Local preview storage keys (prefixed with the area, like every local preview key). */
const KEYS = {
  newsletter: 'email:subscribers',
  leads: 'email:quiz-leads',
  campaigns: 'email:campaigns',
  deliveries: 'email:deliveries',
} as const;

interface LocalDelivery {
  campaignId: string;
  email: string;
  status: 'sent' | 'failed';
  error: string | null;
  at: string;
}

const newsletter = () => readJson<NewsletterRow[]>(KEYS.newsletter, sampleNewsletter);
const leads = () => readJson<QuizLeadRow[]>(KEYS.leads, sampleLeads);
const campaigns = () => readJson<Campaign[]>(KEYS.campaigns, () => []);
const deliveries = () => readJson<LocalDelivery[]>(KEYS.deliveries, () => []);

function withCounts(campaign: Campaign, all: LocalDelivery[]): Campaign {
  const own = all.filter((delivery) => delivery.campaignId === campaign.id);
  return {
    ...campaign,
    sentCount: own.filter((d) => d.status === 'sent').length,
    failedCount: own.filter((d) => d.status === 'failed').length,
  };
}

function updateCampaign(id: string, change: Partial<Campaign>): Campaign {
  const list = campaigns();
  const index = list.findIndex((campaign) => campaign.id === id);
  if (index < 0) throw new Error(recordMessages.gone(RECORDS.campaign));
  const next = { ...list[index]!, ...change, updatedAt: new Date().toISOString() };
  list[index] = next;
  writeJson(KEYS.campaigns, list);
  return next;
}

/**
 * The local preview: people and campaigns in this browser. Sending still goes through the
 * real function, which accepts the recipient list only from the loopback preview.
 */
export function localEmailRepository(): EmailRepository {
  return {
    kind: 'local-preview',
    async listMembers() {
      return settle(mergeAudience(newsletter(), leads()));
    },
    async unsubscribe(member: AudienceMember) {
      const rows = newsletter();
      const now = new Date().toISOString();
      const row = rows.find((candidate) => candidate.email === member.email);
      if (row) {
        row.status = 'unsubscribed';
        row.unsubscribed_at = row.unsubscribed_at ?? now;
      } else {
        // A quiz lead without a newsletter row: suppress it the way the server does.
        rows.push({
          id: newId(),
          email: member.email,
          source: member.source,
          status: 'unsubscribed',
          consent_at: member.joinedAt,
          unsubscribed_at: now,
          created_at: now,
        });
      }
      writeJson(KEYS.newsletter, rows);
      await settle(null);
    },
    async listCampaigns() {
      const all = deliveries();
      return settle(
        campaigns()
          .map((campaign) => withCounts(campaign, all))
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      );
    },
    async saveCampaign(id, input: CampaignInput) {
      const now = new Date().toISOString();
      if (id) {
        const current = campaigns().find((campaign) => campaign.id === id);
        if (current && !isEditableCampaign(current.status)) throw new Error(CAMPAIGN_LOCKED);
        return settle(withCounts(updateCampaign(id, input), deliveries()));
      }
      const created: Campaign = {
        ...input,
        id: newId(),
        status: 'draft',
        recipientsCount: 0,
        sentCount: 0,
        failedCount: 0,
        lastError: null,
        sentAt: null,
        createdAt: now,
        updatedAt: now,
      };
      writeJson(KEYS.campaigns, [created, ...campaigns()]);
      return settle(created);
    },
    async removeCampaign(id) {
      if (!campaigns().some((campaign) => campaign.id === id))
        throw new Error(recordMessages.notDeleted(RECORDS.campaign));
      writeJson(
        KEYS.campaigns,
        campaigns().filter((campaign) => campaign.id !== id),
      );
      writeJson(
        KEYS.deliveries,
        deliveries().filter((delivery) => delivery.campaignId !== id),
      );
      await settle(null);
    },
    sendingStatus: ({ signal } = {}) => getSendingStatus(null, signal),
    async sendNextBatch(campaign): Promise<SendStep> {
      const done = new Set(
        deliveries()
          .filter((d) => d.campaignId === campaign.id)
          .map((d) => d.email),
      );
      const audience = recipientsFor(mergeAudience(newsletter(), leads()), campaign.audience);
      const total = new Set([...audience.map((member) => member.email), ...done]).size;
      const pending = audience.filter((member) => !done.has(member.email));
      if (pending.length > 0) {
        if (campaign.status !== 'sending')
          updateCampaign(campaign.id, { status: 'sending', recipientsCount: total, lastError: null });
        let progress;
        try {
          progress = await postSend(
            {
              campaignId: campaign.id,
              campaign: {
                subject: campaign.subject,
                previewText: campaign.previewText,
                bodyHtml: campaign.bodyHtml,
              },
              recipients: pending.slice(0, BATCH_SIZE).map((member) => ({ email: member.email })),
            },
            null,
          );
        } catch (error) {
          // Nothing went out in this call: a campaign that had not started stays a draft.
          updateCampaign(
            campaign.id,
            done.size === 0
              ? { status: 'draft' }
              : { status: 'failed', lastError: error instanceof Error ? error.message : null },
          );
          throw error;
        }
        const at = new Date().toISOString();
        writeJson(KEYS.deliveries, [
          ...deliveries(),
          ...progress.results.map((result) => ({
            campaignId: campaign.id,
            email: result.email,
            status: result.status,
            error: result.error,
            at,
          })),
        ]);
        const all = deliveries().filter((d) => d.campaignId === campaign.id);
        const remaining = pending.length - progress.results.length;
        if (remaining === 0)
          updateCampaign(campaign.id, {
            status: 'sent',
            sentAt: at,
            recipientsCount: total,
            lastError: null,
          });
        return {
          ...progress,
          total,
          sent: all.filter((d) => d.status === 'sent').length,
          failed: all.filter((d) => d.status === 'failed').length,
          remaining,
          done: remaining === 0,
        };
      }
      updateCampaign(campaign.id, {
        status: 'sent',
        sentAt: new Date().toISOString(),
        recipientsCount: total,
      });
      const all = deliveries().filter((d) => d.campaignId === campaign.id);
      return {
        results: [],
        total,
        sent: all.filter((d) => d.status === 'sent').length,
        failed: all.filter((d) => d.status === 'failed').length,
        remaining: 0,
        done: true,
        retryAfterSeconds: null,
        notice: null,
      };
    },
  };
}
