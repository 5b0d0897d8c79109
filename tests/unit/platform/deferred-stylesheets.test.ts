import { Window, type Event as DomEvent } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_STYLESHEETS_SCRIPT } from '@/lib/build/critical-css';

/**
 * What the deferred-stylesheet script does in a page (docs/performance.md): it adds the site
 * stylesheet once; at once for a client:load island or a hydrating island, otherwise only after
 * the first contentful paint, at the load event or the first idle moment of a client:idle island,
 * one frame later.
 */

const LINK = '<link rel="stylesheet" href="/_astro/site.css">';
const FONTS = '<style>@font-face{font-family:Display;src:url(/_astro/display.woff2)}</style>';
let window: Window | undefined;

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/**
 * A page as the build leaves it, with the script run where the build puts it (end of body). The
 * browser's frames, timers, idle callbacks and paint reports happen when the test says so.
 */
function openPage(body: string, { paintTiming = true, islandCss = false } = {}) {
  window = new Window({ url: 'https://astrelle.test/' });
  const { document } = window;
  document.head.innerHTML = islandCss
    ? '<title>t</title><noscript data-deferred-css></noscript><noscript data-island-css></noscript>'
    : '<title>t</title><noscript data-deferred-css></noscript>';
  // With scripting on, a browser keeps a <noscript>'s content as text: the script reads it so.
  document.querySelector('noscript')!.textContent = islandCss ? FONTS : LINK;
  if (islandCss) document.querySelector('noscript[data-island-css]')!.textContent = LINK;
  document.body.innerHTML = body;
  // happy-dom finishes "loading" at once; a real page is still loading while the script runs.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

  const idle: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const paintObservers: PaintCallback[] = [];
  let disconnected = 0;
  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
      paintObservers.push(this.callback);
    }
  }
  const browser = {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    addEventListener: window.addEventListener.bind(window),
    PerformanceObserver: paintTiming ? FakePaintObserver : undefined,
  };
  new Function('window', 'document', DEFERRED_STYLESHEETS_SCRIPT)(browser, document);

  const runTimers = (upTo: number) => {
    const due = timers.filter((timer) => timer.ms <= upTo);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > upTo));
    due.forEach((timer) => timer.callback());
  };
  return {
    document,
    stylesheets: () => document.querySelectorAll('link[rel="stylesheet"]').length,
    fonts: () => document.querySelectorAll('head > style').length,
    preloads: () => [...document.querySelectorAll('link[rel="preload"]')],
    /** The preloaded font files arrive (or fail: the <style> goes in either way). */
    fontFilesArrive: (outcome: 'load' | 'error' = 'load') =>
      document
        .querySelectorAll('link[rel="preload"]')
        .forEach((link) => link.dispatchEvent(new window!.Event(outcome))),
    idle: () => idle.splice(0).forEach((callback) => callback()),
    /** A frame is drawn, and the zero-delay timeouts queued before and during it run. */
    frame: () => {
      frames.splice(0).forEach((callback) => callback());
      runTimers(0);
    },
    /** The browser reports the first contentful paint (first a paint entry that is not it). */
    paint: () => {
      const list = (names: string[]) => ({
        getEntriesByName: (name: string) => names.filter((entry) => entry === name),
      });
      const observer = { disconnect: () => (disconnected += 1) };
      paintObservers.forEach((callback) => callback(list(['first-paint']), observer));
      paintObservers.forEach((callback) => callback(list(['first-contentful-paint']), observer));
    },
    disconnected: () => disconnected,
    /** Time passes: every timeout due within `ms` runs. */
    wait: (ms: number) => runTimers(ms),
    load: () => {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      window!.dispatchEvent(new window!.Event('load'));
    },
    fire: (target: { dispatchEvent(event: DomEvent): boolean }, type: string) =>
      target.dispatchEvent(new window!.Event(type)),
  };
}

/** A page whose one island waits for the visitor, once painted, loaded and a frame later. */
function paintedPageWaitingForVisitor() {
  const page = openPage('<main><astro-island uid="1" client="oninteraction"></astro-island></main>', {
    islandCss: true,
  });
  page.paint();
  page.load();
  page.frame();
  return page;
}

afterEach(() => {
  void window?.happyDOM.close();
  window = undefined;
});

describe('the deferred-stylesheet script', () => {
  it('on a page without islands waits for the first contentful paint and the load event, then a frame', () => {
    const page = openPage('<h1>Privacy</h1>');
    page.load();
    page.frame();
    expect(page.stylesheets()).toBe(0);
    page.paint();
    expect(page.disconnected()).toBe(1);
    expect(page.stylesheets()).toBe(0);
    page.frame();
    expect(page.stylesheets()).toBe(1);
    expect(page.document.head.querySelector('link')?.getAttribute('href')).toBe('/_astro/site.css');
  });

  it('after the paint, the load event still waits for the next frame (the largest image is painted in it)', () => {
    const page = openPage('<h1>Privacy</h1>');
    page.paint();
    page.frame();
    expect(page.stylesheets()).toBe(0);
    page.load();
    expect(page.stylesheets()).toBe(0);
    page.frame();
    expect(page.stylesheets()).toBe(1);
  });

  it('with a client:idle island, adds it a frame after the first idle moment that follows the paint, once', () => {
    const page = openPage('<main><astro-island uid="1" client="idle"></astro-island></main>');
    page.idle();
    page.frame();
    expect(page.stylesheets()).toBe(0);
    page.paint();
    page.idle();
    page.frame();
    expect(page.stylesheets()).toBe(1);
    page.load();
    page.frame();
    expect(page.stylesheets()).toBe(1);
  });

  it('adds it as soon as any island hydrates, even before the first paint, and not again later', () => {
    const page = openPage('<main><astro-island uid="1" client="visible"></astro-island></main>');
    // Astro dispatches astro:hydrate on the island itself; the event does not bubble.
    page.fire(page.document.querySelector('astro-island')!, 'astro:hydrate');
    expect(page.stylesheets()).toBe(1);
    page.paint();
    page.load();
    page.frame();
    expect(page.stylesheets()).toBe(1);
  });

  it('adds it at once on a page with a client:load island', () => {
    const page = openPage('<astro-island uid="1" client="load"></astro-island>');
    expect(page.stylesheets()).toBe(1);
    page.load();
    expect(page.stylesheets()).toBe(1);
  });

  it('a page that reports no paint (opened in a background tab) gets it after 3 s', () => {
    const page = openPage('<h1>Privacy</h1>');
    page.load();
    page.wait(2_999);
    page.frame();
    expect(page.stylesheets()).toBe(0);
    page.wait(3_000);
    page.frame();
    expect(page.stylesheets()).toBe(1);
  });

  it('a browser without paint timing treats the page as painted', () => {
    const page = openPage('<h1>Privacy</h1>', { paintTiming: false });
    expect(page.stylesheets()).toBe(0);
    page.load();
    page.frame();
    expect(page.stylesheets()).toBe(1);
  });

  it('on a page whose islands wait for the visitor, adds the fonts after the paint and the stylesheet when one starts', () => {
    const page = paintedPageWaitingForVisitor();
    expect(page.fonts()).toBe(0);
    page.fontFilesArrive();
    expect(page.fonts()).toBe(1);
    expect(page.stylesheets()).toBe(0);
    page.fire(page.document, 'astrelle:island-css');
    expect(page.stylesheets()).toBe(1);
    page.fire(page.document.querySelector('astro-island')!, 'astro:hydrate');
    expect(page.stylesheets()).toBe(1);
    expect(page.fonts()).toBe(1);
  });

  it('an island that hydrates by itself there (the toast viewport) brings the stylesheet too', () => {
    const page = openPage('<astro-island uid="1" client="ontoast"></astro-island>', { islandCss: true });
    page.fire(page.document.querySelector('astro-island')!, 'astro:hydrate');
    expect(page.stylesheets()).toBe(1);
    page.fontFilesArrive();
    expect(page.fonts()).toBe(1);
  });

  it('fetches a fonts-only <style>’s font files first and adds it once they are there: one restyle, not two', () => {
    const page = paintedPageWaitingForVisitor();
    const [preload, ...others] = page.preloads();
    expect(others).toHaveLength(0);
    expect(preload.getAttribute('href')).toBe('/_astro/display.woff2');
    expect(preload.getAttribute('as')).toBe('font');
    expect(preload.getAttribute('type')).toBe('font/woff2');
    // A font is always fetched in CORS mode: a preload without crossorigin would not be reused.
    expect(preload.getAttribute('crossorigin')).toBe('');
    expect(page.fonts()).toBe(0);
    page.fontFilesArrive();
    expect(page.fonts()).toBe(1);
    expect(page.document.head.querySelector('style')?.textContent).toContain('@font-face');
    page.fontFilesArrive();
    expect(page.fonts()).toBe(1);
  });

  it('adds the fonts anyway when their file fails to arrive (the headings keep their stand-ins)', () => {
    const page = paintedPageWaitingForVisitor();
    page.fontFilesArrive('error');
    expect(page.fonts()).toBe(1);
  });
});
