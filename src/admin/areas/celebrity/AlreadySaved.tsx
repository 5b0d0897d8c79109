import type { Article } from '@/admin/data/types';
import { Link } from '@/admin/router';
import { StatusBadge } from '@/admin/ui/StatusBadge';

/**
 * Saving a celebrity draft whose address an article already has would make a second article (at
 * "-2") without a word: this says so first, and the editor chooses to open the one saved or to
 * keep both.
 */
export function AlreadySaved({
  existing,
  onSaveAgain,
  onKeep,
}: {
  existing: Article;
  onSaveAgain: () => void;
  onKeep: () => void;
}) {
  return (
    <div role="alert" className="card grid gap-3 border-gold-400 p-4" data-testid="already-saved">
      <p className="text-star-100">
        An article is already saved at /blog/post/{existing.slug}: “{existing.title}”{' '}
        <StatusBadge status={existing.status} />. Saving this draft again makes a second article, at another
        address.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/admin/articles/${encodeURIComponent(existing.id)}/edit`} className="btn btn-primary">
          Open the saved article
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onSaveAgain}>
          Save a second article
        </button>
        <button type="button" className="btn btn-ghost" onClick={onKeep}>
          Cancel
        </button>
      </div>
    </div>
  );
}
