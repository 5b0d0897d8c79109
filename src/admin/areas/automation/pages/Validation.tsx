import { useAdmin } from '@/admin/context';
import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationKeys } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { Link } from '@/admin/router';
import { validateDraft } from '@/lib/automation/validate';
import type { AutomationRepository } from '../data/repository';
import type { AdminData } from '@/admin/data/interfaces';
import { Empty } from '../ui/Empty';
import { DataTable } from '@/admin/ui/DataTable';

/** Each generated article with its SEO and content checks, read from the saved article. */
export function Validation({ repo }: { repo: AutomationRepository }) {
  const { data } = useAdmin();
  // Checked against the articles as they are saved now, each time the page opens.
  const drafts = useQuery({
    queryKey: [...automationKeys.all, 'validation'],
    queryFn: ({ signal }) => validatedDrafts(repo, data, signal),
  });

  if (drafts.error) return <p role="alert">{loadError(drafts.error)}</p>;
  if (!drafts.data) return <Spinner label="Checking generated drafts…" />;
  if (drafts.data.length === 0)
    return (
      <Empty>No generated drafts yet. Run a job from the Jobs page; its draft and checks show here.</Empty>
    );
  return (
    <ul className="grid gap-4">
      {drafts.data.map(({ job, article, checks }) => {
        const failing = checks.filter((check) => !check.ok).length;
        return (
          <li key={job.id} className="card grid gap-2 p-4">
            <h2 className="font-display text-lg text-star-50">
              {article ? article.title : job.target_keyword}
            </h2>
            {!article ? (
              <p className="text-star-300">The draft was deleted from Articles.</p>
            ) : (
              <>
                <p className="text-sm text-star-300">
                  Keyword “{job.target_keyword}” · {article.status} ·{' '}
                  {failing === 0
                    ? 'every check passes'
                    : `${failing} ${failing === 1 ? 'check needs' : 'checks need'} attention`}{' '}
                  ·{' '}
                  <Link href={`/admin/articles/${encodeURIComponent(article.id)}/edit`}>Edit the draft</Link>
                </p>
                <DataTable
                  caption={`Checks of ${article.title}`}
                  captionHidden
                  rows={checks}
                  rowKey={(check) => check.id}
                  empty="No checks apply to this draft."
                  columns={[
                    { header: 'Check', cell: (check) => check.label, sortBy: (check) => check.label },
                    {
                      header: 'Result',
                      cell: (check) => (
                        <span
                          className={`font-semibold ${check.ok ? 'text-success-500' : check.blocking ? 'text-rose-400' : 'text-gold-300'}`}
                        >
                          {check.ok ? 'Pass' : check.blocking ? 'Fail' : 'Review'}
                        </span>
                      ),
                      // Fails first, then what needs a look, then passes.
                      sortBy: (check) => (check.ok ? 2 : check.blocking ? 0 : 1),
                    },
                    { header: 'Detail', cell: (check) => check.detail, folds: true },
                  ]}
                />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Each job that saved an article, with that article as stored now and its checks. */
async function validatedDrafts(repo: AutomationRepository, data: AdminData, signal: AbortSignal) {
  const jobs = (await repo.listJobs({ signal })).filter((job) => job.article_id);
  const rows = await Promise.all(
    jobs.map(async (job) => ({ job, article: await data.articles.get(job.article_id!, { signal }) })),
  );
  return rows.map(({ job, article }) => ({
    job,
    article,
    checks: article
      ? validateDraft(article, { keyword: job.target_keyword, wordCount: job.options.wordCount })
      : [],
  }));
}
