import type { Page } from '@playwright/test';
import { site, socialEnv } from '@/config/site';
import type { SocialProfiles } from '@/config/social';
import { socialLinks } from '@/lib/social/profiles';
import { expect, test } from './support/worker-page';

/**
 * The shared footer (docs/site.md): the newsletter form answers in place, beside the form, on
 * the page the reader was on, with JavaScript or without; the social icons follow the settings.
 * The test server keeps sign-ups in the embedded store every local server binds (docs/signups.md),
 * so a valid address is kept; the "not available" answer (no storage at all, docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently)
 * is covered by the function's unit tests.
 */
const POST = '/blog/post/zodiac-compatibility-beyond-sun-signs';

async function subscribe(page: Page, email: string) {
  const footer = page.locator('footer');
  await footer.getByLabel('E-mail address').fill(email);
  await footer.getByRole('button', { name: 'Send' }).click();
}

/** The newsletter answer that is showing, and whether the form is on screen with it. */
async function expectAnswerInPlace(page: Page, outcome: string, title: string) {
  const answer = page.locator(`#newsletter-${outcome}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(title);
  await expect(answer).toBeInViewport();
  await expect(page.locator('footer form')).toBeInViewport();
  await expect(page.locator('[data-newsletter-outcome]:visible')).toHaveCount(1);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the newsletter form, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('answers beside the form on the page the reader was reading', async ({ page }) => {
      await page.goto(POST);
      await expect(page.locator('[data-newsletter-outcome]:visible')).toHaveCount(0);
      await subscribe(page, 'reader@astrelle.app');
      await expect(page).toHaveURL(new RegExp(`${POST}#newsletter-received$`));
      await expectAnswerInPlace(page, 'received', 'Check your inbox');
      await expect(page.locator('h1')).toHaveText(/Zodiac Compatibility Beyond Sun Signs/);
    });

    test('keeps the query string of the page and answers on a page with an island', async ({ page }) => {
      await page.goto('/compare/astra?source=newsletter-test');
      await subscribe(page, 'reader@astrelle.app');
      await expect(page).toHaveURL(/\/compare\/astra\?source=newsletter-test#newsletter-received$/);
      await expectAnswerInPlace(page, 'received', 'Check your inbox');
    });

    test('a likely typo is questioned before anything is kept, and the answer lands on the same page', async ({
      page,
    }) => {
      await page.goto(POST);
      await subscribe(page, 'reader@gmial.com');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Did you mean this address?');
      await expect(page.getByTestId('suggested-address')).toHaveText('reader@gmail.com');
      await expect(page.getByText(/^You typed reader@gmial\.com\./)).toBeVisible();
      await expect(page.getByRole('button', { name: 'No, keep it as typed' })).toBeVisible();
      await page.getByRole('button', { name: 'Yes, use this address' }).click();
      await expect(page).toHaveURL(new RegExp(`${POST}#newsletter-received$`));
      await expectAnswerInPlace(page, 'received', 'Check your inbox');
    });
  });
}

test('an address the browser let through but the function refuses is answered in place', async ({ page }) => {
  await page.goto('/help-center');
  // Old browsers skip type="email" checks; the function's own check must answer in place too.
  await page.locator('footer input[name="email"]').evaluate((input: HTMLInputElement) => {
    input.type = 'text';
  });
  await subscribe(page, 'not-an-address');
  await expect(page).toHaveURL(/\/help-center#newsletter-invalid$/);
  await expectAnswerInPlace(page, 'invalid', 'Please check your e-mail address');
});

test('every answer has its message beside the form', async ({ page }) => {
  for (const [outcome, title] of [
    ['received', 'Check your inbox'],
    ['invalid', 'Please check your e-mail address'],
    ['busy', 'Too many sign-ups from here'],
    ['unavailable', 'Sign-up is not available yet'],
    ['error', 'Sign-up did not go through'],
  ]) {
    await page.goto(`/contact-us#newsletter-${outcome}`);
    await expectAnswerInPlace(page, outcome!, title!);
  }
});

test('a form post never redirects to another site, and JSON keeps its JSON answer', async ({ request }) => {
  const form = await request.post('/api/subscribe', {
    form: { email: 'reader@astrelle.app', source: 'footer' },
    headers: { referer: 'https://evil.example/phish' },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(303);
  const location = new URL(form.headers().location!, 'http://unused.invalid');
  expect(location.host).not.toBe('evil.example');
  expect(location.pathname).toBe('/');
  expect(location.hash).toBe('#newsletter-received');

  const json = await request.post('/api/subscribe', { data: { email: 'reader@astrelle.app' } });
  expect(json.status()).toBe(200);
  expect(json.headers()['content-type']).toContain('application/json');
});

test('content pages still ship no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/help-center');
  await subscribe(page, 'reader@astrelle.app');
  await expect(page.locator('#newsletter-received')).toBeVisible();
  expect(scripts).toEqual([]);
});

test('the social icon links follow the settings: one named link per profile set, none otherwise', async ({
  visitorPage: page,
}) => {
  // The build and this test read the same PUBLIC_SOCIAL_* variables (unset by default).
  const profiles: SocialProfiles = Object.fromEntries(
    Object.entries(socialEnv).map(([network, name]) => [network, process.env[name] ?? '']),
  );
  const expected = socialLinks(profiles);
  await page.goto('/privacy-policy');
  const list = page.locator('footer').getByRole('list', { name: `${site.brandName} on social media` });
  if (expected.length === 0) {
    await expect(list).toHaveCount(0);
    await expect(page.locator('footer [data-social]')).toHaveCount(0);
    return;
  }
  const links = list.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [index, link] of expected.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(
      `${site.brandName} on ${link.name} (opens in a new tab)`,
    );
    await expect(links.nth(index)).toHaveAttribute('href', link.url);
    await expect(links.nth(index)).toHaveAttribute('target', '_blank');
    await expect(links.nth(index).locator('svg')).toBeVisible();
  }
});

test('the logo links are named by their visible text (label in name)', async ({ visitorPage: page }) => {
  await page.goto('/terms-of-service');
  for (const area of [page.getByRole('navigation', { name: 'Main' }), page.locator('footer')]) {
    const logo = area.locator('a[href="/"]').first();
    // The footer is laid out only near the screen (docs/performance.md#render-when-near): its
    // visible text is what shows once it is scrolled to, a frame later.
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await logo.innerText()).trim()).toBe(site.brandName);
    const visible = (await logo.innerText()).trim();
    await expect(logo).toHaveAccessibleName(new RegExp(`^${visible}\\b`));
  }
});
