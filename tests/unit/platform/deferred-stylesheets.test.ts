import { Window, type Event as DomEvent } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_STYLESHEETS_SCRIPT } from '../../../src/lib/build/critical-css';

/**
 * What the deferred-stylesheet script does in a page (docs/performance.md): it adds the site
 * stylesheet once, at the first of the load event, the first idle moment on a page with a
 * client:idle island, an island hydrating, or at once when the page has a client:load island.
 */

const LINK = '<link rel="stylesheet" href="/_astro/site.css">';
let window: Window | undefined;

/** A page as the build leaves it, with the script run where the build puts it (end of body). */
function openPage(body: string) {
  window = new Window({ url: 'https://astrelle.test/' });
  const { document } = window;
  document.head.innerHTML = '<title>t</title><noscript data-deferred-css></noscript>';
  // With scripting on, a browser keeps a <noscript>'s content as text: the script reads it so.
  document.querySelector('noscript')!.textContent = LINK;
  document.body.innerHTML = body;
  // The browser's idle callbacks, run when the test says the page is idle.
  const idle: (() => void)[] = [];
  const run = new Function('window', 'addEventListener', 'document', DEFERRED_STYLESHEETS_SCRIPT) as (
    win: { requestIdleCallback: (callback: () => void) => void },
    add: Window['addEventListener'],
    doc: Window['document'],
  ) => void;
  run(
    { requestIdleCallback: (callback) => idle.push(callback) },
    window.addEventListener.bind(window),
    document,
  );
  return {
    document,
    idle: () => idle.splice(0).forEach((callback) => callback()),
    stylesheets: () => document.querySelectorAll('link[rel="stylesheet"]').length,
    fire: (target: { dispatchEvent(event: DomEvent): boolean }, type: string) =>
      target.dispatchEvent(new window!.Event(type)),
  };
}

afterEach(() => {
  void window?.happyDOM.close();
  window = undefined;
});

describe('the deferred-stylesheet script', () => {
  it('waits for the load event on a page without islands, then adds the stylesheet once', () => {
    const page = openPage('<h1>Privacy</h1>');
    page.idle();
    expect(page.stylesheets()).toBe(0);
    page.fire(window!, 'load');
    expect(page.stylesheets()).toBe(1);
    expect(page.document.head.querySelector('link')?.getAttribute('href')).toBe('/_astro/site.css');
  });

  it('adds it at the first idle moment on a page with a client:idle island, and not again on load', () => {
    const page = openPage('<main><astro-island uid="1" client="idle"></astro-island></main>');
    expect(page.stylesheets()).toBe(0);
    page.idle();
    expect(page.stylesheets()).toBe(1);
    page.fire(window!, 'load');
    expect(page.stylesheets()).toBe(1);
  });

  it('adds it as soon as any island hydrates before the load event, and not again on load', () => {
    const page = openPage('<main><astro-island uid="1" client="visible"></astro-island></main>');
    page.idle();
    expect(page.stylesheets()).toBe(0);
    // Astro dispatches astro:hydrate on the island itself; the event does not bubble.
    page.fire(page.document.querySelector('astro-island')!, 'astro:hydrate');
    expect(page.stylesheets()).toBe(1);
    page.fire(window!, 'load');
    expect(page.stylesheets()).toBe(1);
  });

  it('adds it at once on a page with a client:load island', () => {
    const page = openPage('<astro-island uid="1" client="load"></astro-island>');
    expect(page.stylesheets()).toBe(1);
    page.fire(window!, 'load');
    expect(page.stylesheets()).toBe(1);
  });
});
