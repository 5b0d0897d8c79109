/**
 * The SEO overview's check of one public page: the facts a crawler reads (the one reader,
 * src/lib/seo/page-facts.ts) and the problems the site audit (src/lib/seo/audit) finds in them, sorted by kind so
 * the admin can filter. The rules are the audit's own, so a page that passes it shows no warning.
 */
import { pageProblems, type PageFacts } from '../seo/audit';
import { jsonLdTypes } from '../seo/page-facts';

export type WarningKind = 'title' | 'description' | 'canonical' | 'json-ld' | 'h1' | 'fetch';

export const WARNING_KINDS: ReadonlyArray<readonly [WarningKind, string]> = [
  ['title', 'Title length'],
  ['description', 'Description length'],
  ['canonical', 'Canonical URL'],
  ['json-ld', 'Structured data'],
  ['h1', 'Headings'],
  ['fetch', 'Could not load'],
];

export interface PageWarning {
  kind: WarningKind;
  message: string;
}

export interface PageReport {
  path: string;
  title: string;
  description: string;
  canonical: string;
  indexable: boolean;
  robots: string;
  h1Count: number;
  jsonLdTypes: string[];
  warnings: PageWarning[];
}

/** Which kind an audit message belongs to (the audit's own wording, see pageProblems). */
export function warningKind(message: string): WarningKind {
  if (message.startsWith('title is')) return 'title';
  if (message.startsWith('description is')) return 'description';
  if (/ h1 elements$/.test(message)) return 'h1';
  if (message.includes('canonical')) return 'canonical';
  return 'json-ld';
}

export function checkPage(path: string, facts: PageFacts): PageReport {
  return {
    path,
    title: facts.title,
    description: facts.description,
    canonical: facts.canonical,
    indexable: facts.indexable,
    robots: facts.robots,
    h1Count: facts.h1Count,
    jsonLdTypes: jsonLdTypes(facts.jsonLd),
    warnings: pageProblems(facts).map((message) => ({ kind: warningKind(message), message })),
  };
}

/** A page that could not be fetched still shows in the list, with the reason. */
export function unreachablePage(path: string, reason: string): PageReport {
  return {
    path,
    title: '',
    description: '',
    canonical: '',
    indexable: false,
    robots: '',
    h1Count: 0,
    jsonLdTypes: [],
    warnings: [{ kind: 'fetch', message: reason }],
  };
}

export interface ScanSummary {
  pages: number;
  indexable: number;
  withWarnings: number;
  byKind: Record<WarningKind, number>;
}

export function summarise(reports: readonly PageReport[]): ScanSummary {
  const byKind = Object.fromEntries(WARNING_KINDS.map(([kind]) => [kind, 0])) as Record<WarningKind, number>;
  for (const report of reports) for (const warning of report.warnings) byKind[warning.kind] += 1;
  return {
    pages: reports.length,
    indexable: reports.filter((report) => report.indexable).length,
    withWarnings: reports.filter((report) => report.warnings.length > 0).length,
    byKind,
  };
}

export interface ReportFilter {
  warningsOnly: boolean;
  kind: WarningKind | '';
}

export function filterReports(reports: readonly PageReport[], filter: ReportFilter): PageReport[] {
  return reports.filter((report) => {
    if (filter.kind) return report.warnings.some((warning) => warning.kind === filter.kind);
    return !filter.warningsOnly || report.warnings.length > 0;
  });
}
