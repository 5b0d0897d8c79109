import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { DEFERRED_STYLESHEETS_SCRIPT } from '../../src/lib/build/critical-css';

/**
 * The sign horoscopes in the browser (docs/horoscopes.md): the hub, today's page served for the
 * UTC date, the dated pages, the week and the month, the sky under each reading with times in
 * the visitor's clock, the links in from the rest of the site, and no JavaScript beyond the
 * stylesheet loader and the few lines that write local times.
 */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Scripts a page loads or runs, apart from data blocks, the stylesheet loader and the local-times lines. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.goto(path);
  const inline = await page
    .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
    .evaluateAll(
      (scripts, loader) =>
        scripts
          .map((script) => script.textContent ?? '')
          .filter((text) => text !== loader && !text.includes('time[data-local]')).length,
      DEFERRED_STYLESHEETS_SCRIPT,
    );
  return [...requested, ...(inline > 0 ? [`${inline} inline script(s)`] : [])];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

test("the hub leads to every sign, and a sign's page shows today's UTC date with the sky under the reading", async ({
  visitorPage: page,
}) => {
  await page.goto('/horoscope');
  const signs = page.getByRole('region', { name: 'Choose your sign' }).getByRole('link', { name: /^\S+$/ });
  await expect(signs).toHaveCount(12);
  await page.getByRole('link', { name: 'Leo', exact: true }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo$/);
  await expect(page.locator('h1')).toHaveText('Leo horoscope for today');
  // The function at /horoscope/leo serves the edition of the current UTC date (or the build's page on its day).
  await expect(page.locator('header time')).toHaveAttribute('datetime', utcToday());
  const reading = (await page.locator('.reading').innerText()).trim();
  expect(words(reading)).toBeGreaterThanOrEqual(150);
  expect(words(reading)).toBeLessThanOrEqual(300);
  const sky = page.getByRole('table', { name: /Every event the reading rests on/ });
  await expect(sky.getByRole('row')).not.toHaveCount(1);
  await expect(sky.locator('time[datetime$="Z"]').first()).toBeVisible();
  await expect(page.getByText(/reflection and entertainment/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/horoscope\/leo$/);
});

test('event times appear in the visitor’s own clock, and not twice for a visitor on UTC', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  for (const [timezoneId, shown] of [
    ['Asia/Tokyo', /GMT\+9|JST/],
    ['UTC', /^$/],
  ] as const) {
    const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/horoscope/aries');
    const first = page.locator('.sky-table tbody tr').first();
    await expect(first.locator('.local-time')).toHaveText(shown);
    await context.close();
  }
});

test('yesterday, tomorrow, the week and the month are pages of their own, linked from today', async ({
  visitorPage: page,
}) => {
  test.slow();
  await page.goto('/horoscope/virgo');
  const links = page.getByRole('navigation', { name: 'More horoscopes for Virgo' }).getByRole('link');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent!.trim(), anchor.getAttribute('href')!]),
  );
  expect(targets.map(([name]) => name)).toEqual(['Yesterday', 'Tomorrow', 'This week', 'This month']);
  const headings: Record<string, RegExp> = {
    Yesterday: /^Virgo horoscope for \w+day, \w+ \d+, \d{4}$/,
    Tomorrow: /^Virgo horoscope for \w+day, \w+ \d+, \d{4}$/,
    'This week': /^Virgo horoscope for the week of /,
    'This month': /^Virgo horoscope for \w+ \d{4}$/,
  };
  for (const [name, href] of targets) {
    await page.goto(href!);
    await expect(page.locator('h1'), name).toHaveText(headings[name!]!);
  }
  await page.goto(targets[1]![1]!);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator('header time')).toHaveAttribute('datetime', tomorrow);
});

for (const path of ['/horoscope', '/horoscope/gemini', '/horoscope/gemini/week', '/horoscope/gemini/month'])
  test(`${path} loads no JavaScript beyond the stylesheet loader and the local times, and passes axe`, async ({
    visitorPage: page,
  }) => {
    test.slow();
    expect(await scriptsOf(page, path)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

test('links in: the footer, the landing page, a sign pairing and a famous chart', async ({
  visitorPage: page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'Horoscopes', exact: true })).toHaveAttribute(
    'href',
    '/horoscope',
  );
  await expect(page.getByRole('link', { name: /^Daily horoscopes/ })).toHaveAttribute('href', '/horoscope');
  await page.goto('/compatibility/signs/aries-and-leo');
  await expect(page.getByRole('link', { name: 'Leo', exact: true }).first()).toHaveAttribute(
    'href',
    '/horoscope/leo',
  );
  await page.goto('/celebrities');
  await page.goto((await page.locator('main a[href^="/celebrities/"]').first().getAttribute('href'))!);
  await expect(page.getByRole('link', { name: /: today's horoscope$/ })).toHaveAttribute(
    'href',
    /^\/horoscope\/[a-z]+$/,
  );
});

test("the birth chart's result links to the Sun sign's horoscope", async ({ visitorPage: page }) => {
  test.slow();
  await page.goto('/birth-chart?a_n=Maris&a_d=1990-03-14');
  await expect(page.getByTestId('sun-horoscope')).toHaveAttribute('href', '/horoscope/pisces', {
    timeout: 40_000,
  });
});
