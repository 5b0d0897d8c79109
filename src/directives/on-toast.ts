import type { ClientDirective } from 'astro';
import { TOAST_SHOWN_EVENT } from '../lib/toast/shown-event';

/**
 * `client:ontoast`: hydrate the toast viewport when the page shows its first toast
 * (docs/performance.md#islands). The server-rendered viewport, an empty polite live region, is
 * on the page from the start, so a screen reader hears the first toast as it is added; until
 * then the island costs the phone nothing after the first paint. The toast is already in the
 * shared store when the event comes, and the viewport shows it as soon as it has hydrated.
 */
const onToast: ClientDirective = (load) => {
  window.addEventListener(
    TOAST_SHOWN_EVENT,
    () => {
      void (async () => {
        const run = await load();
        await run();
      })();
    },
    { once: true },
  );
};

export default onToast;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:ontoast'?: boolean;
  }
}
