import { useMemo, useState, type FormEvent } from 'react';
import { useAdmin } from '@/admin/context';
import { sanitizeHtmlReport } from '@/lib/content/sanitize';
import { HTML_CODE_HINT, RemovedNotice } from '@/admin/ui/RemovedNotice';
import type { CompatibilityTool } from '@/admin/data/types';
import {
  isBuiltIn,
  recordFromContent,
  toolContent,
  type ToolContent,
  type ToolContentField,
  type ToolDefaults,
} from '@/lib/calculators/tool-content';
import { storedToolUpdate, TOOL_LIMITS, validateTool } from '@/admin/lib/tool-validation';
import { imageAddressProblem } from '@/admin/lib/image-address';
import { announceChange } from '@/admin/ui/announce-change';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';
import { Field } from '@/admin/ui/Field';
import { adminKeys } from '@/admin/data/queries';

type ToolFields = ToolContent & { is_active: boolean };

/** What the form starts from: what the page shows (the record's fields over its built-in content). */
const fieldsOf = (tool: CompatibilityTool, defaults: ToolDefaults | undefined): ToolFields => ({
  ...toolContent(tool, defaults),
  is_active: tool.is_active,
});

/**
 * One tool record's edit form with the checks of docs/constants.md#tool-records and a live preview
 * of the page header. It starts from what the page shows today: a field the record leaves empty
 * shows the page's built-in content (docs/calculators.md#content-records), and stays empty in the
 * record while it is left as it is.
 */
export function ToolEditor({
  tool,
  defaults,
}: {
  tool: CompatibilityTool;
  defaults: ToolDefaults | undefined;
}) {
  const { data } = useAdmin();
  // The record as last saved, and the fields as edited: they differ while there is unsaved work.
  const [saved, setSaved] = useState<ToolFields>(() => fieldsOf(tool, defaults));
  const [fields, setFields] = useState(saved);
  useUnsaved(fields, saved);
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const seo = useMemo(() => sanitizeHtmlReport(fields.seo_content), [fields.seo_content]);
  const set = (key: keyof ToolFields, value: string | boolean) =>
    setFields((current) => ({ ...current, [key]: value }));

  const saving = useSave({
    save: async ({ edited, warned }: { edited: ToolFields; warned: number }) => {
      const stored = await data.tools.update(
        tool.id,
        storedToolUpdate({ ...recordFromContent(edited, defaults), is_active: edited.is_active }),
      );
      return { stored: fieldsOf(stored, defaults), warned };
    },
    invalidates: [adminKeys.tools, adminKeys.activity],
    onSaved: async ({ stored, warned }) => {
      setFields(stored);
      setSaved(stored);
      await data.activity.record(`Updated the ${tool.name} page`);
      // The calculator pages are built from these records: every save asks for a rebuild.
      const detail = warned > 0 ? `Saved with ${warned} warning(s).` : `${tool.name} is saved.`;
      await announceChange(data.deploy, 'Tool updated', { kind: 'tools', saved: 1 }, detail);
    },
    failed: 'Failed to update compatibility tool',
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTool(fields, defaults);
    setErrors(result.errors);
    setWarnings(result.warnings);
    if (result.errors.length === 0) void saving.run({ edited: fields, warned: result.warnings.length });
  };

  /** The note under a field that still shows the page's built-in content. */
  const builtIn = (field: ToolContentField) =>
    isBuiltIn(fields, defaults, field) && (
      <>
        The page&apos;s built-in text from <code>{defaults?.filePath}</code>: left as it is, the page keeps
        following that file.
      </>
    );
  const hint = (field: ToolContentField, count?: string) => {
    const note = builtIn(field);
    if (!count) return note || undefined;
    return (
      <>
        {count}
        {note && <span className="block">{note}</span>}
      </>
    );
  };
  return (
    <form onSubmit={save} noValidate className="mt-4 grid gap-4 lg:grid-cols-2">
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
        <Field
          label="Headline"
          hint={hint('headline', `${fields.headline.length} of ${TOOL_LIMITS.headline} characters`)}
        >
          {(props) => (
            <input
              {...props}
              className="field"
              value={fields.headline}
              onChange={(e) => set('headline', e.target.value)}
            />
          )}
        </Field>
        <Field label="Subheadline" hint={hint('subheadline')}>
          {(props) => (
            <textarea
              {...props}
              className="field"
              rows={2}
              value={fields.subheadline}
              onChange={(e) => set('subheadline', e.target.value)}
            />
          )}
        </Field>
        <Field label="Cover photo (URL or file name)" hint={hint('cover_photo')}>
          {(props) => (
            <input
              {...props}
              className="field"
              value={fields.cover_photo}
              onChange={(e) => set('cover_photo', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="SEO content (HTML)"
          hint={hint('seo_content', `${fields.seo_content.length} of ${TOOL_LIMITS.seoContent} characters`)}
        >
          {(props) => (
            <textarea
              {...props}
              className="field font-mono text-sm"
              rows={6}
              value={fields.seo_content}
              onChange={(e) => set('seo_content', e.target.value)}
            />
          )}
        </Field>
        <Field label="Keywords" hint={hint('keywords')}>
          {(props) => (
            <input
              {...props}
              className="field"
              value={fields.keywords}
              onChange={(e) => set('keywords', e.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={fields.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          Active (the page uses this record)
        </label>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save tool'}
        </button>
      </div>
      <section
        aria-label={`Preview of the ${tool.name} page header`}
        className="overflow-hidden rounded-2xl border border-night-700"
      >
        <div className="relative grid min-h-56 content-end gap-2 bg-night-800 p-6">
          {/^(https?:\/\/|\/)/i.test(fields.cover_photo) && !imageAddressProblem(fields.cover_photo) && (
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
          <div className="grid gap-2 p-4">
            <RemovedNotice removed={seo.removed} hint={HTML_CODE_HINT} />
            <div className="prose-astro text-sm" dangerouslySetInnerHTML={{ __html: seo.html }} />
          </div>
        )}
      </section>
    </form>
  );
}
