import { useState, type FormEvent } from 'react';
import { useAdmin, messageOf } from '../../context';
import { showToast } from '../../../lib/toast/store';
import { sanitizeHtml } from '../../../lib/content/sanitize';
import type { CompatibilityTool, ToolUpdate } from '../../data/types';
import { sanitizeToolUpdate, TOOL_LIMITS, validateTool } from '../../lib/tool-validation';
import { announceChange } from '../../ui/announce-change';

/** One tool record's edit form with the checks of docs/constants.md#tool-records and a live preview of the page header. */
export function ToolEditor({ tool, onSaved }: { tool: CompatibilityTool; onSaved: () => Promise<void> }) {
  const { data } = useAdmin();
  const [fields, setFields] = useState<Required<ToolUpdate>>({
    headline: tool.headline ?? '',
    subheadline: tool.subheadline ?? '',
    cover_photo: tool.cover_photo ?? '',
    seo_content: tool.seo_content ?? '',
    keywords: tool.keywords ?? '',
    is_active: tool.is_active,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ToolUpdate, value: string | boolean) =>
    setFields((current) => ({ ...current, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateTool(fields);
    setErrors(result.errors);
    setWarnings(result.warnings);
    if (result.errors.length > 0) return;
    setBusy(true);
    try {
      const clean = sanitizeToolUpdate(fields);
      await data.tools.update(tool.id, clean);
      setFields((current) => ({ ...current, ...clean }) as Required<ToolUpdate>);
      await data.activity.record(`Updated the ${tool.name} page`);
      // The calculator pages are built from these records: every save asks for a rebuild.
      const detail =
        result.warnings.length > 0
          ? `Saved with ${result.warnings.length} warning(s).`
          : `${tool.name} is saved.`;
      await Promise.all([
        announceChange(data.deploy, 'Tool updated', { kind: 'tools', saved: 1 }, detail),
        onSaved(),
      ]);
    } catch (error) {
      showToast({
        title: 'Failed to update compatibility tool',
        description: messageOf(error, ''),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const id = (name: string) => `tool-${tool.id}-${name}`;
  return (
    <form onSubmit={(event) => void save(event)} noValidate className="mt-4 grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        {errors.length > 0 && (
          <ul role="alert" className="rounded-lg border border-danger-500 bg-[#3a0f1c] px-3 py-2 text-sm">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul
            role="status"
            aria-label="Warnings"
            className="rounded-lg border border-gold-400 px-3 py-2 text-sm text-gold-300"
          >
            {warnings.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <label htmlFor={id('headline')}>Headline</label>
        <input
          id={id('headline')}
          className="field"
          value={fields.headline ?? ''}
          onChange={(e) => set('headline', e.target.value)}
        />
        <p className="text-xs text-star-300">
          {(fields.headline ?? '').length} of {TOOL_LIMITS.headline} characters
        </p>
        <label htmlFor={id('subheadline')}>Subheadline</label>
        <textarea
          id={id('subheadline')}
          className="field"
          rows={2}
          value={fields.subheadline ?? ''}
          onChange={(e) => set('subheadline', e.target.value)}
        />
        <label htmlFor={id('cover')}>Cover photo (URL or file name)</label>
        <input
          id={id('cover')}
          className="field"
          value={fields.cover_photo ?? ''}
          onChange={(e) => set('cover_photo', e.target.value)}
        />
        <label htmlFor={id('seo')}>SEO content (HTML)</label>
        <textarea
          id={id('seo')}
          className="field font-mono text-sm"
          rows={6}
          value={fields.seo_content ?? ''}
          onChange={(e) => set('seo_content', e.target.value)}
        />
        <p className="text-xs text-star-300">
          {(fields.seo_content ?? '').length} of {TOOL_LIMITS.seoContent} characters
        </p>
        <label htmlFor={id('keywords')}>Keywords</label>
        <input
          id={id('keywords')}
          className="field"
          value={fields.keywords ?? ''}
          onChange={(e) => set('keywords', e.target.value)}
        />
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={fields.is_active ?? true}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          Active (the page uses this record)
        </label>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
          {busy ? 'Saving…' : 'Save tool'}
        </button>
      </div>
      <section
        aria-label={`Preview of the ${tool.name} page header`}
        className="overflow-hidden rounded-2xl border border-night-700"
      >
        <div className="relative grid min-h-56 content-end gap-2 bg-night-800 p-6">
          {fields.cover_photo && /^(https?:\/\/|\/)/i.test(fields.cover_photo) && (
            <img
              src={fields.cover_photo}
              alt=""
              className="absolute inset-0 size-full object-cover opacity-40"
            />
          )}
          <p className="relative font-display text-3xl text-star-50">{fields.headline || tool.name}</p>
          {fields.subheadline && <p className="relative text-star-200">{fields.subheadline}</p>}
        </div>
        {fields.seo_content && (
          <div
            className="prose-astro p-4 text-sm"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(fields.seo_content) }}
          />
        )}
      </section>
    </form>
  );
}
