import type { AudienceMember } from '@/lib/email/audience';
import type { Campaign, CampaignDraft } from '@/lib/email/campaign';
import type { SendProgress } from '@/lib/email/send-request';
import type { ReadOptions } from '@/admin/data/interfaces';

/**
 * The e-mail area's own storage seam (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): the local preview keeps everything in this
 * browser, the Supabase one reads the tables under the admins-only policies.
 */
export interface CampaignInput extends CampaignDraft {
  /** Sanitised HTML rendered from bodyMarkdown. */
  bodyHtml: string;
}

/** One step of a send, as the screen shows it. */
export interface SendStep extends SendProgress {
  total: number;
  sent: number;
  failed: number;
  remaining: number;
}

export interface SendingStatus {
  configured: boolean;
  message: string | null;
}

export interface EmailRepository {
  readonly kind: 'local-preview' | 'supabase';
  listMembers(options?: ReadOptions): Promise<AudienceMember[]>;
  unsubscribe(member: AudienceMember): Promise<void>;
  listCampaigns(options?: ReadOptions): Promise<Campaign[]>;
  saveCampaign(id: string | null, input: CampaignInput): Promise<Campaign>;
  removeCampaign(id: string): Promise<void>;
  /** Whether the sending function has a provider (asks the server; never holds a key). */
  sendingStatus(options?: ReadOptions): Promise<SendingStatus>;
  /** Sends the next batch of a campaign and records the results. Throws with the server's message. */
  sendNextBatch(campaign: Campaign): Promise<SendStep>;
}
