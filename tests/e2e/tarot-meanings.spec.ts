import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { DEFERRED_STYLESHEETS_SCRIPT } from '../../src/lib/build/critical-css';

/**
 * The tarot card meaning pages in the browser: the hub, a card page, and the links between them,
 * the tarot tools and the blog (the site audit, the link checker and the page-weight budget read
 * all 23 pages from dist/; a11y.spec checks the hub with every route).
 */
/** The schema.org types of a page's JSON-LD. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) =>
    [JSON.parse(text)].flat().map((thing: { '@type': string }) => thing['@type']),
  );
}

/** Scripts the page loads or runs, apart from data blocks (JSON-LD, the prefetch speculation rules). */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.goto(path);
  // Not counted: data (JSON-LD, speculation rules) and the site stylesheet's loader
  // (docs/performance.md), which every page without an island carries.
  const inline = await page
    .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
    .evaluateAll(
      (scripts, loader) => scripts.filter((script) => script.textContent !== loader).length,
      DEFERRED_STYLESHEETS_SCRIPT,
    );
  return [...requested, ...(inline > 0 ? [`${inline} inline script(s)`] : [])];
}

test('the hub lists the 22 cards in order, and a card page leads on to both tarot tools', async ({
  visitorPage: page,
}) => {
  await page.goto('/tarot-card-meanings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarot card meanings');
  const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: /The Fool/ }) });
  await expect(cards.getByRole('link')).toHaveCount(22);
  await expect(cards.getByRole('link').first()).toHaveAttribute('href', '/tarot-card-meanings/the-fool');
  await expect(cards.getByRole('link').last()).toHaveAttribute('href', '/tarot-card-meanings/the-world');
  expect(await jsonLdTypes(page)).toEqual(['CollectionPage', 'BreadcrumbList']);

  await cards.getByRole('link', { name: /The Lovers/ }).click();
  await expect(page).toHaveURL(/\/tarot-card-meanings\/the-lovers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lovers tarot card meaning');
  await expect(page).toHaveTitle(/^The Lovers Tarot (Card )?Meaning: .+ \| /);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Tarot Card Meanings' })).toHaveAttribute(
    'href',
    '/tarot-card-meanings',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('The Lovers');
  expect(await jsonLdTypes(page)).toEqual(['WebPage', 'BreadcrumbList']);
  await expect(page.getByRole('img', { name: /^The Lovers tarot card: / })).toBeVisible();
  for (const heading of [
    'Upright meaning',
    'Reversed meaning',
    'Love and relationships',
    'Work and career',
    'Yes or no?',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText('Upright, the Lovers leans yes; reversed, it leans no.')).toBeVisible();

  // The cards on either side, and the long blog article about this one.
  const more = page.getByRole('navigation', { name: 'More cards' });
  await expect(more.getByRole('link', { name: /The Hierophant/ })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/the-hierophant',
  );
  await expect(more.getByRole('link', { name: /The Chariot/ })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/the-chariot',
  );
  await expect(page.getByRole('link', { name: /^The Lovers Tarot Card: / })).toHaveAttribute(
    'href',
    '/blog/post/the-lovers-tarot-card-meaning',
  );

  const tools = page.getByRole('region', { name: 'Ask the cards your own question' });
  await expect(tools.getByRole('link', { name: 'Yes-No Tarot' })).toHaveAttribute('href', '/yes-no-tarot');
  await tools.getByRole('link', { name: 'One-Question Tarot' }).click();
  await expect(page).toHaveURL(/\/one-question-tarot$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One-Question Tarot Reading');
});

test('both tarot tools and the Lovers article lead to the card meanings', async ({ visitorPage: page }) => {
  for (const path of ['/one-question-tarot', '/yes-no-tarot']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'All 22 card meanings' })).toHaveAttribute(
      'href',
      '/tarot-card-meanings',
    );
  }
  await page.goto('/blog/post/the-lovers-tarot-card-meaning');
  await page.getByRole('link', { name: 'Lovers card meaning' }).click();
  await expect(page).toHaveURL(/\/tarot-card-meanings\/the-lovers$/);
});

test('the hub and a card page load no JavaScript and fit a 360 px phone', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/tarot-card-meanings', '/tarot-card-meanings/the-high-priestess']) {
    expect(await scriptsOf(page, path), path).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBe(0);
  }
});

test('a card page has no WCAG 2.2 AA violations', async ({ visitorPage: page }) => {
  await page.goto('/tarot-card-meanings/wheel-of-fortune');
  expect(await axeViolations(page)).toEqual([]);
});
