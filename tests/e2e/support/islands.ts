import type { Page } from '@playwright/test';

/**
 * Waits until the page has loaded and every island that hydrates without being scrolled to has
 * hydrated (Astro drops an island's `ssr` attribute once React has taken it over). Islands that
 * wait to be visible keep their server HTML, which is what a visitor sees until then. Quicker
 * than waiting for the network to go quiet, which also waits out the blog's idle prefetch.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every(
      (island) => island.getAttribute('client') === 'visible',
    ),
  );
}
