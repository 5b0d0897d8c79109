import type { ReactNode } from 'react';
import type { SanitizeReport } from '@/lib/content/sanitize';
import { RemovedNotice } from './RemovedNotice';

/**
 * An article body as readers will see it: the sanitiser's output, and above it what the
 * sanitiser leaves out (the article editor and the generator's edit screen).
 */
export function BodyPreview({
  report,
  hint,
  testId,
  actions,
}: {
  report: SanitizeReport;
  /** How to write code as text in this editor's format. */
  hint: string;
  testId: string;
  /** Controls shown beside the heading (the article editor's layout switch). */
  actions?: ReactNode;
}) {
  return (
    <section aria-label="Preview" className="grid min-w-0 content-start gap-1">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <span>Preview</span>
        {actions}
      </div>
      <RemovedNotice removed={report.removed} hint={hint} />
      <div
        data-testid={testId}
        className="card prose-astro min-h-96 overflow-auto p-4"
        dangerouslySetInnerHTML={{ __html: report.html }}
      />
    </section>
  );
}
