import { useMemo, useState } from 'react';
import { useAdmin } from '../../context';
import { Link } from '../../router';
import { useLoad } from '../../ui/useLoad';
import { StatusBadge } from '../../ui/StatusBadge';
import { Spinner } from '../../ui/Spinner';
import type { Article, ArticleStatus } from '../../data/types';

const PAGE_SIZE = 20;
type SortKey = 'updated' | 'published' | 'title';

/** Every article, newest work first, with the filters a daily publishing team reaches for. */
export function ArticlesList() {
  const { data } = useAdmin();
  const articles = useLoad(() => data.articles.list(), [data]);
  const categories = useLoad(() => data.categories.list(), [data]);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'' | ArticleStatus>('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<SortKey>('updated');
  const [page, setPage] = useState(0);

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const rows = (articles.value ?? []).filter(
      (article) =>
        (!status || article.status === status) &&
        (!category || article.category_id === category) &&
        (!needle || [article.title, article.slug, article.tags.join(' ')].some((field) => field.toLowerCase().includes(needle))),
    );
    const by: Record<SortKey, (a: Article, b: Article) => number> = {
      updated: (a, b) => b.updated_at.localeCompare(a.updated_at),
      published: (a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''),
      title: (a, b) => a.title.localeCompare(b.title),
    };
    return rows.sort(by[sort]);
  }, [articles.value, query, status, category, sort]);

  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = filtered.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const categoryName = (id: string | null) => categories.value?.find((c) => c.id === id)?.name ?? '—';

  if (articles.error) return <p role="alert">{articles.error}</p>;
  if (!articles.value) return <Spinner label="Loading articles…" />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="text-sm">Search</span>
          <input className="field" type="search" value={query} onChange={(e) => { setQuery(e.target.value); setPage(0); }} placeholder="Title, slug or tag" />
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Status</span>
          <select className="field" value={status} onChange={(e) => { setStatus(e.target.value as '' | ArticleStatus); setPage(0); }}>
            <option value="">All</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Category</span>
          <select className="field" value={category} onChange={(e) => { setCategory(e.target.value); setPage(0); }}>
            <option value="">All</option>
            {categories.value?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm">Sort by</span>
          <select className="field" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            <option value="updated">Last edited</option>
            <option value="published">Publish date</option>
            <option value="title">Title</option>
          </select>
        </label>
        <Link href="/admin/articles/new" className="btn btn-primary ml-auto">
          New article
        </Link>
      </div>

      <p className="text-sm text-star-300" aria-live="polite">
        {filtered.length} {filtered.length === 1 ? 'article' : 'articles'}
      </p>

      {visible.length === 0 ? (
        <p className="card p-6 text-star-200">No article matches these filters.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-star-300">
              <tr>
                <th scope="col" className="py-2 pr-4">Title</th>
                <th scope="col" className="py-2 pr-4">Status</th>
                <th scope="col" className="py-2 pr-4">Category</th>
                <th scope="col" className="py-2 pr-4">Last edited</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((article) => (
                <tr key={article.id} className="border-t border-night-700">
                  <td className="py-2 pr-4">
                    <Link href={`/admin/articles/${encodeURIComponent(article.id)}/edit`} className="font-semibold">
                      {article.title || 'Untitled'}
                    </Link>
                    <div className="text-xs text-star-300">/blog/post/{article.slug}</div>
                  </td>
                  <td className="py-2 pr-4">
                    <StatusBadge status={article.status} />
                  </td>
                  <td className="py-2 pr-4">{categoryName(article.category_id)}</td>
                  <td className="py-2 pr-4">{new Date(article.updated_at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3">
          <button type="button" className="btn btn-ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <button type="button" className="btn btn-ghost" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
