import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageReport } from '../../../lib/seo-audit/page-check';
import { scanSite } from '../../../lib/seo-audit/scan';

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'scanning'; done: number; total: number; reports: PageReport[] }
  | { phase: 'done'; reports: PageReport[] }
  | { phase: 'error'; message: string };

/** Fetches the site's own pages (same origin, so the preview and production both work) and parses them with DOMParser. */
async function fetchText(path: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(path, {
    signal,
    headers: { accept: 'text/html,application/xml' },
    cache: 'no-store',
  });
  return response.ok ? response.text() : null;
}

export function useSiteScan() {
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const found: PageReport[] = [];
    setState({ phase: 'scanning', done: 0, total: 0, reports: [] });
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
    start();
    return () => controller.current?.abort();
  }, [start]);

  return { state, rescan: start };
}
