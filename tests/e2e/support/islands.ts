import { expect, type Page } from '@playwright/test';

/**
 * Islands still waiting for their moment: ones that hydrate when scrolled to (client:visible) keep
 * their server HTML, which is what a visitor sees until then, and so do the forms and tools until
 * the visitor first reaches for them (client:oninteraction) and the toast viewport until the page
 * shows a toast (client:ontoast, docs/performance.md#islands).
 */
const WAITING_ON_PURPOSE = ['visible', 'oninteraction', 'ontoast'];

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

/**
 * Opens a page with an island the visitor uses at once (a form), reaches for it as a visitor's
 * first tap would (client:oninteraction), and waits until every island that does not wait on
 * purpose has hydrated.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await reachForIslands(page);
  const stillWaiting = WAITING_ON_PURPOSE.filter((client) => client !== 'oninteraction')
    .map((client) => `:not([client="${client}"])`)
    .join('');
  await expect(page.locator(`astro-island:not([ssr])${stillWaiting}`).first()).toBeAttached();
  await expect(page.locator(`astro-island[ssr]${stillWaiting}`)).toHaveCount(0);
}

/**
 * Reaches for every island that waits for the visitor (client:oninteraction) as a first tap
 * would, without moving the focus or pressing anything, so that it starts hydrating.
 */
export async function reachForIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island[client="oninteraction"]');
  for (const island of await islands.all()) await island.dispatchEvent('pointerdown');
}
