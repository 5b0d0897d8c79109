import { useEffect, useRef, useState } from 'react';
import type { CelebrityArticleReply, CelebrityChartReply } from '../../../lib/celebrity/api-types';
import type { CelebrityArticleDraft } from '../../../lib/celebrity/article-types';
import type { CelebritySummary } from '../../../lib/celebrity/summaries';
import { showToast } from '../../../lib/toast/store';
import { messageOf, useAdmin } from '../../context';
import type { Match } from '../../routes';
import { Link } from '../../router';
import { Spinner } from '../../ui/Spinner';
import type { Article } from '../../data/types';
import { fetchCelebrityArticle, fetchCelebrityChart } from './api';
import { CelebrityPicker } from './CelebrityPicker';
import { ChartPanel } from './ChartPanel';
import { DraftPanel } from './DraftPanel';
import { saveCelebrityDraft } from './save-draft';

type Load<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; value: T };

/** Pick a public figure, see the computed chart, and turn it into a draft article. */
export default function Screen(_props: { match: Match }) {
  const { data, user } = useAdmin();
  const [picked, setPicked] = useState<CelebritySummary | null>(null);
  const [chart, setChart] = useState<Load<CelebrityChartReply>>({ state: 'idle' });
  const [draft, setDraft] = useState<Load<CelebrityArticleDraft>>({ state: 'idle' });
  const [saved, setSaved] = useState<Article | null>(null);
  const [saving, setSaving] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const pick = (celebrity: CelebritySummary) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setPicked(celebrity);
    setDraft({ state: 'idle' });
    setSaved(null);
    setChart({ state: 'loading' });
    fetchCelebrityChart(data.kind, celebrity.id, controller.signal).then(
      (value) => setChart({ state: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setChart({ state: 'error', message: messageOf(error, 'The chart could not be computed.') });
      },
    );
  };

  const generate = async (source: 'auto' | 'library') => {
    if (!picked) return;
    setSaved(null);
    setDraft({ state: 'loading' });
    try {
      const reply: CelebrityArticleReply = await fetchCelebrityArticle(data.kind, picked.id, source);
      setDraft({ state: 'ready', value: reply.draft });
    } catch (error) {
      setDraft({ state: 'error', message: messageOf(error, 'The draft could not be written.') });
    }
  };

  const save = async () => {
    if (draft.state !== 'ready') return;
    setSaving(true);
    try {
      const article = await saveCelebrityDraft(data.articles, draft.value, user?.name ?? null);
      await data.activity.record(`Saved the celebrity chart draft “${article.title}”`);
      setSaved(article);
      showToast({ title: 'Draft saved', description: 'It is in Articles, ready to edit and publish.' });
    } catch (error) {
      showToast({
        title: 'The draft was not saved',
        description: messageOf(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <CelebrityPicker selectedId={picked?.id ?? null} onPick={pick} />
      <div className="grid content-start gap-6">
        {chart.state === 'idle' && (
          <p className="card p-4 text-star-200">
            Choose a public figure to compute the birth chart from the published birth data, then write an
            article draft from it.
          </p>
        )}
        {chart.state === 'loading' && (
          <Spinner label={`Computing the chart of ${picked?.name ?? 'the celebrity'}…`} />
        )}
        {chart.state === 'error' && (
          <p role="alert" className="card p-4 text-rose-400">
            {chart.message}
          </p>
        )}
        {chart.state === 'ready' && (
          <>
            <ChartPanel reply={chart.value} />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={draft.state === 'loading'}
                onClick={() => void generate('auto')}
              >
                Generate article draft
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={draft.state === 'loading'}
                onClick={() => void generate('library')}
              >
                Write from the interpretation library
              </button>
            </div>
            {draft.state === 'loading' && <Spinner label="Writing the draft…" />}
            {draft.state === 'error' && (
              <p role="alert" className="card p-4 text-rose-400">
                {draft.message}
              </p>
            )}
            {draft.state === 'ready' && (
              <>
                <DraftPanel draft={draft.value} />
                <div className="flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={saving || saved !== null}
                    onClick={() => void save()}
                  >
                    {saved ? 'Saved as draft' : saving ? 'Saving…' : 'Save as draft article'}
                  </button>
                  {saved && (
                    <>
                      <Link
                        href={`/admin/articles/${encodeURIComponent(saved.id)}/edit`}
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
