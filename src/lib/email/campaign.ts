/**
 * A campaign as the admin edits it and as both storage layers keep it. Plain checks rather than
 * a schema library: this module ships in the admin bundle.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const SUBJECT_MAX = 200;
export const PREVIEW_TEXT_MAX = 300;
/** The stored Markdown and HTML; generous for a newsletter, small enough for one request body. */
export const BODY_MAX = 24_000;
const MAX_SOURCES = 50;
const SOURCE_TAG = /^[a-z0-9-]{1,64}$/;

export interface CampaignDraft {
  subject: string;
  previewText: string;
  bodyMarkdown: string;
  /** Empty sources: every subscriber. */
  audience: { sources: string[] };
}

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

const text = (value: unknown): string | null =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : null;

/** What a draft needs to be saved: a subject; everything else may still be empty. */
export function checkDraft(input: unknown): DraftCheck {
  const record = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const subject = text(record.subject)?.trim() ?? '';
  if (!subject) return { ok: false, error: 'Give the campaign a subject.' };
  if (subject.length > SUBJECT_MAX)
    return { ok: false, error: `Keep the subject to ${SUBJECT_MAX} characters or fewer.` };
  const previewText = text(record.previewText);
  if (previewText === null) return { ok: false, error: 'The preview text must be text.' };
  if (previewText.trim().length > PREVIEW_TEXT_MAX)
    return { ok: false, error: `Keep the preview text to ${PREVIEW_TEXT_MAX} characters or fewer.` };
  const bodyMarkdown = text(record.bodyMarkdown);
  if (bodyMarkdown === null) return { ok: false, error: 'The message must be text.' };
  if (bodyMarkdown.length > BODY_MAX)
    return { ok: false, error: `Keep the body to ${BODY_MAX} characters or fewer.` };
  const audience =
    record.audience && typeof record.audience === 'object'
      ? (record.audience as Record<string, unknown>)
      : {};
  const sources = audience.sources ?? [];
  if (
    !Array.isArray(sources) ||
    sources.length > MAX_SOURCES ||
    !sources.every((source) => typeof source === 'string' && SOURCE_TAG.test(source))
  ) {
    return { ok: false, error: 'Each audience source is a short tag such as footer or quiz.' };
  }
  return {
    ok: true,
    draft: {
      subject,
      previewText: previewText.trim(),
      bodyMarkdown,
      audience: { sources: [...new Set(sources as string[])] },
    },
  };
}

/** What must hold before a campaign may be sent (the draft rules plus a body and recipients). */
export function sendProblem(
  campaign: Pick<Campaign, 'subject' | 'bodyHtml' | 'status'>,
  recipientCount: number,
): string | null {
  if (!campaign.subject.trim()) return 'Give the campaign a subject before sending it.';
  if (!campaign.bodyHtml.replace(/<[^>]*>/g, '').trim()) return 'Write the message before sending it.';
  if (campaign.status === 'sent') return 'This campaign has already been sent.';
  if (recipientCount === 0)
    return 'Nobody in the chosen audience is subscribed, so there is no one to send to.';
  return null;
}

export function audienceLabel(sources: readonly string[]): string {
  return sources.length === 0 ? 'All subscribers' : `Subscribers from ${sources.join(', ')}`;
}

/** The sources of a stored audience ({"sources": [...], "status": "subscribed"}); anything else is "all". */
export function audienceSources(audience: unknown): string[] {
  const sources =
    audience && typeof audience === 'object' ? (audience as { sources?: unknown }).sources : undefined;
  return Array.isArray(sources)
    ? sources.filter(
        (source): source is string => typeof source === 'string' && /^[a-z0-9-]{1,64}$/.test(source),
      )
    : [];
}
