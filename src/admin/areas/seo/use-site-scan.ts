import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageReport } from '@/lib/seo-audit/page-check';
import { scanSite } from '@/lib/seo-audit/scan';

export type ScanState =
  | { phase: 'scanning'; done: number; total: number; reports: PageReport[] }
  | { phase: 'done'; reports: PageReport[] }
  | { phase: 'error'; message: string };

/**
 * Fetches the site's own pages and sitemaps (same origin, so the preview and production both work);
 * DOMParser reads only the sitemaps, the pages go to the one SEO facts reader (src/lib/seo/page-facts.ts).
 */
async function fetchText(path: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(path, {
    signal,
    headers: { accept: 'text/html,application/xml' },
    cache: 'no-store',
  });
  return response.ok ? response.text() : null;
}

const STARTING: ScanState = { phase: 'scanning', done: 0, total: 0, reports: [] };

/** Scans on arrival and on request; a new scan, or leaving the screen, aborts the one running. */
export function useSiteScan() {
  const [state, setState] = useState<ScanState>(STARTING);
  const controller = useRef<AbortController | null>(null);

  // Every state change below happens as the scan answers, never synchronously.
  const scan = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const found: PageReport[] = [];
    const parser = new DOMParser();
    scanSite({
      fetchText: (path) => fetchText(path, current.signal),
      parse: (text, type) => parser.parseFromString(text, type),
      signal: current.signal,
      onProgress: (done, total, report) => {
        if (current.signal.aborted) return;
        if (report) found.push(report);
        setState({ phase: 'scanning', done, total, reports: [...found] });
      },
    }).then(
      (reports) => {
        if (!current.signal.aborted) setState({ phase: 'done', reports });
      },
      (error: unknown) => {
        if (!current.signal.aborted)
          setState({ phase: 'error', message: error instanceof Error ? error.message : 'The scan failed.' });
      },
    );
  }, []);

  useEffect(() => {
    scan();
    return () => controller.current?.abort();
  }, [scan]);

  const rescan = useCallback(() => {
    setState(STARTING);
    scan();
  }, [scan]);

  return { state, rescan };
}
