import type { ClientDirective } from 'astro';
import { afterLoadAndFirstPaint } from '../lib/site/after-first-paint';

/**
 * `client:afterload`: hydrate once the page has loaded and painted its first content
 * (docs/performance.md). For islands that must run soon but must not compete with the first
 * paint: fetching and evaluating React while the page is still loading or not yet painted delays
 * the largest paint on a slow phone. Unlike client:idle it waits on no idle callback, so a test
 * that pauses the clock before opening the page still sees the island hydrate.
 */
const afterLoad: ClientDirective = (load) => {
  afterLoadAndFirstPaint(() => {
    void (async () => {
      const run = await load();
      await run();
    })();
  });
};

export default afterLoad;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
