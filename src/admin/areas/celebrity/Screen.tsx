import { useMutation, useQuery } from '@tanstack/react-query';
import type { Article } from '@/admin/data/types';
import { useSave } from '@/admin/ui/useSave';
import { AlreadySaved } from './AlreadySaved';
import { useState } from 'react';
import type { ArticleSourceChoice } from '@/lib/celebrity/api-types';
import type { CelebrityArticleDraft } from '@/lib/celebrity/article-types';
import type { CelebritySummary } from '@/lib/celebrity/summaries';
import { messageOf, useAdmin } from '@/admin/context';
import type { Match } from '@/admin/routes';
import { Link } from '@/admin/router';
import { Spinner } from '@/admin/ui/Spinner';
import { adminKeys } from '@/admin/data/queries';
import { fetchCelebrityArticle, fetchCelebrityChart } from './api';
import { CelebrityPicker } from './CelebrityPicker';
import { ChartPanel } from './ChartPanel';
import { DraftPanel } from './DraftPanel';
import { saveCelebrityDraft } from './save-draft';

/** Pick a public figure, see the computed chart, and turn it into a draft article. */
export default function Screen(_props: { match: Match }) {
  const { data, user } = useAdmin();
  const [picked, setPicked] = useState<CelebritySummary | null>(null);
  // The chart is computed from fixed birth data: one answer per person, cancelled when left.
  const chart = useQuery({
    queryKey: ['celebrity', 'chart', picked?.id ?? null],
    queryFn: ({ signal }) => fetchCelebrityChart(data.kind, picked!.id, signal),
    enabled: picked !== null,
    staleTime: Infinity,
  });
  // Writing spends AI tokens: it runs only on request, and a new pick forgets the last draft.
  const draft = useMutation({
    mutationFn: ({ id, source }: { id: string; source: ArticleSourceChoice }) =>
      fetchCelebrityArticle(data.kind, id, source).then((reply) => reply.draft),
  });
  const saved = useSave({
    save: (value: CelebrityArticleDraft) => saveCelebrityDraft(data.articles, value, user?.name ?? null),
    invalidates: [adminKeys.articles, adminKeys.activity],
    onSaved: (article) => data.activity.record(`Saved the celebrity chart draft “${article.title}”`),
    saved: { title: 'Draft saved', description: 'It is in Articles, ready to edit and publish.' },
    failed: 'The draft was not saved',
  });
  // An article already at the draft's address: saving again would make a second one, so it asks first.
  const [existing, setExisting] = useState<Article | null>(null);

  const save = async (value: CelebrityArticleDraft, again = false) => {
    if (!again) {
      const found = await data.articles.findBySlug(value.slug);
      if (found) return setExisting(found);
    }
    setExisting(null);
    await saved.run(value);
  };

  const pick = (celebrity: CelebritySummary) => {
    setPicked(celebrity);
    draft.reset();
    saved.reset();
    setExisting(null);
  };

  const generate = (source: ArticleSourceChoice) => {
    if (!picked) return;
    saved.reset();
    setExisting(null);
    draft.mutate({ id: picked.id, source });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <CelebrityPicker selectedId={picked?.id ?? null} onPick={pick} />
      <div className="grid content-start gap-6">
        {!picked && (
          <p className="card p-4 text-star-200">
            Choose a public figure to compute the birth chart from the published birth data, then write an
            article draft from it.
          </p>
        )}
        {picked && chart.isPending && <Spinner label={`Computing the chart of ${picked.name}…`} />}
        {chart.error && (
          <p role="alert" className="card p-4 text-rose-400">
            {messageOf(chart.error, 'The chart could not be computed.')}
          </p>
        )}
        {chart.data && (
          <>
            <ChartPanel reply={chart.data} />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={draft.isPending}
                onClick={() => generate('auto')}
              >
                Generate article draft
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={draft.isPending}
                onClick={() => generate('library')}
              >
                Write from the interpretation library
              </button>
            </div>
            {draft.isPending && <Spinner label="Writing the draft…" />}
            {draft.error && (
              <p role="alert" className="card p-4 text-rose-400">
                {messageOf(draft.error, 'The draft could not be written.')}
              </p>
            )}
            {draft.data && (
              <>
                <DraftPanel draft={draft.data} />
                <div className="flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={saved.busy || saved.last !== null || existing !== null}
                    onClick={() => void save(draft.data)}
                  >
                    {saved.last ? 'Saved as draft' : saved.busy ? 'Saving…' : 'Save as draft article'}
                  </button>
                  {saved.last && (
                    <>
                      <Link
                        href={`/admin/articles/${encodeURIComponent(saved.last.id)}/edit`}
                        className="btn btn-ghost"
                      >
                        Edit the draft
                      </Link>
                      <Link href="/admin/articles" className="btn btn-ghost">
                        Open Articles
                      </Link>
                    </>
                  )}
                </div>
                {existing && (
                  <AlreadySaved
                    existing={existing}
                    onSaveAgain={() => void save(draft.data, true)}
                    onKeep={() => setExisting(null)}
                  />
                )}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
