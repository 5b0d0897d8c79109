import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ArticleSourceChoice } from '../../../lib/celebrity/api-types';
import type { CelebrityArticleDraft } from '../../../lib/celebrity/article-types';
import type { CelebritySummary } from '../../../lib/celebrity/summaries';
import { showToast } from '../../../lib/toast/store';
import { messageOf, useAdmin } from '../../context';
import type { Match } from '../../routes';
import { Link } from '../../router';
import { Spinner } from '../../ui/Spinner';
import { adminKeys, useInvalidate } from '../../data/queries';
import { fetchCelebrityArticle, fetchCelebrityChart } from './api';
import { CelebrityPicker } from './CelebrityPicker';
import { ChartPanel } from './ChartPanel';
import { DraftPanel } from './DraftPanel';
import { saveCelebrityDraft } from './save-draft';

/** Pick a public figure, see the computed chart, and turn it into a draft article. */
export default function Screen(_props: { match: Match }) {
  const { data, user } = useAdmin();
  const invalidate = useInvalidate();
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
  const saved = useMutation({
    mutationFn: async (value: CelebrityArticleDraft) => {
      const article = await saveCelebrityDraft(data.articles, value, user?.name ?? null);
      await data.activity.record(`Saved the celebrity chart draft “${article.title}”`);
      return article;
    },
    onSuccess: () => {
      void invalidate(adminKeys.articles, adminKeys.activity);
      showToast({ title: 'Draft saved', description: 'It is in Articles, ready to edit and publish.' });
    },
    onError: (error) =>
      showToast({
        title: 'The draft was not saved',
        description: messageOf(error, 'Try again in a moment.'),
        variant: 'destructive',
      }),
  });

  const pick = (celebrity: CelebritySummary) => {
    setPicked(celebrity);
    draft.reset();
    saved.reset();
  };

  const generate = (source: ArticleSourceChoice) => {
    if (!picked) return;
    saved.reset();
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
                    disabled={saved.isPending || saved.isSuccess}
                    onClick={() => saved.mutate(draft.data)}
                  >
                    {saved.isSuccess
                      ? 'Saved as draft'
                      : saved.isPending
                        ? 'Saving…'
                        : 'Save as draft article'}
                  </button>
                  {saved.data && (
                    <>
                      <Link
                        href={`/admin/articles/${encodeURIComponent(saved.data.id)}/edit`}
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
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
