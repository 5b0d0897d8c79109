import { expect, type Page } from '@playwright/test';

/** Signs in as the local preview's admin (the build `npm test` makes has PUBLIC_ADMIN_LOCAL_PREVIEW=true). */
export async function signInAsPreviewAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@preview.local');
  await page.getByLabel('Password').fill('preview');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
