import { useRef, useState } from 'react';
import { Field } from './Field';
import {
  lengthNote,
  MAX_TAGS,
  parseTags,
  SEO_DESCRIPTION_RANGE,
  SEO_TITLE_RANGE,
  slugify,
} from '../lib/article-rules';
import { MediaPicker } from './MediaPicker';
import { formatShortcut, MarkdownToolbar } from './MarkdownToolbar';
import { imageAddressProblem } from '../lib/image-address';

/**
 * The fields of an article, shared by the two screens that edit one: the article editor and the
 * AI generator's edit screen. Each field is controlled by its screen; the rules (slug form, tag
 * count, SEO lengths) are src/admin/lib/article-rules.ts.
 */

export function TitleField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (title: string) => void;
}) {
  return (
    <Field label="Title" error={error}>
      {(props) => (
        <input
          {...props}
          className="field text-lg"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The address part. `edited` says whether the person typed it (true) or took it from the title
 * (false); a tidy-up on leaving the field leaves that as it was (undefined).
 */
export function SlugField({
  value,
  title,
  error,
  note,
  onChange,
}: {
  value: string;
  title: string;
  error?: string | undefined;
  /** Said after the address (the article editor: a repository file with the same address). */
  note?: string | undefined;
  onChange: (slug: string, edited?: boolean) => void;
}) {
  return (
    <Field label="Slug" error={error} hint={`Address: /blog/post/${value || '…'}${note ? `. ${note}` : ''}`}>
      {(props) => (
        <div className="flex gap-2">
          <input
            {...props}
            className="field"
            value={value}
            onChange={(e) => onChange(e.target.value, true)}
            onBlur={() => onChange(slugify(value))}
          />
          <button
            type="button"
            className="btn btn-ghost shrink-0"
            onClick={() => onChange(slugify(title), false)}
          >
            From title
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * The body as code, with its word count and reading time (`stats`, of what the preview shows).
 * The article editor writes Markdown, with a formatting toolbar and its shortcuts; the
 * generator's edit screen edits the generated HTML as it is.
 */
export function BodyField({
  format,
  value,
  stats,
  error,
  onChange,
}: {
  format: 'markdown' | 'html';
  value: string;
  stats: { wordCount: number; readingTime: number };
  error?: string | undefined;
  onChange: (body: string) => void;
}) {
  const toolbar = useRef<HTMLElement>(null);
  const counts = `${stats.wordCount} words · ${stats.readingTime} min read`;
  const markdown = format === 'markdown';
  return (
    <Field
      label={markdown ? 'Body (Markdown; HTML allowed)' : 'Content (HTML)'}
      error={error}
      hint={
        markdown
          ? `${counts} · Ctrl+B bold, Ctrl+I italic, Ctrl+K link (⌘ on a Mac)`
          : `${counts}. Unsafe markup is removed when saved; the preview shows what stays.`
      }
    >
      {(props) => {
        const textarea = (
          <textarea
            {...props}
            className="field min-h-96 font-mono text-sm"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={markdown ? (event) => formatShortcut(event, toolbar.current) : undefined}
          />
        );
        if (!markdown) return textarea;
        return (
          <div className="grid min-w-0 content-start gap-2">
            <MarkdownToolbar fieldId={props.id} toolbarRef={toolbar} onChange={onChange} />
            {textarea}
          </div>
        );
      }}
    </Field>
  );
}

export function ExcerptField({ value, onChange }: { value: string; onChange: (excerpt: string) => void }) {
  return (
    <Field label="Excerpt" hint="Shown on the blog home and in link previews.">
      {(props) => (
        <textarea
          {...props}
          className="field"
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TagsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (tags: string) => void;
}) {
  return (
    <Field label="Tags (comma-separated)" error={error} hint={`${parseTags(value).length} of ${MAX_TAGS}`}>
      {(props) => (
        <input {...props} className="field" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** What search engines show: the title and description, with their advised lengths. */
export function SeoFields({
  title,
  description,
  onChange,
}: {
  title: string;
  description: string;
  onChange: (field: 'title' | 'description', value: string) => void;
}) {
  return (
    <>
      <Field label="SEO title" hint={lengthNote(title, SEO_TITLE_RANGE)}>
        {(props) => (
          <input
            {...props}
            className="field"
            value={title}
            onChange={(e) => onChange('title', e.target.value)}
          />
        )}
      </Field>
      <Field label="SEO description" hint={lengthNote(description, SEO_DESCRIPTION_RANGE)}>
        {(props) => (
          <textarea
            {...props}
            className="field"
            rows={4}
            value={description}
            onChange={(e) => onChange('description', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

export function CategoryField({
  value,
  categories,
  onChange,
}: {
  value: string;
  categories: readonly { id: string; name: string }[];
  onChange: (categoryId: string) => void;
}) {
  return (
    <Field label="Category">
      {(props) => (
        <select {...props} className="field" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The cover image: its address and alt text, typed or chosen from the media library. */
export function CoverFields({
  url,
  alt,
  onChange,
}: {
  url: string;
  alt: string;
  onChange: (cover: { url: string; alt: string }) => void;
}) {
  const [picking, setPicking] = useState(false);
  // Refused with the reason as it is typed: the site's pages could not show it (docs/admin.md#images-in-articles).
  const problem = imageAddressProblem(url) ?? undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1">Cover image</legend>
      {url && !problem && <img src={url} alt="" className="max-h-40 w-full rounded-lg object-cover" />}
      <Field label="Image address" error={problem}>
        {(props) => (
          <input
            {...props}
            className="field"
            value={url}
            onChange={(e) => onChange({ url: e.target.value, alt })}
          />
        )}
      </Field>
      <Field label="Alt text">
        {(props) => (
          <input
            {...props}
            className="field"
            value={alt}
            onChange={(e) => onChange({ url, alt: e.target.value })}
          />
        )}
      </Field>
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={picking}
        onClick={() => setPicking((open) => !open)}
      >
        {picking ? 'Close the media library' : 'Choose from the media library'}
      </button>
      {picking && (
        <MediaPicker
          onPick={(image) => {
            onChange({ url: image.address, alt: alt || image.alt });
            setPicking(false);
          }}
        />
      )}
    </fieldset>
  );
}
