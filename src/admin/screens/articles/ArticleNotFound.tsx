import { Link } from '@/admin/router';

/** /admin/articles/{id}/edit for an id with no article (deleted, or a mistyped address). */
export function ArticleNotFound() {
  return (
    <div className="card max-w-xl p-6">
      <h2 className="mb-2 font-display text-xl text-star-50">Article not found</h2>
      <p className="mb-4 text-star-200">There is no article at this address. It may have been deleted.</p>
      <Link href="/admin/articles" className="btn btn-ghost">
        Back to Articles
      </Link>
    </div>
  );
}
