import type { Locator, Page } from '@playwright/test';
import { site } from '@/config/site';
import { expect, test } from './support/worker-page';

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

/**
 * Lets React render whatever the last clock step triggered, without waiting real time: React's
 * scheduler runs its work in MessageChannel tasks (never faked by page.clock), so a few message
 * round trips queued behind it come back only once that work is done.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
}

test.describe('every comparison page', () => {
  for (const rival of rivals) {
    test(`/compare/${rival.slug} shows the side-by-side table with marks, and breadcrumbs`, async ({
      visitorPage: page,
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
        'Marriage timing',
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

  test('no row claims what the site lacks: no journal, and languages say English only', async ({
    visitorPage: page,
  }) => {
    for (const rival of rivals) {
      await page.goto(`/compare/${rival.slug}`);
      const main = page.locator('main');
      await expect(main, rival.slug).not.toContainText(/journal/i);
      await expect(main, rival.slug).not.toContainText(/multiple languages/i);
      const languages = page.locator('[data-comparison-table] tbody tr', {
        has: page.getByRole('rowheader', { name: 'Languages' }),
      });
      await expect(languages.getByRole('cell').first()).toContainText('English only for now');
      // Our own mark is honest too: a minus, read out as "does not offer this yet".
      await expect(languages.getByRole('cell').first().locator('[data-mark]')).toHaveAttribute(
        'data-mark',
        'minus',
      );
    }
  });

  test('on a 360 px phone the table rows stack into cards with visible labels, and nothing scrolls sideways', async ({
    visitorPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/compare/starla');
    const table = page.locator('[data-comparison-table]');
    const row = table.locator('tbody tr').first();
    const [heading, ours, theirs] = await Promise.all([
      row.getByRole('rowheader').boundingBox(),
      row.getByRole('cell').nth(0).boundingBox(),
      row.getByRole('cell').nth(1).boundingBox(),
    ]);
    // Stacked: heading, then our text, then theirs, each as wide as the card.
    expect(ours!.y).toBeGreaterThan(heading!.y);
    expect(theirs!.y).toBeGreaterThan(ours!.y);
    expect(Math.abs(ours!.width - theirs!.width)).toBeLessThan(1);
    await expect(row.getByRole('cell').nth(0).getByText(site.brandName, { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(1).getByText('Starla', { exact: true })).toBeVisible();
    // Still a table to assistive technology, with its column headers.
    await expect(table.getByRole('columnheader', { name: 'Starla' })).toHaveCount(1);
    for (const selector of ['[data-comparison-table]', '[data-price-table]']) {
      const overflow = await page
        .locator(selector)
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, selector).toBeLessThanOrEqual(0);
    }
  });

  test('on a wide screen the table keeps its three columns', async ({ visitorPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/compare/starla');
    const row = page.locator('[data-comparison-table] tbody tr').first();
    const [ours, theirs] = await Promise.all([
      row.getByRole('cell').nth(0).boundingBox(),
      row.getByRole('cell').nth(1).boundingBox(),
    ]);
    expect(Math.abs(ours!.y - theirs!.y)).toBeLessThan(1);
    expect(theirs!.x).toBeGreaterThan(ours!.x);
    await expect(row.getByRole('cell').nth(0).getByText(site.brandName, { exact: true })).toBeHidden();
  });
});

/** Opens /compare/astra and returns the first row's tooltip button and its tip. */
async function soulmateSketchTip(page: Page) {
  await page.goto('/compare/astra');
  return {
    button: page.getByRole('button', { name: 'More about Soulmate sketch' }),
    tip: page.locator('[popover][role="tooltip"]').first(),
  };
}

test.describe('comparison tooltips, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show on hover and on keyboard focus, close on leaving or Escape, and describe their button', async ({
    page,
  }) => {
    const { button, tip } = await soulmateSketchTip(page);
    await expect(button).toHaveAccessibleDescription(/24–48 hours/);
    await expect(tip).toBeHidden();
    await button.hover();
    await expect(tip).toBeVisible();
    // The pointer can move onto the tip itself without losing it (WCAG 1.4.13, hoverable).
    await tip.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    // Dismissible without moving the pointer away.
    await button.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await page.mouse.move(0, 0);

    await page.getByRole('link', { name: 'See the comparison' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(tip).toBeVisible();
    // Placed right above its button, not in the middle of the screen. Polled: the two boxes are
    // read one after the other, and the display font arriving can move the row in between.
    await expect
      .poll(async () => {
        const [tipBox, buttonBox] = [await tip.boundingBox(), await button.boundingBox()];
        return Math.abs(tipBox!.y + tipBox!.height - buttonBox!.y);
      })
      .toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('open from their button, stay open, and close with Escape', async ({ page }) => {
    const { button, tip } = await soulmateSketchTip(page);
    await button.click();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('24–48 hours');
    // Opened by a press, it stays when the pointer leaves, and a second press keeps it open.
    await page.mouse.move(0, 0);
    await expect(tip).toBeVisible();
    await button.click();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

    test('open with a tap, inside the screen, and close with a tap elsewhere', async ({ page }) => {
      const { button, tip } = await soulmateSketchTip(page);
      await button.tap();
      await expect(tip).toBeVisible();
      const box = await tip.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      await page.getByRole('heading', { level: 1 }).tap();
      await expect(tip).toBeHidden();
    });
  });
});

test.describe('/compare/astra', () => {
  test('has strengths, paraphrased complaints with the annual cost claim, a trust section and the quiz call to action', async ({
    visitorPage: page,
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
    await expect(cta).not.toHaveAttribute('target');
    await expect(cta).toHaveAttribute('href', '/soulmate-quiz?source=homepage');
  });

  test('the features accordion keeps one answer open at a time', async ({ visitorPage: page }) => {
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

test('the pages that criticise surprise renewals state our own weekly price in their price rows', async ({
  visitorPage: page,
}) => {
  for (const [path, row] of [
    ['/compare/astra', 'Price'],
    ['/compare/starla', 'To start'],
    ['/compare/astro-ai', 'What you pay to start'],
  ] as const) {
    await page.goto(path);
    const priceRow = page.getByRole('row', { name: new RegExp(`^${row}\\b`) }).first();
    await expect(priceRow, path).toContainText(
      'A 7-day trial for €1.00, then €14.99 a week until you cancel',
    );
    // The weekly price is in the same line of text as the €1.00, at a readable size.
    const terms = priceRow.getByText(/€1\.00, then €14\.99 a week until you cancel/);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const size = await terms.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size, `${path} at ${width} px`).toBeGreaterThanOrEqual(14);
    }
  }
});

test.describe('/compare/starla and /compare/astro-ai', () => {
  test('starla has a pricing table with its price range and an accordion of five features', async ({
    visitorPage: page,
  }) => {
    await page.goto('/compare/starla');
    const pricing = page.getByRole('region', { name: 'Pricing at a glance' });
    await expect(pricing).toContainText('$9.99 to $49.99');
    await expect(pricing).toContainText('A 7-day trial for €1.00, then €14.99 a week until you cancel');
    await expect(
      page.getByRole('region', { name: 'Five features, explained' }).locator('details'),
    ).toHaveCount(5);
    await expect(page.locator('[data-carousel]')).toHaveCount(1);
  });

  test('astro-ai has a value table with its price range', async ({ visitorPage: page }) => {
    await page.goto('/compare/astro-ai');
    const value = page.getByRole('region', { name: 'Value for money' });
    await expect(value).toContainText('$7.99 to $59.99');
    await expect(value.getByRole('rowheader', { name: 'Human experts included' })).toBeVisible();
  });
});

test.describe('/compare/astroclub', () => {
  test('has six topics with one open at a time, and calls to action to the quiz and home features', async ({
    visitorPage: page,
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
    // One quiz: our own, in the same tab.
    await expect(quiz).not.toHaveAttribute('target', '_blank');
    const quizUrl = new URL((await quiz.getAttribute('href'))!, page.url());
    expect(quizUrl.pathname).toBe('/soulmate-quiz');
    expect(quizUrl.searchParams.get('source')).toBe('homepage');
    await expect(cta.getByRole('link', { name: 'Explore the features' })).toHaveAttribute(
      'href',
      '/#cosmic-features',
    );
  });

  test('ships no JavaScript (it has no carousel)', async ({ visitorPage: page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // A script in the page is requested before its load event, which goto waits for.
    await page.goto('/compare/astroclub');
    expect(scripts).toEqual([]);
  });
});
