import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { DEFERRED_STYLESHEETS_SCRIPT } from '@/lib/build/critical-css';

/**
 * The tarot card meaning pages in the browser: the hub of all 78 cards, the suit hubs, a major and
 * a minor card page, and the links between them, the tarot tools and the blog (the site audit, the
 * link checker and the page-weight budget read all 83 pages from dist/; a11y.spec checks the hubs
 * with every route).
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

test('the hub lists the 78 cards in five groups, and a card page leads on to the tarot tools', async ({
  visitorPage: page,
}) => {
  await page.goto('/tarot-card-meanings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarot card meanings');
  const majors = page.getByRole('region', { name: 'The major arcana' });
  await expect(majors.getByRole('link')).toHaveCount(22);
  await expect(majors.getByRole('link').first()).toHaveAttribute('href', '/tarot-card-meanings/the-fool');
  await expect(majors.getByRole('link').last()).toHaveAttribute('href', '/tarot-card-meanings/the-world');
  for (const [suit, first, last] of [
    ['Wands', 'ace-of-wands', 'king-of-wands'],
    ['Cups', 'ace-of-cups', 'king-of-cups'],
    ['Swords', 'ace-of-swords', 'king-of-swords'],
    ['Pentacles', 'ace-of-pentacles', 'king-of-pentacles'],
  ]) {
    const group = page.getByRole('region', { name: new RegExp(`^${suit}`) });
    const cards = group.getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(14);
    const hub = `/tarot-card-meanings/${suit!.toLowerCase()}`;
    await expect(cards.first()).toHaveAttribute('href', `${hub}/${first}`);
    await expect(cards.last()).toHaveAttribute('href', `${hub}/${last}`);
    await expect(group.getByRole('link', { name: `All 14 ${suit} cards, with pictures` })).toHaveAttribute(
      'href',
      hub,
    );
  }
  expect(await jsonLdTypes(page)).toEqual(['CollectionPage', 'BreadcrumbList']);

  await majors.getByRole('link', { name: /The Lovers/ }).click();
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

  // The minor cards that share the Lovers' theme link back to it.
  const sharing = page.getByRole('region', { name: 'Minor arcana that share its theme' });
  await expect(sharing.getByRole('link', { name: 'Two of Cups' })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/cups/two-of-cups',
  );

  const tools = page.getByRole('region', { name: 'Ask the cards your own question' });
  await expect(tools.getByRole('link', { name: 'Yes-No Tarot' })).toHaveAttribute('href', '/yes-no-tarot');
  await expect(tools.getByRole('link', { name: 'Three-Card Tarot' })).toHaveAttribute(
    'href',
    '/three-card-tarot',
  );
  await tools.getByRole('link', { name: 'One-Question Tarot' }).click();
  await expect(page).toHaveURL(/\/one-question-tarot$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One-Question Tarot Reading');
});

test('a suit hub shows its 14 cards, and a minor card page has every part of the family', async ({
  visitorPage: page,
}) => {
  await page.goto('/tarot-card-meanings/cups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cups tarot card meanings');
  const grid = page.getByRole('region', { name: 'The 14 cards of Cups' });
  await expect(grid.getByRole('link')).toHaveCount(14);
  expect(await jsonLdTypes(page)).toEqual(['CollectionPage', 'BreadcrumbList']);
  await expect(page.getByRole('navigation', { name: 'The other suits' }).getByRole('link')).toHaveCount(4);

  await grid.getByRole('link', { name: /Three of Cups/ }).click();
  await expect(page).toHaveURL(/\/tarot-card-meanings\/cups\/three-of-cups$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three of Cups tarot card meaning');
  await expect(page).toHaveTitle(/^Three of Cups Tarot (Card )?Meaning: .+ \| /);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Cups' })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/cups',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Three of Cups');
  expect(await jsonLdTypes(page)).toEqual(['WebPage', 'BreadcrumbList']);
  await expect(page.getByRole('img', { name: /^Three of Cups tarot card: Three gold cups/ })).toBeVisible();
  for (const heading of [
    'The picture',
    'Upright meaning',
    'Reversed meaning',
    'Love and relationships',
    'Work and career',
    'Yes or no?',
    'Suit and number',
    'Related cards',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText('Upright, the Three of Cups leans yes; reversed, it leans no.')).toBeVisible();

  const related = page.getByRole('region', { name: 'Related cards' });
  for (const suit of ['wands', 'swords', 'pentacles'])
    await expect(related.locator(`a[href="/tarot-card-meanings/${suit}/three-of-${suit}"]`)).toBeVisible();
  await expect(related.getByRole('link', { name: 'The Empress' })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/the-empress',
  );
  const more = page.getByRole('navigation', { name: 'More cards' });
  await expect(more.getByRole('link', { name: /Two of Cups/ })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/cups/two-of-cups',
  );
  await expect(more.getByRole('link', { name: /Four of Cups/ })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/cups/four-of-cups',
  );
  await expect(more.getByRole('link', { name: 'All 14 Cups cards' })).toHaveAttribute(
    'href',
    '/tarot-card-meanings/cups',
  );
  await page
    .getByRole('region', { name: 'Ask the cards your own question' })
    .getByRole('link', { name: 'Three-Card Tarot' })
    .click();
  await expect(page).toHaveURL(/\/three-card-tarot$/);
});

test('on a 360 px phone every one of the 78 cards is one tap away on the hub', async ({
  visitorPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tarot-card-meanings');
  const links = page.locator('main a[href^="/tarot-card-meanings/"]');
  const boxes = await links.evaluateAll((anchors) =>
    anchors
      .filter(
        (anchor) =>
          anchor.closest('li') &&
          !anchor.getAttribute('href')!.match(/^\/tarot-card-meanings\/(wands|cups|swords|pentacles)$/),
      )
      .map((anchor) => {
        const box = anchor.getBoundingClientRect();
        return { href: anchor.getAttribute('href'), width: box.width, height: box.height };
      }),
  );
  expect(new Set(boxes.map((box) => box.href)).size).toBe(78);
  // Shown without opening anything, and each a target of at least 24 × 24 px (WCAG 2.5.8); the
  // suits' name tiles are 44 px tall.
  for (const box of boxes) {
    expect(box.width, box.href!).toBeGreaterThanOrEqual(24);
    expect(box.height, box.href!).toBeGreaterThanOrEqual(24);
  }
});

test('the tarot tools and the Lovers article lead to the card meanings and the spread', async ({
  visitorPage: page,
}) => {
  for (const path of ['/one-question-tarot', '/yes-no-tarot']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'All 78 card meanings' })).toHaveAttribute(
      'href',
      '/tarot-card-meanings',
    );
    await expect(page.getByRole('link', { name: 'Try the three-card spread' })).toHaveAttribute(
      'href',
      '/three-card-tarot',
    );
  }
  await page.goto('/blog/post/the-lovers-tarot-card-meaning');
  await page.getByRole('link', { name: 'Lovers card meaning' }).click();
  await expect(page).toHaveURL(/\/tarot-card-meanings\/the-lovers$/);
});

test('the hubs and the card pages load no JavaScript and fit a 360 px phone', async ({
  visitorPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/tarot-card-meanings',
    '/tarot-card-meanings/the-high-priestess',
    '/tarot-card-meanings/pentacles',
    '/tarot-card-meanings/pentacles/knight-of-pentacles',
  ]) {
    expect(await scriptsOf(page, path), path).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBe(0);
  }
});

for (const path of ['/tarot-card-meanings/wheel-of-fortune', '/tarot-card-meanings/swords/queen-of-swords'])
  test(`${path} has no WCAG 2.2 AA violations`, async ({ visitorPage: page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
