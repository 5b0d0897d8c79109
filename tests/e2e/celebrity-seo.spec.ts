import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readPageFacts } from '@/lib/seo/page-facts';
import { axeViolations } from './support/axe';
import { openAdminAs } from './support/admin';

/**
 * The celebrity birth-chart generator and the SEO section in the local preview admin
 * (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): no AI provider is bound to the test server, so drafts come from the
 * interpretation library; the SEO overview reads the built site's own sitemap.
 */
test.describe.configure({ timeout: 90_000 });

test.describe('celebrity birth charts', () => {
  test('pick a celebrity, see the wheel and placements, write the library draft and find it in Articles', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminAs(page, '/admin/celebrity-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrity birth charts' })).toBeVisible();
    await page.getByLabel('Search celebrities').fill('obama');
    await page.getByRole('button', { name: /Barack Obama/ }).click();

    const wheel = page.getByTestId('celebrity-wheel');
    await expect(wheel.locator('svg')).toBeVisible();
    await expect(wheel.locator('[data-planet]')).toHaveCount(10);
    const placements = page.getByTestId('celebrity-placements');
    await expect(placements.getByRole('row', { name: /^Sun Leo 12°3\d′ 6$/ })).toBeVisible();
    await expect(placements.getByRole('row', { name: /^Moon Gemini/ })).toBeVisible();
    await expect(placements.getByRole('row', { name: /^Ascendant Aquarius 18°/ })).toBeVisible();

    // At 1280 px the placements stay inside their card, the wheel is drawn large enough to read,
    // and nothing scrolls sideways.
    const card = (await page.getByRole('region', { name: "Barack Obama's chart" }).boundingBox())!;
    const table = (await placements.getByRole('table').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(card.x + card.width);
    expect((await wheel.locator('svg').first().boundingBox())!.width).toBeGreaterThanOrEqual(400);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    await page.getByRole('button', { name: 'Generate article draft' }).click();
    const draft = page.getByTestId('celebrity-draft');
    await expect(draft.getByTestId('draft-source')).toContainText('interpretation library');
    await expect(draft).toContainText("Barack Obama's Birth Chart: Leo Sun, Gemini Moon, Aquarius Rising");
    await expect(draft).toContainText('/blog/post/barack-obama-birth-chart');

    await draft.getByText('Read the body').click();
    expect(await axeViolations(page, 'celebrity generator')).toEqual([]);

    await page.getByRole('button', { name: 'Save as draft article' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Articles' })).toBeVisible();

    // The same draft again: it says an article is already at that address before making a second one.
    await page.getByRole('button', { name: 'Write from the interpretation library' }).click();
    await page.getByRole('button', { name: 'Save as draft article' }).click();
    const already = page.getByTestId('already-saved');
    await expect(already).toContainText('An article is already saved at /blog/post/barack-obama-birth-chart');
    await expect(already.getByRole('link', { name: 'Open the saved article' })).toBeVisible();
    await already.getByRole('button', { name: 'Cancel' }).click();
    await expect(already).toHaveCount(0);
    // One article, not two.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: "Barack Obama's Birth Chart: Leo Sun, Gemini Moon, Aquarius Rising" }),
    ).toHaveCount(1);
  });

  test('a figure without a published birth time shows no houses and says so', async ({ page }) => {
    await openAdminAs(page, '/admin/celebrity-generator');
    await page.getByLabel('Search celebrities').fill('zanzibar');
    await page.getByRole('button', { name: /Freddie Mercury/ }).click();
    await expect(page.getByText('the houses and the Ascendant are unknown')).toBeVisible();
    const placements = page.getByTestId('celebrity-placements');
    await expect(placements.getByRole('row', { name: /^Sun Virgo \d+°\d\d′$/ })).toBeVisible();
    await expect(placements.getByRole('columnheader', { name: 'House' })).toHaveCount(0);
    await expect(placements.getByRole('row', { name: /^Ascendant/ })).toHaveCount(0);
  });
});

test.describe('SEO overview', () => {
  /**
   * The overview walks the sitemap index → its files → every page, and reads each page with the
   * site audit's rules (src/lib/seo-audit/scan.ts, page-check.ts). That every built page passes
   * those rules is checked without a browser over all of dist/ (site-audit.spec.ts); here the
   * browser is given the build's own sitemap cut to one page in twenty-five (the home page
   * first), which proves the same walk, table and filters in seconds instead of fetching 500 pages.
   */
  const sitemap = readFileSync(join('dist', 'sitemap-0.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url>.*?<\/url>/g)].map((match) => match[0]);
  const kept = entries.filter((_, index) => index % 25 === 0);
  const paths = kept.map((entry) => new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname);
  const cutSitemap = sitemap.replace(/<url>.*<\/url>/, kept.join(''));

  test('lists every page of the sitemap with its figures and no warnings for pages that pass the site audit', async ({
    page,
  }) => {
    expect(paths[0]).toBe('/');
    expect(paths.length).toBeGreaterThan(10);
    await page.route('**/sitemap-0.xml', (route) =>
      route.fulfill({ contentType: 'application/xml', body: cutSitemap }),
    );
    await openAdminAs(page, '/admin/seo', 'editor@preview.local');
    await expect(page.getByTestId('seo-summary')).toContainText('Scan complete', { timeout: 30_000 });
    await expect(page.getByTestId('seo-summary')).toContainText(`${paths.length} pages`);
    await expect(page.getByTestId('seo-summary')).toContainText('no page with warnings');
    const table = page.getByRole('table', { name: 'Search readiness of every public page' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(paths.length);
    await expect(table.getByRole('rowheader')).toContainText(paths);

    const home = readPageFacts(readFileSync(join('dist', 'index.html'), 'utf8'));
    const homeRow = rows.filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) });
    await expect(homeRow.locator('td').nth(0)).toHaveText(String(home.title.length));
    await expect(homeRow.locator('td').nth(1)).toHaveText(String(home.description.length));
    await expect(homeRow.locator('td').nth(3)).toContainText('WebSite');
    await expect(homeRow.locator('td').nth(4)).toHaveText('Yes');
    await expect(homeRow.locator('td').nth(6)).toHaveText('None');

    expect(await axeViolations(page, 'seo overview')).toEqual([]);

    // Warnings only: nothing left to show on a site that passes the audit.
    await page.getByLabel('Only pages with warnings').check();
    await expect(table.getByRole('rowheader')).toHaveCount(0);
    await expect(table).toContainText('No page matches these filters.');
  });

  test("an editor changes an article's SEO title in place and it is saved", async ({ page }) => {
    await openAdminAs(page, '/admin/seo', 'editor@preview.local');
    const card = page.locator('[data-article-id="preview-article-1"]');
    const title = card.getByLabel('SEO title');
    await expect(title).toHaveValue('Venus sign meaning: how you love, by zodiac sign');
    const next = 'Venus sign meaning: how each zodiac sign loves and flirts';
    await title.fill(next);
    await expect(card.getByText(`${next.length} characters (aim for 50–60): a good length.`)).toBeVisible();
    await card.getByRole('button', { name: /^Save SEO fields/ }).click();
    await expect(page.locator('.toast').filter({ hasText: 'SEO fields saved' })).toBeVisible();

    await page.reload();
    await expect(page.locator('[data-article-id="preview-article-1"]').getByLabel('SEO title')).toHaveValue(
      next,
    );
    await page.goto('/admin/articles/preview-article-1/edit');
    await expect(page.getByLabel(/SEO title/)).toHaveValue(next);
  });
});
