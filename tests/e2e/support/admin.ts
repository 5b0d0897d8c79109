import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in as the local preview's admin (the build `npm test` makes has PUBLIC_ADMIN_LOCAL_PREVIEW=true). */
export async function signInAsPreviewAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@preview.local');
  await page.getByLabel('Password').fill('preview');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export const UNSAVED_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/**
 * The unsaved-changes guard (src/admin/ui/useLeaveGuard.ts) on a screen holding unsaved work:
 * each way of leaving asks the question and, answered "stay", keeps `kept` as it was; a reload
 * then gets the browser's own prompt.
 */
export async function expectLeaveGuard(
  page: Page,
  ways: (() => Promise<unknown>)[],
  kept: { field: Locator; value: string },
): Promise<void> {
  for (const leave of ways) {
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await leave();
    await expect.poll(() => asked).toEqual([UNSAVED_QUESTION]);
    await expect(kept.field).toHaveValue(kept.value);
  }
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
}

/** Leaving by the browser's Back button (the router asks; the address stays). */
export const pressBack = (page: Page) => () => page.evaluate(() => history.back());

/** Leaving by a section of the sidebar. */
export const openSection = (page: Page, name: string) => () =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
