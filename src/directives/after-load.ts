import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrate once the page has loaded (window "load"), or at once if it already
 * has. For islands that must run soon but must not compete with the first paint: fetching and
 * evaluating React while the HTML is still being parsed delays the largest paint on a slow
 * phone. Unlike client:idle it waits on no timer or idle callback, so a test that pauses the
 * clock before opening the page still sees the island hydrate.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if (document.readyState === 'complete') void hydrate();
  else window.addEventListener('load', () => void hydrate(), { once: true });
};

export default afterLoad;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
