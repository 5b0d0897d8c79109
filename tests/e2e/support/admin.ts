import type { Page } from '@playwright/test';
import { SESSION_KEY } from '@/admin/data/local/auth';
import { PREVIEW_PREFIX } from '@/admin/data/local/store';

/**
 * Opens an admin screen as a signed-in local-preview account (the build `npm test` makes has
 * PUBLIC_ADMIN_LOCAL_PREVIEW=true). The preview's sign-in only stores the account's session in the
 * browser, so writing that entry first gives the same signed-in state without loading the sign-in
 * page and the dashboard before the screen under test: about a second of browser time per test.
 * Signing in through the form is tested in admin.spec.ts ("sign-in and the guard").
 */
export async function openAdminAs(
  page: Page,
  path: string,
  email = 'admin@preview.local',
  /** Another local server than the project's (a spec that runs its own); the base URL by default. */
  origin = '',
): Promise<void> {
  // Any document of the site's origin opens its storage; robots.txt is the lightest one.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
    PREVIEW_PREFIX + SESSION_KEY,
    JSON.stringify({ email }),
  ] as const);
  await page.goto(`${origin}${path}`);
}
