/**
 * Runs `callback` once the page has loaded and its first contentful paint is on screen
 * (docs/performance.md): island code fetched any earlier shares the phone's narrow connection and
 * main thread with that paint. A browser without paint timing runs it at the load event; a page
 * opened in a background tab, which reports no paint, runs it 3 s after loading.
 */
export function afterLoadAndFirstPaint(callback: () => void, win: Window & typeof globalThis = window): void {
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    callback();
  };
  const afterLoad = () => {
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) return runOnce();
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      runOnce();
    });
    // Buffered: a paint that came before the load event is reported at once.
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(runOnce, NO_PAINT_FALLBACK_MS);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/** How long after the load event a page that reports no first paint waits. */
export const NO_PAINT_FALLBACK_MS = 3_000;
