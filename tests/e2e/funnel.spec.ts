import { expect, test, type Page } from '@playwright/test';
import { portal } from '../../src/config/site';
import { QUIZ_STORAGE_KEY } from '../../src/lib/quiz/session';
import { openQuizAt } from './support/quiz';

/** A fixed moment for Playwright's clock: timers only move when a test says so. */
const NOW = new Date('2026-03-01T10:00:00Z');
const STEP = { gender: 2, dob: 9, lifeGoals: 21, analysis: 22, portrait: 23 } as const;

async function pauseClock(page: Page) {
  // Installed a minute early so pausing at NOW is always a step forward.
  await page.clock.install({ time: NOW.getTime() - 60_000 });
  await page.clock.pauseAt(NOW);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Quiz progress' });
const heading = (page: Page) => page.locator('[data-step-heading]');
const choose = (page: Page, name: string) =>
  page.locator('.quiz').getByRole('button', { name, exact: true }).click();
const next = (page: Page) =>
  page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();

test.describe('soulmate quiz', () => {
  // Walking 25 steps like a person takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a visitor walks every step, goes back without losing answers, and reaches the offer', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await pauseClock(page);
    const leadRequest = page.waitForRequest((request) => request.url().endsWith('/api/quiz-lead'));
    await page.goto('/soulmate-quiz');
    await expect(page.locator('.quiz[data-ready="true"]')).toBeVisible();

    // 1–2: start and testimonial, without progress bar; the back arrow appears from step 2.
    await expect(heading(page)).toHaveText('Ready to finally discover your True Soulmate?');
    for (const claim of ['87% Accuracy', 'Real psychics', '456 Joined today'])
      await expect(page.getByText(claim)).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to the previous step' })).toHaveCount(0);
    await page.getByRole('button', { name: "Let's begin" }).click();
    await expect(heading(page)).toHaveText('15,000+ people have seen their Soulmate');
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to the previous step' })).toBeVisible();
    await next(page);

    // 3: the six profile questions; single choice advances at once.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '8'); // 2 / 24
    await choose(page, 'Female');
    await choose(page, 'A man');
    await choose(page, '30-40');
    await expect(heading(page)).toHaveText('Which background are you most drawn to?');
    // Back twice: the earlier answers are still marked.
    await page.getByRole('button', { name: 'Back to the previous step' }).click();
    await expect(page.getByRole('button', { name: '30-40' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Back to the previous step' }).click();
    await expect(page.getByRole('button', { name: 'A man' })).toHaveAttribute('aria-pressed', 'true');
    await choose(page, 'A man');
    await choose(page, '30-40');
    await choose(page, 'No preference');
    // appearanceImportance: five options in one row.
    const scale = page.locator('.quiz').getByRole('group').getByRole('button');
    await expect(scale).toHaveCount(5);
    const tops = await scale.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await choose(page, '4');
    await choose(page, 'Loyalty');

    // 4: confirmation for keyQuality.
    await expect(heading(page)).toHaveText('Awesome!');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '33'); // 8 / 24
    await expect(page.getByTestId('confirmation-message')).toHaveText(
      'People who value loyalty in a soulmate are truly compassionate souls.',
    );
    await next(page);

    // 5: date of birth, reported only when all three selects are chosen.
    await expect(
      page.getByText('It helps us create your natal chart and identify key planetary positions.'),
    ).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '38'); // 9 / 24
    const years = page.getByLabel('Year').locator('option');
    await expect(years.nth(1)).toHaveText('2026');
    await expect(years.last()).toHaveText('1920');
    await page.getByLabel('Day').selectOption('4');
    await page.getByLabel('Month').selectOption({ label: 'July' });
    await expect(page.locator('.quiz').getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('Year').selectOption('1990');
    await next(page);

    // 6–7: element, decision making, zodiac confirmation from the date of birth.
    await choose(page, 'Water');
    await choose(page, 'I follow my heart');
    await expect(heading(page)).toHaveText('Good to know!');
    await expect(page.getByTestId('confirmation-message')).toHaveText(
      '27% of Cancer people also make decisions with their heart.',
    );
    await next(page);

    // 8: challenge and its confirmation.
    await choose(page, 'Letting go of the past');
    await expect(heading(page)).toHaveText('So many share this challenge');
    await expect(page.getByTestId('confirmation-message')).toContainText("Letting go of the past isn't easy");
    await next(page);

    // 9–10: six more questions, then the multi-select.
    await choose(page, 'Jealousy');
    await choose(page, 'Brings contrast');
    await choose(page, 'Deep connection');
    await choose(page, 'Quality time');
    await choose(page, 'Calm and steady');
    await choose(page, 'Growing apart');
    await expect(page.getByText('(Select all that apply)')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '88'); // 21 / 24
    await choose(page, 'Traveling the world');
    await choose(page, 'Personal growth');
    await next(page);

    // 11: analysis, three bars of 4 s with a dialog at half time.
    await expect(heading(page)).toHaveText('Preparing Your Personal Soulmate Insights');
    await expect(progress(page)).toHaveCount(0);
    const bar = (name: string) => page.getByRole('progressbar', { name });
    await page.clock.runFor(1000);
    await expect(bar("Heart's Intentions")).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog')).toContainText('Would you consider yourself a spiritual person?');
    await expect(bar("Heart's Intentions")).toHaveAttribute('aria-valuenow', '50');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bar("Heart's Intentions")).toHaveAttribute('aria-valuenow', '100');
    await expect(bar('Portrait of the Soulmate')).toHaveAttribute('aria-valuenow', '0');
    await page.clock.runFor(500);
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog')).toContainText(
      'Are you familiar with the concept of Psychic Artistry?',
    );
    // Left unanswered, the bar completes when its 4 seconds run out.
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bar('Portrait of the Soulmate')).toHaveAttribute('aria-valuenow', '100');
    await page.clock.runFor(500);
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog')).toContainText('Do you believe in destiny?');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(bar('Connection Insights')).toHaveAttribute('aria-valuenow', '100');
    await page.clock.runFor(500);

    // 12: portrait-ready, the e-mail modal opens at once.
    const modal = page.getByRole('dialog', { name: 'See your soulmate now!' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Where should we send it?');
    await expect(modal).toContainText("We don't share any personal information.");
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeVisible(); // empty: ignored
    await modal.getByLabel('Your e-mail address').fill('seeker@astrelle.app');
    await modal.getByRole('button', { name: 'Continue' }).click();

    // 13: promo code; the lead was sent with the whole answers record.
    await expect(page.getByTestId('promo-code')).toHaveText('ASTRELLE93');
    const body = (await leadRequest).postDataJSON() as {
      email: string;
      answers: Record<string, unknown>;
      source: string;
    };
    expect(body.email).toBe('seeker@astrelle.app');
    expect(body.source).toBe('soulmate-quiz');
    expect(body.answers).toMatchObject({
      gender: 'female',
      interest: 'male',
      ageRange: '30-40',
      ethnicity: 'no-preference',
      appearanceImportance: 4,
      keyQuality: 'Loyalty',
      dob: { day: '4', month: '7', year: '1990' },
      element: 'water',
      decisionMaking: 'heart',
      challenge: 'Letting go of the past',
      lifeGoals: ['Traveling the world', 'Personal growth'],
      email: 'seeker@astrelle.app',
    });
    // Whatever the backend answered, the visitor is told and can go on.
    await expect(page.locator('[data-lead="stored"], [data-lead="failed"]')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Quiz Completed!')).toBeVisible();
    await expect(page.getByText('Redirecting to your results.')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(page).toHaveURL(/\/landing-pw$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), QUIZ_STORAGE_KEY)).toBeNull();
  });

  test('a failing lead store never blocks the way to the offer', async ({ page }) => {
    await page.route('**/api/quiz-lead', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Lead storage is not configured.' }),
      }),
    );
    await openQuizAt(page, STEP.portrait, { gender: 'male' });
    const modal = page.getByRole('dialog', { name: 'See your soulmate now!' });
    await modal.getByLabel('Your e-mail address').fill('someone@example.org');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "We couldn't save your e-mail just now" }),
    ).toContainText('Lead storage is not configured.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/landing-pw$/, { timeout: 10_000 });
  });

  test('a network failure on the lead store also lets the visitor through', async ({ page }) => {
    await page.route('**/api/quiz-lead', (route) => route.abort('failed'));
    await openQuizAt(page, STEP.portrait);
    const modal = page.getByRole('dialog', { name: 'See your soulmate now!' });
    await modal.getByLabel('Your e-mail address').fill('someone@example.org');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('[data-lead="failed"]')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/landing-pw$/, { timeout: 10_000 });
  });

  test('a date of birth under 18 gets the adults-only message and no way to the offer', async ({ page }) => {
    await pauseClock(page);
    await openQuizAt(page, STEP.dob, { gender: 'female' });
    await page.getByLabel('Day').selectOption('12');
    await page.getByLabel('Month').selectOption({ label: 'May' });
    await page.getByLabel('Year').selectOption('2010');
    await next(page);
    await expect(heading(page)).toHaveText('This reading is for adults');
    await expect(page.locator('.quiz').getByText('aged 18 and over')).toBeVisible();
    await expect(page.locator('.quiz').getByRole('button', { name: 'Continue' })).toHaveCount(0);
    // A reload does not get round it.
    await page.reload();
    await expect(heading(page)).toHaveText('This reading is for adults');
    // Back returns to the date, with the values kept so a mistake can be corrected.
    await page.getByRole('button', { name: 'Back to the previous step' }).click();
    await expect(page.getByLabel('Year')).toHaveValue('2010');
    await page.getByLabel('Year').selectOption('2008');
    await next(page); // born 12 May 2008: on 1 March 2026 still 17
    await expect(heading(page)).toHaveText('This reading is for adults');
    await page.getByRole('button', { name: 'Back to the previous step' }).click();
    await page.getByLabel('Year').selectOption('2007');
    await next(page);
    await expect(heading(page)).toHaveText('Which element do you feel closest to?');
  });

  test('a reload in the middle of the quiz resumes at the same step with the answers kept', async ({
    page,
  }) => {
    await page.goto('/soulmate-quiz');
    await expect(page.locator('.quiz[data-ready="true"]')).toBeVisible();
    await page.getByRole('button', { name: "Let's begin" }).click();
    await next(page);
    await choose(page, 'Male');
    await choose(page, 'No preference');
    await expect(heading(page)).toHaveText('What age range feels right for your soulmate?');
    await page.reload();
    await expect(heading(page)).toHaveText('What age range feels right for your soulmate?');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '17'); // 4 / 24
    await page.getByRole('button', { name: 'Back to the previous step' }).click();
    await expect(page.getByRole('button', { name: 'No preference' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('with reduced motion the steps do not slide and the analysis still keeps time', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await openQuizAt(page, STEP.lifeGoals);
    const animation = await page
      .locator('.quiz-step')
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe('none');
    await next(page);
    await page.clock.runFor(1999);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('dialog')).toContainText('Would you consider yourself a spiritual person?');
  });
});

test.describe('sketch offer page', () => {
  test('the ticker rotates every 4 s and the countdown counts down from 15:00 to 00:00', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/landing-pw');
    const ticker = page.getByTestId('offer-ticker');
    const countdown = page.getByTestId('offer-countdown');
    await expect(countdown).toHaveAttribute('data-live', 'true');
    await expect(ticker).toHaveAttribute('data-live', 'true');
    await expect(countdown).toHaveText('15:00');
    await expect(ticker).toHaveAttribute('data-index', '0');
    const first = await ticker.textContent();
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('14:59');
    await page.clock.runFor(3000);
    await expect(ticker).toHaveAttribute('data-index', '1');
    expect(await ticker.textContent()).not.toBe(first);
    // Long jumps fire each due timer once instead of replaying every tick.
    await page.clock.fastForward(36_000);
    await expect(ticker).toHaveAttribute('data-index', '0'); // ten entries, then round again
    await expect(countdown).toHaveText('14:20');
    await page.clock.fastForward(900_000);
    await expect(countdown).toHaveText('00:00');
    // The offer stays open at zero.
    await expect(page.getByRole('link', { name: /^Credit or debit card/ })).toBeVisible();
  });

  test('shows the offer copy, the applied coupon and prices, and checks out in a new tab', async ({
    page,
  }) => {
    await page.goto('/landing-pw');
    await expect(page).toHaveTitle(/Your Sketch is Ready!/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See Your Soulmate Today!');
    await expect(page.getByText('Your Sketch offer: €1.00!')).toBeVisible();
    await expect(page.getByText('450+ users have seen their soulmate today')).toBeVisible();
    await expect(page.getByText('Trusted by over 15,000+ people')).toBeVisible();
    await expect(
      page.getByText('Your 7-day trial is just €1.00, then continues at €14.99/week.'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get Your Soulmate Sketch for only €1.00' }),
    ).toBeVisible();
    await expect(page.getByTestId('offer-coupon')).toHaveText('MYASTRELLE93');
    await expect(page.getByTestId('price-was')).toContainText('€14.99');
    await expect(page.getByTestId('price-now')).toContainText('€1.00');
    for (const [name, method] of [
      ['Pay with GPay', 'gpay'],
      ['Credit or debit card', 'card'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.toString().startsWith(portal.checkoutUrl)).toBe(true);
      expect(href.searchParams.get('coupon')).toBe('MYASTRELLE93');
      expect(href.searchParams.get('method')).toBe(method);
    }
    await expect(page.getByRole('heading', { name: 'Karmic Love Guide' })).toBeVisible();
  });

  test('Continue, the hero button and View My Guide scroll to the payment section', async ({ page }) => {
    await page.goto('/landing-pw');
    const payment = page.getByRole('heading', { name: 'Start your 7-day trial' });
    await page.getByTestId('offer-header').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#payment$/);
    await expect(payment).toBeInViewport();
    await page.getByRole('link', { name: 'View My Guide' }).scrollIntoViewIfNeeded();
    await expect(payment).not.toBeInViewport();
    await page.getByRole('link', { name: 'View My Guide' }).click();
    await expect(payment).toBeInViewport();
    // The sticky offer bar does not cover the heading it scrolled to.
    const bar = await page.getByTestId('offer-header').boundingBox();
    const title = await payment.boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
  });

  test('FAQ items open and close independently', async ({ page }) => {
    await page.goto('/landing-pw');
    const items = page.locator('.faq details');
    await expect(items).toHaveCount(4);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText('24-48 hours');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(2)).toHaveAttribute('open', '');
  });
});

test.describe('landing page', () => {
  test('header buttons scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Testimonials', 'cosmic-testimonials'],
      ['Features', 'cosmic-features'],
      ['About', 'about-us'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    }
  });

  test('shows the spec copy and opens the portal quiz in a new tab with its own sources', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let the Stars Guide Your Next Move');
    await expect(page.getByRole('heading', { name: 'Real Astrology. Real Answers.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unlock Your Personal Universe' })).toBeVisible();
    await expect(page.getByText('And much more...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    for (const figure of ['327,894', '94%', '81%', '72%'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText('4.73 based on 1,241 reviews');
    await expect(page.locator('#cosmic-testimonials figure')).toHaveCount(5);
    for (const [name, source] of [
      ['Get Started Now', 'landing-hero'],
      ['Start My Journey', 'landing-closing'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(portal.quizUrl)).toBe(true);
      expect(new URL(href).searchParams.get('source')).toBe(source);
    }
    await page.getByRole('link', { name: 'Take the soulmate quiz' }).click();
    await expect(page).toHaveURL(/\/soulmate-quiz$/);
  });

  test('loads no JavaScript and prioritises a sized, responsive hero image', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    expect(scripts).toEqual([]);
    const hero = page.locator('#hero-title').locator('xpath=ancestor::section//img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /\d+w/);
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
  });
});
