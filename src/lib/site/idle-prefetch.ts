/**
 * The spec's "prefetch the blog after 2 seconds of idleness", done so it never competes with the
 * page's own first paint: nothing happens until the page has loaded, then 2 s later, when the
 * main thread is idle, one low-priority <link rel=prefetch> is added. Visitors who asked to save
 * data, or are on a 2G-class connection, get no prefetch. Used only on pages that already run
 * JavaScript; pages without an island rely on the hover/focus Speculation Rules (Prefetch.astro).
 */

export const IDLE_PREFETCH_DELAY_MS = 2000;

interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this visitor's connection should be spared a speculative download. */
export function shouldSkipPrefetch(connection: NetworkHints | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

/** Adds `<link rel="prefetch" href=url>` once; a second call for the same URL does nothing. */
export function addPrefetchLink(doc: Document, url: string): boolean {
  const exists = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some(
    (link) => link.getAttribute('href') === url,
  );
  if (exists) return false;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.setAttribute('as', 'document');
  doc.head.append(link);
  return true;
}

/** Schedules the prefetch of `url`: after the load event, the delay, and an idle moment. */
export function scheduleIdlePrefetch(
  url: string,
  win: Window = window,
  delayMs = IDLE_PREFETCH_DELAY_MS,
): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkHints }).connection;
  if (shouldSkipPrefetch(connection)) return;
  const whenIdle = (task: () => void) =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(task, { timeout: delayMs })
      : task();
  const afterLoad = () => win.setTimeout(() => whenIdle(() => addPrefetchLink(win.document, url)), delayMs);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
