import { useId, useMemo, useState } from 'react';
import {
  filterReports,
  summarise,
  WARNING_KINDS,
  type PageReport,
  type WarningKind,
} from '@/lib/seo-audit/page-check';
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '@/lib/seo/limits';
import { Spinner } from '@/admin/ui/Spinner';
import { ProgressBar } from '@/admin/ui/ProgressBar';
import { DataTable } from '@/admin/ui/DataTable';
import { useSiteScan } from './use-site-scan';

function LengthCell({ text, range }: { text: string; range: { min: number; max: number } }) {
  const good = text.length >= range.min && text.length <= range.max;
  return (
    <span className={good ? 'text-success-500' : 'text-gold-300'} title={text}>
      {text.length}
    </span>
  );
}

/** Every public page of the sitemap with the figures a crawler reads and the audit's warnings. */
export function SiteOverview() {
  const { state, rescan } = useSiteScan();
  const [warningsOnly, setWarningsOnly] = useState(false);
  const [kind, setKind] = useState<WarningKind | ''>('');
  const id = useId();
  const reports = useMemo<PageReport[]>(
    () => (state.phase === 'scanning' || state.phase === 'done' ? state.reports : []),
    [state],
  );
  const visible = useMemo(
    () => filterReports(reports, { warningsOnly, kind }),
    [reports, warningsOnly, kind],
  );
  const summary = useMemo(() => summarise(reports), [reports]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-2xl text-star-50">
          Public pages
        </h2>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={rescan}
          disabled={state.phase === 'scanning'}
        >
          Scan again
        </button>
      </div>
      {state.phase === 'error' && (
        <p role="alert" className="card p-4 text-rose-400">
          {state.message}
        </p>
      )}
      {state.phase === 'scanning' && state.total === 0 && <Spinner label="Reading the sitemap…" />}
      {state.phase === 'scanning' && state.total > 0 && (
        <div role="status" aria-live="polite" className="grid gap-1">
          <ProgressBar label="Pages checked" value={state.done} max={state.total} />
          <p className="text-sm text-star-200">
            Checked {state.done} of {state.total} pages…
          </p>
        </div>
      )}
      {(state.phase === 'done' || state.phase === 'scanning') && reports.length > 0 && (
        <p className="card p-4 text-star-100" data-testid="seo-summary" aria-live="polite">
          {state.phase === 'done' ? 'Scan complete: ' : 'So far: '}
          {summary.pages} pages, {summary.indexable} indexable,{' '}
          {summary.withWarnings === 0 ? 'no page with warnings' : `${summary.withWarnings} with warnings`}
          {summary.withWarnings > 0 &&
            ` (${WARNING_KINDS.filter(([key]) => summary.byKind[key] > 0)
              .map(([key, label]) => `${label.toLowerCase()}: ${summary.byKind[key]}`)
              .join(', ')})`}
          . Titles aim for {META_TITLE_LENGTH.min}–{META_TITLE_LENGTH.max} characters, descriptions for{' '}
          {META_DESCRIPTION_LENGTH.min}–{META_DESCRIPTION_LENGTH.max}.
        </p>
      )}
      {reports.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={warningsOnly}
                onChange={(event) => setWarningsOnly(event.target.checked)}
              />
              <span>Only pages with warnings</span>
            </label>
            <label className="grid gap-1">
              <span className="text-sm">Warning kind</span>
              <select
                className="field"
                value={kind}
                onChange={(event) => setKind(event.target.value as WarningKind | '')}
              >
                <option value="">All kinds</option>
                {WARNING_KINDS.map(([key, label]) => (
                  <option key={key} value={key}>
                    {label} ({summary.byKind[key]})
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm text-star-300">{visible.length} shown</p>
          </div>
          <DataTable
            caption="Search readiness of every public page"
            captionHidden
            rows={visible}
            rowKey={(report) => report.path}
            empty="No page matches these filters."
            columns={[
              {
                header: 'Page',
                cell: (report) => (
                  <a
                    href={report.path}
                    target="_blank"
                    rel="noopener"
                    className="break-all text-star-50 underline-offset-2 hover:underline sm:break-normal"
                  >
                    {report.path}
                  </a>
                ),
                sortBy: (report) => report.path,
              },
              {
                header: 'Title',
                cell: (report) => <LengthCell text={report.title} range={META_TITLE_LENGTH} />,
                sortBy: (report) => report.title.length,
                folds: true,
              },
              {
                header: 'Description',
                cell: (report) => <LengthCell text={report.description} range={META_DESCRIPTION_LENGTH} />,
                sortBy: (report) => report.description.length,
                folds: true,
              },
              { header: 'Canonical', cell: (report) => (report.canonical ? 'Yes' : 'Missing'), folds: true },
              { header: 'JSON-LD', cell: (report) => report.jsonLdTypes.join(', ') || '—', folds: true },
              {
                header: 'Indexable',
                cell: (report) => (report.indexable ? 'Yes' : 'No (noindex)'),
                sortBy: (report) => (report.indexable ? 1 : 0),
                folds: true,
              },
              {
                header: 'H1',
                cell: (report) => report.h1Count,
                sortBy: (report) => report.h1Count,
                folds: true,
              },
              {
                header: 'Warnings',
                cell: (report) =>
                  report.warnings.length === 0 ? (
                    <span className="text-success-500">None</span>
                  ) : (
                    <ul className="grid gap-1 text-gold-300">
                      {report.warnings.map((warning) => (
                        <li key={warning.message}>{warning.message}</li>
                      ))}
                    </ul>
                  ),
                sortBy: (report) => report.warnings.length,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
