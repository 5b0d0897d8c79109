import { useMemo, useState, type FormEvent } from 'react';
import { sanitizeHtml, sanitizeHtmlReport } from '@/lib/content/sanitize';
import { HTML_CODE_HINT } from '@/admin/ui/RemovedNotice';
import { BodyPreview } from '@/admin/ui/BodyPreview';
import { parseTags, validateArticle } from '@/admin/lib/article-rules';
import {
  BodyField,
  ExcerptField,
  SeoFields,
  SlugField,
  TagsField,
  TitleField,
} from '@/admin/ui/ArticleFields';
import { bodyStats } from '@/lib/blog/reading-time';
import { navigate } from '@/admin/router';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { NoDraft } from './PreviewView';
import { loadCurrent, saveCurrent, type CurrentDraft } from './storage';
import type { GeneratedArticle } from '@/lib/generator/contract';

interface EditForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  tags: string;
}

const formOf = (article: GeneratedArticle): EditForm => ({
  title: article.title,
  slug: article.slug,
  excerpt: article.excerpt,
  content: article.content,
  metaTitle: article.seo.metaTitle,
  metaDescription: article.seo.metaDescription,
  tags: article.tags.join(', '),
});

/** Applies the edited fields to the generated article, recounting words and reading time. */
export function applyEdits(article: GeneratedArticle, form: EditForm): GeneratedArticle {
  const content = sanitizeHtml(form.content).trim();
  const { wordCount, readingTime } = bodyStats(content);
  const title = form.title.trim();
  const metaDescription = form.metaDescription.trim();
  return {
    ...article,
    title,
    slug: form.slug,
    excerpt: form.excerpt.trim(),
    content,
    seo: { ...article.seo, metaTitle: form.metaTitle.trim(), metaDescription },
    tags: parseTags(form.tags),
    wordCount,
    readingTime,
    schemaMarkup: article.schemaMarkup
      ? { ...article.schemaMarkup, headline: title, description: metaDescription, wordCount }
      : null,
  };
}

export function EditView() {
  const [draft] = useState<CurrentDraft | null>(() => loadCurrent());
  const [form, setForm] = useState<EditForm | null>(() => (draft ? formOf(draft.article) : null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Unsaved while the fields differ from the stored draft they were opened from.
  useUnsaved(form, draft ? formOf(draft.article) : null);
  const content = form?.content ?? '';
  const preview = useMemo(() => sanitizeHtmlReport(content), [content]);
  const stats = useMemo(() => bodyStats(preview.html), [preview.html]);
  if (!draft || !form) return <NoDraft />;

  const set = (key: keyof EditForm, value: string) => setForm({ ...form, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tags = parseTags(form.tags);
    const found = validateArticle({
      title: form.title,
      slug: form.slug,
      tags,
      status: 'draft',
      publishAt: '',
    });
    if (!preview.html.replace(/<[^>]*>/g, '').trim()) found.content = 'The article needs some content.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Edits make a new version: it can be saved as a draft article again.
    saveCurrent({ article: applyEdits(draft.article, form), savedArticleId: null });
    navigate('/admin/ai-generator/preview', { force: true }); // saved: nothing to ask about
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit the generated article">
      {draft.savedArticleId && (
        <p role="status" className="card p-3 text-sm">
          This version is already saved as a draft article. Saving edits here makes a new version you can save
          again (with a different slug), or edit the saved one in Articles.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <TitleField value={form.title} error={errors.title} onChange={(title) => set('title', title)} />
          <SlugField
            value={form.slug}
            title={form.title}
            error={errors.slug}
            onChange={(slug) => setForm((f) => f && { ...f, slug })}
          />
          <ExcerptField value={form.excerpt} onChange={(excerpt) => set('excerpt', excerpt)} />
          <BodyField
            format="html"
            value={form.content}
            stats={stats}
            error={errors.content}
            onChange={(content) => set('content', content)}
          />
          <BodyPreview report={preview} hint={HTML_CODE_HINT} testId="generated-edit-preview" />
        </div>
        <div className="grid content-start gap-4">
          <SeoFields
            title={form.metaTitle}
            description={form.metaDescription}
            onChange={(field, value) => set(field === 'title' ? 'metaTitle' : 'metaDescription', value)}
          />
          <TagsField value={form.tags} error={errors.tags} onChange={(tags) => set('tags', tags)} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary">
              Save changes
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => navigate('/admin/ai-generator/preview')}
            >
              Back to the preview
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
