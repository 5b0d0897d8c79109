import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';

/**
 * The sign pairings in the browser: the hub's grid, a few pair pages (the site audit, the link
 * checker and the page-weight budget read all 79 pages from dist/), and the reverse-order
 * redirects as the CDN serves them.
 */
const SAMPLED_PAIRS = ['taurus-and-scorpio', 'aries-and-aries', 'sagittarius-and-capricorn'];

test('the hub grid is a 12 × 12 table whose cells open the pair page in either order', async ({
  visitorPage: page,
}) => {
  await page.goto('/compatibility/signs');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(12);
  await expect(table.getByRole('rowheader')).toHaveCount(12);
  await expect(table.getByRole('link')).toHaveCount(144);
  const oneWay = table.getByRole('link', { name: /^Taurus and Scorpio, median score \d+$/ });
  const otherWay = table.getByRole('link', { name: /^Scorpio and Taurus, median score \d+$/ });
  await expect(oneWay).toHaveAttribute('href', '/compatibility/signs/taurus-and-scorpio');
  await expect(otherWay).toHaveAttribute('href', '/compatibility/signs/taurus-and-scorpio');
  await otherWay.click();
  await expect(page).toHaveURL(/\/compatibility\/signs\/taurus-and-scorpio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taurus and Scorpio compatibility');
});

test('on a 360 px phone the whole grid fits the screen and the hub loads no JavaScript', async ({
  visitorPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/compatibility/signs');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  const frame = page.locator('.sign-grid-frame');
  expect(await frame.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
  // The last column's cells sit fully inside the screen's width.
  const corner = await page.getByRole('link', { name: /^Pisces and Pisces, median score/ }).boundingBox();
  expect(corner!.x + corner!.width).toBeLessThanOrEqual(360);
  // Every cell is a target of at least 24 × 24 px (WCAG 2.5.8).
  const sizes = await page
    .locator('.sign-grid td a')
    .evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect()).map((box) => [box.width, box.height]),
    );
  expect(sizes).toHaveLength(144);
  expect(Math.min(...sizes.map(([width]) => width!))).toBeGreaterThanOrEqual(24);
  expect(Math.min(...sizes.map(([, height]) => height!))).toBeGreaterThanOrEqual(24);
  expect(scripts).toEqual([]);
});

// The hub is in the route table, so a11y.spec.ts checks it with every other route.
for (const slug of SAMPLED_PAIRS.slice(0, 2)) {
  test(`/compatibility/signs/${slug} has no WCAG 2.2 AA violations`, async ({ visitorPage: page }) => {
    await page.goto(`/compatibility/signs/${slug}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const slug of SAMPLED_PAIRS) {
  test(`/compatibility/signs/${slug} shows its prose, its figures, its chart and the way on`, async ({
    visitorPage: page,
  }) => {
    await page.goto(`/compatibility/signs/${slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Sign Pairings' })).toHaveAttribute(
      'href',
      '/compatibility/signs',
    );
    for (const heading of ['What tends to work', 'What tends to chafe', 'More sign pairings']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /^Overall scores of 1,000 .+ couples$/ })).toBeVisible();
    const median = page.locator('dt', { hasText: 'Median overall score' }).locator('+ dd');
    await expect(median).toHaveText(/^\d{2}$/);
    await expect(page.getByText(/Venus–Mars or a Sun–Moon contact/)).toBeVisible();
    await page.getByRole('link', { name: 'Compare your birth dates' }).click();
    await expect(page).toHaveURL(/\/compatibility\/Romantic-Compatibility-by-Birth-Date$/);
  });
}

test('the reverse order answers a permanent redirect to the page in zodiac order', async ({ request }) => {
  const response = await request.get('/compatibility/signs/scorpio-and-taurus', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/compatibility/signs/taurus-and-scorpio');
  const followed = await request.get('/compatibility/signs/pisces-and-aries');
  expect(followed.status()).toBe(200);
  expect(followed.url()).toMatch(/\/compatibility\/signs\/aries-and-pisces$/);
});

test('the compatibility hub and the zodiac calculator lead to the sign pairings', async ({
  visitorPage: page,
}) => {
  for (const path of ['/compatibility', '/compatibility/zodiac-compatibility']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Browse the sign pairings' })).toHaveAttribute(
      'href',
      '/compatibility/signs',
    );
  }
});
