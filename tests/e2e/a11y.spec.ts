import { axeViolations } from './support/axe';
import { publicRoutes } from '@/config/routes';
import { waitForIslands } from './support/islands';
import { expect, test } from './support/worker-page';

// A missing page, and a page showing a newsletter answer beside the footer form.
const extraPages = ['/no-such-page', '/help-center#newsletter-unavailable'];

for (const path of [...publicRoutes.map((route) => route.path), ...extraPages]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ visitorPage: page }) => {
    // axe takes over 20 s on the longest pages (the 144-pair grid, the famous-charts list) on two cores.
    test.setTimeout(90_000);
    await page.goto(path);
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the header and footer are keyboard operable with a visible skip link', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
