import { expect, type Page } from '@playwright/test';

/**
 * Islands still waiting for their moment: ones that hydrate when scrolled to (client:visible) keep
 * their server HTML, which is what a visitor sees until then, and so does the toast viewport until
 * the page shows a toast (client:ontoast, docs/performance.md#islands).
 */
const WAITING_ON_PURPOSE = ['visible', 'ontoast'];

/**
 * Waits until the page has loaded and every island that hydrates on its own has hydrated (Astro
 * drops an island's `ssr` attribute once React has taken it over). Quicker than waiting for the
 * network to go quiet, which also waits out the blog's idle prefetch.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (waiting) =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) =>
        waiting.includes(island.getAttribute('client') ?? ''),
      ),
    WAITING_ON_PURPOSE,
  );
}

/** Opens a page with an island the visitor uses at once (a form) and waits until it has hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const notWaiting = WAITING_ON_PURPOSE.map((client) => `:not([client="${client}"])`).join('');
  await expect(page.locator(`astro-island:not([ssr])${notWaiting}`).first()).toBeAttached();
  await expect(page.locator(`astro-island[ssr]${notWaiting}`)).toHaveCount(0);
}
