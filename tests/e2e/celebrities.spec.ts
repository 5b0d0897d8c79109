import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';

/**
 * The famous charts in the browser: the hub leads to a page, a chart from a recorded birth time
 * shows its houses and one without a time does not, and neither page loads a script. The site
 * audit, the link checker and the page-weight budget read all 42 pages from dist/; the hub is
 * in the route table, so a11y.spec.ts and platform.spec.ts check it with every other route.
 */
/** Every script the page requests while it loads. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('the hub lists the figures by Sun sign and opens a chart page that links back', async ({
  visitorPage: page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/celebrities');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Famous birth charts');
  const leo = page.getByRole('region', { name: 'Leo Sun' });
  await expect(leo.getByRole('link', { name: 'Barack Obama' })).toBeVisible();
  await page.getByRole('link', { name: /^Leo \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/celebrities#leo$/);
  await leo.getByRole('link', { name: 'Barack Obama' }).click();

  await expect(page).toHaveURL(/\/celebrities\/barack-obama$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Barack Obama's birth chart");
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Famous Charts' }),
  ).toHaveAttribute('href', '/celebrities');
  const related = page.getByRole('navigation', { name: 'More Leo and fire charts' });
  await expect(related.getByRole('listitem')).toHaveCount(4);
  await related.getByRole('link', { name: 'Madonna' }).click();
  await expect(page).toHaveURL(/\/celebrities\/madonna$/);
  await page.getByRole('link', { name: 'All famous charts, by Sun sign' }).click();
  await expect(page).toHaveURL(/\/celebrities$/);
  expect(scripts).toEqual([]);
});

test('a chart from a recorded (AA) birth time shows its houses, Ascendant and Midheaven', async ({
  visitorPage: page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/celebrities/barack-obama');
  await expect(page.getByTestId('rodden-rating')).toHaveText('AA (Recorded)');
  await expect(page.getByTestId('birth-data')).toContainText(
    'Birth certificate released by the State of Hawaii',
  );
  const table = page.getByTestId('planet-table');
  await expect(table.getByRole('columnheader', { name: 'House' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Ascendant Aquarius 18°03′ 1/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Midheaven/ })).toBeVisible();
  await expect(page.locator('.wheel-house')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /^Sun, 12°32′ Leo, house 6$/ })).toBeVisible();
  await expect(page.getByText('Aquarius rising (18°03′)')).toBeVisible();
  await expect(page.getByTestId('disclaimer')).toContainText('shown for entertainment');
  expect(scripts).toEqual([]);
});

test('a chart with no published birth time (X) leaves the houses and angles out and says why', async ({
  visitorPage: page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/celebrities/freddie-mercury');
  await expect(page.getByTestId('rodden-rating')).toHaveText('X (No time)');
  await expect(page.getByTestId('birth-data')).toContainText(
    'leaves out the rising sign and the houses and uses the planets at noon',
  );
  const table = page.getByTestId('planet-table');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('columnheader', { name: 'House' })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Ascendant|Midheaven/ })).toHaveCount(0);
  await expect(page.locator('.wheel-house')).toHaveCount(0);
  await expect(page.getByText(/rising \(/)).toHaveCount(0);
  await expect(page.getByTestId('chart-notes')).toContainText(
    'The Moon moved from Sagittarius into Capricorn',
  );
  await expect(page.getByText('Moon in Sagittarius or Capricorn')).toBeVisible();
  // Every rating is explained on the page, in a disclosure that needs no script.
  const ratings = page.locator('details .rating-glossary > div');
  await expect(ratings.first()).toBeHidden();
  await page.getByText('What every rating means').click();
  await expect(ratings).toHaveCount(7);
  await expect(ratings.filter({ hasText: 'XX' })).toContainText('Even the day of birth is uncertain');
  expect(scripts).toEqual([]);
});

test('a chart page has no WCAG 2.2 AA violations and fits a 360 px phone', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/celebrities/princess-diana');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The birth chart of Diana, Princess of Wales',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the footer leads to the famous charts', async ({ visitorPage: page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Famous Charts' }).click();
  await expect(page).toHaveURL(/\/celebrities$/);
});
