import { axeViolations } from './support/axe';
import { waitForIslands } from './support/islands';
import { CHECKED_PAGES, PHONE, phoneWidth } from './support/phone-width';
import { expect, test } from './support/worker-page';

/**
 * One page of each kind of the route table (CHECKED_PAGES: routes built by one template with the
 * same form are one kind, tests/e2e/support/page-families.ts) is opened once for two checks: it fits
 * a 360 px phone (as page-width.spec.ts checks the other kinds of the build), then, at the desktop
 * width, axe finds no WCAG 2.2 AA violation. What differs between pages of one kind (headings,
 * labels, alt text, link names, ids) is checked on every built page by html-validate's accessibility
 * rules (site-audit.spec.ts).
 */
for (const path of CHECKED_PAGES) {
  test(`${path} fits a 360 px screen and has no WCAG 2.2 AA violations`, async ({ visitorPage: page }) => {
    // axe takes over 20 s on the longest pages (the 144-pair grid, the famous-charts list) on two cores.
    test.setTimeout(90_000);
    const desktop = page.viewportSize();
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const { width, culprits } = await phoneWidth(page);
    expect.soft(width, `too wide because of ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
    if (desktop) await page.setViewportSize(desktop);
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
