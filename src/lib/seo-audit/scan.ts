/**
 * Walks the build's sitemap and checks every page it lists: sitemap index → sitemap files →
 * pages, a few at a time, reporting progress as it goes. Fetching and parsing are passed in
 * (fetch and DOMParser in the browser), so the walk is plain TypeScript that tests can drive.
 */
import { checkPage, unreachablePage, type PageReport } from './page-check';
import { readPageFacts } from '../seo/page-facts';
import { readSitemap, sameOriginPath } from './sitemap';

export interface ScanDeps {
  /** The text of a same-origin path; rejects or returns null when it cannot be loaded. */
  fetchText(path: string): Promise<string | null>;
  /** Parses a sitemap (XML); the pages themselves are read by src/lib/seo/page-facts.ts. */
  parse(text: string, type: 'application/xml'): Document;
  onProgress?(done: number, total: number, report: PageReport | null): void;
  signal?: AbortSignal;
  concurrency?: number;
}

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

export class SitemapError extends Error {}

/** Every page path in the sitemap index's files, in order, without duplicates. */
export async function sitemapPaths(deps: ScanDeps): Promise<string[]> {
  const indexText = await deps.fetchText(SITEMAP_INDEX_PATH).catch(() => null);
  if (indexText === null)
    throw new SitemapError(`The sitemap index (${SITEMAP_INDEX_PATH}) could not be loaded.`);
  const index = readSitemap(deps.parse(indexText, 'application/xml'));
  if (index.kind === 'unknown') throw new SitemapError(`${SITEMAP_INDEX_PATH} is not a sitemap.`);
  const files =
    index.kind === 'urlset'
      ? []
      : index.locations.map(sameOriginPath).filter((path): path is string => path !== null);
  const pages = index.kind === 'urlset' ? [...index.locations] : [];
  for (const file of files) {
    const text = await deps.fetchText(file).catch(() => null);
    if (text === null) throw new SitemapError(`The sitemap file ${file} could not be loaded.`);
    pages.push(...readSitemap(deps.parse(text, 'application/xml')).locations);
  }
  return [...new Set(pages.map(sameOriginPath).filter((path): path is string => path !== null))];
}

export async function scanSite(deps: ScanDeps): Promise<PageReport[]> {
  const paths = await sitemapPaths(deps);
  const reports: PageReport[] = new Array(paths.length);
  let next = 0;
  let done = 0;
  deps.onProgress?.(0, paths.length, null);
  const worker = async () => {
    while (next < paths.length && !deps.signal?.aborted) {
      const index = next++;
      const path = paths[index]!;
      let report: PageReport;
      try {
        const html = await deps.fetchText(path);
        report =
          html === null
            ? unreachablePage(path, 'The page did not load.')
            : checkPage(path, readPageFacts(html));
      } catch (error) {
        report = unreachablePage(
          path,
          `The page did not load (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      reports[index] = report;
      done += 1;
      deps.onProgress?.(done, paths.length, report);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 4) }, worker));
  return reports.filter(Boolean);
}
