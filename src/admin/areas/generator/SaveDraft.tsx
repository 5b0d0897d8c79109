import { useState } from 'react';
import { useAdmin } from '@/admin/context';
import { adminKeys } from '@/admin/data/queries';
import { useSave } from '@/admin/ui/useSave';
import { SLUG_TAKEN } from '@/admin/lib/article-rules';
import { Link } from '@/admin/router';
import { draftErrors } from './draft';
import { articleFromGenerated } from '@/lib/generator/article-input';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { saveCurrent, type CurrentDraft } from './storage';

/** 'Save as draft article': the current draft into the articles table, then a link to its editor. */
export function SaveDraft({
  draft,
  onSaved,
}: {
  draft: CurrentDraft;
  onSaved: (draft: CurrentDraft) => void;
}) {
  const { data, user } = useAdmin();
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSave({
    save: (current: CurrentDraft) =>
      data.articles.create(
        // A draft kept in this browser may have been changed there: its body is cleaned again.
        articleFromGenerated(
          { ...current.article, content: sanitizeHtml(current.article.content) },
          { authorName: user?.name ?? user?.email ?? '' },
        ),
      ),
    invalidates: [adminKeys.articles, adminKeys.activity],
    onSaved: async (stored, current) => {
      await data.activity.record(`Saved the generated article “${stored.title}” as a draft`);
      const next = { ...current, savedArticleId: stored.id };
      saveCurrent(next);
      onSaved(next);
    },
    saved: {
      title: 'Draft article saved',
      description: 'It is in Articles, ready for a final edit before publishing.',
    },
    failed: { inline: 'The draft could not be saved.' },
  });

  if (draft.savedArticleId) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-3">
        <span>Saved as a draft article.</span>
        <Link
          href={`/admin/articles/${encodeURIComponent(draft.savedArticleId)}/edit`}
          className="btn btn-ghost"
        >
          Open it in the article editor
        </Link>
      </p>
    );
  }

  const save = async () => {
    let found = Object.values(draftErrors(draft.article))[0] ?? null;
    if (!found && (await data.articles.findBySlug(draft.article.slug)))
      found = `${SLUG_TAKEN} (Edit the generated article to change it.)`;
    setProblem(found);
    if (!found) await saving.run(draft);
  };
  const error = problem ?? saving.error;

  return (
    <div className="grid gap-2">
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={saving.busy}
        onClick={() => void save()}
      >
        {saving.busy ? 'Saving…' : 'Save as draft article'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}
