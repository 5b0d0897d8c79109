import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdmin } from '@/admin/context';
import { Link } from '@/admin/router';
import { adminQueries, loadError } from '@/admin/data/queries';
import { StatusBadge } from '@/admin/ui/StatusBadge';
import { Spinner } from '@/admin/ui/Spinner';
import type { ArticleSort, ArticleStatus } from '@/admin/data/types';
import type { ListedArticle } from '@/admin/data/article-listing';
import { DataTable } from '@/admin/ui/DataTable';
import { adminDate, adminDateTime } from '@/lib/admin/dates';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * One page at a time, newest work first, with the filters a daily publishing team reaches for: the
 * database's articles and the repository's MDX articles in one list (docs/admin.md#the-repositorys-articles).
 */
export function ArticlesList() {
  const { data } = useAdmin();
  const categories = useQuery(adminQueries.siteCategories(data));
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | ArticleStatus>('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<ArticleSort>('updated');
  const [page, setPage] = useState(0);

  // The search runs on the server: wait for a pause in typing instead of asking per key. Only a
  // changed term goes back to page 1 (on mount, a timer that fired anyway undid a quick "Next").
  useEffect(() => {
    if (query === search) return;
    const timer = setTimeout(() => {
      setSearch(query);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  // The page on show stays while the next one loads (marked busy); an answer only ever fills its own page.
  const articles = useQuery({
    ...adminQueries.articlePage(data, {
      search,
      status,
      categoryId: category,
      sort,
      offset: page * PAGE_SIZE,
      limit: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  const total = articles.data?.total ?? 0;
  const inRepository = articles.data?.repositoryTotal ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Past the last page (rows deleted meanwhile): step back to the last one that exists.
  if (articles.data && !articles.isPlaceholderData && page > pages - 1) setPage(pages - 1);

  const categoryName = (id: string | null) => categories.data?.find((c) => c.id === id)?.name ?? '—';
  const rows = articles.data?.rows ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="text-sm">Search</span>
          <input
            className="field"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Title, slug or tag"
          />
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Status</span>
          <select
            className="field"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as '' | ArticleStatus);
              setPage(0);
            }}
          >
            <option value="">All</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Category</span>
          <select
            className="field"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(0);
            }}
          >
            <option value="">All</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Sort by</span>
          <select
            className="field"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ArticleSort);
              setPage(0);
            }}
          >
            <option value="updated">Last edited</option>
            <option value="published">Publish date</option>
            <option value="title">Title</option>
          </select>
        </label>
        <Link href="/admin/articles/new" className="btn btn-primary ml-auto">
          New article
        </Link>
      </div>

      {articles.error ? (
        <p role="alert">{loadError(articles.error)}</p>
      ) : !articles.data ? (
        <Spinner label="Loading articles…" />
      ) : (
        <>
          <p className="text-sm text-star-300" aria-live="polite">
            {total} {total === 1 ? 'article' : 'articles'}
            {inRepository > 0 && ` (${inRepository} in the repository, read-only here)`}
          </p>
          {rows.length === 0 ? (
            <p className="card p-6 text-star-200">No article matches these filters.</p>
          ) : (
            // A page of the list in the order chosen above: its columns do not sort, which would
            // reorder only this page. On a phone the category and last edit fold under the title.
            <div aria-busy={articles.isPlaceholderData}>
              <DataTable
                caption="Articles"
                captionHidden
                rows={rows}
                rowKey={(article) => article.id}
                empty="No article matches these filters."
                columns={[
                  { header: 'Title', cell: (article) => <TitleCell article={article} /> },
                  { header: 'Status', cell: (article) => <StatusBadge status={article.status} /> },
                  {
                    header: 'Category',
                    cell: (article) =>
                      article.source === 'repository'
                        ? (article.categoryName ?? '—')
                        : categoryName(article.category_id),
                    folds: true,
                  },
                  {
                    header: 'Last edited',
                    // The files carry days, not times.
                    cell: (article) =>
                      article.source === 'repository' ? (
                        adminDate(article.updated_at)
                      ) : (
                        <EditedDay at={article.updated_at} />
                      ),
                    folds: true,
                  },
                ]}
              />
            </div>
          )}
        </>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {Math.min(page, pages - 1) + 1} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

/**
 * An article's title, linked to its editor; an MDX article of content/blog/ is read-only here (it
 * changes in the repository) and shows its public address (a link once the build has published it)
 * and its file.
 */
function TitleCell({ article }: { article: ListedArticle }) {
  if (article.source !== 'repository')
    return (
      <>
        <Link href={`/admin/articles/${encodeURIComponent(article.id)}/edit`} className="font-semibold">
          {article.title || 'Untitled'}
        </Link>
        <div className="text-xs text-star-300">/blog/post/{article.slug}</div>
      </>
    );
  return (
    <>
      <span className="font-semibold text-star-50">{article.title}</span>{' '}
      <span className="inline-block rounded-full border border-gold-400 px-2 py-0.5 text-xs text-gold-300">
        In the repository · read-only
      </span>
      <div className="grid gap-0.5 text-xs text-star-300">
        {article.status === 'published' ? (
          <a href={article.href} className="w-fit">
            {article.href}
          </a>
        ) : (
          <span>{article.href} (not on the site yet)</span>
        )}
        <code className="w-fit break-all">{article.filePath}</code>
      </div>
    </>
  );
}

/**
 * A database article's last edit as a day, like the files' (which carry days only), so the column
 * reads one way; the exact time is in its tooltip (docs/admin.md#dates).
 */
function EditedDay({ at }: { at: string }) {
  return (
    <time dateTime={at} title={adminDateTime(at)}>
      {adminDate(at)}
    </time>
  );
}
