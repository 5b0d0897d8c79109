import { useId, useMemo, useState, type FormEvent } from 'react';
import { renderMarkdown, renderMarkdownReport } from '@/admin/lib/markdown';
import { MARKDOWN_CODE_HINT, RemovedNotice } from '@/admin/ui/RemovedNotice';
import { recipientsFor, sourceLabel, type AudienceMember } from '@/lib/email/audience';
import {
  checkDraft,
  PREVIEW_TEXT_MAX,
  SUBJECT_MAX,
  type Campaign,
  type CampaignDraft,
} from '@/lib/email/campaign';
import type { EmailRepository } from './data/repository';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';
import { emailKeys } from './data/queries';
import { confirmLeave } from '@/admin/router';

/** Subject, preview text, Markdown body with a live preview, and the audience. Saves drafts. */
export function CampaignEditor({
  repository,
  campaign,
  members,
  onDone,
}: {
  repository: EmailRepository;
  campaign: Campaign | null;
  members: readonly AudienceMember[];
  onDone: (saved: Campaign | null) => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [previewText, setPreviewText] = useState(campaign?.previewText ?? '');
  const [body, setBody] = useState(campaign?.bodyMarkdown ?? '');
  const [sources, setSources] = useState<string[]>(campaign?.audience.sources ?? []);
  const [showPreview, setShowPreview] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useUnsaved(
    { subject, previewText, body, sources },
    {
      subject: campaign?.subject ?? '',
      previewText: campaign?.previewText ?? '',
      body: campaign?.bodyMarkdown ?? '',
      sources: campaign?.audience.sources ?? [],
    },
  );
  const saving = useSave({
    save: (draft: CampaignDraft) =>
      repository.saveCampaign(campaign?.id ?? null, {
        ...draft,
        bodyHtml: renderMarkdown(draft.bodyMarkdown),
      }),
    invalidates: [emailKeys.campaigns],
    saved: (stored) => ({ title: 'Draft saved', description: stored.subject }),
    onSaved: (stored) => onDone(stored),
    failed: { inline: 'The draft could not be saved.' },
  });

  const allSources = useMemo(() => [...new Set(members.map((member) => member.source))].sort(), [members]);
  const recipientCount = recipientsFor(members, { sources }).length;
  // What the message will be, and what the sanitiser leaves out of it, shown before saving.
  const rendered = useMemo(() => renderMarkdownReport(body), [body]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const check = checkDraft({ subject, previewText, bodyMarkdown: body, audience: { sources } });
    if (!check.ok) return setError(check.error);
    void saving.run(check.draft);
  };

  const toggleSource = (tag: string, on: boolean) =>
    setSources((current) => (on ? [...current, tag].sort() : current.filter((entry) => entry !== tag)));

  return (
    <form
      className="card grid max-w-3xl gap-4 p-5"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-star-50">
        {campaign ? 'Edit campaign draft' : 'New campaign'}
      </h2>
      {(error ?? saving.error) && (
        <p role="alert" className="text-sm text-rose-400">
          {error ?? saving.error}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          className="field"
          value={subject}
          maxLength={SUBJECT_MAX}
          required
          onChange={(e) => setSubject(e.target.value)}
          aria-describedby={`${id}-subject-count`}
        />
        <span id={`${id}-subject-count`} className="text-xs text-star-300">
          {subject.length}/{SUBJECT_MAX} characters
        </span>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-preview`}>Preview text</label>
        <input
          id={`${id}-preview`}
          className="field"
          value={previewText}
          maxLength={PREVIEW_TEXT_MAX}
          onChange={(e) => setPreviewText(e.target.value)}
          aria-describedby={`${id}-preview-help`}
        />
        <span id={`${id}-preview-help`} className="text-xs text-star-300">
          The line inboxes show after the subject.
        </span>
      </div>
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-body`}>Message (Markdown)</label>
          <button
            type="button"
            className="btn btn-ghost text-sm"
            aria-pressed={showPreview}
            onClick={() => setShowPreview((on) => !on)}
          >
            {showPreview ? 'Back to writing' : 'Preview'}
          </button>
        </div>
        <RemovedNotice removed={rendered.removed} hint={MARKDOWN_CODE_HINT} shownIn="the e-mail" />
        {showPreview && (
          <section aria-label="Message preview" className="rounded-lg bg-star-50 p-5 text-night-950">
            <p className="mb-3 text-sm font-semibold">{subject || 'No subject yet'}</p>
            {/* renderMarkdown passes everything through the site's allow-list sanitiser. */}
            <div
              className="grid gap-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
              dangerouslySetInnerHTML={{ __html: rendered.html || '<p>The message is empty.</p>' }}
            />
            <p className="mt-4 border-t border-night-600 pt-3 text-xs">
              Every message ends with a personal one-click unsubscribe link and our postal address.
            </p>
          </section>
        )}
        <textarea
          id={`${id}-body`}
          className="field min-h-64 font-mono text-sm"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id}-body-help`}
          hidden={showPreview}
        />
        <span id={`${id}-body-help`} className="text-xs text-star-300">
          Headings with #, **bold**, *italic*, [links](https://…) and lists. Scripts, frames and styles are
          removed.
        </span>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1">Audience</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-audience`}
            checked={sources.length === 0}
            onChange={() => setSources([])}
          />
          All subscribers
        </label>
        <p className="text-sm text-star-300">Or only the people who joined from:</p>
        <div className="flex flex-wrap gap-3">
          {allSources.map((tag) => (
            <label key={tag} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={sources.includes(tag)}
                onChange={(e) => toggleSource(tag, e.target.checked)}
              />
              {sourceLabel(tag)}
            </label>
          ))}
        </div>
        <p className="text-sm text-star-200" aria-live="polite">
          {recipientCount} subscribed {recipientCount === 1 ? 'address' : 'addresses'} in this audience today.
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => confirmLeave() && onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
