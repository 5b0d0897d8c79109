import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { useAdmin, messageOf } from '../../context';
import { Link, navigate } from '../../router';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { adminKeys, adminQueries, loadError, useInvalidate } from '../../data/queries';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../../lib/toast/store';
import type { Article } from '../../data/types';
import { parseTags, SLUG_TAKEN, slugify, validateArticle } from '../../lib/article-rules';
import { bodyStats } from '../../../lib/blog/reading-time';
import { renderMarkdownReport } from '../../lib/markdown';
import { MARKDOWN_CODE_HINT } from '../../ui/RemovedNotice';
import { BodyPreview } from '../../ui/BodyPreview';
import {
  articleFromForm,
  clearAutosave,
  EMPTY_FORM,
  formFromArticle,
  readAutosave,
  writeAutosave,
  type ArticleForm,
} from './form';
import {
  BodyField,
  CategoryField,
  CoverFields,
  ExcerptField,
  SeoFields,
  SlugField,
  TagsField,
  TitleField,
} from '../../ui/ArticleFields';
import { ArticleNotFound } from './ArticleNotFound';
import { announceChange } from '../../ui/announce-change';
import { needsRebuild } from '../../lib/rebuild';
import { LOCAL_PREVIEW_PUBLISHING } from '../../lib/publishing';
import { useSaveShortcut } from '../../ui/useSaveShortcut';
import { useWidePreview } from '../../ui/useWidePreview';

const AUTOSAVE_DELAY_MS = 800;

/** /admin/articles/new and /admin/articles/{id}/edit. */
export function ArticleEditor({ id }: { id: string | null }) {
  const { data } = useAdmin();
  const loaded = useQuery({ ...adminQueries.article(data, id ?? ''), enabled: id !== null });
  const categories = useQuery(adminQueries.categories(data));

  if (!id) return <EditorForm key="new" article={null} categories={categories.data ?? []} />;
  if (loaded.error) return <p role="alert">{loadError(loaded.error)}</p>;
  if (loaded.isPending) return <Spinner label="Loading the article…" />;
  if (loaded.data === null) return <ArticleNotFound />;
  return <EditorForm key={id} article={loaded.data} categories={categories.data ?? []} />;
}

function EditorForm({
  article: loaded,
  categories,
}: {
  article: Article | null;
  categories: { id: string; name: string }[];
}) {
  const { data, user } = useAdmin();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  // The stored record as of the last save: what the next save and the rebuild decision compare with.
  const [article, setArticle] = useState<Article | null>(loaded);
  const autosaveKey = loaded?.id ?? 'new';
  const [saved, setSaved] = useState<ArticleForm>(() => (article ? formFromArticle(article) : EMPTY_FORM));
  const [form, setForm] = useState<ArticleForm>(saved);
  const [restorable, setRestorable] = useState(() => {
    const draft = readAutosave(autosaveKey);
    return draft && JSON.stringify(draft.form) !== JSON.stringify(saved) ? draft : null;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useLeaveGuard(dirty);
  const [wide, setWide] = useWidePreview();

  // Autosave of unsaved work, a moment after typing stops.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => writeAutosave(autosaveKey, form), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, autosaveKey]);

  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !current.slugEdited) next.slug = slugify(String(value));
      return next;
    });

  // A file of content/blog/ at the same address is replaced on the site once this one is published.
  const repository = useQuery(adminQueries.repositoryArticles(data));
  const sameAddress = repository.data?.find((file) => file.slug === form.slug);

  const preview = useMemo(() => renderMarkdownReport(form.body), [form.body]);
  const stats = useMemo(() => bodyStats(preview.html), [preview.html]);

  const save = async (event?: FormEvent, statusOverride?: ArticleForm['status']) => {
    event?.preventDefault();
    const target = statusOverride ? { ...form, status: statusOverride } : form;
    const found = validateArticle({
      title: target.title,
      slug: target.slug,
      tags: parseTags(target.tags),
      status: target.status,
      publishAt: target.publishAt,
    });
    if (Object.keys(found).length === 0) {
      const clash = await data.articles.findBySlug(target.slug);
      if (clash && clash.id !== article?.id) found.slug = SLUG_TAKEN;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast({
        title: 'The article was not saved',
        description: Object.values(found)[0],
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const input = articleFromForm(target, article, user?.name ?? user?.email ?? '');
      const stored = article
        ? await data.articles.update(article.id, input)
        : await data.articles.create(input);
      await data.activity.record(`${article ? 'Updated' : 'Created'} “${stored.title}” (${stored.status})`);
      // A new article's editor opens on the saved record at once, without asking for it again.
      queryClient.setQueryData(adminQueries.article(data, stored.id).queryKey, stored);
      void invalidate(adminKeys.articles, adminKeys.activity);
      const next = formFromArticle(stored);
      clearAutosave(autosaveKey);
      setArticle(stored);
      setSaved(next);
      setForm(next);
      setRestorable(null);
      await announceChange(data.deploy, savedTitle(article, stored), {
        kind: 'article',
        before: article,
        after: stored,
      });
      if (!article)
        navigate(`/admin/articles/${encodeURIComponent(stored.id)}/edit`, { replace: true, force: true });
    } catch (error) {
      const message = messageOf(error, 'The article could not be saved.');
      showToast({ title: 'The article was not saved', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  // Ctrl/⌘+S saves as the Save button does (not while a save is under way).
  useSaveShortcut(() => {
    if (!busy) void save();
  });

  const remove = async () => {
    if (!article || !window.confirm(`Delete “${article.title}”? This cannot be undone.`)) return;
    try {
      await data.articles.remove(article.id);
      await data.activity.record(`Deleted “${article.title}”`);
      void invalidate(adminKeys.articles, adminKeys.activity);
      clearAutosave(autosaveKey);
      navigate('/admin/articles', { replace: true, force: true });
      await announceChange(data.deploy, 'Article deleted', { kind: 'article', before: article, after: null });
    } catch (error) {
      showToast({
        title: 'The article was not deleted',
        description: messageOf(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid gap-6">
      {restorable && (
        <div role="status" className="card flex flex-wrap items-center gap-3 border-gold-400 p-4">
          <p className="grow">
            Unsaved work from {new Date(restorable.at).toLocaleString()} was kept in this browser.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setForm(restorable.form);
              setRestorable(null);
            }}
          >
            Restore it
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              clearAutosave(autosaveKey);
              setRestorable(null);
            }}
          >
            Discard it
          </button>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Link href="/admin/articles" className="text-sm">
          ← All articles
        </Link>
        <span className="text-sm text-star-300" aria-live="polite">
          {dirty ? 'Unsaved changes (kept in this browser)' : 'All changes saved'}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {article && (
            <button type="button" className="btn btn-ghost" onClick={() => void remove()}>
              Delete
            </button>
          )}
          <button
            type="submit"
            className="btn btn-ghost"
            disabled={busy}
            title="Save (Ctrl+S or ⌘S)"
            aria-keyshortcuts="Control+S Meta+S"
          >
            Save
          </button>
          {form.status !== 'published' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              aria-describedby={data.kind === 'local-preview' ? 'publish-note' : undefined}
              onClick={() => void save(undefined, 'published')}
            >
              Publish now
            </button>
          )}
        </div>
        {data.kind === 'local-preview' && (
          <p id="publish-note" className="basis-full text-sm text-gold-300">
            {LOCAL_PREVIEW_PUBLISHING}
          </p>
        )}
      </div>

      {/* Wide: the preview (and the text above it) across the editor's full width, the other fields below. */}
      <div className={wide ? 'grid gap-4' : 'grid gap-4 lg:grid-cols-[2fr_1fr]'}>
        <div className="grid content-start gap-4">
          <TitleField value={form.title} error={errors.title} onChange={(title) => set('title', title)} />
          <SlugField
            value={form.slug}
            title={form.title}
            error={errors.slug}
            note={
              sameAddress &&
              `${sameAddress.filePath} has this address too: once this article is published, it takes the file's place on the site`
            }
            onChange={(slug, edited) =>
              setForm((f) => ({ ...f, slug, ...(edited === undefined ? {} : { slugEdited: edited }) }))
            }
          />
          <div className={wide ? 'grid gap-4' : 'grid gap-4 xl:grid-cols-2'}>
            <BodyField
              format="markdown"
              value={form.body}
              stats={stats}
              onChange={(body) => set('body', body)}
            />
            <BodyPreview
              report={preview}
              hint={MARKDOWN_CODE_HINT}
              testId="article-preview"
              actions={
                // Below lg the preview already takes the full width.
                <button
                  type="button"
                  className="btn btn-ghost hidden min-h-9 px-3 py-1 text-sm lg:inline-flex"
                  aria-pressed={wide}
                  onClick={() => setWide(!wide)}
                >
                  Full-width preview
                </button>
              }
            />
          </div>
          <ExcerptField value={form.excerpt} onChange={(excerpt) => set('excerpt', excerpt)} />
        </div>

        <div className="grid content-start gap-4">
          <Field label="Status" error={errors.publishAt}>
            {(props) => (
              <select
                {...props}
                className="field"
                value={form.status}
                onChange={(e) => set('status', e.target.value as ArticleForm['status'])}
              >
                <option value="draft">Draft</option>
                <option value="scheduled">Scheduled</option>
                <option value="published">Published</option>
              </select>
            )}
          </Field>
          {form.status === 'scheduled' && (
            <Field label="Publish on" error={errors.publishAt}>
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  className="field"
                  value={form.publishAt}
                  onChange={(e) => set('publishAt', e.target.value)}
                />
              )}
            </Field>
          )}
          <CategoryField
            value={form.categoryId}
            categories={categories}
            onChange={(categoryId) => set('categoryId', categoryId)}
          />
          <TagsField value={form.tags} error={errors.tags} onChange={(tags) => set('tags', tags)} />
          <CoverFields
            url={form.coverUrl}
            alt={form.coverAlt}
            onChange={({ url, alt }) => setForm((f) => ({ ...f, coverUrl: url, coverAlt: alt }))}
          />
          <SeoFields
            title={form.seoTitle}
            description={form.seoDescription}
            onChange={(field, value) => set(field === 'title' ? 'seoTitle' : 'seoDescription', value)}
          />
        </div>
      </div>
    </form>
  );
}

/** The toast's title for a save: plain for drafts and unchanged saves, else where the article went. */
function savedTitle(before: Article | null, after: Article): string {
  if (!needsRebuild({ kind: 'article', before, after })) return 'Article saved';
  if (after.status === 'scheduled') return 'Article scheduled';
  if (after.status === 'published')
    return before?.status === 'published' ? 'Article updated' : 'Article published';
  return 'Article unpublished';
}
