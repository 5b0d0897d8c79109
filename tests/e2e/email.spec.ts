import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openAdminAs } from './support/admin';
import { expect, test } from './support/worker-page';

/**
 * E-mail marketing in the local preview (browser storage with clearly marked sample people) and
 * the public unsubscribe pages. The e2e server has no e-mail provider, so sending must say so.
 * The list's search, filters, a dismissed confirmation and the CSV export are component tests
 * (tests/unit/admin/preview-email.test.tsx), as is the campaign editor's unsaved-work guard
 * (tests/unit/admin/unsaved-guards.test.tsx).
 */
test.describe.configure({ timeout: 60_000 });

async function openEmailMarketing(page: Page) {
  await openAdminAs(page, '/admin/email-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail marketing' })).toBeVisible();
  await expect(page.getByText(/people on the list/)).toBeVisible();
}

const rows = (page: Page) => page.getByRole('table', { name: 'Subscribers' }).locator('tbody tr');

test.describe('subscribers', () => {
  test('unsubscribes one person after confirmation, and the change stays', async ({ page }) => {
    await openEmailMarketing(page);
    await page.getByLabel('Search').fill('sample.sol');
    await expect(rows(page)).toHaveCount(1);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Unsubscribe sample.sol@example.com?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Unsubscribe sample.sol@example.com' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Unsubscribed' })).toBeVisible();
    await expect(rows(page).first()).toContainText('unsubscribed');
    await expect(page.getByRole('button', { name: 'Unsubscribe sample.sol@example.com' })).toHaveCount(0);

    await page.reload();
    await page.getByLabel('Status').selectOption('unsubscribed');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Subscribers' })).toContainText('sample.sol@example.com');
  });
});

test.describe('campaigns', () => {
  test('writes, previews and saves a draft; Send says up front that no provider is configured', async ({
    page,
  }) => {
    await openEmailMarketing(page);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(page.getByText(/^Sending e-mail is not configured on this site/)).toBeVisible();
    await expect(page.getByText('No campaigns yet.')).toBeVisible();

    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert')).toHaveText('Give the campaign a subject.');

    await page.getByLabel('Subject').fill('Venus enters Pisces');
    await page.getByLabel('Preview text').fill('Three gentle weeks for romance');
    await page
      .getByLabel('Message (Markdown)')
      .fill(
        '## A softer season\n\nVenus is **at home** here.<script>window.hacked = 1</script>\n\n- Slow down\n- Say it kindly',
      );
    // What the message loses is said in the e-mail's terms, before it is saved.
    await expect(page.getByTestId('removed-notice')).toContainText(
      'Not kept when you save (the e-mail never shows these):',
    );
    await page.getByRole('checkbox', { name: 'Quiz', exact: true }).check();
    await expect(page.getByText('2 subscribed addresses in this audience today.')).toBeVisible();
    await page.getByRole('radio', { name: 'All subscribers' }).check();
    await expect(page.getByText('6 subscribed addresses in this audience today.')).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Message preview' });
    await expect(preview.getByRole('heading', { name: 'A softer season' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('at home');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to writing' }).click();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Draft saved' })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Campaigns' })
      .getByRole('listitem')
      .filter({ hasText: 'Venus enters Pisces' });
    await expect(item).toContainText('draft');
    await expect(item).toContainText('All subscribers');

    // Reopening shows the Markdown as written.
    await page.reload();
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Edit Venus enters Pisces' }).click();
    await expect(page.getByLabel('Message (Markdown)')).toHaveValue(/^## A softer season/);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Without a provider, Send says why before anything is confirmed, and pressing it does nothing.
    const send = page.getByRole('button', { name: 'Send Venus enters Pisces' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(/^Sending e-mail is not configured on this site\./);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await send.focus();
    await page.keyboard.press('Enter');
    // Playwright waits for an aria-disabled button to be enabled; a mouse press is forced through.
    await send.click({ force: true });
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('region', { name: /Sending/ })).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Campaigns' })
        .getByRole('listitem')
        .filter({ hasText: 'Venus enters Pisces' }),
    ).toContainText('draft');
  });

  test('at 390 px neither tab scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEmailMarketing(page);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(rows(page)).toHaveCount(8);
    // The source, status and date go under the address on a phone.
    await expect(rows(page).first().getByText('Joined:', { exact: true })).toBeVisible();
    expect(await sideways()).toBe(0);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'New campaign' }).click();
    await expect(page.getByLabel('Subject')).toBeVisible();
    expect(await sideways()).toBe(0);
  });

  test('the screen passes axe in both tabs', async ({ page }) => {
    await openEmailMarketing(page);
    expect(await axeViolations(page, 'Subscribers')).toEqual([]);
    await page.getByRole('tab', { name: 'Subscribers' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Campaigns' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'New campaign' })).toBeVisible();
    expect(await axeViolations(page, 'Campaigns')).toEqual([]);
  });
});

test.describe('unsubscribe pages', () => {
  for (const path of [
    '/newsletter/unsubscribe',
    '/newsletter/unsubscribed',
    '/newsletter/unsubscribe-invalid',
    '/newsletter/unsubscribe-unavailable',
  ]) {
    test(`${path} is a noindex page with one heading and no WCAG violations`, async ({
      visitorPage: page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the confirmation page unsubscribes only when its button is pressed, and says why it could not here', async ({
    visitorPage: page,
  }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    // Opened without a link's token, there is no address to take off: an honest page, never an error screen.
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe-invalid$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' }),
    ).toBeVisible();
  });

  test('an unsubscribe link never ends in a server error', async ({ request }) => {
    for (const token of ['', 'v1.cmVhZGVyQGFzdHJlbGxlLmFwcA.forged', '%00%ff', 'x'.repeat(2000)]) {
      const response = await request.get(`/api/email-unsubscribe?token=${encodeURIComponent(token)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), token).toBe(303);
      expect(response.headers().location).toMatch(/\/newsletter\/unsubscribe-(invalid|unavailable)$/);
    }
    const oneClick = await request.post('/api/email-unsubscribe?token=v1.a.b', {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect([400, 503]).toContain(oneClick.status());
    expect(typeof ((await oneClick.json()) as { error?: unknown }).error).toBe('string');
  });
});
