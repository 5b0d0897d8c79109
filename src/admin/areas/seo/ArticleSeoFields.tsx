import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdmin } from '@/admin/context';
import { Link } from '@/admin/router';
import { adminKeys, adminQueries, loadError } from '@/admin/data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { StatusBadge } from '@/admin/ui/StatusBadge';
import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE } from '@/admin/lib/article-rules';
import { SeoLength } from '@/admin/ui/SeoLength';
import type { Article } from '@/admin/data/types';
import { announceChange } from '@/admin/ui/announce-change';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';

/** One article's SEO title, description and excerpt, edited in place and saved on their own. */
function ArticleRow({ article }: { article: Article }) {
  const { data } = useAdmin();
  const queryClient = useQueryClient();
  const [seoTitle, setSeoTitle] = useState(article.seo_title);
  const [seoDescription, setSeoDescription] = useState(article.seo_description);
  const [excerpt, setExcerpt] = useState(article.excerpt);
  const id = useId();
  const changed = useUnsaved(
    { seoTitle, seoDescription, excerpt },
    { seoTitle: article.seo_title, seoDescription: article.seo_description, excerpt: article.excerpt },
  );

  const saving = useSave({
    save: () =>
      data.articles.update(article.id, {
        seo_title: seoTitle.trim(),
        seo_description: seoDescription.trim(),
        excerpt: excerpt.trim(),
      }),
    invalidates: [adminKeys.articles, adminKeys.activity],
    onSaved: async (stored) => {
      await data.activity.record(`Updated the SEO fields of “${stored.title}”`);
      // The row shows the stored fields at once; the other article views reload.
      queryClient.setQueryData(adminQueries.articles(data).queryKey, (rows) =>
        rows?.map((row) => (row.id === stored.id ? stored : row)),
      );
      // A published article's SEO text is in its built page: the same rebuild rule as the editor.
      await announceChange(
        data.deploy,
        'SEO fields saved',
        { kind: 'article', before: article, after: stored },
        stored.title,
      );
    },
    failed: 'The SEO fields were not saved',
  });

  return (
    <li className="card grid gap-3 p-4" data-article-id={article.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-display text-lg text-star-50">{article.title}</h3>
        <StatusBadge status={article.status} />
        <Link
          href={`/admin/articles/${encodeURIComponent(article.id)}/edit`}
          className="text-sm text-violet-400 underline-offset-2 hover:underline"
        >
          Open in the editor
        </Link>
      </div>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void saving.run();
        }}
      >
        <label className="grid gap-1">
          <span className="text-sm">SEO title</span>
          <input
            className="field"
            value={seoTitle}
            onChange={(event) => setSeoTitle(event.target.value)}
            aria-describedby={`${id}-title`}
          />
          <SeoLength id={`${id}-title`} text={seoTitle} range={SEO_TITLE_RANGE} />
        </label>
        <label className="grid gap-1">
          <span className="text-sm">SEO description</span>
          <textarea
            className="field"
            rows={2}
            value={seoDescription}
            onChange={(event) => setSeoDescription(event.target.value)}
            aria-describedby={`${id}-description`}
          />
          <SeoLength id={`${id}-description`} text={seoDescription} range={SEO_DESCRIPTION_RANGE} />
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Excerpt</span>
          <textarea
            className="field"
            rows={2}
            value={excerpt}
            onChange={(event) => setExcerpt(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary justify-self-start"
          disabled={!changed || saving.busy}
        >
          {saving.busy ? 'Saving…' : `Save SEO fields of “${article.title}”`}
        </button>
      </form>
    </li>
  );
}

/** Every article's search snippet fields, for admins and editors. */
export function ArticleSeoFields() {
  const { data } = useAdmin();
  const articles = useQuery(adminQueries.articles(data));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="font-display text-2xl text-star-50">
        Article SEO fields
      </h2>
      <p className="text-sm text-star-200">
        What search engines show for each article. Saving a published article's fields asks the site to
        rebuild, so its page shows them.
      </p>
      {articles.error && <p role="alert">{loadError(articles.error)}</p>}
      {articles.isPending && <Spinner label="Loading articles…" />}
      {articles.data?.length === 0 && <p className="text-star-200">No articles yet.</p>}
      <ul className="grid gap-4">
        {articles.data?.map((article) => (
          <ArticleRow key={article.id} article={article} />
        ))}
      </ul>
    </section>
  );
}
