import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/admin/ui/Field';
import isEqual from 'lodash-es/isEqual.js';
import { useAdmin } from '@/admin/context';
import { Link, navigate } from '@/admin/router';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';
import { adminKeys, adminQueries, loadError } from '@/admin/data/queries';
import { databaseCategoryId, type ListedCategory } from '@/admin/data/category-listing';
import { adminDateTime } from '@/lib/admin/dates';
import {
  blockedBodyImages,
  imageAddressProblem,
  previewWithoutBlockedImages,
} from '@/admin/lib/image-address';
import { Spinner } from '@/admin/ui/Spinner';
import { showToast } from '@/lib/toast/store';
import type { Article } from '@/admin/data/types';
import { parseTags, SLUG_TAKEN, slugify, validateArticle } from '@/admin/lib/article-rules';
import { bodyStats } from '@/lib/blog/reading-time';
import { renderMarkdownReport } from '@/admin/lib/markdown';
import { MARKDOWN_CODE_HINT } from '@/admin/ui/RemovedNotice';
import { BodyPreview } from '@/admin/ui/BodyPreview';
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
} from '@/admin/ui/ArticleFields';
import { ArticleNotFound } from './ArticleNotFound';
import { announceChange } from '@/admin/ui/announce-change';
import { needsRebuild } from '@/admin/lib/rebuild';
import { LOCAL_PREVIEW_PUBLISHING } from '@/admin/lib/publishing';
import { useSaveShortcut } from '@/admin/ui/useSaveShortcut';
import { useWidePreview } from '@/admin/ui/useWidePreview';

const AUTOSAVE_DELAY_MS = 800;

/** /admin/articles/new and /admin/articles/{id}/edit. */
export function ArticleEditor({ id }: { id: string | null }) {
  const { data } = useAdmin();
  const loaded = useQuery({ ...adminQueries.article(data, id ?? ''), enabled: id !== null });
  const categories = useQuery(adminQueries.siteCategories(data));

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
  categories: ListedCategory[];
}) {
  const { data, user } = useAdmin();
  const queryClient = useQueryClient();
  // The stored record as of the last save: what the next save and the rebuild decision compare with.
  const [article, setArticle] = useState<Article | null>(loaded);
  const autosaveKey = loaded?.id ?? 'new';
  const [saved, setSaved] = useState<ArticleForm>(() => (article ? formFromArticle(article) : EMPTY_FORM));
  const [form, setForm] = useState<ArticleForm>(saved);
  const [restorable, setRestorable] = useState(() => {
    const draft = readAutosave(autosaveKey);
    return draft && !isEqual(draft.form, saved) ? draft : null;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useUnsaved(form, saved);
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
  // Said as it is typed, and refused on save: the site's pages could not show these images.
  const blocked = useMemo(() => blockedBodyImages(preview.html), [preview.html]);
  // The preview names those images instead of showing them broken, as the site would.
  const shown = useMemo(() => ({ ...preview, html: previewWithoutBlockedImages(preview.html) }), [preview]);

  const saving = useSave({
    save: async (target: ArticleForm) => {
      const input = articleFromForm(
        { ...target, categoryId: await databaseCategoryId(data.categories, target.categoryId, categories) },
        article,
        user?.name ?? user?.email ?? '',
      );
      return article ? data.articles.update(article.id, input) : data.articles.create(input);
    },
    invalidates: [adminKeys.articles, adminKeys.categories, adminKeys.activity],
    onSaved: async (stored) => {
      await data.activity.record(`${article ? 'Updated' : 'Created'} “${stored.title}” (${stored.status})`);
      // A new article's editor opens on the saved record at once, without asking for it again.
      queryClient.setQueryData(adminQueries.article(data, stored.id).queryKey, stored);
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
    },
    failed: 'The article was not saved',
  });

  const save = async (event?: FormEvent, statusOverride?: ArticleForm['status']) => {
    event?.preventDefault();
    if (saving.busy) return;
    const target = statusOverride ? { ...form, status: statusOverride } : form;
    const found = validateArticle({
      title: target.title,
      slug: target.slug,
      tags: parseTags(target.tags),
      status: target.status,
      publishAt: target.publishAt,
    });
    const cover = imageAddressProblem(target.coverUrl);
    if (cover) found.cover = cover;
    const [image] = blockedBodyImages(renderMarkdownReport(target.body).html);
    if (image) found.body = bodyImageError(image);
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
    await saving.run(target);
  };

  // Ctrl/⌘+S saves as the Save button does (not while a save is under way).
  useSaveShortcut(() => void save());

  const removing = useSave({
    save: async (doomed: Article) => {
      await data.articles.remove(doomed.id);
      return doomed;
    },
    invalidates: [adminKeys.articles, adminKeys.activity],
    onSaved: async (doomed) => {
      await data.activity.record(`Deleted “${doomed.title}”`);
      clearAutosave(autosaveKey);
      navigate('/admin/articles', { replace: true, force: true });
      await announceChange(data.deploy, 'Article deleted', { kind: 'article', before: doomed, after: null });
    },
    failed: 'The article was not deleted',
  });
  const remove = () => {
    if (article && window.confirm(`Delete “${article.title}”? This cannot be undone.`))
      void removing.run(article);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid gap-6">
      {restorable && (
        <div role="status" className="card flex flex-wrap items-center gap-3 border-gold-400 p-4">
          <p className="grow">Unsaved work from {adminDateTime(restorable.at)} was kept in this browser.</p>
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
          {saveState(dirty, article)}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {article && (
            <button type="button" className="btn btn-ghost" disabled={removing.busy} onClick={remove}>
              Delete
            </button>
          )}
          <button
            type="submit"
            className="btn btn-ghost"
            disabled={saving.busy}
            title="Save (Ctrl+S or ⌘S)"
            aria-keyshortcuts="Control+S Meta+S"
          >
            Save
          </button>
          {form.status !== 'published' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={saving.busy}
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
              error={blocked[0] ? bodyImageError(blocked[0]) : undefined}
              onChange={(body) => set('body', body)}
            />
            <BodyPreview
              report={shown}
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
            <Field
              label="Publish on (your local time)"
              error={errors.publishAt}
              hint={form.publishAt ? `That is ${adminDateTime(new Date(form.publishAt))}.` : undefined}
            >
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

function bodyImageError(image: { address: string; problem: string }): string {
  return `An image in the text cannot be shown (${image.address}): ${image.problem}`;
}

/** What the line beside Save says: a blank new article has nothing saved, so it does not claim so. */
function saveState(dirty: boolean, article: Article | null): string {
  if (dirty) return 'Unsaved changes (kept in this browser)';
  return article ? 'All changes saved' : 'Not saved yet';
}

/** The toast's title for a save: plain for drafts and unchanged saves, else where the article went. */
function savedTitle(before: Article | null, after: Article): string {
  if (!needsRebuild({ kind: 'article', before, after })) return 'Article saved';
  if (after.status === 'scheduled') return 'Article scheduled';
  if (after.status === 'published')
    return before?.status === 'published' ? 'Article updated' : 'Article published';
  return 'Article unpublished';
}
