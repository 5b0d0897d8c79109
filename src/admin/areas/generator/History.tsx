import { useStore } from '@nanostores/react';
import { navigate } from '@/admin/router';
import { $history, forgetFromHistory, forgetHistory } from './generation';
import { saveCurrent, type HistoryEntry } from './storage';
import { adminDateTime } from '@/lib/admin/dates';

/** Earlier generations kept in this browser (ai_generator_history); any can become the current draft. */
export function History() {
  const entries = useStore($history);
  if (entries.length === 0) {
    return (
      <section aria-labelledby="generator-history" className="grid gap-2">
        <h2 id="generator-history" className="font-display text-xl text-star-50">
          History
        </h2>
        <p className="text-sm text-star-300">Articles you generate are listed here, in this browser only.</p>
      </section>
    );
  }
  const open = (entry: HistoryEntry) => {
    saveCurrent({ article: entry.article, savedArticleId: null });
    navigate('/admin/ai-generator/preview');
  };
  return (
    <section aria-labelledby="generator-history" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="generator-history" className="font-display text-xl text-star-50">
          History
        </h2>
        <button
          type="button"
          className="btn btn-ghost px-3 py-1.5 text-sm"
          onClick={() => {
            if (
              !window.confirm(
                'Forget every generated article kept in this browser? Saved drafts stay in Articles.',
              )
            )
              return;
            forgetHistory();
          }}
        >
          Clear history
        </button>
      </div>
      <ul className="grid gap-2" data-testid="generator-history">
        {entries.map((entry) => (
          <li key={entry.id} className="card flex flex-wrap items-center gap-3 p-3">
            <div className="grow">
              <p className="text-star-50">{entry.article.title}</p>
              <p className="text-xs text-star-300">
                {entry.article.generationParams.targetKeyword} · {entry.article.wordCount} words ·{' '}
                {adminDateTime(entry.createdAt)}
              </p>
            </div>
            <button type="button" className="btn btn-ghost px-3 py-1.5 text-sm" onClick={() => open(entry)}>
              Open<span className="sr-only"> “{entry.article.title}”</span>
            </button>
            <button
              type="button"
              className="btn btn-ghost px-3 py-1.5 text-sm"
              onClick={() => forgetFromHistory(entry.id)}
            >
              Remove<span className="sr-only"> “{entry.article.title}”</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
