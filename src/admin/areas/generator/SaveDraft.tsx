import { useState } from 'react';
import { messageOf, useAdmin } from '../../context';
import { adminKeys, useInvalidate } from '../../data/queries';
import { SLUG_TAKEN } from '../../lib/article-rules';
import { Link } from '../../router';
import { showToast } from '../../../lib/toast/store';
import { draftErrors } from './draft';
import { articleFromGenerated } from '../../../lib/generator/article-input';
import { sanitizeHtml } from '../../../lib/content/sanitize';
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
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    const problems = draftErrors(draft.article);
    let problem = Object.values(problems)[0] ?? null;
    setBusy(true);
    try {
      if (!problem && (await data.articles.findBySlug(draft.article.slug)))
        problem = `${SLUG_TAKEN} (Edit the generated article to change it.)`;
      if (problem) {
        setError(problem);
        return;
      }
      const stored = await data.articles.create(
        // A draft kept in this browser may have been changed there: its body is cleaned again.
        articleFromGenerated(
          { ...draft.article, content: sanitizeHtml(draft.article.content) },
          { authorName: user?.name ?? user?.email ?? '' },
        ),
      );
      await data.activity.record(`Saved the generated article “${stored.title}” as a draft`);
      void invalidate(adminKeys.articles, adminKeys.activity);
      const next = { ...draft, savedArticleId: stored.id };
      saveCurrent(next);
      setError(null);
      onSaved(next);
      showToast({
        title: 'Draft article saved',
        description: 'It is in Articles, ready for a final edit before publishing.',
      });
    } catch (caught) {
      setError(messageOf(caught, 'The draft could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={busy}
        onClick={() => void save()}
      >
        {busy ? 'Saving…' : 'Save as draft article'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}
