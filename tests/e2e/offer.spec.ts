import type { BrowserContext, Page } from '@playwright/test';
import { portal } from '@/config/site';
import { QUIZ_COMPLETED_KEY } from '@/lib/funnel/quiz-marker';
import { NOW, pauseClock } from './support/clock';
import { expect, test } from './support/worker-page';

/**
 * The page holds each phase's words (code running, code ended; with and without a quiz) and CSS
 * shows one (docs/funnel.md#the-countdown): compare what a visitor sees, not the hidden others.
 */
const VISIBLE = { useInnerText: true };

const MINUTE = 60_000;
const countdown = (page: Page) => page.getByTestId('offer-countdown');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

test.describe('sketch offer page', () => {
  test('the countdown ticks from the server markup before any interaction, and the island takes over the same time left', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/landing-pw');
    const countdown = page.getByTestId('offer-countdown');
    // Driven by the inline script: no React yet (docs/funnel.md#the-offer-bar).
    await expect(countdown).toHaveAttribute('data-live', 'true');
    await expect(countdown).toHaveText('15:00', VISIBLE);
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('14:59', VISIBLE);
    await page.clock.runFor(60_000);
    await expect(countdown).toHaveText('13:59', VISIBLE);
    expect(await countdown.getAttribute('data-driver')).toBeNull();
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    // Reaching for the bar hydrates the island, which carries on from the same deadline.
    await page.getByTestId('offer-header').getByRole('link', { name: 'Astrelle' }).hover();
    await countdown.dispatchEvent('pointerdown');
    await expect(countdown).toHaveAttribute('data-driver', 'island');
    await expect(countdown).toHaveText('13:59', VISIBLE);
    await page.clock.runFor(2000);
    await expect(countdown).toHaveText('13:57', VISIBLE);
    await page.clock.fastForward(836_000);
    await expect(countdown).toHaveText('00:01', VISIBLE);
    await page.clock.runFor(1000);
    // At zero what the page said before the timer started comes true: the code expires, everywhere.
    await expect(countdown).toHaveText('Expired', VISIBLE);
    await expect(page.getByTestId('offer-ended')).toHaveText(
      'Your 15 minutes are up and the code has expired: the first week now costs €14.99, not €1.00.',
    );
    await expect(page.getByTestId('offer-ticker')).toBeHidden();
    await expect(page.getByTestId('price-now')).toBeHidden();
    await expect(page.getByTestId('price-ended')).toHaveText('€14.99');
    const card = page.getByRole('link', { name: /^Credit or debit card/ });
    await expect(card).toBeVisible();
    expect(new URL((await card.getAttribute('href'))!).searchParams.has('coupon')).toBe(false);
  });

  test('the ticker turns every 4 s with CSS alone, and each sample says it is not real', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    const entries = page.getByTestId('offer-ticker').locator('li');
    await expect(entries).toHaveCount(10);
    // Away from the ticker: under the pointer it holds still.
    await page.mouse.move(600, 600);
    const shown = () =>
      entries.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return Number(style.opacity) > 0.99;
        }),
      );
    // One line at a time (a busy machine may have turned past the first already), and the next
    // takes over after its 4 s, with no script of ours involved.
    let first = -1;
    await expect.poll(async () => (await shown()).filter(Boolean).length).toBe(1);
    await expect.poll(async () => (first = (await shown()).indexOf(true))).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await shown()).indexOf(true), { timeout: 8000 }).toBe((first + 1) % 10);
    for (const entry of await entries.all()) await expect(entry).toContainText('Sample: not a real customer');
  });

  test('shows the offer copy, the applied coupon and prices, and checks out in a new tab', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    await expect(page).toHaveTitle(/Your Sketch is Ready!/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See Your Soulmate Today!');
    // The spec's headline, with when the sketch really arrives beside it.
    await expect(page.getByTestId('hero-delivery')).toHaveText(
      'Your sketch reaches your inbox within 24–48 hours of your order.',
    );
    await expect(page.getByText('Your Sketch offer: €1.00!').filter({ visible: true })).toHaveCount(1);
    // One count for today (the quiz's '456 Joined today'), and no "over 15,000+".
    await expect(page.getByText('456 people joined today')).toBeVisible();
    await expect(page.getByText('Trusted by 15,000+ people')).toBeVisible();
    await expect(
      page.getByText('Your 7-day trial is just €1.00, then continues at €14.99/week.'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get Your Soulmate Sketch for only €1.00' }),
    ).toBeVisible();
    // One code name, and nothing struck through: €14.99 was never an earlier price of the first week.
    await expect(page.getByTestId('offer-coupon')).toHaveText('ASTRELLE93');
    await expect(page.getByTestId('purchase-box').locator('s, del')).toHaveCount(0);
    await expect(page.getByTestId('price-now')).toHaveText('€1.00');
    // The trial is called what it is, and the subscription says what it holds.
    await expect(page.getByTestId('subscription')).toContainText(
      'Your 7-day trial is the first paid week of a weekly subscription',
    );
    for (const [name, method] of [
      ['Pay with GPay', 'gpay'],
      ['Credit or debit card', 'card'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.toString().startsWith(portal.checkoutUrl)).toBe(true);
      expect(href.searchParams.get('coupon')).toBe('ASTRELLE93');
      expect(href.searchParams.get('method')).toBe(method);
    }
    await expect(page.getByRole('heading', { name: 'Karmic Love Guide' })).toBeVisible();
  });

  test('Continue, Get My Soulmate Sketch and View My Guide bring the pay buttons into view on a 360 × 740 phone', async ({
    visitorPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/landing-pw');
    const bar = page.getByTestId('offer-header');
    const payButtons = [
      page.getByRole('link', { name: /^Pay with GPay/ }),
      page.getByRole('link', { name: /^Credit or debit card/ }),
    ];
    const links = [
      bar.getByRole('link', { name: 'Continue' }),
      page.getByRole('link', { name: 'Get My Soulmate Sketch' }),
      page.getByRole('link', { name: 'View My Guide' }),
    ];
    for (const link of links) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/#payment$/);
      // The purchase box's top sits just below the sticky bar, and both pay buttons are on screen.
      await expect(async () => {
        const barBox = (await bar.boundingBox())!;
        const purchase = (await page.getByTestId('purchase-box').boundingBox())!;
        expect(purchase.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
        for (const button of payButtons) {
          const box = (await button.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
          expect(box.y + box.height).toBeLessThanOrEqual(740);
        }
      }).toPass();
    }
  });

  test('wherever the offer says €1.00, what follows the trial is said in the same sight, at a readable size', async ({
    visitorPage: page,
  }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      await page.goto('/landing-pw');
      const weekly = /then €14\.99 a week until you cancel/;
      // The bar: the price and its terms together, on screen from the first paint.
      const bar = page.getByTestId(width < 600 ? 'offer-price-phone' : 'offer-price');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('Your Sketch offer: €1.00!');
      await expect(bar).toContainText('First week with your code, then €14.99 a week until you cancel');
      // The hero: beside the button.
      const hero = page.getByTestId('hero-price');
      await expect(hero).toHaveText(
        '€1.00 for the first week with your code, then €14.99 a week until you cancel. Cancelling takes under 2 minutes.',
        VISIBLE,
      );
      await expect(hero).toBeInViewport();
      // The purchase box: under today's total.
      await expect(page.getByTestId('after-trial')).toHaveText('Then €14.99 a week until you cancel.');
      for (const line of [bar.getByText(weekly), hero, page.getByTestId('after-trial')]) {
        const size = await line.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(size, (await line.textContent()) ?? '').toBeGreaterThanOrEqual(14);
      }
      const total = (await page.getByTestId('price-now').boundingBox())!;
      const after = (await page.getByTestId('after-trial').boundingBox())!;
      expect(after.y - (total.y + total.height)).toBeLessThan(40);
    }
  });

  test('the FAQ says what happens after the trial and how to cancel, with the cancellation guide', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    const after = page.locator('.faq details', { hasText: 'What happens after the first week?' });
    await after.locator('summary').click();
    await expect(after).toContainText('the subscription continues at €14.99 a week');
    await expect(after).toContainText('It is your account on our subscriber portal');
    const cancel = page.locator('.faq details', { hasText: 'How do I cancel?' });
    await cancel.locator('summary').click();
    await expect(cancel.getByRole('link', { name: 'cancellation guide' })).toHaveAttribute(
      'href',
      '/cancel-subscription',
    );
    await expect(
      page.getByTestId('purchase-box').getByRole('link', { name: 'How to cancel' }),
    ).toHaveAttribute('href', '/cancel-subscription');
  });

  test('FAQ items open and close independently', async ({ visitorPage: page }) => {
    await page.goto('/landing-pw');
    const items = page.locator('.faq details');
    await expect(items).toHaveCount(6);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText('24–48 hours');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(2)).toHaveAttribute('open', '');
  });
});

test.describe('the offer countdown is the visitor’s', () => {
  async function openOffer(context: BrowserContext) {
    const page = await context.newPage();
    await page.goto('/landing-pw');
    await expect(countdown(page)).toHaveAttribute('data-live', 'true');
    return page;
  }

  test('it keeps running across a reload and a return visit, and once ended it stays ended', async ({
    context,
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/landing-pw');
    await expect(countdown(page)).toHaveAttribute('data-live', 'true');
    await expect(countdown(page)).toHaveText('15:00', VISIBLE);
    await page.clock.fastForward(5 * MINUTE);
    await expect(countdown(page)).toHaveText('10:00', VISIBLE);

    // A reload a minute later picks up the same deadline: 09:00, not a fresh 15:00.
    await page.clock.pauseAt(at(6));
    await page.reload();
    await expect(countdown(page)).toHaveAttribute('data-live', 'true');
    await expect(countdown(page)).toHaveText('09:00', VISIBLE);
    await page.close();

    // Back the next morning in the same browser: the reservation ended and says so.
    await context.clock.pauseAt(at(20 * 60));
    const later = await openOffer(context);
    await expect(countdown(later)).toHaveText('Expired', VISIBLE);
    await expect(later.getByTestId('offer-ended')).toContainText('the code has expired');
    await later.reload();
    await expect(countdown(later)).toHaveAttribute('data-live', 'true');
    await expect(countdown(later)).toHaveText('Expired', VISIBLE);
    await expect(later.getByRole('link', { name: /^Credit or debit card/ })).toBeVisible();
  });

  test('a quiz finished after the code expired does not renew it', async ({ page }) => {
    await pauseClock(page);
    await page.addInitScript(
      ([reservation]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('sketch-offer:reservation:v1', reservation);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [JSON.stringify({ startedAt: NOW.getTime() - 60 * MINUTE, deadline: NOW.getTime() - 45 * MINUTE })],
    );
    await page.goto('/landing-pw');
    await expect(countdown(page)).toHaveText('Expired', VISIBLE);
    await page.evaluate(
      ([key, finished]) => localStorage.setItem(key, finished),
      [QUIZ_COMPLETED_KEY, String(NOW.getTime() - 30_000)],
    );
    await page.reload();
    await expect(countdown(page)).toHaveAttribute('data-live', 'true');
    await expect(countdown(page)).toHaveText('Expired', VISIBLE);
    await expect(page.getByTestId('price-ended')).toBeVisible();
  });
});

test.describe('offer copy with and without a finished quiz', () => {
  const afterQuiz = /^Your quiz answers are ready\. Order your sketch/;
  const withoutQuiz = /^Our psychic artists draw the face of your soulmate by hand/;

  // The choice is made before the first paint, not on hydration: with every script file
  // refused, the right reading still shows.
  test('a visitor without a quiz reads the neutral copy and is invited to take it', async ({
    visitorPage: page,
  }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/landing-pw');
    await expect(page.getByText(withoutQuiz)).toBeVisible();
    await expect(page.getByText(afterQuiz)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Answer a few questions first' })).toHaveAttribute(
      'href',
      '/soulmate-quiz',
    );
    // No second "applied" under the box's "✓ Applied" for a visitor without a quiz.
    await expect(page.getByTestId('coupon-note')).toHaveText('', VISIBLE);
    // What the timer counts, in words, before it starts.
    await expect(page.getByTestId('code-terms')).toHaveText(
      'With the code ASTRELLE93 the first week costs €1.00. You get the code once, for 15 minutes from your first visit to this page, and the timer at the top shows what is left. After that the first week costs €14.99.',
      VISIBLE,
    );
  });

  test('a visitor whose quiz left its mark reads that the answers are with the artist', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.addInitScript(([key]) => localStorage.setItem(key, String(Date.now())), [QUIZ_COMPLETED_KEY]);
    await page.goto('/landing-pw');
    await expect(page.getByText(afterQuiz)).toBeVisible();
    await expect(page.getByText(withoutQuiz)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Answer a few questions first' })).toBeHidden();
    // The applied code is the quiz's, under the same name.
    const note = page.getByTestId('coupon-note');
    await expect(note.getByText('The code from your quiz.')).toBeVisible();
    await expect(page.getByTestId('offer-coupon')).toHaveText('ASTRELLE93');
    await expect(page.getByTestId('code-terms')).toContainText(
      'once, for 15 minutes from the end of your first quiz',
    );
  });
});

test.describe('an ended code, and no JavaScript', () => {
  test('a returning visitor whose code has ended reads the price without it from the first paint', async ({
    page,
  }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.addInitScript(() => {
      const now = Date.now();
      localStorage.setItem(
        'sketch-offer:reservation:v1',
        JSON.stringify({ startedAt: now - 20 * 60_000, deadline: now - 5 * 60_000 }),
      );
    });
    await page.goto('/landing-pw');
    await expect(page.locator('html')).toHaveAttribute('data-offer', 'ended');
    await expect(page.getByTestId('price-ended')).toHaveText('€14.99');
    await expect(page.getByTestId('price-now')).toBeHidden();
    await expect(page.getByTestId('hero-price')).toHaveText(
      '€14.99 a week from the first week until you cancel. Cancelling takes under 2 minutes.',
      VISIBLE,
    );
    await expect(
      page.getByRole('heading', { name: 'Your Soulmate Sketch, with a subscription at €14.99 a week' }),
    ).toBeVisible();
  });

  test('without JavaScript no timer runs, so the page does not speak of one', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/landing-pw');
    const terms = page.getByTestId('code-terms');
    await expect(terms).toHaveText(
      'With the code ASTRELLE93 the first week costs €1.00; the checkout buttons below apply it.',
      VISIBLE,
    );
    await expect(terms).not.toContainText('15 minutes', VISIBLE);
    await expect(page.getByTestId('price-now')).toHaveText('€1.00');
    await context.close();
  });
});

test.describe('social proof names its source, or is marked a sample', () => {
  test('every figure, quote and ticker line on the offer says where it comes from or that it is a sample', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    // The built-in ones have no source (docs/funnel.md#social-proof): each carries the mark the deploy check counts.
    const marks = page.locator('[data-sample-claim]');
    for (const what of [
      'offer-joined-today',
      'offer-trusted-by',
      'offer-testimonial',
      'offer-sketch-caption',
    ])
      await expect(
        marks
          .filter({ visible: true })
          .and(page.locator(`[data-sample-claim="${what}"]`))
          .first(),
      ).toHaveText(/^Sample: not a real (figure|review|customer)$/);
    await expect(page.getByTestId('offer-ticker')).toContainText('Sample');
    await expect(page.getByTestId('offer-ticker')).not.toContainText('just');
  });
});

test.describe('one header', () => {
  test('the offer bar replaces the site header: one banner, one logo, no site navigation', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    await expect(page.getByRole('banner')).toHaveCount(1);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-testid', 'offer-header');
    await expect(banner.getByRole('link', { name: 'Astrelle' })).toHaveCount(1);
    await expect(banner).toContainText('Your Sketch offer: €1.00!');
    // On a phone the sticky bar keeps to 64 px; what else the header says scrolls away.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(async () => {
      const box = (await banner.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThanOrEqual(64);
    }).toPass();
    await expect(banner.getByRole('link', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The one logo on the page above the footer is the bar's.
    const logos = page.locator('body > :not(footer) a[href="/"]');
    await expect(logos).toHaveCount(1);
  });
});

test.describe('customers’ sketches', () => {
  test('six different, sized, lazily loaded portraits whose alt text describes the drawing, not the caption', async ({
    visitorPage: page,
  }) => {
    await page.goto('/landing-pw');
    const figures = page.locator('#photos-title ~ ul figure');
    await expect(figures).toHaveCount(6);
    const shown = await figures.evaluateAll((items) =>
      items.map((figure) => {
        const image = figure.querySelector('img')!;
        return {
          src: image.getAttribute('src'),
          alt: image.alt,
          caption: figure.querySelector('figcaption')?.textContent?.trim(),
          loading: image.loading,
          sized: Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0,
        };
      }),
    );
    expect(new Set(shown.map((item) => item.src)).size).toBe(6);
    for (const item of shown) {
      expect(item.alt).toMatch(/^Pencil sketch of /);
      expect(item.alt).not.toBe(item.caption);
      expect(item.loading).toBe('lazy');
      expect(item.sized).toBe(true);
    }
  });
});
