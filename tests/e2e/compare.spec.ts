import { expect, test, type Locator, type Page } from '@playwright/test';
import { portal, site } from '../../src/config/site';

const rivals = [
  { slug: 'astra', name: 'Astra Life Advice' },
  { slug: 'starla', name: 'Starla' },
  { slug: 'astro-ai', name: 'Astro AI' },
  { slug: 'astroclub', name: 'AstroClub' },
];

/** Scrolls the carousel into view and waits until its island has hydrated. */
async function hydratedCarousel(page: Page) {
  const carousel = page.locator('[data-carousel]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-hydrated', 'true');
  return carousel;
}

/** The 1-based number of the visible slide. */
async function visibleSlide(page: Page): Promise<number> {
  const slides = page.locator('[data-carousel] figure');
  const count = await slides.count();
  for (let index = 0; index < count; index += 1) {
    if (await slides.nth(index).isVisible()) return index + 1;
  }
  return 0;
}

/**
 * Opens /compare/astra with a controlled clock: the fake clock runs until the carousel has
 * hydrated, then stops, so only page.clock.runFor moves time from there on.
 */
async function carouselOnPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-01T12:00:00Z') });
  await page.goto('/compare/astra');
  const carousel = await hydratedCarousel(page);
  await page.mouse.move(0, 0); // keep the pointer off the carousel: hovering pauses it
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  return carousel;
}

/** Restarts the slide timer at the paused instant: jump to slide 1, then move focus away. */
async function restartRotation(page: Page, carousel: Locator) {
  await carousel.getByRole('button', { name: 'Show testimonial 1 of 4' }).click();
  await page.getByRole('heading', { name: /members say/ }).click();
  await page.mouse.move(0, 0);
}

/** Lets React render whatever the last clock step triggered (real time; the fake clock stays put). */
async function settle(page: Page) {
  await page.waitForTimeout(150);
}

test.describe('every comparison page', () => {
  for (const rival of rivals) {
    test(`/compare/${rival.slug} shows the side-by-side table with marks, and breadcrumbs`, async ({
      page,
    }) => {
      await page.goto(`/compare/${rival.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.brandName} vs ${rival.name}`);
      const table = page.locator('[data-comparison-table]');
      await expect(table.getByRole('columnheader', { name: site.brandName })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: rival.name })).toBeVisible();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(7);
      for (const category of [
        'Soulmate sketch',
        'Compatibility reports',
        'Cosmic journal',
        'Ask an astrologer',
        'Birth chart analysis',
      ]) {
        await expect(table.getByRole('rowheader', { name: new RegExp(category) })).toBeVisible();
      }
      expect(await table.locator('[data-mark="check"]').count()).toBeGreaterThan(0);
      expect(await table.locator('[data-mark="minus"]').count()).toBeGreaterThan(0);

      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await expect(about).toHaveAttribute('href', '/#about-us');

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      const crumbs = data.flat().find((item: { '@type': string }) => item['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1).item).toBe(`${site.url}/compare/${rival.slug}`);
    });
  }

  test('a tooltip opens from its button and closes with Escape, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/compare/astra');
    const button = page.getByRole('button', { name: 'More about Soulmate sketch' });
    const tip = page.locator('[popover][role="tooltip"]').first();
    await expect(tip).toBeHidden();
    await button.click();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('24–48 hours');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await context.close();
  });
});

test.describe('/compare/astra', () => {
  test('has strengths, paraphrased complaints with the annual cost claim, a trust section and the quiz call to action', async ({
    page,
  }) => {
    await page.goto('/compare/astra');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: `Where ${site.brandName} shines` })).toBeVisible();
    const complaints = main.getByRole('region', { name: 'What Astra reviewers complain about' });
    await expect(complaints).toContainText('more than $400');
    await expect(complaints.getByText('Paraphrased review theme').first()).toBeVisible();
    await expect(main.locator('[data-price-range]')).toHaveText(
      'Astra Life Advice plans are reported from $7.99 to $59.99.',
    );
    const trust = main.getByRole('region', { name: `Why people trust ${site.brandName}` });
    await expect(trust).toContainText('327,894');
    await expect(trust).toContainText('4.73');
    const cta = main
      .getByRole('region', { name: 'Ready to meet your soulmate?' })
      .getByRole('link', { name: /Start the soulmate quiz/ });
    await expect(cta).toHaveAttribute('target', '_blank');
    const href = new URL((await cta.getAttribute('href'))!);
    expect(href.toString().startsWith(portal.quizUrl)).toBe(true);
    expect(href.searchParams.get('source')).toBe('homepage');
  });

  test('the features accordion keeps one answer open at a time', async ({ page }) => {
    await page.goto('/compare/astra');
    const items = page.getByRole('region', { name: 'Features in depth' }).locator('details');
    await expect(items).toHaveCount(5);
    await items.nth(1).locator('summary').click();
    await items.nth(4).locator('summary').click();
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await items.nth(4).locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('the carousel advances every 4.5 s and wraps from the last slide to the first', async ({ page }) => {
    const carousel = await carouselOnPausedClock(page);
    const count = await carousel.locator('figure').count();
    expect(count).toBe(4);
    await restartRotation(page, carousel);
    await page.clock.runFor(4400);
    await settle(page);
    expect(await visibleSlide(page)).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(() => visibleSlide(page)).toBe(2);
    for (let slide = 3; slide <= count; slide += 1) {
      await page.clock.runFor(4500);
      await expect.poll(() => visibleSlide(page)).toBe(slide);
    }
    await page.clock.runFor(4500);
    await expect.poll(() => visibleSlide(page)).toBe(1);
  });

  test('a dot jumps to its slide, and hovering pauses the rotation', async ({ page }) => {
    const carousel = await carouselOnPausedClock(page);
    await carousel.getByRole('button', { name: 'Show testimonial 3 of 4' }).click();
    await expect.poll(() => visibleSlide(page)).toBe(3);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('heading', { name: /members say/ }).click(); // focus leaves the carousel
    await carousel.locator('figure:visible').hover();
    await page.clock.runFor(10_000);
    await settle(page);
    expect(await visibleSlide(page)).toBe(3);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4500);
    await expect.poll(() => visibleSlide(page)).toBe(4);
  });

  test('the carousel stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await carouselOnPausedClock(page);
    await page.clock.runFor(20_000);
    await settle(page);
    expect(await visibleSlide(page)).toBe(1);
  });
});

test.describe('/compare/starla and /compare/astro-ai', () => {
  test('starla has a pricing table with its price range and an accordion of five features', async ({
    page,
  }) => {
    await page.goto('/compare/starla');
    const pricing = page.getByRole('region', { name: 'Pricing at a glance' });
    await expect(pricing).toContainText('$9.99 to $49.99');
    await expect(pricing).toContainText('$1 trial for 7 days');
    await expect(
      page.getByRole('region', { name: 'Five features, explained' }).locator('details'),
    ).toHaveCount(5);
    await expect(page.locator('[data-carousel]')).toHaveCount(1);
  });

  test('astro-ai has a value table with its price range', async ({ page }) => {
    await page.goto('/compare/astro-ai');
    const value = page.getByRole('region', { name: 'Value for money' });
    await expect(value).toContainText('$7.99 to $59.99');
    await expect(value.getByRole('rowheader', { name: 'Human experts included' })).toBeVisible();
  });
});

test.describe('/compare/astroclub', () => {
  test('has six topics with one open at a time, and calls to action to the quiz and home features', async ({
    page,
  }) => {
    await page.goto('/compare/astroclub');
    const topics = page.getByRole('region', { name: 'Six topics, side by side' }).locator('details');
    await expect(topics).toHaveCount(6);
    await topics.nth(0).locator('summary').click();
    await topics.nth(5).locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(topics.nth(5)).toHaveAttribute('open', '');

    const cta = page.getByRole('region', { name: 'Start with the stars' });
    const quiz = cta.getByRole('link', { name: /Take the soulmate quiz/ });
    await expect(quiz).toHaveAttribute('target', '_blank');
    expect(new URL((await quiz.getAttribute('href'))!).searchParams.get('source')).toBe('homepage');
    await expect(cta.getByRole('link', { name: 'Explore the features' })).toHaveAttribute(
      'href',
      '/#cosmic-features',
    );
  });

  test('ships no JavaScript (it has no carousel)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/compare/astroclub');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });
});
