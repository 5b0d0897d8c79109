import { z } from 'zod';

/** A campaign as the admin edits it and as both storage layers keep it. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const SUBJECT_MAX = 200;
export const PREVIEW_TEXT_MAX = 300;
/** The stored HTML; generous for a newsletter, small enough for one request body. */
export const BODY_MAX = 24_000;

const sourceTag = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Each audience source is a short tag such as footer or quiz.');

export const audienceSchema = z.object({
  sources: z.array(sourceTag).max(50).default([]),
});

/** What a draft needs to be saved: a subject; everything else may still be empty. */
export const campaignDraftSchema = z.object({
  subject: z
    .string({ error: 'Give the campaign a subject.' })
    .trim()
    .min(1, 'Give the campaign a subject.')
    .max(SUBJECT_MAX, `Keep the subject to ${SUBJECT_MAX} characters or fewer.`),
  previewText: z.string().trim().max(PREVIEW_TEXT_MAX, `Keep the preview text to ${PREVIEW_TEXT_MAX} characters or fewer.`).default(''),
  bodyMarkdown: z.string().max(BODY_MAX, `Keep the body to ${BODY_MAX} characters or fewer.`).default(''),
  audience: audienceSchema.default({ sources: [] }),
});

export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

export interface Campaign extends CampaignDraft {
  id: string;
  /** The sanitised HTML rendered from bodyMarkdown, what is sent. */
  bodyHtml: string;
  status: CampaignStatus;
  recipientsCount: number;
  sentCount: number;
  failedCount: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type DraftCheck = { ok: true; draft: CampaignDraft } | { ok: false; error: string };

export function checkDraft(input: unknown): DraftCheck {
  const parsed = campaignDraftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'The campaign is incomplete.' };
  return { ok: true, draft: parsed.data };
}

/** What must hold before a campaign may be sent (the draft rules plus a body and recipients). */
export function sendProblem(campaign: Pick<Campaign, 'subject' | 'bodyHtml' | 'status'>, recipientCount: number): string | null {
  if (!campaign.subject.trim()) return 'Give the campaign a subject before sending it.';
  if (!campaign.bodyHtml.replace(/<[^>]*>/g, '').trim()) return 'Write the message before sending it.';
  if (campaign.status === 'sent') return 'This campaign has already been sent.';
  if (recipientCount === 0) return 'Nobody in the chosen audience is subscribed, so there is no one to send to.';
  return null;
}

export function audienceLabel(sources: readonly string[]): string {
  return sources.length === 0 ? 'All subscribers' : `Subscribers from ${sources.join(', ')}`;
}

/** The sources of a stored audience ({"sources": [...], "status": "subscribed"}); anything else is "all". */
export function audienceSources(audience: unknown): string[] {
  const sources = audience && typeof audience === 'object' ? (audience as { sources?: unknown }).sources : undefined;
  return Array.isArray(sources) ? sources.filter((source): source is string => typeof source === 'string' && /^[a-z0-9-]{1,64}$/.test(source)) : [];
}
