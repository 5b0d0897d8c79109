import { test as base, type Dialog, type Page } from '@playwright/test';

/**
 * `visitorPage`: one browser page kept for all the tests a worker runs, for tests of the public
 * pages on the site's own address. A fresh context per test starts a new renderer process, which
 * on two cores costs about as much CPU as loading the page itself.
 *
 * Each test still starts as a first visit: the site's storage and cookies are cleared, other tabs
 * are closed, media emulation and the project's viewport are restored, and the page is taken to
 * about:blank, so even an address that differs only by its #fragment loads afresh. Listeners and
 * routes a test adds are removed after it. What cannot be undone is not allowed here: init scripts,
 * a fake clock, permissions or context options (`test.use`) need the ordinary `page`. A failed test
 * ends its worker, so a page left in a bad state is never reused.
 */
export const test = base.extend<{ visitorPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ workerPage: page, baseURL }, use, testInfo) => {
    const context = page.context();
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.clearCookies();
    // Leaving the last test's page: a leave prompt it may have set is answered "leave".
    const leave = (dialog: Dialog) =>
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    page.on('dialog', leave);
    if (baseURL && page.url() !== 'about:blank') {
      // The site's storage is reachable from any of its documents; robots.txt is the lightest.
      if (new URL(page.url()).origin !== new URL(baseURL).origin) await page.goto('/robots.txt');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank');
    page.off('dialog', leave);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    const { viewport } = testInfo.project.use;
    if (viewport) await page.setViewportSize(viewport);

    await use(page);

    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect } from '@playwright/test';
